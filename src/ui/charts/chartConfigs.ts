import type { ChartConfiguration } from 'chart.js';
import type { ChartTheme } from './chartTheme';
import type { BarChartProps, DoughnutChartProps, LineChartProps } from './chartTypes';

type Format = (value: number) => string;

/** Axis ticks: `formatTick` when given (compact money), else the value format. */
const tickFormat = (props: { formatTick?: Format }, format: Format) => props.formatTick ?? format;

function baseOptions(theme: ChartTheme, format: Format, legend: boolean, onSelect?: (index: number) => void) {
  const reduceMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reduceMotion ? (false as const) : { duration: 400 },
    font: { family: theme.font },
    plugins: {
      legend: { display: legend, position: 'bottom' as const, labels: { color: theme.text, font: { family: theme.font }, boxWidth: 12 } },
      tooltip: {
        titleFont: { family: theme.font }, bodyFont: { family: theme.font },
        callbacks: { label: (item: { dataset: { label?: string }; parsed: unknown; raw: unknown }) =>
          `${item.dataset.label ? `${item.dataset.label}: ` : ''}${format(Number(item.raw))}` },
      },
    },
    onClick: onSelect
      ? (_event: unknown, elements: { index: number }[]) => { if (elements[0]) onSelect(elements[0].index); }
      : undefined,
    onHover: onSelect
      ? (event: { native: Event | null }, elements: unknown[]) => {
        const target = event.native?.target as HTMLElement | null;
        if (target) target.style.cursor = elements.length ? 'pointer' : 'default';
      }
      : undefined,
  };
}

function axes(theme: ChartTheme, format: Format, stacked: boolean, horizontal: boolean) {
  const valueAxis = {
    stacked, beginAtZero: true,
    grid: { color: theme.grid },
    border: { display: false },
    ticks: { color: theme.muted, font: { family: theme.font }, callback: (value: number | string) => format(Number(value)), maxTicksLimit: 6 },
  };
  const categoryAxis = {
    stacked,
    grid: { display: false },
    ticks: { color: theme.muted, font: { family: theme.font }, autoSkip: true, maxRotation: 0 },
  };
  return horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis };
}

export function barConfig(props: BarChartProps, theme: ChartTheme, format: Format): ChartConfiguration<'bar'> {
  const horizontal = props.horizontal ?? false;
  return {
    type: 'bar',
    data: {
      labels: props.labels,
      datasets: props.series.map((series, i) => ({
        label: series.label,
        data: series.values,
        backgroundColor: theme.palette[i % theme.palette.length],
        borderRadius: 3,
        maxBarThickness: 36,
      })),
    },
    options: {
      ...baseOptions(theme, format, props.series.length > 1, props.onSelect),
      indexAxis: horizontal ? 'y' : 'x',
      scales: axes(theme, tickFormat(props, format), props.stacked ?? false, horizontal),
    } as ChartConfiguration<'bar'>['options'],
  };
}

export function lineConfig(props: LineChartProps, theme: ChartTheme, format: Format): ChartConfiguration<'line'> {
  return {
    type: 'line',
    data: {
      labels: props.labels,
      datasets: props.series.map((series, i) => {
        const color = theme.palette[i % theme.palette.length];
        return {
          label: series.label,
          data: series.values,
          borderColor: color,
          backgroundColor: i === 0 && props.area ? `${color}26` : color,
          fill: i === 0 && props.area ? 'origin' : false,
          // Straight segments: a smoothed curve between daily figures suggests values between the days.
          tension: 0,
          pointRadius: 2,
          pointHoverRadius: 5,
          borderWidth: 2,
        };
      }),
    },
    options: {
      ...baseOptions(theme, format, props.series.length > 1, props.onSelect),
      interaction: { mode: 'index', intersect: false },
      scales: axes(theme, tickFormat(props, format), false, false),
    } as ChartConfiguration<'line'>['options'],
  };
}

export function doughnutConfig(props: DoughnutChartProps, theme: ChartTheme, format: Format): ChartConfiguration<'doughnut'> {
  return {
    type: 'doughnut',
    data: {
      labels: props.labels,
      datasets: [{
        data: props.values,
        backgroundColor: props.values.map((_, i) => theme.palette[i % theme.palette.length]),
        borderColor: theme.surface,
        borderWidth: 2,
      }],
    },
    options: {
      ...baseOptions(theme, format, true, props.onSelect),
      cutout: '62%',
    } as ChartConfiguration<'doughnut'>['options'],
  };
}
