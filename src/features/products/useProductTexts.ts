import { readServerError, serverErrorText } from '../../app/errors/serverErrors';
import { adminMessages } from '../../app/list/adminMessages';
import { navMessages } from '../../app/messages';
import { serverFieldErrors, serverFieldText } from '../../app/forms/serverFieldWords';
import { useAreaTexts } from '../../app/useAreaTexts';
import { productWords } from './validation';

/** Breadcrumbs and problem texts of the product screens. */
export function useProductTexts() {
  const texts = useAreaTexts({ label: navMessages.products, href: '/products' });
  const { intl, t } = texts;
  return {
    ...texts,
    /**
     * The screen's failure message followed by the server's reason, so the person knows what to change: the first
     * field message of a VALIDATION answer (the field shows it too), the text of a CONFLICT or NOT_FOUND, or that the
     * role lacks the permission. A network failure adds nothing the person could act on.
     */
    failureWithReason: (message: string, error: unknown) => {
      const field = Object.values(serverFieldErrors(error))[0];
      const server = readServerError(error);
      // A coded reason (e.g. no availability on a day) in the reader's language with its figures.
      const reason = server.reason ? serverErrorText(intl, server) : server.code === 'FORBIDDEN' ? t(adminMessages.forbidden)
        : server.code === 'VALIDATION' && field ? serverFieldText(intl, field, productWords)
          : server.code ? serverErrorText(intl, server) : undefined;
      if (!reason) return message;
      return /[.!?]$/.test(message) ? `${message} ${reason}` : `${message}: ${reason}`;
    },
  };
}
