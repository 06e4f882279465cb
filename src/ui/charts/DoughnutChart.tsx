import { useMemo } from 'react';
import { doughnutConfig } from './chartConfigs';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { chartTheme } from './chartTheme';
import type { DoughnutChartProps } from './chartTypes';

const plain = (value: number) => String(value);

/** Parts of one whole (statuses, aged buckets) with a legend below. */
export function DoughnutChart(props: DoughnutChartProps) {
  const format = props.formatValue ?? plain;
  // Callers keep labels, series and callbacks stable (useMemo) so the chart redraws only when they change.
  const config = useMemo(() => doughnutConfig(props, chartTheme(), format), [props.labels, props.values, props.onSelect, format]);
  return (
    <ChartFrame
      title={props.title}
      summary={props.summary}
      height={props.height ?? 220}
      config={config}
      table={<ChartDataTable title={props.title} labels={props.labels} series={[{ label: props.title, values: props.values }]} format={format} />}
    />
  );
}
