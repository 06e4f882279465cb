import type { MessageDescriptor } from 'react-intl';
import { navMessages } from '../../app/messages';
import { useAreaTexts } from '../../app/useAreaTexts';

/** What every Payments screen's texts start from: Home › Payments › its section › ...trail, and the trail's label. */
export function usePaymentsTexts(section: MessageDescriptor, href: string) {
  const { t, intl, breadcrumbs, breadcrumbsLabel } = useAreaTexts({ label: navMessages.payments }, { label: section, href });
  return { t, intl, breadcrumbs, breadcrumbsLabel };
}
