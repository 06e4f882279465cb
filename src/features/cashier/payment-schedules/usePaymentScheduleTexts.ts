import { navMessages } from '../../../app/messages';
import { usePaymentsTexts } from '../usePaymentsTexts';
import { paymentScheduleMessages as m } from './messages';

export const PAYMENT_SCHEDULES_HREF = '/cashier-transaction/payment/payment-schedules';

/** Breadcrumbs and enum texts of the payment schedules screen. */
export function usePaymentScheduleTexts() {
  const texts = usePaymentsTexts(navMessages.paymentSchedules, PAYMENT_SCHEDULES_HREF);
  const { t } = texts;
  return {
    ...texts,
    kindText: (kind: string) => t(kind === 'DEPOSIT' ? m.kindDEPOSIT : m.kindBALANCE),
    statusText: (status: string, days: number) => (status === 'OVERDUE' ? t(m.statusOVERDUE, { days }) : t(m.statusDUE)),
  };
}
