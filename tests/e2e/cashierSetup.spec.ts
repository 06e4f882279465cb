import { expect, test, type Page } from '@playwright/test';
import { choose, expectBreadcrumbs, toastText } from './pages/EntityPages';
import { fillDate, fillDateRange, isoDay } from './pages/RatePages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';
const EXCHANGE_RATES = '/cashier-transaction/payment/exchange-rate';

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('cashier setup', () => {
  test('ADMIN creates an exchange rate, edits it, and a second rate for the same day and pair is refused', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('ADMIN');
    // The demo holds USD → PEN only; a EUR → USD rate on this day is new on the fresh e2e database.
    const day = isoDay(3);

    await page.goto(`/en${EXCHANGE_RATES}`);
    await expect(page.getByRole('heading', { name: 'Exchange rates', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Payments', 'Exchange rate']);
    const table = page.getByRole('grid', { name: 'Exchange rates' });
    // Newest date first: the demo's last day (7 days ahead) heads the list.
    await expect(table.getByRole('row').nth(1)).toContainText('USD');
    await expect(table.getByRole('row').nth(1)).toContainText('PEN');
    await shot(page, 'exchange-rates-list-en');

    await page.getByRole('button', { name: 'New exchange rate' }).first().click();
    await expect(page.getByRole('heading', { name: 'New exchange rate', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Payments', 'Exchange rate', 'New exchange rate']);
    const form = page.getByRole('form', { name: 'New exchange rate' });
    await fillDate(form.getByRole('group', { name: 'Date' }), day);
    await choose(form, page, /From currency/, 'EUR — Euro');
    await choose(form, page, /To currency/, 'USD — US dollar');
    await form.getByLabel('Buy rate').fill('1.08');
    await form.getByLabel('Sell rate').fill('1.05');
    // The form's own rule, before any call: selling below buying is refused on the field.
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByText('The sell rate cannot be below the buy rate')).toBeVisible();
    await form.getByLabel('Sell rate').fill('1.1');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(toastText(page, 'Exchange rate created successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en${EXCHANGE_RATES}$`));

    // The currency filter finds it (EUR is on either side of only this rate).
    await choose(page, page, /Currency/, 'EUR — Euro');
    await expect(table.getByRole('row')).toHaveCount(2);
    const created = table.getByRole('row').nth(1);
    await expect(created).toContainText('EUR');
    await expect(created).toContainText('1.08');
    await expect(created).toContainText('1.1');
    await created.getByRole('rowheader').click();

    await expect(page.getByRole('heading', { name: 'Edit exchange rate', level: 1 })).toBeVisible();
    const edit = page.getByRole('form', { name: 'Edit exchange rate' });
    await expect(edit.getByLabel('Buy rate')).toHaveValue('1.08');
    await edit.getByLabel('Sell rate').fill('1.125');
    await shot(page, 'exchange-rate-edit-en');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Exchange rate updated successfully')).toBeVisible();
    // Back on the unfiltered list, the edited rate shows its new sell rate.
    await expect(table.getByRole('row').filter({ hasText: 'EUR' })).toContainText('1.125');

    // The same day and pair again: the server refuses it and its message stands on the date field.
    await page.getByRole('button', { name: 'New exchange rate' }).first().click();
    const again = page.getByRole('form', { name: 'New exchange rate' });
    await fillDate(again.getByRole('group', { name: 'Date' }), day);
    await choose(again, page, /From currency/, 'EUR — Euro');
    await choose(again, page, /To currency/, 'USD — US dollar');
    await again.getByLabel('Buy rate').fill('1.2');
    await again.getByLabel('Sell rate').fill('1.3');
    await again.getByRole('button', { name: 'Create' }).click();
    await expect(toastText(page, /Error creating exchange rate: There is already a rate for this date and currencies/)).toBeVisible();
    await expect(again.getByRole('group', { name: 'Date' })).toHaveAttribute('data-invalid', 'true');
    await expect(again.getByText('There is already a rate for this date and currencies', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en${EXCHANGE_RATES}/new$`));
    await shot(page, 'exchange-rate-duplicate-en');

    // The date range filter: a range that excludes the day hides the rate.
    await page.goto(`/en${EXCHANGE_RATES}`);
    await fillDateRange(page.getByRole('group', { name: 'Dates' }), isoDay(4), isoDay(5));
    await expect(page).toHaveURL(/from=.*&to=/);
    await expect(table.getByRole('row').filter({ hasText: 'EUR' })).toHaveCount(0);
    await expect(table.getByRole('row').nth(1)).toContainText('PEN');

    // Spanish, and a narrow window.
    await page.goto(`/es${EXCHANGE_RATES}`);
    await expect(page.getByRole('heading', { name: 'Tipos de cambio', level: 1 })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Tasa de venta' })).toBeVisible();
    await shot(page, 'exchange-rates-list-es');
    await page.getByRole('button', { name: 'Nuevo tipo de cambio' }).first().click();
    const nueva = page.getByRole('form', { name: 'Nuevo tipo de cambio' });
    await nueva.getByRole('button', { name: 'Crear' }).click();
    await expect(nueva.getByText('Este campo es obligatorio').first()).toBeVisible();
    await shot(page, 'exchange-rate-new-es');
    await page.setViewportSize({ width: 760, height: 1000 });
    await page.goto(`/en${EXCHANGE_RATES}`);
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'exchange-rates-list-760');
  });
});

test.describe('daily cashier', () => {
  test('RESADM opens the day with a float, closes it with a counted amount, sees the variance and reopens with a reason', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('RESADM');
    await page.goto('/en/cashier-transaction/payment/daily-cashier');
    await expect(page.getByRole('heading', { name: 'Daily Cashier', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Payments', 'Daily Cashier']);

    // Not opened yet: a float per currency, checked before the call.
    await expect(page.getByText('Your cashier is not open yet.', { exact: false })).toBeVisible();
    const float = page.getByRole('group', { name: 'Float 1' });
    await choose(float, page, /Currency/, 'USD — US dollar');
    await float.getByLabel('Opening amount').fill('100.505');
    await page.getByRole('button', { name: 'Open cashier' }).click();
    await expect(float.getByText('Use at most 2 decimals')).toBeVisible();
    await float.getByLabel('Opening amount').fill('100');
    await expect(float.getByText('Use at most 2 decimals')).toHaveCount(0);
    await shot(page, 'daily-cashier-open-en');
    await page.getByRole('button', { name: 'Open cashier' }).click();
    await expect(toastText(page, 'Cashier opened')).toBeVisible();

    // Open: the float, the cash expected (the float, no takings yet), and the day in the list.
    await expect(page.getByRole('list', { name: 'Floats' })).toContainText('USD 100.00');
    const counts = page.getByRole('table', { name: 'Expected and counted amounts' });
    const cashUsd = counts.getByRole('row').filter({ hasText: 'USD' });
    await expect(cashUsd).toContainText('USD 100.00');
    const list = page.getByRole('grid', { name: 'Daily cashiers' });
    // Other cashiers may have a day today too (the journey spec's cashier): this is RESADM's row.
    const mine = list.getByRole('row').filter({ hasText: 'Demo Reservations administrator' }).first();
    await expect(mine).toContainText('Open');
    await expect(mine).toContainText('USD 100.00');

    // Close with 5 dollars short.
    await cashUsd.getByRole('textbox').fill('95');
    await page.getByLabel('Note').fill('Five dollars short');
    await shot(page, 'daily-cashier-count-en');
    await page.getByRole('button', { name: 'Close cashier' }).click();
    // A close that does not balance asks first, with the variance per currency.
    const confirm = page.getByRole('alertdialog', { name: 'Close with a variance?' });
    await expect(confirm.getByRole('row').filter({ hasText: 'USD' }).getByRole('cell')).toHaveText(['100.00', '95.00', '-5.00']);
    await confirm.getByRole('button', { name: 'Close with this variance' }).click();
    await expect(toastText(page, 'Cashier closed')).toBeVisible();
    const closedRow = counts.getByRole('row').filter({ hasText: 'USD' });
    await expect(closedRow.getByRole('cell')).toHaveText(['USD', 'USD 100.00', 'USD 95.00', '-USD 5.00']);
    await expect(page.getByText('Note: Five dollars short')).toBeVisible();
    await expect(mine).toContainText('Closed');

    // RESADM holds the reopen permission: a reason is required, then the day is open again.
    await page.getByRole('button', { name: 'Reopen cashier' }).click();
    await expect(page.getByText('Say why it is reopened (at most 500 characters)')).toBeVisible();
    await page.getByLabel('Reason to reopen').fill('Found the five dollars under the drawer');
    await shot(page, 'daily-cashier-closed-en');
    await page.getByRole('button', { name: 'Reopen cashier' }).click();
    await expect(toastText(page, 'Cashier reopened')).toBeVisible();
    await expect(page.getByText('Reopened once; last reason: Found the five dollars under the drawer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close cashier' })).toBeVisible();
    await expect(mine).toContainText('Open');

    await page.goto('/es/cashier-transaction/payment/daily-cashier');
    await expect(page.getByRole('heading', { name: 'Caja diaria', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar caja' })).toBeVisible();
    await shot(page, 'daily-cashier-es');
    await page.setViewportSize({ width: 760, height: 1000 });
    await page.goto('/en/cashier-transaction/payment/daily-cashier');
    await expect(page.getByRole('button', { name: 'Close cashier' })).toBeVisible();
    await shot(page, 'daily-cashier-760');
  });
});
