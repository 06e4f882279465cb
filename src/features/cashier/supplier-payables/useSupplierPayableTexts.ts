import { formatAmount } from '../../../app/format';
import { navMessages } from '../../../app/messages';
import { usePaymentsTexts } from '../usePaymentsTexts';
import { supplierPayableMessages as m } from './messages';

export const SUPPLIER_PAYABLES_HREF = '/cashier-transaction/payment/supplier-payables';

const STATUS = { OPEN: m.statusOPEN, PAID: m.statusPAID, OVERDUE: m.statusOVERDUE } as const;
const MATCH = { MATCHED: m.matchMATCHED, OVER: m.matchOVER, UNDER: m.matchUNDER } as const;
const PAYMENT_STATUS = { ACTIVE: m.paymentStatusACTIVE, VOIDED: m.paymentStatusVOIDED, REVERSAL: m.paymentStatusREVERSAL } as const;

/** Breadcrumbs, enum texts and money of the supplier payables screens. */
export function useSupplierPayableTexts() {
  const texts = usePaymentsTexts(navMessages.supplierPayables, SUPPLIER_PAYABLES_HREF);
  const { t, intl } = texts;
  return {
    ...texts,
    statusText: (status: string, days: number) => t(STATUS[status as keyof typeof STATUS] ?? m.statusOPEN, { days }),
    matchText: (match: string) => t(MATCH[match as keyof typeof MATCH] ?? m.matchMATCHED),
    methodText: (method: string) => t(method === 'CASH' ? m.methodCASH : m.methodTRANSFER),
    paymentStatusText: (status: string) => t(PAYMENT_STATUS[status as keyof typeof PAYMENT_STATUS] ?? m.paymentStatusACTIVE),
    money: (amount: string, code: string | null | undefined) => formatAmount(intl.locale, amount, code, 'code'),
  };
}
