import { expect, test, type Page } from '@playwright/test';
import { graphqlData } from './pages/RatePages';
import { confirmedReservation } from './pages/ReservationPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** Cents of a Decimal string, and back: the test works out the cash and change without floats. */
const cents = (amount: string) => BigInt(amount.split('.')[0]) * 100n + BigInt((amount.split('.')[1] ?? '').padEnd(2, '0').slice(0, 2));
const decimal = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

test.describe('cashier transaction', () => {
  test('a cashier pays a reservation item with a card and cash and hands back the change', async ({ page }) => {
    // ADMIN: the other cashier specs open RESADM's daily cashier for today, and a day opens once per cashier.
    await new SignInPage(page, 'en').signInAs('ADMIN');

    // Without today's daily cashier open the screen says so and leads to the daily cashier page.
    await page.goto('/en/cashier-transaction');
    const closed = page.getByRole('alert').filter({ hasText: 'Your daily cashier is not open today' });
    await expect(closed).toBeVisible();
    await expect(closed.getByRole('link', { name: 'Open the daily cashier' })).toHaveAttribute('href', /\/cashier-transaction\/payment\/daily-cashier$/);
    await expect(page.getByRole('button', { name: 'Complete transaction' })).toBeDisabled();

    const reservation = await confirmedReservation(page);
    await graphqlData(page, 'mutation ($floats: [DailyCashierFloatInput!]!) { openDailyCashier(floats: $floats) { idDailyCashier } }',
      { floats: [{ idCurrency: reservation.usd, openingAmount: '200.00' }] });
    const due = cents(reservation.amount);
    expect(due, 'a service worth more than the card part').toBeGreaterThan(1000n);
    const cardPart = 1000n;
    const cashPart = due - cardPart + 550n; // 5.50 over: handed back as change.

    await page.reload();
    await expect(closed).toHaveCount(0);
    await page.getByLabel('Reservation code or customer').fill(reservation.code);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('list', { name: 'Payable items' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText(reservation.amount);
    await results.getByRole('button', { name: new RegExp(`^Add ${reservation.code}`) }).click();
    await expect(results).toContainText('In the cart');

    // The amount to pay starts at the pending amount and can never exceed it.
    const amountToPay = page.getByLabel(`Amount to pay for ${reservation.code}`);
    await expect(amountToPay).toHaveValue(reservation.amount);
    await expect(page.getByTestId('total-due')).toContainText(reservation.amount);

    // A card the gateway would refuse is caught before it joins the cart.
    await page.getByRole('radio', { name: 'Card' }).click({ force: true });
    await page.getByLabel('Card number').fill('4111 1111 1111 1112');
    await page.getByLabel('Name on the card').fill('Ana Quispe');
    await page.getByLabel('Valid until (MM/YY)').fill('01/20');
    await page.getByLabel('CCV').fill('12');
    await page.getByLabel('Amount', { exact: true }).fill(decimal(cardPart));
    await page.getByRole('button', { name: 'Add card payment' }).click();
    await expect(page.getByText('Enter a valid card number')).toBeVisible();
    await expect(page.getByText('The card has expired')).toBeVisible();
    await expect(page.getByText('The CCV must be 3 or 4 digits')).toBeVisible();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Valid until (MM/YY)').fill('12/30');
    await page.getByLabel('CCV').fill('123');
    await page.getByRole('button', { name: 'Add card payment' }).click();
    const payments = page.getByRole('list', { name: 'Payments cart' });
    await expect(payments).toContainText('Card ending 1111');
    // The form forgets the card once it is in the cart.
    await expect(page.getByLabel('Card number')).toHaveValue('');

    await page.getByRole('radio', { name: 'Cash' }).click({ force: true });
    await page.getByLabel('Amount', { exact: true }).fill(decimal(cashPart));
    await page.getByRole('button', { name: 'Add cash payment' }).click();
    await expect(payments.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('total-paid')).toContainText(decimal(due + 550n));
    await expect(page.getByTestId('total-change')).toContainText('5.50');
    await shot(page, 'cashier-transaction-cart-en');

    await page.getByRole('button', { name: 'Complete transaction' }).click();
    await expect(page.getByRole('heading', { name: /^Transaction \d+ completed$/ })).toBeVisible();
    await expect(page.getByTestId('result-change')).toContainText('5.50');
    await expect(page.getByRole('status')).toContainText(/(Receipt|Invoice) [A-Z]\d{3}-\d+/);
    await shot(page, 'cashier-transaction-result-en');

    // A new cart reads the search again: the paid item is no longer payable.
    await page.getByRole('button', { name: 'New transaction' }).click();
    await page.getByLabel('Reservation code or customer').fill(reservation.code);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No payable items match the search.')).toBeVisible();

    // Spanish, and at 760px wide: the card form's checks in the reader's language.
    await page.goto('/es/cashier-transaction');
    await page.getByRole('radio', { name: 'Tarjeta' }).click({ force: true });
    await page.getByLabel('Número de tarjeta').fill('1234');
    await page.getByRole('button', { name: 'Agregar pago con tarjeta' }).click();
    await expect(page.getByText('Ingrese un número de tarjeta válido')).toBeVisible();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
    await shot(page, 'cashier-transaction-card-es');
    await page.setViewportSize({ width: 760, height: 1000 });
    await shot(page, 'cashier-transaction-card-es-760');
  });
});
