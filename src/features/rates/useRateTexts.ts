import { useIntl } from 'react-intl';
import { adminMessages } from '../../app/list/adminMessages';
import { navMessages } from '../../app/messages';
import type { BreadcrumbItem } from '../../ui/Breadcrumbs';
import type { FieldProblem } from '../../app/forms/validation';
import { formatAmount, formatDay, formatDayRange, formatPercent, type CurrencyDisplay } from '../../app/format';

/** Translated texts and formatters the rate screens share. */
export function useRateTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { locale } = intl;
  return {
    intl,
    t,
    /** Home › Rates › ...trail (SPEC.md section 2's breadcrumb labels); the last item is the current page. */
    rateBreadcrumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.rates), href: '/rates' }, ...trail,
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
    /** A problem (ours or the server's, already mapped) as text. */
    problemText: (problem: FieldProblem | string | undefined) =>
      (problem === undefined ? undefined : typeof problem === 'string' ? problem : t(problem.message, problem.values)),
    money: (amount: string | null | undefined, currencyCode?: string | null, display?: CurrencyDisplay) =>
      formatAmount(locale, amount, currencyCode, display),
    percent: (value: string | null | undefined) => formatPercent(locale, value),
    day: (value: string, options?: Intl.DateTimeFormatOptions) => formatDay(locale, value, options),
    dayRange: (from: string, to: string) => formatDayRange(locale, from, to),
  };
}
