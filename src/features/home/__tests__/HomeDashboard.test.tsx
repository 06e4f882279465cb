import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';

// The whole screen renders per test; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });
import { messagesFor } from '../../../app/i18n';
import { RouteQueryContext } from '../../../app/routeEntry';
import { HomeRoute } from '../HomeRoute';
import { homeRoutes } from '../routes';

// jsdom has no canvas; the charts' summaries and tables are what this suite reads.
vi.mock('../../../ui/charts/chartRuntime', () => ({ createChart: () => ({ update: () => {}, destroy: () => {} }) }));

const TODAY = '2026-11-25';
const days = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10);
  return { date, amount: date === '2026-11-20' ? '1250.50' : date === TODAY ? '99.50' : '0.00', reservationCount: date === '2026-11-20' || date === TODAY ? 1 : 0 };
});

const busy = {
  today: TODAY,
  todayServices: {
    date: TODAY, serviceCount: 12, reservationCount: 11, arrivalCount: 1, passengerCount: 20, arrivingPassengerCount: 3,
    services: Array.from({ length: 10 }, (_, i) => ({
      idReservation: `r${i}`, reservationCode: `LIM-00000${i}`, customerName: 'Andes Explorer', productName: 'City tour',
      instanceName: 'Shared', quantity: 2, passengerCount: 2, arrival: i === 0,
    })),
  },
  sales: {
    from: '2026-10-27', to: TODAY,
    currencies: [
      { currencyCode: 'USD', total: '1350.00', reservationCount: 2, days },
      { currencyCode: 'PEN', total: '10.00', reservationCount: 1, days: days.map((d) => ({ ...d, amount: '0.00' })) },
    ],
    statuses: [{ status: 'CONFIRMED', count: 2 }, { status: 'QUOTE', count: 5 }],
  },
  receivables: [{
    currencyCode: 'USD', total: '900.25', reservationCount: 3, oldestReservationDate: '2026-06-01',
    buckets: [
      { key: 'NOT_DUE', amount: '300.00', reservationCount: 1 },
      { key: 'DAYS_0_30', amount: '200.25', reservationCount: 1 }, { key: 'DAYS_31_60', amount: '0.00', reservationCount: 0 },
      { key: 'DAYS_61_90', amount: '0.00', reservationCount: 0 }, { key: 'DAYS_OVER_90', amount: '400.00', reservationCount: 2 },
    ],
    topCustomers: [{ idEntity: 'e1', name: 'Inca Trails Journeys', amount: '900.25', reservationCount: 3 }],
  }],
  openDailyCashiers: [
    { idDailyCashier: 'd1', cashierName: 'Ana Quispe', cashierDate: '2026-11-24', openedAt: '2026-11-24T13:00:00Z' },
    { idDailyCashier: 'd2', cashierName: 'Luis Rojas', cashierDate: TODAY, openedAt: '2026-11-25T13:00:00Z' },
  ],
  occupancy: Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-${25 + i}`.replace('2026-11-31', '2026-12-01'), held: i === 2 ? 18 : 4, capacity: 20 })),
};

const empty = {
  today: TODAY,
  todayServices: { date: TODAY, serviceCount: 0, reservationCount: 0, arrivalCount: 0, passengerCount: 0, arrivingPassengerCount: 0, services: [] },
  sales: { from: '2026-10-27', to: TODAY, currencies: [], statuses: [] },
  receivables: [],
  openDailyCashiers: [],
  occupancy: busy.occupancy.map((d) => ({ ...d, held: 0, capacity: 0 })),
};

/** '/' as the signed-in area shows it: the route's query, with the variables its roles give, started beforehand. */
function renderHome(dashboard: typeof busy | typeof empty, locale: 'en' | 'es', roles: string[]) {
  const environment = new Environment({
    network: Network.create(() => ({
      data: {
        viewer: { id: 'u1', name: 'Demo Administrator', ou: { id: 'o1', name: 'Tourdesk Lima' }, roles: roles.map((code) => ({ code })) },
        homeDashboard: dashboard,
      },
    })),
    store: new Store(new RecordSource()),
  });
  const route = homeRoutes.find((r) => r.path === '/')!;
  const reference = loadQuery(environment, route.query!.query, route.query!.variables({}, new URLSearchParams(), { roles }));
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <I18nProvider locale={locale}>
          <Suspense fallback={null}>
            <RouteQueryContext value={reference}>
              <HomeRoute />
            </RouteQueryContext>
          </Suspense>
        </I18nProvider>
      </IntlProvider>
    </RelayEnvironmentProvider>,
  );
}

describe('Home dashboard', () => {
  it('shows each figure with a link to the list or report behind it', async () => {
    renderHome(busy, 'en', ['ADMIN']);
    const today = await screen.findByRole('region', { name: 'Today’s services' }, { timeout: 5000 });
    expect(within(today).getByRole('link', { name: '12 services' }).getAttribute('href'))
      .toBe(`/reports?report=passengerManifest&from=${TODAY}&to=${TODAY}`);
    expect(today.textContent).toContain('20 passengers');
    expect(today.textContent).toContain('1 arrival (3 passengers)');
    expect(today.textContent).toContain('Showing 10 of 12.');
    expect(within(today).getByRole('link', { name: 'LIM-000000' }).getAttribute('href')).toBe('/reservations/r0');

    // Sales: the largest currency first, its total exact, its days as a table and a summary.
    const sales = screen.getByRole('region', { name: 'Sales, last 30 days' });
    expect(within(sales).getByRole('link', { name: '$1,350.00' }).getAttribute('href'))
      .toBe(`/reports?report=salesByPeriod&from=2026-10-27&to=${TODAY}`);
    expect(within(sales).getByRole('img').getAttribute('aria-label'))
      .toBe('Sales from Oct 27 to Nov 25: $1,350.00 in 2 reservations. Best day Nov 20 with $1,250.50.');
    expect(within(sales).getByRole('rowheader', { name: 'Nov 20' }).nextElementSibling?.textContent).toBe('$1,250.50');
    expect(within(sales).getByRole('radiogroup', { name: 'Currency' })).toBeTruthy();

    const statuses = screen.getByRole('region', { name: 'Reservations by status' });
    expect(within(statuses).getByRole('link', { name: 'Quote' }).getAttribute('href'))
      .toBe(`/reservations?status=QUOTE&dates=2026-10-27..${TODAY}`);

    // Receivables: the total opens the report from the oldest debt; the ages are by due date, not links to it.
    const receivables = screen.getByRole('region', { name: 'Pending receivables' });
    expect(within(receivables).getByRole('link', { name: '$900.25' }).getAttribute('href'))
      .toBe(`/reports?report=accountsReceivable&from=2026-06-01&to=${TODAY}`);
    const ages = within(receivables).getByRole('list', { name: 'By due date' });
    expect(within(ages).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Not yet due$300.00', '0–30 days overdue$200.25', '31–60 days overdue$0.00', '61–90 days overdue$0.00', 'Over 90 days overdue$400.00',
    ]);
    expect(within(receivables).queryByRole('link', { name: 'Over 90 days overdue' })).toBeNull();
    expect(within(receivables).getByRole('link', { name: 'Inca Trails Journeys' }).getAttribute('href'))
      .toBe('/reservations?q=Inca+Trails+Journeys');

    const cashiers = screen.getByRole('region', { name: 'Open daily cashiers' });
    expect(within(cashiers).getByRole('link', { name: '2' }).getAttribute('href')).toBe('/cashier-transaction/payment/daily-cashier?status=OPEN');
    expect(cashiers.textContent).toContain('Still open from Nov 24');

    const occupancy = screen.getByRole('region', { name: 'Occupancy this week' });
    expect(occupancy.textContent).toContain('30%');
    expect(within(occupancy).getByRole('img').getAttribute('aria-label'))
      .toBe('42 of 140 units held over the next 7 days; busiest Friday, November 27, 2026 with 18 of 20.');
  });

  it('offers no report links to a role without Reports', async () => {
    renderHome(busy, 'en', ['RESADM']);
    await screen.findByRole('region', { name: 'Today’s services' }, { timeout: 5000 });
    expect(screen.queryAllByRole('link', { name: 'Open report' })).toEqual([]);
    expect(screen.queryAllByRole('link').some((a) => a.getAttribute('href')?.startsWith('/reports'))).toBe(false);
    // The sales total leads to the reservations made in the window instead.
    const sales = screen.getByRole('region', { name: 'Sales, last 30 days' });
    expect(within(sales).getByRole('link', { name: '$1,350.00' }).getAttribute('href')).toBe(`/reservations?dates=2026-10-27..${TODAY}`);
  });

  it('says what is missing for a new OU with no data, in Spanish', async () => {
    renderHome(empty, 'es', ['ADMIN']);
    await screen.findByRole('heading', { name: 'Bienvenido, Demo Administrator', level: 1 }, { timeout: 5000 });
    for (const text of ['Sin servicios hoy', 'Sin ventas en los últimos 30 días', 'Sin reservas en los últimos 30 días',
      'Nada pendiente', 'No hay ninguna caja diaria abierta', 'Sin inventario esta semana']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryAllByRole('img')).toEqual([]);
  });
});
