import { useMemo } from 'react';
import { lineConfig } from './chartConfigs';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { chartTheme } from './chartTheme';
import type { LineChartProps } from './chartTypes';

const plain = (value: number) => String(value);

/** A trend over ordered labels (days); `area` shades under the first series. */
export function LineChart(props: LineChartProps) {
  const format = props.formatValue ?? plain;
  // Callers keep labels, series and callbacks stable (useMemo) so the chart redraws only when they change.
  const config = useMemo(() => lineConfig(props, chartTheme(), format), [props.labels, props.area, props.series, props.onSelect, props.formatTick, format]);
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
