import { useIntl, type MessageDescriptor } from 'react-intl';
import type { BreadcrumbItem } from '../ui/Breadcrumbs';
import { adminMessages } from './list/adminMessages';
import type { FieldProblem } from './forms/validation';

/** A step of an area's trail: its name, and where it leads when it is a page of its own. */
export interface AreaCrumb {
  label: MessageDescriptor;
  href?: string;
}

/**
 * What an area's texts start from: Home › the area's steps › ...trail (SPEC.md section 2's breadcrumb labels; the last
 * item of the trail is the current page), the trail's label and a problem as text.
 */
export function useAreaTexts(...area: AreaCrumb[]) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return {
    intl,
    t,
    breadcrumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      { label: t(adminMessages.home), href: '/' },
      ...area.map(({ label, href }) => (href ? { label: t(label), href } : { label: t(label) })),
      ...trail,
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
    /** A problem (ours or the server's, already mapped) as text. */
    problemText: (problem: FieldProblem | string | undefined) =>
      (problem === undefined ? undefined : typeof problem === 'string' ? problem : t(problem.message, problem.values)),
  };
}
