import { fieldErrorText, serverErrorText, unansweredText, type ServerError } from '../../app/errors/serverErrors';
import type { IntlShape } from 'react-intl';
import type { EditorNotice } from '../../machines/reservationEditor/reservationEditorTypes';
import { reservationMessages as m } from './messages';
import { useReservationTexts } from './useReservationTexts';

/** What a notice of the machine says (SPEC.md section 8's messages, with the server's reason where it helps). */
export function useNoticeText() {
  const { t, intl } = useReservationTexts();
  return (notice: EditorNotice) => {
    // The reason in the page's language with its day and figures, or that no server answered; the English text only
    // from a server without a code.
    const coded = notice.error ? codedText(intl, notice.error) ?? unansweredText(intl, notice.error) : null;
    if (notice.kind === 'noAvailability') {
      const service = notice.error?.params.service;
      return t(m.noAvailability, { reason: coded ? `${service ? `${service}: ` : ''}${coded}` : notice.detail ?? '' });
    }
    if (notice.kind === 'notFound') return t(m.notFound);
    if (notice.kind === 'forbidden') return t(m.forbidden);
    if (notice.kind === 'loadFailed') return t(m.errorLoad);
    if (notice.kind === 'saveFailed') return t(m.errorSave);
    const reason = coded ? ` ${coded}` : notice.detail ? ` ${notice.detail}` : '';
    return `${t(commandError(notice.command))}${reason}`;
  };
}

/**
 * A refusal in words: its reason, else its field problems, else its code ("You don't have the roles required to do
 * this", never the operation's internal name that the server's English text carries).
 */
function codedText(intl: IntlShape, error: ServerError): string | null {
  if (error.reason) return serverErrorText(intl, error);
  if (error.fieldErrors.length) return error.fieldErrors.map((field) => fieldErrorText(intl, field)).join(' · ');
  return error.code ? serverErrorText(intl, error) : null;
}

/** The SPEC.md message of a failed command; the server's reason follows it so the agent knows what to fix. */
function commandError(command: EditorNotice['command']) {
  switch (command) {
    case 'deleteItem': return m.errorDeleteItem;
    case 'addItem': case 'addPackage': return m.errorCreateItem;
    case 'updateItem': return m.errorUpdateItem;
    case 'addRemark': return m.errorRemark;
    default: return m.errorTransition;
  }
}
