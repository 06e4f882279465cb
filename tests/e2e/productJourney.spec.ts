import { expect, test, type Page } from '@playwright/test';
import { choose, toastText } from './pages/EntityPages';
import { selectOption } from './pages/ProductCatalogPages';
import { ProductFormPage, dayFromToday, fillDateRange } from './pages/ProductPages';
import { SignInPage } from './pages/SignInPage';

/**
 * Issue 6's journey in one piece, all through the screens: a product with two instances and inventory, seen in
 * check availability, a package built from it; then an unused product is deleted and the used one is disabled.
 */
const stamp = () => String(Date.now()).slice(-7);

async function onlyOption(page: Page, name: string) {
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(1);
  await options.filter({ hasText: name }).click();
}

async function createProduct(page: Page, data: { code: string; name: string; hasInventory: boolean }, instances: [string, string][]) {
  await page.goto('/en/products/new');
  const form = new ProductFormPage(page);
  await form.fillBasic({ ...data, shortName: data.name.slice(0, 20), type: 'Tour', unit: 'Per person', supplier: 'Wayra Transportes' });
  for (const [i, [code, name]] of instances.entries()) await form.fillInstance(i + 1, { code, name, shortName: name });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toastText(page, 'Product created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: data.name, level: 1 })).toBeVisible();
  return page.url();
}

async function deleteOrDisable(page: Page, productUrl: string) {
  await page.goto(productUrl);
  await page.getByRole('button', { name: 'Delete or disable' }).click();
  await page.getByRole('alertdialog', { name: /^Delete or disable/ }).getByRole('button', { name: 'Delete or disable' }).click();
}

test('a product with inventory is seen in check availability, packaged, and disabled once used; an unused one is deleted', async ({ page }) => {
  const id = stamp();
  await page.setViewportSize({ width: 1280, height: 900 });
  await new SignInPage(page, 'en').signInAs('ADMIN');

  const name = `Rainbow Mountain ${id}`;
  const used = await createProduct(page, { code: `RBW-${id}`, name, hasInventory: true },
    [['SHR', 'Shared group'], ['PRV', 'Private group']]);
  await page.getByRole('link', { name: 'Inventory of Shared group' }).click();
  const transaction = page.getByRole('form', { name: 'New inventory transaction' });
  await fillDateRange(transaction, 'Dates (from – to)', dayFromToday(0), dayFromToday(20));
  await choose(transaction, page, 'Type', 'Add capacity (allotment)');
  await transaction.getByRole('textbox', { name: 'Quantity' }).fill('6');
  await transaction.getByRole('button', { name: 'Add transaction' }).click();
  await expect(toastText(page, 'Inventory transaction created')).toBeVisible();

  // Check availability: the shared group has 6 a day, the private one has no capacity.
  await page.goto('/en/products/check-availability');
  const box = page.getByRole('combobox', { name: 'Products' });
  await box.click();
  await box.fill(`RBW-${id}`);
  await onlyOption(page, name);
  const grid = page.getByRole('region', { name: 'Availability by date' });
  const row = (instance: RegExp) => grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: instance }) });
  await expect(row(/Shared group/).getByRole('cell').first()).toContainText('6');
  await expect(row(/Shared group/).getByRole('cell').first()).toHaveAttribute('data-tone', 'bookable');
  await expect(row(/Private group/).getByRole('cell').first()).toHaveAttribute('data-tone', 'blocked');

  // A one-day package of the shared group.
  await page.goto('/en/products/packages/new');
  await page.getByLabel('Code', { exact: true }).fill(`PKG-RBW-${id}`);
  await page.getByLabel('Name', { exact: true }).fill(`Rainbow day ${id}`);
  await page.getByLabel('Short name').fill('Rainbow day');
  await page.getByRole('textbox', { name: 'Duration (days)' }).fill('1');
  const part = page.getByRole('group', { name: 'Part 1', exact: true });
  const product = part.getByRole('combobox', { name: 'Product' });
  await product.click();
  await product.fill(`RBW-${id}`);
  await onlyOption(page, name);
  await selectOption(part, page, 'Instance', 'Shared group (SHR)');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toastText(page, 'Package created successfully')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Start dates' }).getByRole('listitem').first()).toHaveAttribute('data-tone', 'bookable');

  // An unused product is deleted; the packaged one is disabled instead.
  const unusedName = `Unused walk ${id}`;
  const unused = await createProduct(page, { code: `UNU-${id}`, name: unusedName, hasInventory: false }, [['STD', 'Standard']]);
  await deleteOrDisable(page, unused);
  await expect(toastText(page, 'Product deleted or disabled successfully: it was deleted.')).toBeVisible();
  await page.goto(`/en/products?q=UNU-${id}`);
  await expect(page.getByText('No products found')).toBeVisible();

  await deleteOrDisable(page, used);
  await expect(toastText(page, 'Product deleted or disabled successfully: it is in use, so it was disabled.')).toBeVisible();
  await page.goto(`/en/products?q=RBW-${id}&status=INACTIVE`);
  await expect(page.getByRole('grid', { name: 'Products' }).getByRole('row').filter({ hasText: name })).toContainText('Inactive');
});
