import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chooseInSelect, pickFromComboBox } from './pages/AdminPages';
import { cents, decimal, newCashier, payableReservation } from './pages/CashierPages';
import { choose, toastText } from './pages/EntityPages';
import { fillDateRange, graphqlAs, isoDay } from './pages/RatePages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const CART = '/en/cashier-transaction';
const DAY = '/en/cashier-transaction/payment/daily-cashier';
const ADVANCES = '/en/cashier-transaction/payment/advances';

async function addToCart(page: Page, code: string, count: number) {
  await page.getByLabel('Reservation code or customer').fill(code);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'Payable items' });
  await expect(results.getByRole('listitem')).toHaveCount(count);
  for (let i = 0; i < count; i++) await results.getByRole('button', { name: new RegExp(`^Add ${code}`) }).first().click();
  await expect(results.getByText('In the cart')).toHaveCount(count);
}

async function payCash(page: Page, amount: string) {
  await page.getByRole('radio', { name: 'Cash' }).click({ force: true });
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Add cash payment' }).click();
}

/**
 * Issue 9's journey, by one new cashier from opening the day to closing it: an advance taken, two reservation items
 * paid with card and cash with change handed back, an advance applied (its balance goes down), a payment voided, the
 * documents sent to the tax authority and exported, the day closed with its totals, and a payment refused once the
 * day is closed.
 */
test.describe('cashier journey', () => {
  test('open the day, take and apply an advance, pay with card and cash, void, send and export, close, refuse', async ({ page, browser }) => {
    test.setTimeout(420_000);
    await new SignInPage(page, 'en').signInAs('ADMIN');
    const cashier = await newCashier(page, browser, 'Carla Cashier');

    // Open the day with a 100 USD float.
    await cashier.goto(DAY);
    const float = cashier.getByRole('group', { name: 'Float 1' });
    await choose(float, cashier, /Currency/, 'USD — US dollar');
    await float.getByLabel('Opening amount').fill('100');
    await cashier.getByRole('button', { name: 'Open cashier' }).click();
    await expect(toastText(cashier, 'Cashier opened')).toBeVisible();

    const two = await payableReservation(cashier, 'E2E-JOURNEY-2', 2);
    const one = await payableReservation(cashier, 'E2E-JOURNEY-1', 1);
    const late = await payableReservation(cashier, 'E2E-JOURNEY-L', 1);

    // An advance of 300 USD in cash from the reservations' customer, refused first without a customer.
    await cashier.goto(`${ADVANCES}/new`);
    await expect(cashier.getByRole('heading', { name: 'New advance', level: 1 })).toBeVisible();
    await chooseInSelect(cashier, cashier, /Currency/, 'USD');
    await cashier.getByLabel('Amount', { exact: true }).fill('300');
    await cashier.getByRole('button', { name: 'Take advance' }).click();
    await expect(cashier.getByText('This field is required')).toBeVisible();
    await pickFromComboBox(cashier, cashier, 'Customer', two.customer.slice(0, 6), two.customer);
    await shot(cashier, 'advance-new-en');
    await cashier.getByRole('button', { name: 'Take advance' }).click();
    await expect(toastText(cashier, /^Advance [FB]\d{3}-\d{8} taken$/)).toBeVisible();
    await expect(cashier).toHaveURL(new RegExp(`${ADVANCES}$`));
    const advances = cashier.getByRole('grid', { name: 'Advances' });
    const advanceRow = advances.getByRole('row').filter({ hasText: two.customer }).first();
    await expect(advanceRow).toContainText('USD 300.00');
    await expect(advanceRow).toContainText('Available');
    await expect(advanceRow).toContainText('Pending');

    // Two items of one reservation: 10 USD by card, the rest in cash with 5.50 of change.
    await cashier.goto(CART);
    await addToCart(cashier, two.code, 2);
    const due = two.amounts.reduce((total, a) => total + cents(a), 0n);
    await cashier.getByRole('radio', { name: 'Card' }).click({ force: true });
    await cashier.getByLabel('Card number').fill('4111 1111 1111 1111');
    await cashier.getByLabel('Name on the card').fill('Ana Quispe');
    await cashier.getByLabel('Valid until (MM/YY)').fill('12/30');
    await cashier.getByLabel('CCV').fill('123');
    await cashier.getByLabel('Amount', { exact: true }).fill('10.00');
    await cashier.getByRole('button', { name: 'Add card payment' }).click();
    await payCash(cashier, decimal(due - 1000n + 550n));
    await expect(cashier.getByTestId('total-change')).toContainText('5.50');
    await cashier.getByRole('button', { name: 'Complete transaction' }).click();
    const paidHeading = cashier.getByRole('heading', { name: /^Transaction \d+ completed$/ });
    await expect(paidHeading).toBeVisible();
    await expect(cashier.getByTestId('result-change')).toContainText('5.50');
    const number = (await paidHeading.textContent())!.match(/\d+/)![0];

    // The other reservation: 20 USD from the advance, the rest by a bank transfer (all fields required first).
    await cashier.getByRole('button', { name: 'New transaction' }).click();
    await addToCart(cashier, one.code, 1);
    await cashier.getByRole('radio', { name: 'Advance' }).click({ force: true });
    await expect(cashier.getByRole('button', { name: /Advance to apply/ })).toContainText('available USD 300.00');
    await cashier.getByLabel('Amount', { exact: true }).fill('300.01');
    await cashier.getByRole('button', { name: 'Apply advance' }).click();
    await expect(cashier.getByText('The amount cannot exceed the available USD 300.00')).toBeVisible();
    await cashier.getByLabel('Amount', { exact: true }).fill('20');
    await cashier.getByRole('button', { name: 'Apply advance' }).click();
    const payments = cashier.getByRole('list', { name: 'Payments cart' });
    await expect(payments).toContainText(/Advance [FB]\d{3}-\d{8}/);
    await cashier.getByRole('radio', { name: 'Deposit / transfer' }).click({ force: true });
    await cashier.getByRole('button', { name: 'Add deposit / transfer' }).click();
    await expect(cashier.getByText('This field is required').first()).toBeVisible();
    await chooseInSelect(cashier, cashier, /Bank$/, /BCP|Banco de Cr/);
    await cashier.getByLabel('Bank account').fill('12');
    await cashier.getByLabel('Number', { exact: true }).fill('OP-7781');
    await cashier.getByLabel('Amount', { exact: true }).fill(decimal(cents(one.amounts[0]) - 2000n));
    await cashier.getByRole('button', { name: 'Add deposit / transfer' }).click();
    await expect(cashier.getByText('Enter the bank account: 6 to 30 digits or dashes')).toBeVisible();
    await cashier.getByLabel('Bank account').fill('191-2345678-0-12');
    await cashier.getByRole('button', { name: 'Add deposit / transfer' }).click();
    await expect(payments).toContainText('Transfer OP-7781');
    await shot(cashier, 'cashier-cart-advance-transfer-en');
    await cashier.getByRole('button', { name: 'Complete transaction' }).click();
    await expect(cashier.getByRole('heading', { name: /^Transaction \d+ completed$/ })).toBeVisible();
    // The advance's balance went down by what was applied.
    await cashier.goto(ADVANCES);
    await expect(advanceRow).toContainText('USD 20.00');
    await expect(advanceRow).toContainText('USD 280.00');
    await shot(cashier, 'advances-list-en');

    // Void the card payment of the first transaction.
    await cashier.goto('/en/cashier-transaction/transactions');
    await cashier.getByRole('searchbox', { name: 'Search' }).fill(number);
    await cashier.getByRole('grid', { name: 'Cashier transactions' }).getByRole('rowheader', { name: number, exact: true }).click();
    const detail = cashier.getByRole('dialog', { name: `Transaction ${number}` });
    await detail.getByRole('button', { name: 'Void payment 1' }).click();
    const confirm = cashier.getByRole('alertdialog', { name: 'Void payment 1?' });
    await confirm.getByLabel('Reason').fill('Customer paid twice');
    await confirm.getByRole('button', { name: 'Void payment' }).click();
    await expect(toastText(cashier, 'Payment voided; credit note issued')).toBeVisible();
    // The payment's own page: what it was, its void reason, no second void.
    await detail.getByRole('link', { name: '1', exact: true }).first().click();
    await expect(cashier.getByRole('heading', { name: `Payment 1 of transaction ${number}` })).toBeVisible();
    await expect(cashier.getByText('Customer paid twice')).toBeVisible();
    await expect(cashier.getByRole('button', { name: 'Void payment' })).toHaveCount(0);

    // The interface: send what is pending, then export the day as CSV.
    await cashier.goto('/en/cashier-transaction/payment/interface');
    const documents = cashier.getByRole('grid', { name: 'Fiscal documents' });
    await expect(documents.getByRole('row').nth(1)).toContainText('Pending');
    await shot(cashier, 'cashier-interface-en');
    await cashier.getByRole('button', { name: /^Send \d+ documents? on this page$/ }).click();
    await expect(toastText(cashier, /\d+ accepted, 0 rejected, 0 still pending/)).toBeVisible();
    await choose(cashier, cashier, /Tax status/, 'Accepted');
    await expect(documents.getByRole('row').filter({ hasText: 'Accepted' }).first()).toBeVisible();
    await fillDateRange(cashier.getByRole('group', { name: 'Issue dates' }).last(), isoDay(0), isoDay(0));
    await cashier.getByRole('radio', { name: 'CSV' }).click({ force: true });
    const downloading = cashier.waitForEvent('download');
    await cashier.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`documents-${isoDay(0)}-${isoDay(0)}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Issue date,Document type,Number,Corrects,Customer');
    expect(csv).toContain('CREDIT_NOTE');

    // A second tab has a cart ready when the day closes: completing it is refused.
    const other = await cashier.context().newPage();
    await other.goto(CART);
    await addToCart(other, late.code, 1);
    await payCash(other, late.amounts[0]);

    // Close the day counting what is expected, and see the totals.
    await cashier.goto(DAY);
    const counts = cashier.getByRole('table', { name: 'Expected and counted amounts' });
    const lines = counts.getByRole('row').filter({ has: cashier.getByRole('textbox') });
    await expect(lines).toHaveCount(3); // card (net 0 after the void), transfer, cash
    for (let i = 0; i < await lines.count(); i++) {
      const expected = (await lines.nth(i).getByRole('cell').nth(1).textContent())!.replace(/[^\d.-]/g, '');
      await lines.nth(i).getByRole('textbox').fill(expected);
    }
    await cashier.getByRole('button', { name: 'Close cashier' }).click();
    await expect(toastText(cashier, 'Cashier closed')).toBeVisible();
    const dayRow = cashier.getByRole('grid', { name: 'Daily cashiers' }).getByRole('row').filter({ hasText: 'Carla Cashier' }).first();
    await expect(dayRow).toContainText('Closed');
    // Cash: the 100 float, the 300 advance and the first cart's cash net of its change (the voided card is not cash).
    const cashTotal = 10000n + 30000n + (due - 1000n);
    const shown = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(decimal(cashTotal)));
    await expect(counts.getByRole('row').filter({ hasText: 'Cash' }).filter({ hasText: 'USD' }).first()).toContainText(shown);
    await shot(cashier, 'daily-cashier-closed-journey-en');

    await other.getByRole('button', { name: 'Complete transaction' }).click();
    await expect(other.getByRole('alert').filter({ hasText: 'No daily cashier open today' })).toBeVisible();
    await other.goto('/es/cashier-transaction');
    await expect(other.getByRole('alert').filter({ hasText: 'Su caja diaria no está abierta hoy' })).toBeVisible();

    // Spanish and 760px: the advances and the interface.
    await cashier.goto('/es/cashier-transaction/payment/advances');
    await expect(cashier.getByRole('heading', { name: 'Anticipos', level: 1 })).toBeVisible();
    await expect(cashier.getByRole('columnheader', { name: 'Monto disponible' })).toBeVisible();
    await shot(cashier, 'advances-list-es');
    await cashier.setViewportSize({ width: 760, height: 1000 });
    await cashier.goto('/es/cashier-transaction/payment/interface');
    await expect(cashier.getByRole('heading', { name: 'Interfaz', level: 1 })).toBeVisible();
    await expect(cashier.getByRole('heading', { name: 'Exportación contable' })).toBeVisible();
    await shot(cashier, 'cashier-interface-es-760');
  });

  test('RESADM sees neither advances nor interface, and the server refuses them', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('RESADM');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Payments' }).click();
    await expect(nav.getByRole('link', { name: 'Daily Cashier' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Advances' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Interface' })).toHaveCount(0);
    await page.goto(ADVANCES);
    await expect(page.getByText("You don't have the roles required to view this resource")).toBeVisible();
    await page.goto('/en/cashier-transaction/payment/interface');
    await expect(page.getByText("You don't have the roles required to view this resource")).toBeVisible();
    for (const query of ['query { searchAdvances(input: {}) { count } }', 'query { searchTaxDocuments(input: {}) { count } }']) {
      expect((await graphqlAs(page, query)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
