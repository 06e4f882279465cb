import { expect, test, type Page } from '@playwright/test';
import { catalogValue, graphqlData, isoDay } from './pages/RatePages';
import { SignInPage } from './pages/SignInPage';

/**
 * Issue 22's service times: an agent gives a service its time and the supplier's confirmation in the item dialog (a
 * wrong time is named and cannot be saved, the typed text kept), sees them on the item page and in the reservation's
 * services table, in English and Spanish on a narrow screen.
 */
const SHOTS = 'tests/e2e/screenshots';
const stamp = () => String(Date.now()).slice(-7);

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A USD quote for a demo customer with one pending Lima city tour; answers the ids. */
async function reservationWithTour(page: Page, serviceDate: string) {
  const services = await graphqlData<{ searchBookableServices: { instance: { idProductInstance: string } | null }[] }>(page,
    `query ($input: BookableServiceSearchInput!) { searchBookableServices(input: $input) { instance { idProductInstance } } }`,
    { input: { text: 'Lima city', serviceDate, take: 5 } });
  const tour = services.searchBookableServices.find((s) => s.instance)?.instance;
  expect(tour, 'a Lima city tour').toBeTruthy();
  const entities = await graphqlData<{ searchEntities: { data: { idEntity: string; entityRole: { code: string } | null }[] } }>(page,
    'query ($input: SearchInput!) { searchEntities(input: $input) { data { idEntity entityRole { code } } } }',
    { input: { status: 'ACTIVE', take: 50 } });
  const customer = entities.searchEntities.data.find((e) => e.entityRole?.code === 'CUSTOMER');
  const { createReservation: reservation } = await graphqlData<{ createReservation: { idReservation: string } }>(page,
    'mutation ($data: ReservationInput!) { createReservation(data: $data) { idReservation } }',
    { data: { reservationDate: isoDay(0), idEntity: customer!.idEntity, passengerCount: 2, idCurrency: await catalogValue(page, 'CURRENCY', 'USD'), fileNumber: `E2E-TM-${stamp()}` } });
  const { addReservationItem: item } = await graphqlData<{ addReservationItem: { idReservationItem: string } }>(page,
    'mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { idReservationItem } }',
    { data: { idReservation: reservation.idReservation, idProductInstance: tour!.idProductInstance, serviceDate, quantity: 2 } });
  return { idReservation: reservation.idReservation, idReservationItem: item.idReservationItem };
}

test('an agent sets a service time and the supplier confirmation, fixing a wrong time first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await new SignInPage(page, 'en').signInAs('RESADM');
  const r = await reservationWithTour(page, isoDay(50));
  const itemUrl = `/reservations/${r.idReservation}/${r.idReservationItem}`;
  await page.goto(`/en${itemUrl}`);
  await page.getByRole('button', { name: 'Edit item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit item 1' });
  const time = dialog.getByRole('textbox', { name: 'Time (optional)' });
  await time.fill('25:10');
  await expect(dialog.getByText('Enter a time as HH:MM (24 h), e.g. 07:45')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(time).toHaveValue('25:10');
  await time.fill('9:05');
  await dialog.getByRole('textbox', { name: 'Supplier confirmation (optional)' }).fill('LT-5521');
  await expect(dialog.getByText('Enter a time as HH:MM (24 h), e.g. 07:45')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const facts = page.getByRole('region', { name: 'Reservation item' });
  await expect(facts).toContainText('09:05');
  await expect(facts).toContainText('LT-5521');

  await page.goto(`/en/reservations/${r.idReservation}`);
  const grid = page.getByRole('grid', { name: 'Services of the reservation' });
  await expect(grid).toContainText('· 09:05');
  await expect(grid).toContainText('Supplier conf. LT-5521');
  await shot(page, 'reservation-item-time-en');

  await page.setViewportSize({ width: 760, height: 1000 });
  await page.goto(`/es${itemUrl}`);
  await expect(page.getByRole('region', { name: 'Ítem de reserva' })).toContainText('Confirmación del proveedor');
  await page.getByRole('button', { name: 'Editar ítem' }).click();
  const es = page.getByRole('dialog', { name: 'Editar ítem 1' });
  await expect(es.getByRole('textbox', { name: 'Hora (opcional)' })).toHaveValue('09:05');
  await es.getByRole('textbox', { name: 'Hora (opcional)' }).fill('7');
  await expect(es.getByText('Ingresa una hora como HH:MM (24 h), p. ej. 07:45')).toBeVisible();
  await shot(page, 'reservation-item-time-dialog-es-760');

  // The add-service panel takes the time too: a mistyped one blocks the add with the field's message, the keyboard
  // reaches the field from Nights, and the service added shows its time at once (issue 22).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/reservations/${r.idReservation}`);
  const panel = page.getByRole('region', { name: 'Add a service' });
  await panel.getByLabel('Product or package').fill('Lima city');
  await panel.getByRole('button', { name: 'Search' }).click();
  const first = page.getByRole('list', { name: 'Bookable services' }).getByRole('listitem').first();
  await expect(first.getByRole('button', { name: 'Add as pending' })).toBeEnabled();
  await panel.getByRole('textbox', { name: 'Nights' }).focus();
  await page.keyboard.press('Tab');
  const addTime = panel.getByRole('textbox', { name: 'Time (optional)' });
  await expect(addTime).toBeFocused();
  await page.keyboard.type('2410');
  await expect(panel.getByText('Enter a time as HH:MM (24 h), e.g. 07:45')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Add as pending' })).toBeDisabled();
  await addTime.fill('15:20');
  await first.getByRole('button', { name: 'Add as pending' }).click();
  await expect(grid).toContainText('· 15:20');

  await page.setViewportSize({ width: 760, height: 1000 });
  await page.goto(`/es/reservations/${r.idReservation}`);
  const esPanel = page.getByRole('region', { name: 'Agregar un servicio' });
  await expect(esPanel.getByRole('textbox', { name: 'Hora (opcional)' })).toBeVisible();
  await expect(esPanel).toContainText('HH:MM (24 h), para un solo servicio');
  await shot(page, 'reservation-add-service-time-es-760');
});
