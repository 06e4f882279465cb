import { useMemo } from 'react';
import { barConfig } from './chartConfigs';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { chartTheme } from './chartTheme';
import type { BarChartProps } from './chartTypes';

const plain = (value: number) => String(value);

/** Bars per label, one colour per series; `stacked` and `horizontal` for parts of a whole and long labels. */
export function BarChart(props: BarChartProps) {
  const format = props.formatValue ?? plain;
  // Callers keep labels, series and callbacks stable (useMemo) so the chart redraws only when they change.
  const config = useMemo(() => barConfig(props, chartTheme(), format), [props.labels, props.stacked, props.horizontal, props.series, props.onSelect, props.formatTick, format]);
  return (
    <ChartFrame
      title={props.title}
      summary={props.summary}
      height={props.height ?? 240}
      config={config}
      table={<ChartDataTable title={props.title} labels={props.labels} series={props.series} format={format} />}
    />
  );
}
