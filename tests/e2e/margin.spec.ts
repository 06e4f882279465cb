import { expect, test, type Page } from '@playwright/test';
import { graphqlData, isoDay } from './pages/RatePages';
import { createUsdReservation } from './pages/ReservationPages';
import { SignInPage } from './pages/SignInPage';

/**
 * Margin (issue 24, part 3): an administrator opens a confirmed reservation and reads each service's margin against
 * its expected cost and the reservation's margin card, then runs "margin by service and customer" for the service's
 * day and finds the reservation's customer there; in English and Spanish.
 */

const SHOTS = 'tests/e2e/screenshots';

/** A USD reservation with one confirmed, priced demo service `days` ahead, and its margin as the server answers it. */
async function marginReservation(page: Page, fileNumber: string, days: number) {
  const reservation = await createUsdReservation(page, fileNumber);
  const serviceDate = isoDay(days);
  const services = await graphqlData<{ searchBookableServices: { instance: { idProductInstance: string } | null; availability: { bookable: boolean } | null; quote: { found: boolean } | null }[] }>(page,
    `query ($input: BookableServiceSearchInput!) { searchBookableServices(input: $input) {
      instance { idProductInstance } availability { bookable } quote { found } } }`,
    { input: { text: '', serviceDate, quantity: 1, idEntity: reservation.idEntity, take: 50 } });
  const service = services.searchBookableServices.find((s) => s.instance && s.availability?.bookable && s.quote?.found);
  expect(service, 'a bookable, priced demo service').toBeTruthy();
  await graphqlData(page, 'mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { status } }',
    { data: { idReservation: reservation.idReservation, idProductInstance: service!.instance!.idProductInstance, serviceDate, quantity: 1, confirm: true } });
  await graphqlData(page, 'mutation ($id: ID!) { confirmReservation(idReservation: $id) { status } }', { id: reservation.idReservation });
  const { getReservationById: read } = await graphqlData<{ getReservationById: {
    entity: { name: string }; margin: { totals: { margin: string; cost: string }[] } | null;
    items: { margin: { costSource: string; cost: string | null; margin: string | null } | null }[];
  } }>(page, `query ($id: ID!) { getReservationById(id: $id) { entity { name }
      margin { totals { margin cost } } items { margin { costSource cost margin } } } }`, { id: reservation.idReservation });
  return { ...reservation, serviceDate, customer: read.entity.name, margin: read.margin, items: read.items };
}

for (const locale of ['en', 'es'] as const) {
  const en = locale === 'en';
  test(`${locale}: a reservation shows its margin, and the margin report lists its customer`, async ({ page }) => {
    test.setTimeout(180_000);
    await new SignInPage(page, locale).open();
    await new SignInPage(page, locale).signInAs('ADMIN');
    const booked = await marginReservation(page, `E2E-MARGIN-${locale}`, en ? 40 : 41);
    // The confirmed service has an expected cost from its rate, and the reservation a total in dollars.
    expect(booked.items[0].margin?.costSource).toBe('EXPECTED');
    expect(booked.margin?.totals).toHaveLength(1);

    await page.goto(`/${locale}/reservations/${booked.idReservation}`);
    const items = page.getByRole('grid', { name: en ? 'Services of the reservation' : 'Servicios de la reserva' });
    await expect(items.getByRole('columnheader', { name: en ? 'Margin' : 'Margen' })).toBeVisible();
    await expect(items.getByText(en ? /^Cost .* \(expected\)$/ : /^Costo .* \(previsto\)$/)).toBeVisible();
    const card = page.getByRole('grid', { name: en ? 'Margin per currency' : 'Margen por moneda' });
    await expect(card.getByRole('row').filter({ hasText: 'USD' })).toHaveCount(1);
    // The card's margin is the server's exact figure, formatted for the reader.
    const digits = booked.margin!.totals[0].margin.replace(/\D/g, '');
    expect((await card.getByRole('row').filter({ hasText: 'USD' }).innerText()).replace(/\D/g, '')).toContain(digits);
    await page.screenshot({ path: `${SHOTS}/reservation-margin-${locale}.png`, fullPage: true });

    await page.goto(`/${locale}/reports?report=marginByCustomer&from=${booked.serviceDate}&to=${booked.serviceDate}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: en ? 'Generate: Margin by service and customer' : 'Generar: Margen por servicio y cliente' })).toBeVisible();
    await dialog.getByRole('button', { name: en ? 'Generate' : 'Generar' }).click();
    await expect(dialog).toBeHidden();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: en ? 'Margin %' : 'Margen %' })).toBeVisible();
    await expect(table.locator('tbody tr').filter({ hasText: booked.customer }).first()).toBeVisible();
    await expect(table.locator('tfoot')).toContainText('USD');
    await page.screenshot({ path: `${SHOTS}/reports-margin-${locale}.png`, fullPage: true });
  });
}
