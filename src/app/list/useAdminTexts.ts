import { useIntl } from 'react-intl';
import { readGraphQLError } from '../../app/graphqlErrors';
import { readServerError, serverErrorText } from '../errors/serverErrors';
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
  /** A server field message in the reader's language when we know it. */
  const serverText = (text: string | undefined) => {
    if (text === 'This field is required') return t(adminMessages.required);
    if (text === 'Invalid email address') return t(adminMessages.invalidEmail);
    const max = text && /^At most (\d+) characters$/.exec(text)?.[1];
    return max ? t(adminMessages.tooLong, { max: Number(max) }) : text;
  };
  /** The server's reason (extensions.reason) in the reader's language with its figures; null when it gave none. */
  const serverReasonText = (error: unknown) => {
    const server = readServerError(error);
    return server.reason ? serverErrorText(intl, server) : null;
  };
  /** The screen's failure message, with the reason when the server gave one a person can act on. */
  const failureText = (message: string, error: unknown) => {
    const info = readGraphQLError(error);
    if (info.code === 'FORBIDDEN') return `${message}. ${t(adminMessages.forbidden)}`;
    const reason = serverReasonText(error);
    if (reason) return `${message}: ${reason}`;
    // A CONFLICT without a reason yet: the server's own text, until its rule gets a code.
    if (info.code === 'CONFLICT' && info.message) return `${message}: ${info.message}`;
    return message;
  };
  return { intl, t, pagination, breadcrumbs, breadcrumbsLabel: t(adminMessages.breadcrumbs), serverText, failureText, serverReasonText };
}
