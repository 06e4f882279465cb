/** One named run of values, drawn as bars, a line or doughnut slices. */
export interface ChartSeries {
  label: string;
  /** Numbers for drawing only; exact figures (money) belong in `formatValue` or beside the chart. */
  values: number[];
}

/** What every chart takes: a title (the table caption), a summary (what the picture says) and the data. */
export interface ChartBaseProps {
  /** Names the figure and captions its data table. */
  title: string;
  /** One or two sentences with the figures that matter, read by screen readers as the image's name. */
  summary: string;
  /** Category labels (days, statuses, customers): one per value. */
  labels: string[];
  /** Formats values in the data table, tooltips and axis ticks (money, percentages). */
  formatValue?: (value: number) => string;
  /** Formats axis ticks where the full value would crowd them ("$2.5K"); defaults to `formatValue`. */
  formatTick?: (value: number) => string;
  /** Drawing height in pixels on wide screens; narrow screens (760px or less) use 3/4 of it. */
  height?: number;
  /** Clicking a bar, point or slice (mouse only; the same targets must be links beside the chart). */
  onSelect?: (index: number) => void;
}

export interface BarChartProps extends ChartBaseProps {
  series: ChartSeries[];
  /** Stack the series on one bar per label (held over capacity, aged buckets). */
  stacked?: boolean;
  /** Bars grow to the right; long labels such as customer names read better. */
  horizontal?: boolean;
}

export interface LineChartProps extends ChartBaseProps {
  series: ChartSeries[];
  /** Fill the area under the first series. */
  area?: boolean;
}

export interface DoughnutChartProps extends ChartBaseProps {
  values: number[];
}
