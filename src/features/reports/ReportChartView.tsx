import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { BarChart } from '../../ui/charts/BarChart';
import { DoughnutChart } from '../../ui/charts/DoughnutChart';
import { formatAmount } from '../../app/format';
import { reportMessages as m } from './messages';
import type { ReportChartData } from './reportStream';
import { useCellText } from './useCellText';

const DAYISH = /^\d{4}-\d{2}(-\d{2})?$/;

/**
 * The report's figure (the server's SQL aggregate, bounded by the parameters): bars per period or bucket, one series
 * per currency, or a doughnut of counts. Drawing numbers only; the exact amounts are the table's.
 */
export function ReportChartView({ chart, title }: { chart: ReportChartData; title: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const cell = useCellText();
  const { labels, series } = useMemo(() => {
    const keys = [...new Set(chart.points.map((p) => p.label))];
    const currencies = [...new Set(chart.points.map((p) => p.currency ?? ''))];
    return {
      labels: keys.map((label) => (DAYISH.test(label) ? cell({ type: 'date' }, label) : cell({ type: 'status' }, label))),
      series: currencies.map((currency) => ({
        label: currency || title,
        values: keys.map((label) => Number(chart.points.find((p) => p.label === label && (p.currency ?? '') === currency)?.value ?? 0)),
      })),
    };
  }, [chart, cell, title]);
  const format = useCallback((value: number) => formatAmount(intl.locale, value.toFixed(2), null), [intl.locale]);
  const count = useCallback((value: number) => intl.formatNumber(value), [intl]);
  if (!chart.points.length) return null;
  const name = t(m.chartLabel, { name: title });
  const summary = t(m.chartSummary, { name: title, count: labels.length });
  return chart.kind === 'doughnut'
    ? <DoughnutChart title={name} summary={summary} labels={labels} values={series[0]?.values ?? []} formatValue={count} />
    : <BarChart title={name} summary={summary} labels={labels} series={series} formatValue={format} />;
}
