import { expect, test, type Page } from '@playwright/test';
import { graphqlAs, graphqlData, isoDay } from './pages/RatePages';
import { createUsdReservation } from './pages/ReservationPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A confirmed USD reservation with a demo service today (an arrival), set up through GraphQL. */
async function arrivalToday(page: Page) {
  const reservation = await createUsdReservation(page, 'E2E-HOME');
  const serviceDate = isoDay(0);
  const services = await graphqlData<{ searchBookableServices: { instance: { idProductInstance: string } | null; availability: { bookable: boolean } | null; quote: { found: boolean } | null }[] }>(page,
    `query ($input: BookableServiceSearchInput!) { searchBookableServices(input: $input) {
      instance { idProductInstance } availability { bookable } quote { found } } }`,
    { input: { text: '', serviceDate, quantity: 1, idEntity: reservation.idEntity, take: 50 } });
  const service = services.searchBookableServices.find((s) => s.instance && s.availability?.bookable && s.quote?.found);
  expect(service, 'a bookable, priced demo service today').toBeTruthy();
  await graphqlData(page, 'mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { status } }',
    { data: { idReservation: reservation.idReservation, idProductInstance: service!.instance!.idProductInstance, serviceDate, quantity: 1, confirm: true } });
  await graphqlData(page, 'mutation ($id: ID!) { confirmReservation(idReservation: $id) { status } }', { id: reservation.idReservation });
  return reservation;
}

/** Every chart on the page has loaded chart.js and drawn on a canvas with a real size. */
async function expectChartsDrawn(page: Page, count: number) {
  const figures = page.locator('figure[data-chart-ready]');
  await expect(figures).toHaveCount(count);
  await expect(page.locator('figure[data-chart-ready="true"]')).toHaveCount(count);
  for (const canvas of await page.locator('figure canvas').all()) {
    const box = await canvas.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    expect(box?.height ?? 0).toBeGreaterThan(100);
  }
}

test.describe('home dashboard', () => {
  test('ADMIN sees today, sales, receivables, cashiers and occupancy drawn as charts, each figure leading to its list or report', async ({ page }) => {
    const chartChunks: string[] = [];
    page.on('request', (request) => { if (/chartRuntime-[\w-]+\.js$/.test(request.url())) chartChunks.push(request.url()); });
    await new SignInPage(page, 'en').open();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // chart.js is not part of the first screen.
    expect(chartChunks).toEqual([]);
    await new SignInPage(page, 'en').signInAs('ADMIN');
    const reservation = await arrivalToday(page);
    // ADMIN's day for today, unless an earlier suite (the cashier transaction) opened it already.
    const opened = await graphqlAs(page, 'mutation ($floats: [DailyCashierFloatInput!]!) { openDailyCashier(floats: $floats) { idDailyCashier } }',
      { floats: [{ idCurrency: reservation.usd, openingAmount: '100.00' }] });
    if (opened.errors) expect(opened.errors.map((e) => (e.extensions as { reason?: string } | undefined)?.reason)).toEqual(['ALREADY_EXISTS']);

    // Nor of a page without charts, opened in a fresh tab of the same session.
    const other = await page.context().newPage();
    const otherChunks: string[] = [];
    other.on('request', (request) => { if (/chartRuntime-[\w-]+\.js$/.test(request.url())) otherChunks.push(request.url()); });
    await other.goto('/en/reservations');
    await expect(other.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible();
    expect(otherChunks).toEqual([]);
    await other.close();

    await page.goto('/en/');
    await expect(page.getByRole('heading', { name: /^Welcome, /, level: 1 })).toBeVisible();
    const today = page.getByRole('region', { name: 'Today’s services' });
    const row = today.getByRole('row').filter({ hasText: reservation.code });
    await expect(row).toContainText('Arrives');
    await expect(row.getByRole('link', { name: reservation.code })).toHaveAttribute('href', `/en/reservations/${reservation.idReservation}`);
    const day = isoDay(0);
    await expect(today.getByRole('link', { name: 'Open report' }))
      .toHaveAttribute('href', `/en/reports?report=passengerManifest&from=${day}&to=${day}`);

    await expectChartsDrawn(page, 4);
    expect(chartChunks.length).toBeGreaterThan(0);
    // The pictures are named by their summaries and carry their figures as tables.
    await expect(page.getByRole('img', { name: /^Sales from .+ in \d+ reservations?\./ })).toBeVisible();
    await expect(page.getByRole('img', { name: /units held over the next 7 days/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sales, last 30 days' }).getByRole('row')).toHaveCount(31);
    const receivables = page.getByRole('region', { name: 'Pending receivables' });
    await expect(receivables.getByRole('link', { name: 'Open report' })).toHaveAttribute('href', /\/en\/reports\?report=accountsReceivable&from=\d{4}-\d{2}-\d{2}&to=/);
    await shot(page, 'home-en');

    // The open cashiers figure opens the daily cashier list filtered to open days, where the ADMIN's day is.
    const cashiers = page.getByRole('region', { name: 'Open daily cashiers' });
    // Other suites may leave their own day open: one or more, each named.
    await expect(cashiers).toContainText(/cashiers? open/);
    await expect(cashiers).toContainText('Demo Administrator');
    await cashiers.getByRole('link', { name: /^\d+$/ }).click();
    await expect(page).toHaveURL(/\/en\/cashier-transaction\/payment\/daily-cashier\?status=OPEN$/);
    await expect(page.getByRole('heading', { name: 'Daily Cashier', level: 1 })).toBeVisible();

    // A status of the last 30 days opens the reservations list with that status and the window in its address.
    await page.goBack();
    const statuses = page.getByRole('region', { name: 'Reservations by status' });
    await statuses.getByRole('link', { name: 'Confirmed', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/reservations\\?status=CONFIRMED&dates=${isoDay(-29)}\\.\\.${day}$`));
    const list = page.getByRole('grid', { name: 'Reservations' });
    await expect(list.getByRole('row').filter({ hasText: reservation.code })).toHaveCount(1);
  });

  test('RESADM reads the dashboard in Spanish at 760px, without links to reports it may not open', async ({ page }) => {
    await new SignInPage(page, 'es').signInAs('RESADM');
    await page.setViewportSize({ width: 760, height: 1000 });
    await page.goto('/es/');
    await expect(page.getByRole('heading', { name: /^Bienvenido, /, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ventas de los últimos 30 días' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cuentas por cobrar' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ocupación de la semana' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abrir reporte' })).toHaveCount(0);
    await expectChartsDrawn(page, 4);
    await expect(page.getByRole('img', { name: /^Ventas del .+ en \d+ reservas?\./ })).toBeVisible();
    // One column: nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(760);
    await shot(page, 'home-es-760');

    // Without reports, the sales total leads to the reservations made in the window.
    const sales = page.getByRole('region', { name: 'Ventas de los últimos 30 días' });
    await sales.getByRole('link', { name: 'Ver todo' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/reservations\\?dates=${isoDay(-29)}\\.\\.${isoDay(0)}$`));
    await expect(page.getByRole('heading', { name: 'Reservas', level: 1 })).toBeVisible();
  });
});
