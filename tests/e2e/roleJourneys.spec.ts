import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { closeToasts, pickFromComboBox, showingPageOnFailure } from './pages/AdminPages';
import { catalogName } from './pages/CatalogNames';
import { KEEP_BLOBS, cents, decimal, pdfText } from './pages/CashierPages';
import { EntityFormPage, choose, toastText, type EntityData } from './pages/EntityPages';
import { ProductFormPage } from './pages/ProductPages';
import { isoDay, pickChecked } from './pages/RatePages';
import { SignInPage, freshTotpCode, rememberTotpSecret } from './pages/SignInPage';
import { words, type Locale, type Words } from './pages/Words';
import { rucCheckDigit } from '../../rules/identityDocument';

/**
 * Issue 21, "How it is checked": a day at the desk, one journey per role, each done entirely through the screens and
 * each starting where the one before left off. The administrator sets up a supplier, a product with inventory and a
 * rate and finds it bookable; the agent books a customer with passengers from an Excel file with real date cells, a
 * remark and that service, and the reservations supervisor confirms it (confirming is not the agent's); the
 * administrator creates a cashier in the Users screens (role RESADM, in the administrator's OU) and reads its activation
 * mail in the outbox; the cashier activates the account, sets up two-step sign-in, takes cash and card for the
 * reservation, voids one, closes the day with a variance through its confirmation (expected, counted and variance per
 * payment type and currency) and opens the close slip; the administrator runs three reports in a row (the second run
 * used to crash). Walked in English at 1280 px and in Spanish at 760 px, with no set-up calls: a new cashier per run
 * keeps the close away from the demo users' days the other suites use.
 */

const SHOTS = 'tests/e2e/screenshots';
const FILES = 'test-results/role-journeys';
const RUNS = [{ locale: 'en', width: 1280 }, { locale: 'es', width: 760 }] as const;

async function shot(page: Page, name: string) {
  await closeToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Types a date into a react-aria date field in the page's order (en-US month/day/year, es-419 day/month/year). */
async function typeDate(first: Locator, iso: string, locale: Locale) {
  const [y, m, d] = iso.split('-');
  await first.click();
  await first.page().keyboard.type(locale === 'en' ? `${m}${d}${y}` : `${d}${m}${y}`);
}
const fillDate = (group: Locator, iso: string, locale: Locale) => typeDate(group.getByRole('spinbutton').first(), iso, locale);
async function fillRange(group: Locator, from: string, to: string, locale: Locale) {
  await typeDate(group.getByRole('spinbutton').nth(0), from, locale);
  await typeDate(group.getByRole('spinbutton').nth(3), to, locale);
}

/** Signed in (the sign-in checks the full-width navigation), then the journey's width. */
async function signInAt(page: Page, locale: Locale, role: string, width: number) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await new SignInPage(page, locale).signInAs(role);
  await page.setViewportSize({ width, height: 900 });
}

/** The reservation form's currency: US dollars. */
async function chooseUsd(page: Page, t: Words) {
  await page.getByRole('button', { name: new RegExp(t('Currency')) }).click();
  await page.getByRole('listbox').getByRole('option', { name: /^USD/ }).first().click();
}

/** Fails when the page is wider than the window: something sits off-screen with no way to it but the page's scroll. */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow of the page').toBeLessThanOrEqual(0);
}

/** A valid RUC nobody else holds (SUNAT's check digit), unique per run. */
const freshRuc = (tail: string) => {
  const firstTen = `20${tail.padStart(8, '0').slice(-8)}`;
  return `${firstTen}${rucCheckDigit(firstTen)}`;
};

/** Catalog values in the page's language (their Spanish names under /es); countries have their own names. */
const supplier = (stamp: string, commercialName: string, locale: Locale): EntityData => {
  const cn = (english: string) => catalogName(locale, english);
  return {
    entityType: cn('Company'), role: cn('Supplier'), name: `${commercialName} S.A.C.`, commercialName,
    market: cn('Domestic (Peru)'), channel: cn('Direct'), sector: cn('Tourism and travel'), businessType: cn('Tour operator'),
    documentType: cn('RUC — Taxpayer registry number'), documentNumber: freshRuc(stamp),
    addresses: [{ type: cn('Fiscal address'), address: 'Calle Plateros 334', city: 'Cusco', state: 'Cusco', country: locale === 'en' ? 'Peru' : 'Perú', postalCode: '08002' }],
    contacts: [{ type: cn('E-mail'), purpose: cn('Reservations'), value: `reservas${stamp}@qosqotreks.pe` }],
    checkingAccount: '421202100', paidoutCheckingAccount: '421202101',
  };
};

const PASSENGER_HEADERS = ['Passenger type', 'First name', 'Last name', 'Document type', 'Document number', 'Citizenship', 'Gender', 'Birth date'];

/** An .xlsx with the passengers, their birth dates as real Excel date cells (a number with a date format). */
function passengerFile(name: string, rows: { first: string; last: string; document: string; birth: Date }[]) {
  mkdirSync(FILES, { recursive: true });
  const sheet = XLSX.utils.aoa_to_sheet([
    PASSENGER_HEADERS, ...rows.map((r) => ['Adult', r.first, r.last, 'PASSPORT', r.document, 'Peru', 'F', r.birth]),
  ], { dateNF: 'dd/mm/yyyy' });
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Passengers');
  const path = `${FILES}/${name}`;
  XLSX.writeFile(workbook, path);
  // What a person's spreadsheet holds: the cell is a date serial with a date format, not text.
  const written = XLSX.read(readFileSync(path), { type: 'buffer', cellNF: true }).Sheets.Passengers.H2 as XLSX.CellObject;
  expect(written.t).toBe('n');
  expect(written.z).toBe('dd/mm/yyyy');
  return path;
}

/** What one run's journeys hand each other. */
interface Day {
  stamp: string;
  supplierName: string;
  productCode: string;
  productName: string;
  reservationCode: string;
  reservationPath: string;
  passengers: string[];
  /** Selling total of the booked service (2 passengers, per-person rate), as a Decimal string. */
  amount: string;
}

for (const { locale, width } of RUNS) {
  test.describe(`a day at the desk (${locale}, ${width} px)`, () => {
    test.describe.configure({ mode: 'serial' });
    const t: Words = words(locale);
    const stamp = `${String(Date.now()).slice(-6)}${locale === 'en' ? 1 : 2}`;
    const day: Day = {
      stamp, supplierName: `Qosqo Treks ${stamp}`, productCode: `QTK-${stamp}`, productName: `Qosqo Sunrise Trek ${stamp}`,
      reservationCode: '', reservationPath: '', passengers: [`Killa ${stamp}`, `Inti ${stamp}`], amount: '283.20',
    };
    const serviceDay = isoDay(30);
    const money = (amount: string) => new Intl.NumberFormat(t.formatLocale, { minimumFractionDigits: 2 }).format(Number(amount));

    test('the administrator sets up a supplier, a product with inventory and a rate, and finds it bookable', async ({ page }) => {
      test.setTimeout(240_000);
      await signInAt(page, locale, 'ADMIN', width);

      // The supplier, from the entities list.
      await page.goto(`/${locale}/entities`);
      await page.getByRole('button', { name: t('New entity') }).click();
      await expect(page.getByRole('heading', { name: t('New entity'), level: 1 })).toBeVisible();
      await new EntityFormPage(page, t).fill(supplier(stamp, day.supplierName, locale));
      await shot(page, `day-supplier-form-${locale}-${width}`);
      await expectNoPageOverflow(page);
      await page.getByRole('button', { name: t('Create'), exact: true }).click();
      await expect(toastText(page, t('Entity created successfully'))).toBeVisible();

      // The product it supplies, a per-person tour with inventory, from the products list.
      await page.goto(`/${locale}/products`);
      await page.getByRole('button', { name: t('New product') }).first().click();
      const form = new ProductFormPage(page, t);
      await form.fillBasic({
        code: day.productCode, name: day.productName, shortName: 'Sunrise Trek', type: catalogName(locale, 'Tour'), unit: catalogName(locale, 'Per person'),
        supplier: day.supplierName, hasInventory: true,
      });
      await form.fillInstance(1, { code: 'SHR', name: 'Shared group', shortName: 'Shared' });
      await shot(page, `day-product-form-${locale}-${width}`);
      await page.getByRole('button', { name: t('Create'), exact: true }).click();
      await expect(toastText(page, t('Product created successfully'))).toBeVisible();
      await expect(page.getByRole('heading', { name: day.productName, level: 1 })).toBeVisible();

      // Its inventory: 8 places a day for two months.
      await page.getByRole('link', { name: t('Inventory of {name}', { name: 'Shared group' }) }).click();
      const movement = page.getByRole('form', { name: t('New inventory transaction') });
      await fillRange(movement.getByRole('group', { name: t('Dates (from – to)') }), isoDay(0), isoDay(60), locale);
      await choose(movement, page, t('Type'), t('Add capacity (allotment)'));
      await movement.getByRole('textbox', { name: t('Quantity') }).fill('8');
      await movement.getByRole('button', { name: t('Add transaction') }).click();
      await expect(toastText(page, t('Inventory transaction created'))).toBeVisible();
      await shot(page, `day-inventory-${locale}-${width}`);

      // Its rate for every customer: 100 + 18% bought, 20% profit, 18% tax on the sale: 141.60 a person.
      await page.goto(`/${locale}/rates`);
      await page.getByRole('button', { name: t('New rate') }).first().click();
      await pickChecked(page, t('Product'), day.productCode, day.productName,
        () => expect(page.getByRole('button', { name: new RegExp(t('Product instance')) })).toContainText('Shared group', { timeout: 2_000 }));
      await choose(page, page, t('Currency'), catalogName(locale, 'USD — US dollar'));
      await choose(page, page, t('Price type'), catalogName(locale, 'Per person'));
      await fillRange(page.getByRole('group', { name: t.key('rates.column.serviceRange') }), isoDay(1), isoDay(90), locale);
      await fillRange(page.getByRole('group', { name: t.key('rates.column.purchaseRange') }), isoDay(0), isoDay(60), locale);
      await page.getByRole('group', { name: t('Purchase'), exact: true }).getByLabel(t('Unit price')).fill('100');
      await page.getByRole('group', { name: t('Purchase'), exact: true }).getByLabel(t('Purchase tax')).fill('18');
      await page.getByRole('group', { name: t('Profit'), exact: true }).getByLabel(t('Profit percentage')).fill('20');
      const selling = page.getByRole('group', { name: t('Selling'), exact: true });
      await selling.getByLabel(t('Selling tax')).fill('18');
      await expect(selling.getByLabel(t('{section} breakdown', { section: t('Selling') }))).toContainText(money('141.60'));
      await shot(page, `day-rate-form-${locale}-${width}`);
      await expectNoPageOverflow(page);
      await page.getByRole('button', { name: t('Create'), exact: true }).click();
      await expect(toastText(page, t('Rate created successfully'))).toBeVisible();

      // A reservation's add-service search finds it bookable, priced for the reservation's two passengers.
      await page.goto(`/${locale}/reservations`);
      await page.getByRole('button', { name: t('New reservation') }).first().click();
      await pickChecked(page, t('Customer'), 'Andes Explorer', 'Andes Explorer Travel S.A.C.');
      await page.getByRole('textbox', { name: t('Passengers') }).fill('2');
      await chooseUsd(page, t);
      await page.getByRole('button', { name: t('Save'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${t('Reservation {code}', { code: 'LIM-' })}`) })).toBeVisible();
      const panel = page.getByRole('region', { name: t('Add a service') });
      await panel.getByLabel(t('Product or package')).fill(day.productCode);
      await fillDate(panel.getByRole('group', { name: t('Service date') }), serviceDay, locale);
      await panel.getByRole('button', { name: t.key('reservations.add.searchButton') }).click();
      const found = page.getByRole('list', { name: t('Bookable services') }).getByRole('listitem').filter({ hasText: day.productName });
      await expect(found).toHaveCount(1);
      await expect(found).toContainText(t.key('reservations.add.available', { count: 8 }));
      await expect(found).toContainText(money(day.amount));
      await expect(found.getByRole('button', { name: t('Add confirmed') })).toBeVisible();
      await shot(page, `day-bookable-${locale}-${width}`);
      await expectNoPageOverflow(page);
    });

    test('the agent books a customer with passengers from Excel (date cells), a remark and the service; the supervisor confirms', async ({ page, browser }) => {
      test.setTimeout(180_000);
      await signInAt(page, locale, 'RESCREATE', width);

      await page.goto(`/${locale}/reservations`);
      await page.getByRole('button', { name: t('New reservation') }).first().click();
      await pickChecked(page, t('Customer'), 'Andes Explorer', 'Andes Explorer Travel S.A.C.');
      await page.getByRole('textbox', { name: t.key('reservations.column.fileNumber') }).fill(`AX-${stamp}`);
      await page.getByRole('textbox', { name: t('Passengers') }).fill('2');
      await chooseUsd(page, t);
      await page.getByRole('button', { name: t('Save'), exact: true }).click();
      const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${t('Reservation {code}', { code: 'LIM-' })}`) });
      await expect(heading).toBeVisible();
      day.reservationCode = (await heading.textContent())!.match(/LIM-\d+/)![0];
      day.reservationPath = new URL(page.url()).pathname.replace(`/${locale}`, '');

      // The passengers, from a spreadsheet whose birth dates are date cells.
      await page.getByRole('link', { name: t('Manage passengers') }).click();
      const births = [new Date(1990, 4, 14), new Date(1987, 10, 3)];
      const file = passengerFile(`passengers-${locale}.xlsx`, day.passengers.map((name, i) => ({
        first: name.split(' ')[0], last: name.split(' ')[1], document: `PX${stamp}${i}`, birth: births[i],
      })));
      await page.getByLabel(t('Passenger file')).setInputFiles(file);
      await expect(page.getByText(t.key('reservations.passengers.excel.summary', { file: `passengers-${locale}.xlsx`, total: 2, bad: 0 }))).toBeVisible();
      await shot(page, `day-passengers-preview-${locale}-${width}`);
      await page.getByRole('button', { name: t.key('reservations.passengers.excel.save', { count: 2 }) }).click();
      await expect(toastText(page, t.key('reservations.passengers.excel.saved', { count: 2 }))).toBeVisible();
      const medium = new Intl.DateTimeFormat(t.formatLocale, { dateStyle: 'medium' });
      for (const [i, name] of day.passengers.entries()) {
        await expect(page.getByRole('row').filter({ hasText: name })).toContainText(medium.format(births[i]));
      }
      await shot(page, `day-passengers-${locale}-${width}`);
      await expectNoPageOverflow(page);
      await page.getByRole('navigation', { name: t.key('reservations.passengers.crumb.label') })
        .getByRole('link', { name: t.key('reservations.passengers.crumb.reservation'), exact: true }).click();
      await expect(heading).toBeVisible();

      // A remark for the guide.
      const remark = locale === 'en' ? 'Early pick-up at the hotel, 4:30' : 'Recojo temprano en el hotel, 4:30';
      await page.getByLabel(t('New remark')).fill(remark);
      await page.getByRole('button', { name: t('Add remark') }).click();
      await expect(page.getByText(remark)).toBeVisible();
      await expect(page.getByLabel(t('New remark'))).toHaveValue('');

      // The administrator's tour, priced for the two passengers, added confirmed; then the reservation is confirmed.
      const panel = page.getByRole('region', { name: t('Add a service') });
      await panel.getByLabel(t('Product or package')).fill(day.productCode);
      await fillDate(panel.getByRole('group', { name: t('Service date') }), serviceDay, locale);
      await panel.getByRole('button', { name: t.key('reservations.add.searchButton') }).click();
      const found = page.getByRole('list', { name: t('Bookable services') }).getByRole('listitem').filter({ hasText: day.productName });
      await expect(found).toContainText(money(day.amount));
      await found.getByRole('button', { name: t('Add confirmed') }).click();
      const items = page.getByRole('grid', { name: t('Services of the reservation') });
      await expect(items.getByRole('row')).toHaveCount(2);
      await expect(items.getByRole('row').nth(1)).toContainText(day.productName);
      await expect(items.getByRole('row').nth(1)).toContainText(money(day.amount));
      // The unit just taken is no longer counted as free.
      await expect(found).toContainText(t.key('reservations.add.available', { count: 7 }));
      // Confirming is not the agent's (RESCREATE books; RESEDIT and RESADM confirm): not offered, rather than refused.
      await expect(page.getByRole('button', { name: t('Confirm reservation') })).toHaveCount(0);
      await shot(page, `day-reservation-booked-${locale}-${width}`);
      await expectNoPageOverflow(page);

      // The reservations supervisor confirms it from the same screen.
      const supervisor = await (await browser.newContext()).newPage();
      await signInAt(supervisor, locale, 'RESADM', width);
      await supervisor.goto(`/${locale}${day.reservationPath}`);
      await supervisor.getByRole('button', { name: t('Confirm reservation') }).click();
      await supervisor.getByRole('alertdialog').getByRole('button', { name: t('Confirm reservation') }).click();
      await expect(supervisor.getByRole('region', { name: t('Reservation data') })).toContainText(t.key('reservations.status.CONFIRMED'));
      await expect(supervisor.getByRole('button', { name: t('Confirm reservation') })).toHaveCount(0);
      await expect(supervisor.getByText(remark)).toBeVisible();
      await shot(supervisor, `day-reservation-confirmed-${locale}-${width}`);
      await supervisor.context().close();
    });

    test('the administrator creates a cashier through the Users screens; the cashier takes cash and card, voids one, closes with a variance and opens the close slip', async ({ page, browser }) => {
      test.setTimeout(300_000);
      expect(day.reservationCode, 'the agent\'s reservation').not.toBe('');
      await signInAt(page, locale, 'ADMIN', width);
      const cashierName = `Celia ${stamp}`;
      const email = `celia.${stamp}.${Date.now() % 100000}@tourdesk.test`;
      const password = 'Cashier#2026-e2e';

      // The administrator creates the cashier in the Users screens: the reservations administrator's role (Payments
      // and the daily cashier, SPEC.md section 6), in the administrator's own OU, where the agent's reservation is.
      await page.goto(`/${locale}/users`);
      await page.getByRole('button', { name: t.key('users.list.new') }).first().click();
      await expect(page.getByRole('heading', { name: t.key('users.new.title'), level: 1 })).toBeVisible();
      const userForm = page.getByRole('form', { name: t.key('users.new.title') });
      await userForm.getByRole('textbox', { name: t.key('users.field.name'), exact: true }).fill(cashierName);
      await userForm.getByRole('textbox', { name: t.key('users.field.lastName') }).fill('Caja');
      await userForm.getByRole('textbox', { name: t.key('users.field.shortName') }).fill('celia');
      await userForm.getByRole('textbox', { name: t.key('users.field.code'), exact: true }).fill(`CJ-${stamp}`);
      await pickFromComboBox(userForm, page, t.key('users.field.entity'), 'Tourdesk', /Tourdesk Travel/);
      await userForm.getByRole('textbox', { name: t.key('users.field.email') }).fill(email);
      // The role by keyboard, as a person tabbing through the form does (the box itself is drawn over the input).
      const role = userForm.getByRole('checkbox', { name: /^RESADM\b/ });
      await role.focus();
      await page.keyboard.press('Space');
      await expect(role).toBeChecked();
      await shot(page, `day-cashier-user-form-${locale}-${width}`);
      await expectNoPageOverflow(page);
      await userForm.getByRole('button', { name: t('Create'), exact: true }).click();
      await expect(toastText(page, t.key('users.created'))).toBeVisible();
      await expect(toastText(page, t.key('users.activationSent', { email }))).toBeVisible();
      await page.getByRole('searchbox', { name: t.key('admin.search') }).fill(email);
      const userRow = page.getByRole('grid', { name: t.key('users.list.table') }).getByRole('row').filter({ hasText: cashierName });
      await expect(userRow).toHaveCount(1);
      await expect(userRow).toContainText('RESADM');
      await expect(userRow).toContainText('Tourdesk Lima');

      // Without a mail server the activation mail waits in the OU's outbox, where the administrator reads the link.
      await page.goto(`/${locale}/users/mail-outbox`);
      await page.getByRole('button', { name: t.key('mailOutbox.openNamed', { to: email, subject: 'Activate your Tourdesk account' }) }).click();
      const mail = page.getByRole('dialog', { name: 'Activate your Tourdesk account' });
      const link = (await mail.locator('pre').textContent())!.match(/https?:\/\/\S+/)![0];
      await mail.getByRole('button', { name: t.key('mailOutbox.close') }).last().click();

      // The cashier opens it, in the language of the run, chooses a password, signs in and sets up two-step sign-in
      // (a role that takes payments must).
      const cashier = await (await browser.newContext()).newPage();
      await cashier.addInitScript(KEEP_BLOBS);
      await cashier.setViewportSize({ width: 1280, height: 1000 });
      await cashier.goto(link);
      if (locale === 'es') await cashier.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
      await cashier.getByLabel(t('New password')).fill(password);
      await cashier.getByLabel(t('Confirm password')).fill(password);
      await cashier.getByRole('button', { name: t('Change password') }).click();
      await expect(cashier.getByText(t.key('auth.reset.done'))).toBeVisible();
      const signIn = new SignInPage(cashier, locale);
      await signIn.open();
      await signIn.signIn(email, password);
      await expect(cashier.getByRole('heading', { name: t.key('auth.mfa.enrol.title') })).toBeVisible();
      const secret = (await cashier.getByTestId('mfa-secret').innerText()).replace(/\s+/g, '');
      rememberTotpSecret(email, secret);
      await cashier.getByLabel(t.key('auth.mfa.code'), { exact: true }).fill(await freshTotpCode(email, secret));
      await cashier.getByRole('button', { name: t.key('auth.mfa.enrol.submit') }).click();
      await expect(cashier.getByRole('list', { name: t.key('auth.mfa.recovery.title') }).getByRole('listitem')).toHaveCount(10);
      await closeToasts(cashier);
      await cashier.getByRole('button', { name: t.key('auth.mfa.recovery.continue') }).click();
      await expect(signIn.mainNavigation()).toBeVisible();
      await cashier.setViewportSize({ width, height: 1000 });

      // The day opens with a 50 USD float.
      await cashier.goto(`/${locale}/cashier-transaction/payment/daily-cashier`);
      const float = cashier.getByRole('group', { name: t('Float {number}', { number: 1 }) });
      await float.getByRole('button', { name: new RegExp(t('Currency')) }).click();
      await cashier.getByRole('listbox').getByRole('option', { name: /^USD/ }).click();
      await float.getByLabel(t.key('dailyCashier.field.openingAmount')).fill('50');
      await cashier.getByRole('button', { name: t('Open cashier') }).click();
      await expect(toastText(cashier, t('Cashier opened'))).toBeVisible();

      // From the agent's reservation to the cart: 100 in cash, the rest by card (the card starts at what is left).
      await cashier.goto(`/${locale}${day.reservationPath}`);
      await cashier.getByRole('link', { name: t('Take payment for {code}', { code: day.reservationCode }) }).click();
      const payable = cashier.getByRole('list', { name: t('Payable items') }).getByRole('listitem');
      await showingPageOnFailure(cashier, () => expect(payable.getByText(t('In the cart'))).toHaveCount(1));
      // The item names its product, not only the instance ("Shared group" alone says nothing).
      await expect(payable).toContainText(`${day.reservationCode} · ${day.productName} › Shared group`);
      await cashier.getByRole('radio', { name: t.key('cashierTransaction.payments.cash') }).click({ force: true });
      await cashier.getByLabel(t.key('cashierTransaction.payments.amount'), { exact: true }).fill('100');
      await cashier.getByRole('button', { name: t('Add cash payment') }).click();
      await cashier.getByRole('radio', { name: t.key('cashierTransaction.payments.card') }).click({ force: true });
      const rest = decimal(cents(day.amount) - 10000n);
      await expect(cashier.getByLabel(t.key('cashierTransaction.payments.amount'), { exact: true })).toHaveValue(rest);
      await cashier.getByLabel(t('Card number')).fill('4111 1111 1111 1111');
      await cashier.getByLabel(t('Name on the card')).fill('Killa Quispe');
      await cashier.getByLabel(t('Valid until (MM/YY)')).fill('12/33');
      await cashier.getByLabel('CCV').fill('123');
      await cashier.getByRole('button', { name: t('Add card payment') }).click();
      await shot(cashier, `day-cart-${locale}-${width}`);
      await expectNoPageOverflow(cashier);
      await cashier.getByRole('button', { name: t('Complete transaction') }).click();
      const completed = cashier.getByRole('heading', { name: new RegExp(`^${t.key('cashierTransaction.result.title', { number: '\\d+' })}$`) });
      await expect(completed).toBeVisible();
      const number = (await completed.textContent())!.match(/\d+/)![0];

      // The cash payment is voided from the transaction's detail, with its reason.
      await cashier.goto(`/${locale}/cashier-transaction/transactions`);
      await cashier.getByRole('searchbox', { name: t.key('admin.search') }).fill(number);
      await cashier.getByRole('grid', { name: t.key('cashierTransactions.list.table') }).getByRole('rowheader', { name: number, exact: true }).click();
      const detail = cashier.getByRole('dialog', { name: t.key('cashierTransactions.detail.title', { number }) });
      // The detail names what it paid (the reservation, a link back to it) and, per payment, its document type and
      // number and what of it is available (SPEC: the cashier transaction detail).
      await expect(detail.getByRole('table', { name: t.key('cashierTransactions.detail.items') })
        .getByRole('link', { name: day.reservationCode })).toBeVisible();
      const paymentRows = detail.getByRole('table', { name: t.key('cashierTransactions.detail.payments') }).getByRole('row');
      const documentWords = `(${t.key('cashierTransactions.document.invoice')}|${t.key('cashierTransactions.document.receipt')})`;
      await expect(paymentRows.nth(1)).toContainText(new RegExp(`${documentWords} [FB]\\d{3}-\\d{8}`));
      await expect(paymentRows.nth(1).getByRole('cell').nth(4)).toHaveText(/^USD\s100\.00$/);
      await detail.getByRole('button', { name: t('Void payment {line}', { line: 1 }) }).click();
      const voiding = cashier.getByRole('alertdialog', { name: t('Void payment {line}?', { line: 1 }) });
      await voiding.getByLabel(t.key('cashierTransactions.void.reason')).fill(locale === 'en' ? 'Paid twice in cash' : 'Pagó dos veces en efectivo');
      await voiding.getByRole('button', { name: t('Void payment') }).click();
      await expect(toastText(cashier, t('Payment voided; credit note issued'))).toBeVisible();
      await shot(cashier, `day-voided-${locale}-${width}`);

      // The close: the card balances, the cash is 1.00 short. A close with a variance asks first, showing what was
      // expected, what was counted and the variance per payment type and currency; the slip opens from the same screen.
      await cashier.goto(`/${locale}/cashier-transaction/payment/daily-cashier`);
      const counts = cashier.getByRole('table', { name: t('Expected and counted amounts') }).first();
      const lines = counts.getByRole('row').filter({ has: cashier.getByRole('textbox') });
      await expect(lines).toHaveCount(2); // card, and cash (the float; the voided cash is out)
      const cash = catalogName(locale, 'Cash');
      for (let i = 0; i < await lines.count(); i++) {
        // Amounts always show 2 decimals: the digits are the cents, whatever the locale's separators.
        const expected = BigInt((await lines.nth(i).getByRole('cell').nth(1).textContent())!.replace(/\D/g, ''));
        const isCash = (await lines.nth(i).getByRole('rowheader').textContent())!.trim() === cash;
        if (isCash) expect(expected, 'cash expected: the 50.00 float').toBe(5000n);
        await lines.nth(i).getByRole('textbox').fill(decimal(isCash ? expected - 100n : expected));
      }
      await shot(cashier, `day-close-counts-${locale}-${width}`);
      await expectNoPageOverflow(cashier);
      await cashier.getByRole('button', { name: t('Close cashier') }).click();
      const confirm = cashier.getByRole('alertdialog', { name: t('Close with a variance?') });
      await expect(confirm).toBeVisible();
      for (const column of ['dailyCashier.field.expected', 'dailyCashier.field.counted', 'dailyCashier.field.variance']) {
        await expect(confirm.getByRole('columnheader', { name: t.key(column) })).toBeVisible();
      }
      const cashLine = confirm.getByRole('row').filter({ has: cashier.getByRole('rowheader', { name: `${cash} · USD` }) });
      await expect(cashLine.getByRole('cell')).toHaveText([money('50.00'), money('49.00'), money('-1.00')]);
      const cardLine = confirm.getByRole('row').filter({ has: cashier.getByRole('rowheader', { name: `${catalogName(locale, 'Credit or debit card')} · USD` }) });
      await expect(cardLine.getByRole('cell').last()).toHaveText(money('0.00'));
      await cashier.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await shot(cashier, `day-close-confirm-${locale}-${width}`);
      // Counting again closes nothing and keeps what was typed.
      await confirm.getByRole('button', { name: t('Count again') }).click();
      await expect(confirm).toBeHidden();
      await expect(lines.filter({ hasText: cash }).getByRole('textbox')).toHaveValue('49.00');
      await cashier.getByRole('button', { name: t('Close cashier') }).click();
      await cashier.getByRole('alertdialog', { name: t('Close with a variance?') }).getByRole('button', { name: t('Close with this variance') }).click();
      await expect(toastText(cashier, t('Cashier closed'))).toBeVisible();
      // "Cerrada 27 nov 2026, 4:36 a.m." once, not "a.m..": the summary ends with the time.
      const closedAt = cashier.getByText(new RegExp(`^${t.key('dailyCashier.closed.summary', { time: '' }).trim()}\\s\\S`));
      await expect(closedAt).toBeVisible();
      await expect(closedAt).not.toContainText('..');
      const slipName = t.key('documents.closeSlip');
      const [tab] = await Promise.all([
        cashier.context().waitForEvent('page'),
        cashier.getByRole('button', { name: t('Open {name} as PDF', { name: slipName }) }).first().click(),
      ]);
      const slip = await pdfText(cashier, tab.url());
      await tab.close();
      expect(slip).toMatch(/Daily cashier close|Cierre de caja diario/);
      expect(slip).toContain(cashierName);
      expect(slip).toMatch(/(-\s?(USD\s?)?|USD\s?-)1[.,]00/);
      await shot(cashier, `day-closed-${locale}-${width}`);
      await cashier.context().close();
    });

    test('the administrator runs three reports in a row', async ({ page }) => {
      test.setTimeout(180_000);
      expect(day.reservationCode, 'the agent\'s reservation').not.toBe('');
      await signInAt(page, locale, 'ADMIN', width);
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));
      await page.goto(`/${locale}/reports`);
      await expect(page.getByRole('heading', { name: t('Reports'), level: 1 })).toBeVisible();
      const rows = (title: string) => page.getByRole('table', { name: t.key('reports.result.table', { name: t.key(title) }) });

      // 1. The passenger manifest of the service day, for the administrator's tour: the Excel passengers.
      await page.getByRole('button', { name: new RegExp(t.key('reports.passengerManifest.title')) }).click();
      let dialog = page.getByRole('dialog');
      await fillRange(dialog.getByRole('group', { name: t.key('reports.field.dates') }), serviceDay, serviceDay, locale);
      await dialog.getByRole('button', { name: t('Generate') }).click();
      await expect(dialog).toBeHidden();
      const manifest = rows('reports.passengerManifest.title');
      for (const name of day.passengers) await expect(manifest).toContainText(name.split(' ')[0]);
      await expect(manifest).toContainText(day.reservationCode);
      await shot(page, `day-report-manifest-${locale}-${width}`);

      // 2. Inventory occupancy of the tour over the default months.
      await page.getByRole('button', { name: new RegExp(t.key('reports.inventoryOccupancy.title')) }).click();
      dialog = page.getByRole('dialog');
      await pickChecked(page, t.key('reports.field.product'), day.productCode, day.productName);
      await dialog.getByRole('button', { name: t('Generate') }).click();
      await expect(dialog).toBeHidden();
      const occupancy = rows('reports.inventoryOccupancy.title').getByRole('row').filter({ hasText: day.productName });
      await expect(occupancy.first()).toBeVisible();
      // The month of the service day holds the unit the agent booked (8 free went to 7); the other months hold none.
      await expect(occupancy.filter({ has: page.getByRole('cell', { name: '1', exact: true }) })).toHaveCount(1);
      await shot(page, `day-report-occupancy-${locale}-${width}`);

      // 3. Reservations by status over the last month: the card paid, the voided cash is owed again.
      await page.getByRole('button', { name: new RegExp(t.key('reports.reservationsByStatus.title')) }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t('Generate') }).click();
      await expect(dialog).toBeHidden();
      const booked = rows('reports.reservationsByStatus.title').getByRole('row').filter({ hasText: day.reservationCode });
      await expect(booked).toContainText(t.key('reports.status.PARTIALLY_PAID'));
      await expect(booked).toContainText('100.00');
      await shot(page, `day-report-status-${locale}-${width}`);
      await expectNoPageOverflow(page);
      await expect(page.getByText(t.key('admin.list.loadFailed'))).toHaveCount(0);
      expect(failures).toEqual([]);
    });
  });
}
