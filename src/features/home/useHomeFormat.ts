import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount, formatDay } from '../../app/format';

/**
 * The reader's words (intl) and formats (f) for the dashboard: exact money from Decimal strings, days named in UTC,
 * counts, percents.
 */
export function useHomeFormat() {
  const intl = useIntl();
  const locale = intl.locale;
  const f = useMemo(() => ({
    locale,
    money: (amount: string, currency: string) => formatAmount(locale, amount, currency),
    /** For chart values, which are numbers; cents survive toFixed for any amount an OU sells. */
    moneyOf: (currency: string) => (value: number) => formatAmount(locale, value.toFixed(2), currency),
    /** Axis ticks: "$2.5K", "2,5 mil US$". */
    moneyTickOf: (currency: string) => (value: number) => {
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(value);
      } catch {
        return `${currency} ${new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)}`;
      }
    },
    day: (date: string) => formatDay(locale, date, { day: 'numeric', month: 'short' }),
    weekday: (date: string) => formatDay(locale, date, { weekday: 'short', day: 'numeric' }),
    longDay: (date: string) => formatDay(locale, date, { dateStyle: 'full' }),
    count: (value: number) => intl.formatNumber(value),
    percent: (ratio: number) => intl.formatNumber(ratio, { style: 'percent', maximumFractionDigits: 0 }),
    time: (moment: string) => intl.formatTime(new Date(moment), { hour: '2-digit', minute: '2-digit' }),
  }), [intl, locale]);
  return { intl, f };
}
