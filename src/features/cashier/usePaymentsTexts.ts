import { useIntl, type MessageDescriptor } from 'react-intl';
import { adminMessages } from '../../app/list/adminMessages';
import { navMessages } from '../../app/messages';
import type { BreadcrumbItem } from '../../ui/Breadcrumbs';

/** What every Payments screen's texts start from: Home › Payments › its section › ...trail, and the trail's label. */
export function usePaymentsTexts(section: MessageDescriptor, href: string) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return {
    t,
    intl,
    /** The last item of the trail is the current page. */
    breadcrumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.payments) },
      { label: t(section), href }, ...trail,
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
  };
}
