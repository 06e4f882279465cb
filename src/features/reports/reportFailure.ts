import type { IntlShape } from 'react-intl';
import { readServerError } from '../../app/errors/serverErrors';
import { serverFieldErrors, serverFieldText, type FieldWords } from '../../app/forms/serverFieldWords';
import { reportMessages as m } from './messages';

/** The report screen's words for the parameter codes it says more precisely than the general words. */
const reportWords: FieldWords = (field) => {
  if (field.code === 'RANGE_TOO_LONG') return { message: m.reasonRangeTooLong, values: { days: String(field.params.maxDays ?? '') } };
  const message = ({
    REQUIRED: m.reasonRequired, INVALID_DATE: m.reasonInvalidDate, END_BEFORE_START: m.reasonToBeforeFrom,
    NOT_FOUND: m.reasonNotFound, INVALID_CHOICE: m.reasonInvalidValue,
  } as const)[field.code as string];
  return message ? { message } : undefined;
};

/** The dialog's field a refusal points at ('from' and 'to' are both the date range), undefined when none. */
export function reportFailureField(error: unknown): string | undefined {
  const path = Object.keys(serverFieldErrors(error))[0];
  return path === 'from' || path === 'to' ? 'range' : path;
}

/**
 * Why a report failed, in the page's language (issue 19): the permission missing, else the refused parameter from its
 * code and params, else that the server stopped before the end. The server's English message is never shown.
 */
export function reportFailureText(intl: IntlShape, error: unknown): string {
  const server = readServerError(error);
  if (server.code === 'FORBIDDEN') return intl.formatMessage(m.reasonForbidden);
  const field = server.fieldErrors[0];
  if (field) return serverFieldText(intl, field, reportWords);
  return intl.formatMessage(m.reasonInterrupted);
}
