import { usePaymentsTexts } from '../usePaymentsTexts';
import { formatAmount, formatDay } from '../../../app/format';
import { transactionListMessages as m } from './messages';

export const TRANSACTIONS_HREF = '/cashier-transaction/transactions';

const known = <K extends string>(prefix: string, value: string) => `${prefix}${value}` as K;

/** Breadcrumbs, money, dates and the enum labels of the cashier transaction list. */
export function useTransactionListTexts() {
  const texts = usePaymentsTexts(m.listTitle, TRANSACTIONS_HREF);
  const { t, intl } = texts;
  /** An enum value's label, or the value itself when a newer server sends one we do not know. */
  const label = (prefix: 'status' | 'payment' | 'tax' | 'doc' | 'method', value: string) => {
    const message = m[known<keyof typeof m>(prefix, value)];
    return message ? t(message) : value;
  };
  return {
    ...texts,
    /** An exact decimal from the server with its currency code, grouped in the page's locale; never a float. */
    money: (amount: string | null | undefined, currency: { code: string | null } | null | undefined) =>
      (amount == null ? '—' : formatAmount(intl.locale, amount, currency?.code ?? null, 'code')),
    /** A calendar day, formatted in UTC so no time zone moves it. */
    day: (iso: string) => formatDay(intl.locale, iso),
    /** A transaction's status, or a payment's with `of: 'payment'` (the Spanish words differ in gender). */
    statusText: (status: string, of: 'transaction' | 'payment' = 'transaction') => label(of === 'payment' ? 'payment' : 'status', status),
    taxText: (status: string) => label('tax', status),
    documentText: (type: string) => label('doc', type),
    methodText: (method: string) => label('method', method),
  };
}
