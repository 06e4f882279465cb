import { render, screen, waitFor, within } from '@testing-library/react';
import type { ChartConfiguration } from 'chart.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChart } from '../BarChart';
import { DoughnutChart } from '../DoughnutChart';
import { LineChart } from '../LineChart';

// jsdom has no canvas: record what would be drawn instead of drawing it.
const drawn: ChartConfiguration[] = [];
const destroyed = vi.fn();
vi.mock('../chartRuntime', () => ({
  createChart: (_canvas: HTMLCanvasElement, config: ChartConfiguration) => {
    drawn.push(config);
    return { update: (next: ChartConfiguration) => drawn.push(next), destroy: destroyed };
  },
}));

// Before each test, not after: the previous test's unmount (testing-library's cleanup, which runs after this file's
// after-hooks) flushes its last pending update into `drawn`.
beforeEach(() => { drawn.length = 0; destroyed.mockClear(); });

const money = (value: number) => `S/ ${value.toFixed(2)}`;

describe('charts', () => {
  it('names the picture with its summary and reads the figures as a table', async () => {
    const { container } = render(
      <BarChart
        title="Occupancy this week"
        summary="Highest on Friday: 18 of 20 units held."
        labels={['Thu', 'Fri']}
        series={[{ label: 'Held', values: [4, 18] }, { label: 'Capacity', values: [20, 20] }]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Highest on Friday: 18 of 20 units held.' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Occupancy this week' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['HeldCapacity', 'Thu420', 'Fri1820']);
    expect(container.querySelector('figcaption')?.textContent).toBe('Occupancy this week');
    // The placeholder holds the space until chart.js has loaded, then the chart is drawn once.
    await waitFor(() => expect(container.querySelector('figure')?.getAttribute('data-chart-ready')).toBe('true'), { timeout: 5000 });
    expect(drawn[0]?.type).toBe('bar');
    expect(drawn[0]?.data.datasets.map((d) => d.data)).toEqual([[4, 18], [20, 20]]);
  });

  it('formats values in the table and colours series from the theme palette', async () => {
    const { container } = render(
      <LineChart
        title="Sales, last 30 days"
        summary="S/ 350.00 in 2 days."
        labels={['1 Nov', '2 Nov']}
        series={[{ label: 'Sales', values: [100, 250] }]}
        formatValue={money}
        area
      />,
    );
    const table = screen.getByRole('table', { name: 'Sales, last 30 days' });
    expect(within(table).getByRole('rowheader', { name: '2 Nov' }).nextElementSibling?.textContent).toBe('S/ 250.00');
    await waitFor(() => expect(container.querySelector('figure')?.getAttribute('data-chart-ready')).toBe('true'), { timeout: 5000 });
    const dataset = drawn[0]?.data.datasets[0] as { borderColor: string; fill: unknown };
    // jsdom resolves no CSS variables, so the fallback palette (the theme's burgundy) is used.
    expect(dataset.borderColor).toBe('#7b1e3a');
    expect(dataset.fill).toBe('origin');
  });

  it('draws a doughnut with one slice per label and destroys the chart on unmount', async () => {
    const { container, unmount } = render(
      <DoughnutChart title="Receivables by age" summary="Most is 0–30 days old." labels={['0–30', '31–60']} values={[70, 30]} />,
    );
    expect(screen.getByRole('img', { name: 'Most is 0–30 days old.' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Receivables by age' })).getAllByRole('row')).toHaveLength(3);
    await waitFor(() => expect(container.querySelector('figure')?.getAttribute('data-chart-ready')).toBe('true'), { timeout: 5000 });
    expect(drawn[0]?.type).toBe('doughnut');
    const before = destroyed.mock.calls.length;
    unmount();
    expect(destroyed.mock.calls.length).toBe(before + 1);
  });
});
