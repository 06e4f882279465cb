import { useIntl } from 'react-intl';
import { formatAmount } from '../../../app/format';
import { adminMessages } from '../../../app/list/adminMessages';
import { navMessages } from '../../../app/messages';
import type { BreadcrumbItem } from '../../../ui/Breadcrumbs';
import { dailyCashierMessages as m } from './messages';
import type { LineProblems } from '../../../machines/dailyCashier/dailyCashierRules';

export const DAILY_CASHIER_HREF = '/cashier-transaction/payment/daily-cashier';

/** Breadcrumbs, problem texts and amounts of the daily cashier screen. */
export function useDailyCashierTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return {
    t,
    intl,
    breadcrumbs: (): BreadcrumbItem[] => [
      { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.payments) },
      { label: t(navMessages.dailyCashier), href: DAILY_CASHIER_HREF },
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
    lineProblemText: (problem: LineProblems[number] | undefined) => (problem ? t(m[problem]) : undefined),
    /**
     * An exact decimal from the server with its currency code, grouped in the page's locale ("USD 2,178.78", issue 21
     * item 10); never turned into a float. Without a currency (a table that names it on the row), the amount alone.
     */
    money: (amount: string | null | undefined, currency: { code: string } | null | undefined) =>
      (amount == null ? '—' : formatAmount(intl.locale, amount, currency?.code ?? null, 'code')),
    dateTime: (iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : ''),
  };
}
