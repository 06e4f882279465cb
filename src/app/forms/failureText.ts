import type { IntlShape } from 'react-intl';
import { fieldErrorText, readServerError, refusalText, serverErrorText } from '../errors/serverErrors';
import { adminMessages } from '../list/adminMessages';

/**
 * What a refusal says a person can act on, in the page's language: that the role lacks the permission, else the
 * server's reason with its figures, else its first field problem, else the code's general words; null for a network
 * failure. The one reader of a refusal for screens that show it outside a form's fields (a dialog, a notice, a preview).
 */
export function refusalWords(intl: IntlShape, error: unknown): string | null {
  const server = readServerError(error);
  if (server.code === 'FORBIDDEN') return intl.formatMessage(adminMessages.forbidden);
  return refusalText(intl, server);
}

/**
 * A failed save's toast: the screen's message, then what the person can act on — the server's reason with its
 * figures in the page's language, that the role lacks the permission, or the first field problem of a CONFLICT (a
 * VALIDATION's field problems show under their fields). A network failure adds nothing.
 */
export function failureText(intl: IntlShape, message: string, error: unknown) {
  const server = readServerError(error);
  if (server.code === 'FORBIDDEN') return `${message}. ${intl.formatMessage(adminMessages.forbidden)}`;
  const reason = server.reason ? serverErrorText(intl, server) : null;
  if (reason) return `${message}: ${reason}`;
  const field = server.code === 'CONFLICT' ? server.fieldErrors[0] : undefined;
  if (field) return `${message}: ${fieldErrorText(intl, field)}`;
  return message;
}
