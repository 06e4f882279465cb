import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { ReportResultView } from '../ReportResultView';
import type { ReportResult } from '../useReportRun';

const result = (key: ReportResult['key'], title: string): ReportResult => ({
  key, params: { from: '2026-11-01', to: '2026-11-26' }, title,
  columns: [{ key: 'reservation', label: 'Reservation', type: 'text' }] as ReportResult['columns'],
  rows: [['LIM-000001']], totals: [], chart: null, truncated: false, complete: true,
});

describe('ReportResultView', () => {
  const original = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  // Current Chromium's scrollIntoView returns a Promise; an effect that returned it had React call it as a cleanup
  // on the next report ("TypeError: l is not a function").
  it('shows a second and a third report when scrollIntoView returns a Promise', () => {
    const scroll = vi.fn(() => Promise.resolve());
    Element.prototype.scrollIntoView = scroll as unknown as typeof original;
    const view = (r: ReportResult) => (
      <IntlProvider locale="en" messages={en}><ReportResultView result={r} onDownload={() => {}} isBusy={false} /></IntlProvider>
    );
    const { rerender } = render(view(result('salesByPeriod', 'Sales by period')));
    rerender(view(result('reservationsByStatus', 'Reservations by status')));
    rerender(view(result('passengerManifest', 'Passenger manifest')));
    expect(screen.getByText('Passenger manifest')).toBeTruthy();
    expect(scroll).toHaveBeenCalledTimes(3);
  });
});
