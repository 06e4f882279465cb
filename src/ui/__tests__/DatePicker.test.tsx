import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, numericDay } from '../DatePicker';
import { DateRangePicker, type IsoDateRange } from '../DateRangePicker';
import { dateToIso, isoToDate } from '../isoDate';

function visibleDate(label: string) {
  return within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton')
    .map((segment) => segment.textContent).join('/');
}

describe('ISO helpers', () => {
  it('round-trips YYYY-MM-DD and rejects junk', () => {
    expect(dateToIso(isoToDate('2025-03-09'))).toBe('2025-03-09');
    expect(dateToIso(isoToDate('2025-03-09T10:00:00Z'))).toBe('2025-03-09');
    expect(isoToDate('not a date')).toBeNull();
    expect(isoToDate('')).toBeNull();
  });
});

describe('DatePicker', () => {
  it('shows an ISO value in the locale of the I18nProvider', () => {
    const { unmount } = render(
      <I18nProvider locale="en-US"><DatePicker label="Departure" value="2025-03-14" /></I18nProvider>,
    );
    expect(visibleDate('Departure')).toBe('3/14/2025');
    unmount();
    render(<I18nProvider locale="es-PE"><DatePicker label="Salida" value="2025-03-14" /></I18nProvider>);
    // Day first; whether the month is padded depends on the ICU data.
    expect(visibleDate('Salida')).toMatch(/^14\/0?3\/2025$/);
  });

  it('picks a day from the calendar popover and reports it as ISO', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <I18nProvider locale="en-US">
        <DatePicker label="Departure" defaultValue="2025-03-14" onChange={onChange} />
      </I18nProvider>,
    );
    const group = screen.getByRole('group', { name: 'Departure' });
    await user.click(within(group).getByRole('button'));
    const dialog = screen.getByRole('dialog');
    // The calendar's code loads when the picker first opens; then the chosen day has the focus, for the keyboard.
    // Under vitest the calendar's module is transformed on first import, which on a busy machine takes over a second.
    const grid = await within(dialog).findByRole('grid', {}, { timeout: 10_000 });
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.parentElement?.getAttribute('aria-label'))
      .toMatch(/March 14, 2025/);
    await user.click(within(dialog).getByRole('button', { name: /March 20, 2025/ }));
    expect(onChange).toHaveBeenLastCalledWith('2025-03-20');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('accepts a typed date', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<I18nProvider locale="en-US"><DatePicker label="Birth date" onChange={onChange} /></I18nProvider>);
    const [month] = within(screen.getByRole('group', { name: 'Birth date' })).getAllByRole('spinbutton');
    await user.click(month);
    await user.keyboard('07041990');
    expect(onChange).toHaveBeenLastCalledWith('1990-07-04');
  });

  it('shows the error message and description', () => {
    render(<DatePicker label="Departure" description="Local date" errorMessage="Required" />);
    expect(screen.getByText('Local date')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
  });
});

describe('DateRangePicker', () => {
  it('picks start and end from one calendar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <I18nProvider locale="en-US">
        <DateRangePicker label="Travel dates" defaultValue={{ start: '2025-03-01', end: '2025-03-02' }}
          onChange={onChange} />
      </I18nProvider>,
    );
    const group = screen.getByRole('group', { name: 'Travel dates' });
    await user.click(within(group).getByRole('button'));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /March 10, 2025/ }));
    await user.click(within(dialog).getByRole('button', { name: /March 15, 2025/ }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2025-03-10', end: '2025-03-15' });
  });

  it('reports a typed range only once both years are whole and the end is not before the start', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Filter() {
      const [range, setRange] = useState<IsoDateRange | null>({ start: '2026-12-01', end: '2026-12-09' });
      return (
        <DateRangePicker label="Travel dates" value={range} onChange={(next) => { onChange(next); setRange(next); }} />
      );
    }
    render(<I18nProvider locale="en-US"><Filter /></I18nProvider>);
    const segments = within(screen.getByRole('group', { name: 'Travel dates' })).getAllByRole('spinbutton');
    await user.click(segments[3]);
    await user.keyboard('12022027');
    // 2, 20 and 202 passed through the year on the way: none was reported, and nothing typed was lost.
    const reported = onChange.mock.calls.map(([range]) => range as IsoDateRange);
    expect(reported.filter((r) => r.end < r.start || r.end < '1000')).toEqual([]);
    expect(reported.at(-1)).toEqual({ start: '2026-12-01', end: '2027-12-02' });
    expect(visibleDate('Travel dates')).toBe('12/1/2026/12/2/2027');
  });

  it('shows a controlled range', () => {
    render(
      <I18nProvider locale="en-US">
        <DateRangePicker label="Travel dates" value={{ start: '2025-12-30', end: '2026-01-04' }} />
      </I18nProvider>,
    );
    expect(visibleDate('Travel dates')).toBe('12/30/2025/1/4/2026');
  });
});

describe('numericDay', () => {
  it('writes the day as the field segments do, in the locale, whatever the time zone', () => {
    expect(numericDay('en-US', '2025-03-14')).toBe('3/14/2025');
    expect(numericDay('es-PE', '2025-03-14T23:00:00Z')).toMatch(/^14\/0?3\/2025$/);
    expect(numericDay('en-US', 'soon')).toBe('');
    expect(numericDay('en-US', null)).toBe('');
  });
});
