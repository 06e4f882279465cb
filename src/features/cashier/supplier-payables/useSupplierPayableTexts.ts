import { useIntl } from 'react-intl';
import { formatAmount } from '../../../app/format';
import { adminMessages } from '../../../app/list/adminMessages';
import { navMessages } from '../../../app/messages';
import type { BreadcrumbItem } from '../../../ui/Breadcrumbs';
import { supplierPayableMessages as m } from './messages';

export const SUPPLIER_PAYABLES_HREF = '/cashier-transaction/payment/supplier-payables';

const STATUS = { OPEN: m.statusOPEN, PAID: m.statusPAID, OVERDUE: m.statusOVERDUE } as const;
const MATCH = { MATCHED: m.matchMATCHED, OVER: m.matchOVER, UNDER: m.matchUNDER } as const;
const PAYMENT_STATUS = { ACTIVE: m.paymentStatusACTIVE, VOIDED: m.paymentStatusVOIDED, REVERSAL: m.paymentStatusREVERSAL } as const;

/** Breadcrumbs, enum texts and money of the supplier payables screens. */
export function useSupplierPayableTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return {
    t,
    intl,
    breadcrumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.payments) },
      { label: t(navMessages.supplierPayables), href: SUPPLIER_PAYABLES_HREF }, ...trail,
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
    statusText: (status: string, days: number) => t(STATUS[status as keyof typeof STATUS] ?? m.statusOPEN, { days }),
    matchText: (match: string) => t(MATCH[match as keyof typeof MATCH] ?? m.matchMATCHED),
    methodText: (method: string) => t(method === 'CASH' ? m.methodCASH : m.methodTRANSFER),
    paymentStatusText: (status: string) => t(PAYMENT_STATUS[status as keyof typeof PAYMENT_STATUS] ?? m.paymentStatusACTIVE),
    money: (amount: string, code: string | null | undefined) => formatAmount(intl.locale, amount, code, 'code'),
  };
}
