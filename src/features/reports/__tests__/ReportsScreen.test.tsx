import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itShowsLoadErrorWithRetry } from '../../../app/testing/loadErrorTests';
import { expectLoading, renderRoute } from '../../../app/testing/renderRoute';

/** Issue 20 item 4: /reports rendered through the route table, with the query its route declares. */
const QUERY = 'ReportsRouteQuery';
/** The first render downloads the screen's lazily loaded parts: slow on a loaded machine. */
const WAIT = { timeout: 15_000 };
const answer = (availableReports: string[]) => ({
  Query: () => ({ availableReports, viewer: { ou: { name: 'Lima' } }, currencies: [] }),
});

describe('/reports', { timeout: 30_000 }, () => {
  it('loads, then offers the reports the server makes and marks the others as not available', async () => {
    const view = await renderRoute('/reports');
    await expectLoading();
    await view.resolve(answer(['salesByPeriod']), QUERY);
    const sales = await screen.findByRole('region', { name: 'Sales' }, WAIT);
    expect(within(sales).getByRole('button', { name: 'Generate… Sales by period' })).toBeTruthy();
    const finance = screen.getByRole('region', { name: 'Finance and cashier' });
    expect(within(finance).queryByRole('button', { name: 'Generate… Advances' })).toBeNull();
    expect(within(finance).getAllByText('Not available yet').length).toBeGreaterThan(0);
  });

  itShowsLoadErrorWithRetry('/reports', QUERY);

  it('speaks Spanish', async () => {
    const view = await renderRoute('/reports', { locale: 'es' });
    await view.resolve(answer(['salesByPeriod']), QUERY);
    expect(await screen.findByRole('heading', { name: 'Reportes', level: 1 }, WAIT)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Finanzas y caja' })).toBeTruthy();
  });
});
