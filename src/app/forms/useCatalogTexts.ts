import { useIntl } from 'react-intl';
import { navMessages } from '../messages';
import type { BreadcrumbItem } from '../../ui/Breadcrumbs';
import { adminMessages } from '../list/adminMessages';
import type { FieldProblem } from './validation';

/** Breadcrumb trails and problem texts of the general parameter and entity screens. */
export function useCatalogTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const home: BreadcrumbItem = { label: t(adminMessages.home), href: '/' };
  return {
    /** Home › General Parameters › ...trail (the last item is the current page). */
    gpBreadcrumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      home, { label: t(navMessages.generalParameters), href: '/general-parameters' }, ...trail,
    ],
    /** Home › Entities › ...trail. */
    entityBreadcrumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      home, { label: t(navMessages.entities), href: '/entities' }, ...trail,
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
    /** A problem (ours or the server's, already mapped) as text. */
    problemText: (problem: FieldProblem | string | undefined) =>
      (problem === undefined ? undefined : typeof problem === 'string' ? problem : t(problem.message, problem.values)),
  };
}
