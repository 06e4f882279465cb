import { useIntl } from 'react-intl';
import { formatAmount, formatDay, formatPercent } from '../../app/format';
import { reportMessages as m } from './messages';
import type { ReportColumn } from './reportStream';

/** A cell as the reader's locale writes it: dates and months, exact amounts with two places, translated statuses. */
export function useCellText() {
  const intl = useIntl();
  return (column: Pick<ReportColumn, 'type'>, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '';
    const text = String(value);
    switch (column.type) {
      case 'date':
        return text.length === 7
          ? formatDay(intl.locale, `${text}-01`, { month: 'short', year: 'numeric' })
          : formatDay(intl.locale, text);
      case 'money': return formatAmount(intl.locale, text, null);
      case 'percent': return formatPercent(intl.locale, text);
      case 'integer': return intl.formatNumber(Number(text));
      case 'status': {
        const descriptor = m[`status${text}` as keyof typeof m];
        return descriptor ? intl.formatMessage(descriptor) : text;
      }
      default: return text;
    }
  };
}
