import type { ChartSeries } from './chartTypes';

/** The chart's figures as a plain table: the accessible (and testable) form of the picture. */
export function ChartDataTable({ title, labels, series, format }: {
  title: string;
  labels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
}) {
  return (
    <table>
      <caption>{title}</caption>
      <thead>
        <tr>
          <td />
          {series.map((s) => <th key={s.label} scope="col">{s.label}</th>)}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, row) => (
          <tr key={`${label}-${row}`}>
            <th scope="row">{label}</th>
            {series.map((s) => <td key={s.label}>{format(s.values[row] ?? 0)}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
