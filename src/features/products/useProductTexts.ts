import { useIntl } from 'react-intl';
import { readServerError, serverErrorText } from '../../app/errors/serverErrors';
import { adminMessages } from '../../app/list/adminMessages';
import { navMessages } from '../../app/messages';
import type { BreadcrumbItem } from '../../ui/Breadcrumbs';
import { serverFieldErrors, serverFieldText } from '../../app/forms/serverFieldWords';
import type { FieldProblem } from '../../app/forms/validation';
import { productWords } from './validation';

/** Breadcrumbs and problem texts of the product screens. */
export function useProductTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  /** A problem (ours or the server's, already mapped) as text. */
  const problemText = (problem: FieldProblem | string | undefined) =>
    (problem === undefined ? undefined : typeof problem === 'string' ? problem : t(problem.message, problem.values));
  return {
    intl,
    t,
    /** Home › Products › ...trail (the last item is the current page). */
    breadcrumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.products), href: '/products' }, ...trail,
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
    problemText,
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
