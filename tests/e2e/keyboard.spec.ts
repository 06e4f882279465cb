import { expect, test, type Locator, type Page } from '@playwright/test';
import { rucCheckDigit } from '../../rules/identityDocument';
import { payableReservation } from './pages/CashierPages';
import { graphqlData, isoDay } from './pages/RatePages';
import { createUsdReservation } from './pages/ReservationPages';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, demoEmail, freshTotpCode } from './pages/SignInPage';

/**
 * Issue 18: a person does the main jobs without a mouse. Every action below is a key press or typing into the focused
 * element (page.keyboard); the test only reads the page to know where focus is and what it shows. Records the jobs
 * need but are not about (a reservation to pay) are set up through GraphQL.
 */

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Tab (or Shift+Tab) until `target` has focus, as a person scans forward; fails when it is not reachable. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/**
 * Moves to a react-aria Select, opens it, types the first word of an option (type-ahead; a space would select) and
 * arrows down to it when another option starts the same way, then takes it.
 */
async function choose(page: Page, trigger: Locator, option: string) {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await page.keyboard.type(option.split(' ')[0]);
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  for (let i = 0; i < 30 && !(await isFocused(wanted)); i++) await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(trigger).toContainText(option);
}

/** Types a date into a react-aria date field, segment by segment (en-US: month, day, year). */
async function typeDate(page: Page, group: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await tabTo(page, group.getByRole('spinbutton').first());
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(group.getByRole('spinbutton', { name: /year/i })).toHaveText(year);
}

async function typeInto(page: Page, field: Locator, value: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
  await expect(field).toHaveValue(value);
}

async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** From wherever focus is, through the sidebar (opening its group when the entry is inside one) to a page. */
async function openFromSidebar(page: Page, entry: string, group?: string) {
  if (group) {
    const button = nav(page).getByRole('button', { name: group });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await press(page, button);
  }
  await press(page, nav(page).getByRole('link', { name: entry, exact: true }));
  // Focus follows the navigation to the new page's heading.
  await expect(page.locator('main h1')).toBeFocused();
}

test.describe('the main jobs with the keyboard only', () => {
  test('sign in, create an entity, add a service to a reservation from the list, take a cash payment', async ({ page }) => {
    test.setTimeout(240_000);
    const email = demoEmail('ADMIN');

    // Sign in: the e-mail field has focus on arrival; Enter submits; the code step focuses its field.
    await page.goto('/en/auth/signin');
    await expect(page).toHaveTitle('Sign in · Tourdesk');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
    await page.keyboard.type(await freshTotpCode(email, DEMO_TOTP_SECRET));
    await page.keyboard.press('Enter');
    await expect(nav(page)).toBeVisible();
    await expect(page.locator('main h1')).toBeFocused();

    // The skip link is the first stop and takes focus past the sidebar to the page.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.locator('main h1')).toBeFocused();

    // Create an entity.
    await openFromSidebar(page, 'Entities');
    await press(page, page.getByRole('button', { name: 'New entity' }));
    await expect(page.getByRole('heading', { name: 'New entity', level: 1 })).toBeFocused();
    // A valid RUC nobody holds: unique per run, with SUNAT's check digit.
    const firstTen = `20${String(Date.now()).slice(-8)}`;
    const ruc = `${firstTen}${rucCheckDigit(firstTen)}`;
    await choose(page, page.getByRole('button', { name: /Entity type/ }), 'Company');
    await choose(page, page.getByRole('button', { name: /Role/ }), 'Customer');
    await typeInto(page, page.getByLabel('Name or legal name'), 'Keyboard Tours S.A.C.');
    await typeInto(page, page.getByLabel('Commercial name'), 'Keyboard Tours');
    await choose(page, page.getByRole('button', { name: /Market/ }), 'Domestic (Peru)');
    await choose(page, page.getByRole('button', { name: /Channel/ }), 'Travel agency (B2B)');
    await choose(page, page.getByRole('button', { name: /Sector or industry/ }), 'Tourism and travel');
    await choose(page, page.getByRole('button', { name: /Business type/ }), 'Travel agency');
    await choose(page, page.getByRole('button', { name: /Identity document type/ }), 'RUC — Taxpayer registry number');
    await typeInto(page, page.getByLabel('Document number'), ruc);
    const address = page.getByRole('group', { name: 'Address 1', exact: true });
    await choose(page, address.getByRole('button', { name: /Address type/ }), 'Fiscal address');
    await typeInto(page, address.getByLabel('Address', { exact: true }), 'Jr. Teclado 101');
    await typeInto(page, address.getByRole('textbox', { name: 'City', exact: true }), 'Lima');
    await choose(page, address.getByRole('button', { name: /Country/ }), 'Peru');
    const contact = page.getByRole('group', { name: 'Contact 1', exact: true });
    await choose(page, contact.getByRole('button', { name: /Contact type/ }), 'E-mail');
    await typeInto(page, contact.getByLabel('E-mail, phone or address'), 'hola@keyboardtours.pe');
    await typeInto(page, page.getByLabel('Checking account', { exact: true }), '121209900');
    await typeInto(page, page.getByLabel('Paid-out checking account'), '421209900');
    await press(page, page.getByRole('button', { name: 'Create' }));
    await expect(page.getByText('Entity created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/entities$/);
    await expect(page.getByRole('heading', { name: 'Entities', level: 1 })).toBeFocused();

    // Open a reservation from the list and add a service to it.
    const reservation = await createUsdReservation(page, `KBD-${Date.now() % 100000}`);
    await openFromSidebar(page, 'Reservations');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await typeInto(page, search, reservation.code);
    await page.keyboard.press('Enter');
    const list = page.getByRole('grid', { name: 'Reservations' });
    await expect(list.getByRole('row')).toHaveCount(2);
    // Into the grid and onto the row: Enter opens it.
    await tabTo(page, list);
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('row').nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Reservation ${reservation.code}`, level: 1 })).toBeFocused();
    const panel = page.getByRole('region', { name: 'Add a service' });
    await typeInto(page, panel.getByLabel('Product or package'), 'Lima city');
    await typeDate(page, panel.getByRole('group', { name: 'Service date' }), isoDay(45));
    await press(page, panel.getByRole('button', { name: 'Search' }));
    const results = page.getByRole('list', { name: 'Bookable services' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await press(page, results.getByRole('listitem').first().getByRole('button', { name: 'Add as pending' }));
    const items = page.getByRole('grid', { name: 'Services of the reservation' });
    await expect(items.getByRole('row')).toHaveCount(2);
    await expect(items.getByRole('row').nth(1)).toContainText('Pending');

    // Take a cash payment for a confirmed reservation (the cashier's day opened for it).
    const sale = await payableReservation(page, `KBD-PAY-${Date.now() % 100000}`, 1);
    const today = await graphqlData<{ myDailyCashierToday: { status: string } | null }>(page, 'query { myDailyCashierToday { status } }');
    if (!today.myDailyCashierToday) {
      await graphqlData(page, 'mutation ($floats: [DailyCashierFloatInput!]!) { openDailyCashier(floats: $floats) { idDailyCashier } }',
        { floats: [{ idCurrency: sale.usd, openingAmount: '100.00' }] });
    }
    await openFromSidebar(page, 'List', 'Payments');
    await typeInto(page, page.getByLabel('Reservation code or customer'), sale.code);
    await page.keyboard.press('Enter');
    const payable = page.getByRole('list', { name: 'Payable items' });
    await expect(payable.getByRole('listitem')).toHaveCount(1);
    await press(page, payable.getByRole('button', { name: new RegExp(`^Add ${sale.code}`) }));
    await expect(payable).toContainText('In the cart');
    await expect(page.getByLabel(`Amount to pay for ${sale.code}`)).toHaveValue(sale.amounts[0]);
    // The method is a radio group: Tab lands on the chosen one, arrows move to Cash.
    const cash = page.getByRole('radio', { name: 'Cash' });
    await tabTo(page, page.getByRole('radiogroup').filter({ has: cash }));
    for (let i = 0; i < 5 && !(await cash.isChecked()); i++) await page.keyboard.press('ArrowRight');
    await expect(cash).toBeChecked();
    await typeInto(page, page.getByLabel('Amount', { exact: true }), sale.amounts[0]);
    await press(page, page.getByRole('button', { name: 'Add cash payment' }));
    await expect(page.getByRole('list', { name: 'Payments cart' }).getByRole('listitem')).toHaveCount(1);
    await press(page, page.getByRole('button', { name: 'Complete transaction' }));
    await expect(page.getByRole('heading', { name: /^Transaction \d+ completed$/ })).toBeVisible();
  });
});
