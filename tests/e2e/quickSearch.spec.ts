import { expect, test, type Page } from '@playwright/test';
import { payableReservation } from './pages/CashierPages';
import { catalogValue, graphqlData } from './pages/RatePages';
import { createUsdReservation } from './pages/ReservationPages';
import { SignInPage } from './pages/SignInPage';

/**
 * Issue 21, day-one expectations: the quick search (Ctrl+K) and the keyboard shortcuts, keyboard only. The records the
 * search finds are set up through GraphQL; everything after that is a key press.
 */

const SHOTS = 'tests/e2e/screenshots';

const WORDS = {
  en: {
    search: 'Quick search', box: 'Code, name or document number', help: 'Keyboard shortcuts', newReservation: 'New reservation',
    results: 'Results', newReservationHeading: /New reservation/, addSearch: 'Product or package', bookable: 'Bookable services',
    addService: 'Add a service to this reservation', takePayment: 'Take a payment for this reservation',
  },
  es: {
    search: 'Búsqueda rápida', box: 'Código, nombre o número de documento', help: 'Atajos de teclado', newReservation: 'Nueva reserva',
    results: 'Resultados', newReservationHeading: /Nueva reserva/, addSearch: 'Producto o paquete', bookable: 'Servicios reservables',
    addService: 'Agregar un servicio a esta reserva', takePayment: 'Cobrar esta reserva',
  },
} as const;

/** A surname no demo passenger has: the run's digits as letters. */
const uniqueSurname = () => `Qz${String(Date.now()).slice(-7).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;

async function reservationWithLead(page: Page, surname: string) {
  const reservation = await createUsdReservation(page, `QS-${Date.now() % 100000}`);
  const [adult, passport] = await Promise.all([catalogValue(page, 'PASSENGER_TYPE', 'ADULT'), catalogValue(page, 'IDENTITY_DOCUMENT_TYPE', 'PASSPORT')]);
  await graphqlData(page,
    'mutation ($id: ID!, $data: ReservationPassengerInput!) { saveReservationPassenger(idReservation: $id, data: $data) { idReservationPassenger } }',
    { id: reservation.idReservation, data: { idPassengerType: adult, firstName: 'Zélinda', lastName: surname, idDocumentType: passport, documentNumber: `P${Date.now() % 10000000}` } });
  return reservation;
}

async function customerWithDocument(page: Page) {
  const data = await graphqlData<{ searchEntityList: { data: { idEntity: string; name: string; identityDocumentNumber: string | null }[] } }>(page,
    'query ($input: EntitySearchInput!) { searchEntityList(input: $input) { data { idEntity name identityDocumentNumber } } }',
    { input: { role: 'CUSTOMER', status: 'ACTIVE', take: 50, sortBy: 'name' } });
  const customer = data.searchEntityList.data.find((e) => (e.identityDocumentNumber ?? '').length >= 8);
  expect(customer, 'a customer with an identity document').toBeTruthy();
  return customer as { idEntity: string; name: string; identityDocumentNumber: string };
}

/** Moves through the hits with the arrow keys until `name` is the active one. */
async function arrowTo(page: Page, name: string | RegExp) {
  const box = page.getByRole('dialog').getByRole('combobox');
  const option = page.getByRole('dialog').getByRole('option', { name, exact: true }).first();
  await expect(option).toBeVisible();
  const id = await option.getAttribute('id');
  for (let i = 0; i < 25 && (await box.getAttribute('aria-activedescendant')) !== id; i++) await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', id!);
}

for (const { locale, width } of [{ locale: 'en', width: 1280 }, { locale: 'es', width: 760 }] as const) {
  test(`quick search and shortcuts, keyboard only (${locale}, ${width}px)`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = WORDS[locale];
    await new SignInPage(page, locale).signInAs('ADMIN');
    await page.setViewportSize({ width, height: 900 });
    const surname = uniqueSurname();
    const reservation = await reservationWithLead(page, surname);
    const customer = await customerWithDocument(page);
    if (width <= 760) await expect(page.getByRole('button', { name: w.search })).toBeVisible();

    // Ctrl+K, the lead passenger's surname, Enter: the reservation opens.
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.getByRole('dialog', { name: w.search });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: w.box })).toBeFocused();
    await page.keyboard.type(surname.toLowerCase());
    const hit = dialog.getByRole('option', { name: new RegExp(reservation.code) });
    await expect(hit).toBeVisible();
    await expect(hit).toContainText(`Zélinda ${surname}`);
    await page.screenshot({ path: `${SHOTS}/quick-search-reservation-${locale}-${width}.png`, animations: 'disabled' });
    await arrowTo(page, reservation.code);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/${locale}/reservations/${reservation.idReservation}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reservation.code);

    // On the editor: Alt+A puts the focus in the add-service search, Ctrl+Enter runs that form; the help offers
    // adding a service but no payment (a quote with nothing to pay).
    await page.keyboard.press('Alt+a');
    await expect(page.getByRole('textbox', { name: w.addSearch })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page.getByRole('list', { name: w.bookable }).or(page.getByRole('status', { name: w.bookable }))).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('?');
    const editorHelp = page.getByRole('dialog', { name: w.help });
    await expect(editorHelp).toContainText(w.addService);
    await expect(editorHelp).not.toContainText(w.takePayment);
    await page.keyboard.press('Escape');
    await expect(editorHelp).toBeHidden();

    // Ctrl+K, a customer's document number: the customer's record opens.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(dialog.getByRole('combobox', { name: w.box })).toBeFocused();
    await page.keyboard.type(customer.identityDocumentNumber);
    // The option is named by the customer; its document is the line under the name.
    await expect(dialog.getByRole('option', { name: customer.name, exact: true })).toContainText(customer.identityDocumentNumber);
    await arrowTo(page, customer.name);
    await page.screenshot({ path: `${SHOTS}/quick-search-customer-${locale}-${width}.png`, animations: 'disabled' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}/entities/${customer.idEntity}/edit$`));

    // Escape closes the search and gives the focus back.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // ? (outside a text field): the shortcuts this person may use, among them a new reservation.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: w.help });
    await expect(help).toBeVisible();
    await expect(help).toContainText(w.newReservation);
    await expect(help).toContainText('Ctrl');
    await page.screenshot({ path: `${SHOTS}/shortcut-help-${locale}-${width}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // Alt+N: the new reservation form.
    await page.keyboard.press('Alt+n');
    await expect(page).toHaveURL(new RegExp(`/${locale}/reservations/new$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(w.newReservationHeading);
  });
}

test('a person who may not create reservations is offered no Alt+N, and it does nothing', async ({ page }) => {
  await new SignInPage(page, 'en').signInAs('RESVIEW');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Search reservations, customers, products and payments');
  await expect(help).not.toContainText('New reservation');
  await page.keyboard.press('Escape');
  const before = page.url();
  await page.keyboard.press('Alt+n');
  await page.waitForTimeout(300);
  expect(page.url()).toBe(before);
});

test('Alt+P takes a payment on a confirmed reservation that owes money, as its Take payment button does', async ({ page }) => {
  await new SignInPage(page, 'en').signInAs('ADMIN');
  const reservation = await payableReservation(page, `QSP-${Date.now() % 100000}`, 1);
  await page.goto(`/en/reservations/${reservation.idReservation}`);
  await expect(page.getByRole('link', { name: `Take payment for ${reservation.code}` })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Take a payment for this reservation');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('Alt+p');
  await expect(page).toHaveURL(new RegExp(`/en/cashier-transaction\\?reservation=${encodeURIComponent(reservation.code)}$`));
});
