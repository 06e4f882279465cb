import { useIntl } from 'react-intl';
import { adminMessages } from '../../../app/list/adminMessages';
import { navMessages } from '../../../app/messages';
import type { BreadcrumbItem } from '../../../ui/Breadcrumbs';
import { advanceMessages as m } from './messages';

export const ADVANCES_HREF = '/cashier-transaction/payment/advances';

/** Breadcrumbs and enum texts of the advances screens. */
export function useAdvanceTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pick = (prefix: string, value: string | null | undefined) => {
    const message = (m as Record<string, { id: string }>)[`${prefix}${value ?? ''}`];
    return message ? t(message as never) : (value ?? '—');
  };
  return {
    t,
    intl,
    breadcrumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.payments) },
      { label: t(navMessages.advances), href: ADVANCES_HREF }, ...trail,
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
    statusText: (status: string) => pick('status', status),
    documentTypeText: (type: string | null | undefined) => pick('type', type),
    taxStatusText: (status: string | null | undefined) => pick('tax', status),
  };
}
