import { expect, test, type Page } from '@playwright/test';
import { toastText } from './pages/EntityPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Opens a demo entity of Lima from the entities list and answers its edit URL. */
async function openEntity(page: Page, locale: 'en' | 'es', commercialName: string) {
  await page.goto(`/${locale}/entities`);
  await page.getByLabel(locale === 'en' ? 'Search' : 'Buscar', { exact: true }).fill(commercialName);
  const table = page.getByRole('grid');
  const row = table.getByRole('row').filter({ hasText: commercialName }).first();
  await row.click();
  await expect(page).toHaveURL(/\/entities\/[^/]+\/edit$/);
  return page.url();
}

test.describe('audit trail', () => {
  test('a change to an entity shows in its History panel with before and after, filterable, in English and Spanish', async ({ page }) => {
    const changed = `Andes Explorer ${Date.now().toString().slice(-5)}`;
    await new SignInPage(page, 'en').signInAs('ADMIN');
    const url = await openEntity(page, 'en', 'Andes Explorer');
    await expect(page.getByLabel('Commercial name')).toHaveValue('Andes Explorer');
    await page.getByLabel('Commercial name').fill(changed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Entity updated successfully')).toBeVisible();

    await page.goto(url);
    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'History of Entity' });
    await expect(dialog).toBeVisible();
    const entries = dialog.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
    const latest = entries.first();
    await expect(latest).toContainText('Changed');
    await expect(latest).toContainText('Administrator');
    const changes = latest.getByRole('table', { name: 'Changes of Entity' });
    const row = changes.getByRole('row', { name: /Commercial name/ });
    await expect(row.getByRole('cell').nth(0)).toHaveText('Andes Explorer');
    await expect(row.getByRole('cell').nth(1)).toHaveText(`→${changed}`);
    await shot(page, 'audit-history-en-1280');

    // Only status changes: none for this entity yet; clearing the filter brings the change back.
    await dialog.getByRole('button', { name: /Action/ }).click();
    await page.getByRole('option', { name: 'Status changed' }).click();
    await expect(dialog.getByText('No changes recorded')).toBeVisible();
    await dialog.getByRole('button', { name: 'Clear filters' }).click();
    await expect(entries.first()).toContainText(changed);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // Spanish, on a phone-sized screen.
    await page.setViewportSize({ width: 760, height: 1000 });
    await page.goto(url.replace('/en/', '/es/'));
    await page.getByRole('button', { name: 'Historial' }).click();
    const dialogEs = page.getByRole('dialog', { name: 'Historial de Entidad' });
    const latestEs = dialogEs.getByRole('list', { name: 'Cambios, del más reciente al más antiguo' }).getByRole('listitem').first();
    await expect(latestEs).toContainText('Modificado');
    const rowEs = latestEs.getByRole('table', { name: 'Cambios de Entidad' }).getByRole('row', { name: /Nombre comercial/ });
    await expect(rowEs.getByRole('cell').nth(1)).toHaveText(`→${changed}`);
    await shot(page, 'audit-history-es-760');
  });

  test('a denied page is recorded and shown in the user\'s History', async ({ browser }) => {
    const resview = await browser.newPage();
    await new SignInPage(resview, 'en').signInAs('RESVIEW');
    await resview.goto('/en/users/roles');
    await expect(resview.getByText("You don't have the roles required to view this resource")).toBeVisible();
    await resview.close();

    const page = await browser.newPage();
    await new SignInPage(page, 'en').signInAs('ADMIN');
    await page.goto('/en/users');
    await page.getByLabel('Search', { exact: true }).fill('resview@');
    await page.getByRole('grid').getByRole('row').filter({ hasText: 'resview@tourdesk.test' }).click();
    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'History of User' });
    // The page's own query, asked beside the access check, is refused too (its entry names the operation); which of
    // the two the server records last depends on timing.
    const denied = dialog.getByRole('listitem').filter({ hasText: 'Access denied' }).filter({ hasText: '/users/roles' });
    await expect(denied.first()).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Signed in' }).first()).toBeVisible();
    await shot(page, 'audit-user-history-1280');
  });

  test('disabling and enabling a product shows as two status changes in its History', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('ADMIN');
    await page.goto('/en/products?q=costa');
    await page.getByRole('grid', { name: 'Products' }).getByRole('row').filter({ hasText: 'Costa Verde Miraflores Hotel' }).click();
    await expect(page.getByRole('heading', { name: /Costa Verde Miraflores Hotel/, level: 1 })).toBeVisible();
    // Rates and reservations refer to it: it is disabled, not deleted; then enabled again (other suites use it).
    // The confirmation, not the success toast (also an alertdialog): the one with the action's button.
    const confirm = page.getByRole('alertdialog').filter({ has: page.getByRole('button', { name: /^(Delete or disable|Enable)$/ }) });
    await page.getByRole('button', { name: 'Delete or disable' }).click();
    await confirm.getByRole('button', { name: 'Delete or disable' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Enable' }).click();
    await confirm.getByRole('button', { name: 'Enable' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enable' })).toHaveCount(0);

    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: /^History of HTL-LIM-COSTAVERDE/ });
    const entries = dialog.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
    await expect(entries.nth(0)).toContainText('Status changed');
    await expect(entries.nth(0).getByRole('row', { name: /Status/ }).getByRole('cell').nth(1)).toHaveText('→Active');
    await expect(entries.nth(1).getByRole('row', { name: /Status/ }).getByRole('cell').nth(1)).toHaveText('→Inactive');
    await dialog.getByRole('button', { name: /Action/ }).click();
    await page.getByRole('option', { name: 'Status changed' }).click();
    await expect(entries).toHaveCount(2);
    await page.setViewportSize({ width: 760, height: 1000 });
    await shot(page, 'audit-product-history-760');
  });
});
