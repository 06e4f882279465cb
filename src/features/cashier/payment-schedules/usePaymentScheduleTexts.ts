import { useIntl } from 'react-intl';
import { adminMessages } from '../../../app/list/adminMessages';
import { navMessages } from '../../../app/messages';
import type { BreadcrumbItem } from '../../../ui/Breadcrumbs';
import { paymentScheduleMessages as m } from './messages';

export const PAYMENT_SCHEDULES_HREF = '/cashier-transaction/payment/payment-schedules';

/** Breadcrumbs and enum texts of the payment schedules screen. */
export function usePaymentScheduleTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return {
    t,
    intl,
    breadcrumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.payments) },
      { label: t(navMessages.paymentSchedules), href: PAYMENT_SCHEDULES_HREF }, ...trail,
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
    kindText: (kind: string) => t(kind === 'DEPOSIT' ? m.kindDEPOSIT : m.kindBALANCE),
    statusText: (status: string, days: number) => (status === 'OVERDUE' ? t(m.statusOVERDUE, { days }) : t(m.statusDUE)),
  };
}
