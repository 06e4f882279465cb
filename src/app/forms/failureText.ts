import type { IntlShape } from 'react-intl';
import { fieldErrorText, readServerError, serverErrorText } from '../errors/serverErrors';
import { readGraphQLError } from '../graphqlErrors';
import { adminMessages } from '../list/adminMessages';

/**
 * A failed save's toast: the screen's message, then what the person can act on — the server's reason with its
 * figures in the page's language, that the role lacks the permission, the first field problem of a CONFLICT, or the
 * text of a CONFLICT that has no code yet (areas still moving to codes). A network failure adds nothing.
 */
export function failureText(intl: IntlShape, message: string, error: unknown) {
  const info = readGraphQLError(error);
  if (info.code === 'FORBIDDEN') return `${message}. ${intl.formatMessage(adminMessages.forbidden)}`;
  const server = readServerError(error);
  const reason = server.reason ? serverErrorText(intl, server) : null;
  if (reason) return `${message}: ${reason}`;
  const field = info.code === 'CONFLICT' ? server.fieldErrors[0] : undefined;
  if (field) return `${message}: ${fieldErrorText(intl, field)}`;
  if (info.code === 'CONFLICT' && info.message) return `${message}: ${info.message}`;
  return message;
}
