import { useIntl } from 'react-intl';
import { navMessages } from '../../../app/messages';
import { adminMessages } from '../../../app/list/adminMessages';
import type { BreadcrumbItem } from '../../../ui/Breadcrumbs';
import type { FieldProblem } from '../../../app/forms/validation';

/** Breadcrumb trails and problem texts of the product catalog, package and availability screens. */
export function useProductTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return {
    intl,
    t,
    /** Home › Products › ...trail (the last item is the current page). */
    productBreadcrumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.products), href: '/products' }, ...trail,
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
    /** A problem (ours or the server's, already mapped) as text. */
    problemText: (problem: FieldProblem | string | undefined) =>
      (problem === undefined ? undefined : typeof problem === 'string' ? problem : t(problem.message, problem.values)),
  };
}
