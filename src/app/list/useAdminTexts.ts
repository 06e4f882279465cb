import { useIntl } from 'react-intl';
import { readServerError, serverErrorText } from '../errors/serverErrors';
import { failureText as failureMessage } from '../forms/failureText';
import { serverFieldErrors, serverFieldText, type FieldWords } from '../forms/serverFieldWords';
import type { BreadcrumbItem } from '../../ui/Breadcrumbs';
import type { PaginationProps } from '../../ui/Pagination';
import { adminMessages } from './adminMessages';

/** Translated texts the shared list and header components take. */
export function useAdminTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pagination: Pick<PaginationProps, 'formatRange' | 'pageSizeLabel' | 'previousPageLabel' | 'nextPageLabel' | 'label'> = {
    formatRange: ({ formatted }) => t(adminMessages.range, formatted),
    pageSizeLabel: t(adminMessages.rowsPerPage),
    previousPageLabel: t(adminMessages.previousPage),
    nextPageLabel: t(adminMessages.nextPage),
    label: t(adminMessages.pagination),
  };
  /** Home › Users › ...trail; the last item is the current page. */
  const breadcrumbs = (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
    { label: t(adminMessages.home), href: '/' },
    { label: t(adminMessages.users), href: '/users' },
    ...trail,
  ];
  /** The server's field problems of a failed save in the reader's language, keyed by the form's paths (issue 19). */
  const serverFieldTexts = (error: unknown, words?: FieldWords): Partial<Record<string, string>> =>
    Object.fromEntries(Object.entries(serverFieldErrors(error)).map(([path, field]) => [path, serverFieldText(intl, field, words)]));
  /** The server's reason (extensions.reason) in the reader's language with its figures; null when it gave none. */
  const serverReasonText = (error: unknown) => {
    const server = readServerError(error);
    return server.reason ? serverErrorText(intl, server) : null;
  };
  /** The screen's failure message, with what the server said a person can act on (see failureText). */
  const failureText = (message: string, error: unknown) => failureMessage(intl, message, error);
  return { intl, t, pagination, breadcrumbs, breadcrumbsLabel: t(adminMessages.breadcrumbs), serverFieldTexts, failureText, serverReasonText };
}
