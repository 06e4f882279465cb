import { navMessages } from '../../app/messages';
import { useAreaTexts } from '../../app/useAreaTexts';
import { formatAmount, formatDay, formatDayRange, formatPercent, type CurrencyDisplay } from '../../app/format';

/** Translated texts and formatters the rate screens share. */
export function useRateTexts() {
  const { breadcrumbs, ...texts } = useAreaTexts({ label: navMessages.rates, href: '/rates' });
  const { locale } = texts.intl;
  return {
    ...texts,
    /** Home › Rates › ...trail; the last item is the current page. */
    rateBreadcrumbs: breadcrumbs,
    money: (amount: string | null | undefined, currencyCode?: string | null, display?: CurrencyDisplay) =>
      formatAmount(locale, amount, currencyCode, display),
    percent: (value: string | null | undefined) => formatPercent(locale, value),
    day: (value: string, options?: Intl.DateTimeFormatOptions) => formatDay(locale, value, options),
    dayRange: (from: string, to: string) => formatDayRange(locale, from, to),
  };
}
