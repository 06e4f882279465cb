import { expect, test, type Page } from '@playwright/test';
import { cents, decimal, payableReservation } from './pages/CashierPages';
import { graphqlData } from './pages/RatePages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The signed-in cashier's day, opened when it is not yet. */
async function openDay(page: Page, usd: string) {
  const today = await graphqlData<{ myDailyCashierToday: { status: string } | null }>(page, 'query { myDailyCashierToday { status } }');
  if (!today.myDailyCashierToday) {
    await graphqlData(page, 'mutation ($floats: [DailyCashierFloatInput!]!) { openDailyCashier(floats: $floats) { idDailyCashier } }',
      { floats: [{ idCurrency: usd, openingAmount: '100.00' }] });
  }
}

/**
 * A customer's reservation with two items, the first one paid 1.00 in cash through GraphQL: its document has a
 * balance (the rest of the first item), the second item is pending in full.
 */
async function partlyPaid(page: Page) {
  const reservation = await payableReservation(page, 'E2E-ROUTES', 2);
  await openDay(page, reservation.usd);
  const { getReservationById } = await graphqlData<{ getReservationById: { items: { idReservationItem: string; pendingAmount: string }[] } }>(page,
    'query ($id: ID!) { getReservationById(id: $id) { items { idReservationItem pendingAmount } } }', { id: reservation.idReservation });
  const [first, second] = getReservationById.items;
  const { completeCashierTransaction: paid } = await graphqlData<{
    completeCashierTransaction: { number: number; documents: { idFiscalDocument: string; number: string }[] };
  }>(page,
    'mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) { number documents { idFiscalDocument number } } }',
    {
      data: {
        idempotencyKey: `e2e-routes-${reservation.code}`, items: [{ idReservationItem: first.idReservationItem, amountToPay: '1.00' }],
        payments: [{ method: 'CASH', idCurrency: reservation.usd, amount: '1.00' }],
      },
    });
  return { ...reservation, paid, balance: decimal(cents(first.pendingAmount) - 100n), second: second.pendingAmount };
}

test.describe('cashier payment routes', () => {
  test('a customer\'s reservations, its payments and a document\'s balance, each on its own route', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('ADMIN');
    const sale = await partlyPaid(page);

    // search-reservations: the cart, its search already on the customer's items; the text narrows it further.
    await page.goto(`/en/cashier-transaction/payment/${sale.idEntity}/search-reservations`);
    await expect(page.getByRole('heading', { name: 'Pay a customer’s reservations', level: 1 })).toBeVisible();
    const results = page.getByRole('list', { name: 'Payable items' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await page.getByLabel('Reservation code or customer').fill(sale.code);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await expect(results).toContainText(`Pending USD ${sale.balance}`);
    await results.getByRole('button', { name: new RegExp(`^Add ${sale.code}`) }).first().focus();
    await page.keyboard.press('Enter');
    await expect(results).toContainText('In the cart');
    await shot(page, 'cashier-search-reservations-en');

    // search-payment: the customer's payments (the 1.00 just taken) and its advances.
    await page.getByRole('link', { name: 'Customer’s payments and advances' }).click();
    await expect(page).toHaveURL(new RegExp(`/cashier-transaction/payment/${sale.idEntity}/search-payment$`));
    await expect(page.getByRole('heading', { name: 'Customer’s payments', level: 1 })).toBeVisible();
    await expect(page.getByText(/Advances available/).first()).toBeVisible();
    const payment = page.getByRole('link', { name: `Payment 1 of transaction ${sale.paid.number}` });
    await expect(payment).toBeVisible();
    await shot(page, 'cashier-search-payment-en');
    await payment.click();
    await expect(page).toHaveURL(/\/cashier-transaction\/payment\/[0-9a-f-]{36}\/edit$/);
    await expect(page.getByRole('heading', { name: `Payment 1 of transaction ${sale.paid.number}` })).toBeVisible();

    // The transaction's detail leads to both: its customer to search-payment, its document to register-document-payment.
    const [document] = sale.paid.documents;
    await page.goto(`/en/cashier-transaction/transactions?q=${sale.paid.number}`);
    await page.getByRole('grid', { name: 'Cashier transactions' }).getByRole('row').nth(1).getByRole('rowheader').click();
    const detail = page.getByRole('dialog', { name: `Transaction ${sale.paid.number}` });
    await expect(detail.getByRole('link', { name: /^Payments of / }))
      .toHaveAttribute('href', new RegExp(`/cashier-transaction/payment/${sale.idEntity}/search-payment$`));
    await detail.getByRole('link', { name: `Pay the balance of ${document.number}` }).click();

    // register-document-payment: only the item the document covered, with what is still pending on it; paid in full.
    await expect(page).toHaveURL(new RegExp(`/cashier-transaction/payment/${document.idFiscalDocument}/register-document-payment$`));
    await expect(page.getByRole('heading', { name: 'Pay a document’s balance', level: 1 })).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText(`Pending USD ${sale.balance}`);
    await results.getByRole('button', { name: new RegExp(`^Add ${sale.code}`) }).click();
    await expect(page.getByLabel(`Amount to pay for ${sale.code}`)).toHaveValue(sale.balance);
    await page.getByRole('radio', { name: 'Cash' }).click({ force: true });
    await page.getByLabel('Amount', { exact: true }).fill(sale.balance);
    await page.getByRole('button', { name: 'Add cash payment' }).click();
    await page.getByRole('button', { name: 'Complete transaction' }).click();
    await expect(page.getByRole('heading', { name: /^Transaction \d+ completed$/ })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Nothing is pending on the items of this document.')).toBeVisible();
  });

  test('in Spanish at 760px, with the empty and error states', async ({ page }) => {
    await new SignInPage(page, 'es').signInAs('ADMIN');
    const sale = await partlyPaid(page);
    await page.setViewportSize({ width: 760, height: 1000 });
    await page.goto(`/es/cashier-transaction/payment/${sale.idEntity}/search-payment`);
    await expect(page.getByRole('heading', { name: 'Pagos del cliente', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: `Pago 1 de la transacción ${sale.paid.number}` })).toBeVisible();
    await shot(page, 'cashier-search-payment-es-760');
    const [document] = sale.paid.documents;
    await page.goto(`/es/cashier-transaction/payment/${document.idFiscalDocument}/register-document-payment`);
    await expect(page.getByRole('heading', { name: 'Pagar el saldo de un documento', level: 1 })).toBeVisible();
    const results = page.getByRole('list', { name: 'Servicios por pagar' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText(sale.code);
    await shot(page, 'cashier-document-payment-es-760');
    // An address that names no record: not found, with the way back, and no cart.
    for (const route of ['register-document-payment', 'search-reservations', 'search-payment']) {
      await page.goto(`/es/cashier-transaction/payment/not-a-record/${route}`);
      await expect(page.getByText('Este registro no existe o pertenece a otra unidad organizativa.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Completar transacción' })).toHaveCount(0);
    }
    await shot(page, 'cashier-payment-route-missing-es');
  });
});
