import { expect, test, type Page } from '@playwright/test';
import { choose, expectBreadcrumbs, toastText } from './pages/EntityPages';
import { catalogValue, fillDateRange, graphqlAs, graphqlData, isoDay } from './pages/RatePages';
import { createUsdReservation } from './pages/ReservationPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';
const TRANSACTIONS = '/cashier-transaction/transactions';
const SERVICE_DAY = isoDay(10);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface Bookable { instance: { idProductInstance: string } | null; availability: { bookable: boolean } | null; quote: { found: boolean } | null }

/**
 * Through GraphQL as the signed-in cashier: the day's cashier open, a confirmed reservation of a customer with one
 * priced demo service, paid in one transaction with 10.00 by card and the whole pending amount in cash (10.00 change).
 */
async function paidReservation(page: Page) {
  const usd = await catalogValue(page, 'CURRENCY', 'USD');
  const today = await graphqlData<{ myDailyCashierToday: { status: string } | null }>(page, 'query { myDailyCashierToday { status } }');
  if (!today.myDailyCashierToday) {
    await graphqlData(page, 'mutation ($floats: [DailyCashierFloatInput!]!) { openDailyCashier(floats: $floats) { idDailyCashier } }',
      { floats: [{ idCurrency: usd, openingAmount: '100.00' }] });
  }
  const reservation = await createUsdReservation(page, 'E2E-VOID');
  const services = await graphqlData<{ searchBookableServices: Bookable[] }>(page,
    `query ($input: BookableServiceSearchInput!) { searchBookableServices(input: $input) {
      instance { idProductInstance } availability { bookable } quote { found } } }`,
    { input: { text: '', serviceDate: SERVICE_DAY, quantity: 1, idEntity: reservation.idEntity, take: 50 } });
  const service = services.searchBookableServices.find((s) => s.instance && s.availability?.bookable && s.quote?.found);
  expect(service, 'a bookable, priced demo service').toBeTruthy();
  const { addReservationItem: item } = await graphqlData<{ addReservationItem: { idReservationItem: string } }>(page,
    'mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { idReservationItem } }',
    { data: { idReservation: reservation.idReservation, idProductInstance: service!.instance!.idProductInstance, serviceDate: SERVICE_DAY, quantity: 1 } });
  await graphqlData(page, 'mutation ($id: ID!) { confirmReservation(idReservation: $id) { status } }', { id: reservation.idReservation });
  const { getReservationById: confirmed } = await graphqlData<{ getReservationById: { items: { idReservationItem: string; pendingAmount: string }[] } }>(page,
    'query ($id: ID!) { getReservationById(id: $id) { items { idReservationItem pendingAmount } } }', { id: reservation.idReservation });
  const pending = confirmed.items.find((i) => i.idReservationItem === item.idReservationItem)!.pendingAmount;
  const note = `Counter sale ${reservation.code}`;
  const { completeCashierTransaction: transaction } = await graphqlData<{
    completeCashierTransaction: { number: number; payments: { idPayment: string; method: string }[]; documents: { number: string }[] };
  }>(page,
    `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) {
      number payments { idPayment method } documents { number } } }`,
    {
      data: {
        idempotencyKey: `e2e-${reservation.code}`, note, items: [{ idReservationItem: item.idReservationItem, amountToPay: pending }],
        payments: [
          { method: 'CARD', idCurrency: usd, amount: '10.00', card: { number: '4111111111111111', holderName: 'Ana Quispe', expiry: '12/33', ccv: '123' } },
          { method: 'CASH', idCurrency: usd, amount: pending },
        ],
      },
    });
  return { ...transaction, code: reservation.code, note, pending };
}

test.describe('cashier transaction list', () => {
  test('RESADM finds a transaction, voids its card payment with a reason, and a payment voided meanwhile is refused', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('RESADM');
    const sale = await paidReservation(page);
    const [invoice] = sale.documents;

    await page.goto(`/en${TRANSACTIONS}`);
    await expect(page.getByRole('heading', { name: 'Cashier transactions', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Payments', 'Cashier transactions']);
    const table = page.getByRole('grid', { name: 'Cashier transactions' });
    // The filters live in the address: today's range and the status.
    await fillDateRange(page.getByRole('group', { name: 'Dates' }), isoDay(0), isoDay(0));
    await choose(page, page, /Status/, 'Completed');
    await expect(page).toHaveURL(/from=.*&to=.*&status=COMPLETED/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(sale.code);
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(String(sale.number));
    await expect(row).toContainText(sale.note);
    await expect(row).toContainText('USD');
    await expect(row).toContainText('Completed');
    await expect(row).toContainText(`${invoice.number} · Pending`);
    await shot(page, 'cashier-transactions-list-en');

    await row.getByRole('rowheader').click();
    const detail = page.getByRole('dialog', { name: `Transaction ${sale.number}` });
    const payments = detail.getByRole('table', { name: 'Payments' });
    await expect(payments.getByRole('row')).toHaveCount(3);
    const card = payments.getByRole('row').nth(1);
    await expect(card).toContainText('Card');
    await expect(card).toContainText('USD 10.00');
    await expect(card).toContainText('VISA •••• 1111');
    await expect(card).not.toContainText('4111111111111111');
    await expect(payments.getByRole('row').nth(2)).toContainText('Change USD 10.00');
    await shot(page, 'cashier-transaction-detail-en');

    // Voiding asks for a reason first.
    await card.getByRole('button', { name: 'Void payment 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Void payment 1?' });
    await confirm.getByRole('button', { name: 'Void payment' }).click();
    await expect(confirm.getByText('Say why the payment is voided')).toBeVisible();
    await confirm.getByLabel('Reason').fill('Customer paid twice');
    await shot(page, 'cashier-transaction-void-en');
    await confirm.getByRole('button', { name: 'Void payment' }).click();
    await expect(toastText(page, 'Payment voided; credit note issued')).toBeVisible();
    await expect(confirm).toBeHidden();

    // The refreshed transaction: partly voided, the reversal, the credit note, and no second void of the card.
    await expect(detail.getByTestId('transaction-status')).toHaveText('Partially voided');
    await expect(card).toContainText('Voided: Customer paid twice');
    await expect(card.getByRole('button', { name: 'Void payment 1' })).toHaveCount(0);
    await expect(payments.getByRole('row')).toHaveCount(4);
    // The reversal row follows the payment it voids (same line).
    const reversal = payments.getByRole('row').nth(2);
    await expect(reversal).toContainText('Reversal of line 1');
    await expect(reversal).toContainText('-USD 10.00');
    const documents = detail.getByRole('table', { name: 'Documents' });
    await expect(documents.getByRole('row').filter({ hasText: 'Credit note' })).toContainText('USD 10.00');

    // The cash payment is voided elsewhere while this dialog is open: the server refuses and says why.
    await payments.getByRole('button', { name: 'Void payment 2' }).click();
    const second = page.getByRole('alertdialog', { name: 'Void payment 2?' });
    await second.getByLabel('Reason').fill('Wrong customer');
    const cash = sale.payments.find((p) => p.method === 'CASH')!;
    const elsewhere = await graphqlAs(page, 'mutation ($id: ID!) { voidPayment(idPayment: $id, reason: "At the other desk", idempotencyKey: "e2e-elsewhere") { status } }', { id: cash.idPayment });
    expect(elsewhere.errors).toBeUndefined();
    await second.getByRole('button', { name: 'Void payment' }).click();
    await expect(toastText(page, 'Void Payment failed: the payment is already voided')).toBeVisible();
    await second.getByRole('button', { name: 'Keep it' }).click();
    await expect(detail.getByTestId('transaction-status')).toHaveText('Voided');
    await expect(payments.getByRole('button', { name: /Void payment/ })).toHaveCount(0);
    await expect(documents.getByRole('row').filter({ hasText: 'Credit note' })).toHaveCount(2);
    await detail.getByRole('button', { name: 'Close' }).first().click();
    await expect(detail).toBeHidden();
    // The list row follows: it no longer matches "Completed".
    await expect(table.getByRole('row').nth(1)).toContainText('No transactions found');
    await choose(page, page, /Status/, 'Voided');
    await expect(table.getByRole('row').nth(1)).toContainText(String(sale.number));
    await expect(table.getByRole('row').nth(1)).toContainText('Voided');

    // Spanish, and a narrow window.
    await page.goto(`/es${TRANSACTIONS}?q=${sale.code}`);
    await expect(page.getByRole('heading', { name: 'Transacciones de caja', level: 1 })).toBeVisible();
    const tabla = page.getByRole('grid', { name: 'Transacciones de caja' });
    await expect(page.getByRole('columnheader', { name: 'Glosa' })).toBeVisible();
    await expect(tabla.getByRole('row').nth(1)).toContainText('Anulada');
    await tabla.getByRole('row').nth(1).getByRole('rowheader').click();
    const detalle = page.getByRole('dialog', { name: `Transacción ${sale.number}` });
    await expect(detalle.getByRole('table', { name: 'Documentos' })).toContainText('Nota de crédito');
    await expect(detalle.getByRole('table', { name: 'Pagos' })).toContainText('Tarjeta');
    await shot(page, 'cashier-transaction-detail-es');
    await page.keyboard.press('Escape');
    await shot(page, 'cashier-transactions-list-es');
    await page.setViewportSize({ width: 760, height: 1000 });
    await page.goto(`/en${TRANSACTIONS}?q=${sale.code}`);
    await expect(table.getByRole('row').nth(1)).toContainText(String(sale.number));
    await shot(page, 'cashier-transactions-list-760');
    await table.getByRole('row').nth(1).getByRole('rowheader').click();
    await expect(detail.getByRole('table', { name: 'Payments' })).toBeVisible();
    await shot(page, 'cashier-transaction-detail-760');
  });
});
