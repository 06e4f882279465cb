import { expect, test, type Page } from '@playwright/test';
import { closeToasts } from './pages/AdminPages';
import { choose, expectBreadcrumbs, toastText } from './pages/EntityPages';
import { ProductFormPage, dayFromToday, fillDateRange, graphqlAs, tick } from './pages/ProductPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

/** A product code nobody used yet (codes are unique in the OU and the database lives for the whole run). */
const freshCode = (prefix: string) => `${prefix}-${String(Date.now()).slice(-7)}`;

/** A full-page screenshot from the top, and the same page at the 760px breakpoint when asked. */
async function shot(page: Page, name: string, { narrow = false } = {}) {
  await closeToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  if (!narrow) return;
  await page.setViewportSize({ width: 760, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-760.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(page: Page, locale: 'en' | 'es' = 'en') {
  await page.setViewportSize({ width: 1280, height: 900 });
  await new SignInPage(page, locale).signInAs('ADMIN');
}

/** Creates a product through /products/new with the basic fields and the given instances; answers its id. */
async function createProduct(page: Page, code: string, instances: { code: string; name: string }[], hasInventory = false) {
  await page.goto('/en/products/new');
  const form = new ProductFormPage(page);
  await form.fillBasic({ code, name: `Airport shuttle ${code}`, shortName: 'Shuttle', type: 'Transfer', unit: 'Per vehicle', supplier: 'Wayra Transportes', hasInventory });
  if (instances.length === 0) await form.instance(1).getByRole('button', { name: 'Remove instance 1' }).click();
  for (const [i, instance] of instances.entries()) await form.fillInstance(i + 1, { ...instance, shortName: instance.name });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toastText(page, 'Product created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/products\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/**
 * Picks a list filter from its search box. A click that lands while the options are being replaced by the typed
 * text's results can be lost, so the pick is retried until the box shows the choice; only then is the address awaited
 * (a retry that clears the box would drop the filter again and restart the list's load).
 */
async function pickFilter(page: Page, label: string, search: string, option: RegExp, chosen: string, inAddress: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await expect(async () => {
    await box.click();
    await box.fill('');
    await box.fill(search);
    await page.getByRole('listbox').getByRole('option', { name: option }).first().click({ timeout: 5_000 });
    await expect(box).toHaveValue(chosen, { timeout: 2_000 });
    // Chosen and closed: a try that had to open the list again must not leave it over the table.
    await expect(page.getByRole('listbox')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  await expect(page).toHaveURL(inAddress);
}

test.describe('products', () => {
  test('creates a product with two instances, records inventory and a stop sale on one of them', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/products');
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products']);
    await page.getByRole('button', { name: 'New product' }).first().click();
    await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products', 'New product']);

    // Nothing filled: every required field says so, focus goes to the first one.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Check the highlighted fields.' })).toBeVisible();
    // Code, name, short name, type, unit, supplier, and the first instance's code, name and short name.
    await expect(page.getByText('This field is required')).toHaveCount(9);
    await expect(page.getByLabel('Code', { exact: true }).first()).toBeFocused();

    const code = freshCode('TRK-AUS');
    const form = new ProductFormPage(page);
    await form.fillBasic({
      code, name: 'Ausangate Day Trek', shortName: 'Ausangate', type: 'Tour', unit: 'Per person',
      supplier: 'Wayra Transportes', hasInventory: true,
    });
    await tick(page, 'Lima');
    await tick(page, 'Professional tour guide');
    await tick(page, 'Shared service');
    await tick(page, 'Private service');
    await page.getByRole('button', { name: 'Add identification' }).click();
    const identification = page.getByRole('group', { name: 'Identification 1' });
    await choose(identification, page, 'Identification type', 'Supplier code');
    await identification.getByLabel('Value').fill('WAY-AUS-01');
    await form.fillInstance(1, { code: 'SHR', name: 'Shared service', shortName: 'Shared', describedBy: [['Service mode', 'Shared service']] });
    await form.fillInstance(2, { code: 'PRV', name: 'Private service', shortName: 'Private', describedBy: [['Service mode', 'Private service']] });
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await shot(page, 'product-form', { narrow: true });

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toastText(page, 'Product created successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ausangate Day Trek', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products', 'Ausangate Day Trek']);
    const instances = page.getByRole('list', { name: 'Instances' });
    await expect(instances.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Identifications' })).toContainText('WAY-AUS-01');
    await expect(page.getByRole('region', { name: 'Subfeatures' })).toContainText('Private service');
    await shot(page, 'product-view', { narrow: true });

    // The shared instance's inventory: nothing yet, then 8 units a day for five days.
    await page.getByRole('link', { name: 'Inventory of Shared service' }).click();
    await expect(page.getByRole('heading', { name: 'Inventory: Shared service', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products', 'Ausangate Day Trek', 'Instances', 'Inventory: Shared service']);
    const strip = page.getByRole('list', { name: 'Availability by day' });
    await expect(strip.getByRole('listitem')).toHaveCount(31);
    await expect(strip.getByText(/: 0 free of 0, no capacity$/)).toHaveCount(31);

    const transaction = page.getByRole('form', { name: 'New inventory transaction' });
    await transaction.getByRole('button', { name: 'Add transaction' }).click();
    await expect(transaction.getByText('This field is required')).toHaveCount(3);
    await fillDateRange(transaction, 'Dates (from – to)', dayFromToday(2), dayFromToday(6));
    await choose(transaction, page, 'Type', 'Release');
    await transaction.getByRole('textbox', { name: 'Quantity' }).fill('-2');
    await transaction.getByRole('button', { name: 'Add transaction' }).click();
    await expect(transaction.getByText('Enter a quantity greater than 0')).toBeVisible();
    await choose(transaction, page, 'Type', 'Add capacity (allotment)');
    await transaction.getByRole('textbox', { name: 'Quantity' }).fill('8');
    await transaction.getByLabel('Note').fill('Season allotment from Wayra');
    await transaction.getByRole('button', { name: 'Add transaction' }).click();
    await expect(toastText(page, 'Inventory transaction created')).toBeVisible();
    await expect(strip.getByText(/: 8 free of 8, bookable$/)).toHaveCount(5);
    await expect(page.getByRole('grid', { name: 'Inventory transactions' }).getByRole('row').filter({ hasText: '+8' }))
      .toContainText('Add capacity (allotment)');

    // Taking away more than there is: refused with the server's reason, its day written as the page writes dates.
    await fillDateRange(transaction, 'Dates (from – to)', dayFromToday(2), dayFromToday(3));
    await choose(transaction, page, 'Type', 'Block');
    await transaction.getByRole('textbox', { name: 'Quantity' }).fill('9');
    await transaction.getByRole('button', { name: 'Add transaction' }).click();
    await expect(toastText(page, /^Error creating inventory transaction\. On [A-Z][a-z]{2} \d{1,2}, \d{4} the capacity is 8: cannot take away 9$/)).toBeVisible();
    await expect(transaction.getByText(/the capacity is 8: cannot take away 9/)).toBeVisible();

    // A stop sale closes two of those days at once.
    const sale = page.getByRole('form', { name: 'Sale status' });
    await fillDateRange(sale, 'Dates (from – to)', dayFromToday(3), dayFromToday(4));
    await choose(sale, page, /Sale status$/, 'Stop sale');
    await sale.getByRole('button', { name: 'Set sale status' }).click();
    await expect(toastText(page, 'Sale status set')).toBeVisible();
    await expect(strip.getByText(/: 8 free of 8, stop sale$/)).toHaveCount(2);
    await expect(strip.getByText(/: 8 free of 8, bookable$/)).toHaveCount(3);
    await expect(page.getByRole('grid', { name: 'Sale periods' }).getByRole('row').filter({ hasText: 'Stop sale' })).toHaveCount(1);
    await shot(page, 'product-inventory', { narrow: true });

    // The product is found in the list by its code and by the filters it matches.
    await page.goto(`/en/products?q=${code}`);
    const table = page.getByRole('grid', { name: 'Products' });
    await expect(table.getByRole('row').filter({ hasText: 'Ausangate Day Trek' })).toContainText('Wayra Transportes');
    await choose(page, page, 'Type', 'Tour');
    await expect(table.getByRole('row').filter({ hasText: 'Ausangate Day Trek' })).toBeVisible();
    await choose(page, page, 'Type', 'Accommodation');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page).toHaveURL(/type=/);
  });

  test('searches the list and filters it by supplier, category and status', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/products');
    const table = page.getByRole('grid', { name: 'Products' });
    await expect(table.getByRole('row').filter({ hasText: 'Costa Verde Miraflores Hotel' })).toBeVisible();
    await shot(page, 'products-list', { narrow: true });

    await page.getByLabel('Search', { exact: true }).fill('costa verde');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('HTL-LIM-COSTAVERDE');
    await page.getByLabel('Search', { exact: true }).fill('');
    await expect(table.getByRole('row').filter({ hasText: 'Lima Culinary Tour' })).toBeVisible();

    await pickFilter(page, 'Supplier', 'MiraVan', /^MiraVan Transfers/, 'MiraVan Transfers', /supplier=/);
    await expect(table.getByRole('row').filter({ hasText: 'Lima Airport to Miraflores Hotel Transfer' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Costa Verde Miraflores Hotel' })).toHaveCount(0);
    // The filter survives a reload, its supplier named again.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Supplier' })).toHaveValue('MiraVan Transfers');
    await expect(table.getByRole('row').filter({ hasText: 'Lima Airport to Miraflores Hotel Transfer' })).toBeVisible();

    await page.goto('/en/products');
    await pickFilter(page, 'Category', 'Gastro', /^Gastronomy/, 'Gastronomy', /category=/);
    await expect(table.getByRole('row').filter({ hasText: 'Lima Culinary Tour' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Costa Verde' })).toHaveCount(0);

    await page.goto('/en/products?q=costa');
    await choose(page, page, 'Status', 'Inactive');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page).toHaveURL(/status=INACTIVE/);
    // A row opens the product's view.
    await page.goto('/en/products?q=costa');
    await table.getByRole('row').filter({ hasText: 'Costa Verde Miraflores Hotel' }).click();
    await expect(page.getByRole('heading', { name: 'Costa Verde Miraflores Hotel', level: 1 })).toBeVisible();
  });

  test('deletes a product nothing refers to', async ({ page }) => {
    await signIn(page);
    const code = freshCode('TRF-DEL');
    await createProduct(page, code, []);
    await page.getByRole('button', { name: 'Delete or disable' }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Delete or disable/ });
    await expect(dialog).toContainText('Nothing refers to');
    await dialog.getByRole('button', { name: 'Delete or disable' }).click();
    await expect(toastText(page, 'Product deleted or disabled successfully: it was deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/products$/);
    await page.getByLabel('Search', { exact: true }).fill(code);
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('edits a section on its own route, and disables a product a package uses instead of deleting it', async ({ page }) => {
    await signIn(page);
    const code = freshCode('TRF-PKG');
    const idProduct = await createProduct(page, code, [{ code: 'CAR', name: 'Sedan' }]);

    // The identifications section: its own route, saving only that list.
    await page.getByRole('link', { name: 'Edit Identifications' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/products/${idProduct}/identifications$`));
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products', `Airport shuttle ${code}`, 'Identifications']);
    await page.getByRole('button', { name: 'Add identification' }).click();
    await page.getByRole('button', { name: 'Add identification' }).click();
    await choose(page.getByRole('group', { name: 'Identification 1' }), page, 'Identification type', 'Government permit');
    await page.getByRole('group', { name: 'Identification 1' }).getByLabel('Value').fill('MTC-2026-77');
    await choose(page.getByRole('group', { name: 'Identification 2' }), page, 'Identification type', 'Government permit');
    await page.getByRole('group', { name: 'Identification 2' }).getByLabel('Value').fill('mtc-2026-77');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This identification is already listed')).toBeVisible();
    await page.getByRole('button', { name: 'Remove identification 2' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Product updated successfully')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Identifications' })).toContainText('MTC-2026-77');
    await expect(page.getByRole('region', { name: 'Instances' })).toContainText('Sedan');

    // Categories and instances: the other lists change the same way, each alone.
    await page.getByRole('link', { name: 'Edit Categories' }).click();
    await tick(page, 'Lima');
    // Each save must show its own toast, not the previous one still on screen.
    await closeToasts(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Product updated successfully')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Categories' })).toContainText('Lima');
    await expect(page.getByRole('region', { name: 'Identifications' })).toContainText('MTC-2026-77');
    await page.getByRole('link', { name: 'Edit Instances' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/products/${idProduct}/instances$`));
    await new ProductFormPage(page).fillInstance(2, { code: 'VAN', name: 'Van', shortName: 'Van' });
    await shot(page, 'product-instances-section');
    await closeToasts(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Product updated successfully')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Instances' }).getByRole('listitem')).toHaveCount(2);

    // A package uses the instance (set up through the API), so deleting disables.
    const { getProductById } = await graphqlAs<{ getProductById: { instances: { idProductInstance: string }[] } }>(page,
      'query($id: ID!) { getProductById(id: $id) { instances { idProductInstance } } }', { id: idProduct });
    await graphqlAs(page, 'mutation($data: PackageInput!) { createPackage(data: $data) { idPackage } }', {
      data: {
        code: freshCode('PKG'), name: 'Airport arrival package', shortName: 'Arrival', durationDays: 1,
        items: [{ idProductInstance: getProductById.instances[0].idProductInstance, dayOffset: 0 }],
      },
    });
    await page.reload();
    await page.getByRole('button', { name: 'Delete or disable' }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Delete or disable/ });
    await expect(dialog).toContainText('so it will be disabled instead of deleted');
    await dialog.getByRole('button', { name: 'Delete or disable' }).click();
    await expect(toastText(page, 'Product deleted or disabled successfully: it is in use, so it was disabled.')).toBeVisible();
    await expect(page.getByText('This product is disabled: it cannot be sold or added to packages.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Basic information' })).toContainText('Inactive');

    await page.goto(`/en/products?q=${code}&status=INACTIVE`);
    await expect(page.getByRole('grid', { name: 'Products' }).getByRole('row').filter({ hasText: code })).toContainText('Inactive');
    await page.getByRole('grid', { name: 'Products' }).getByRole('row').filter({ hasText: code }).click();
    await page.getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('alertdialog', { name: /^Enable/ }).getByRole('button', { name: 'Enable' }).click();
    await expect(toastText(page, 'Product enabled successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enable' })).toHaveCount(0);
  });

  test('shows the product screens in Spanish', async ({ page }) => {
    await signIn(page, 'es');
    await page.goto('/es/products');
    await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Ruta de navegación', ['Inicio', 'Productos']);
    await expect(page.getByRole('grid', { name: 'Productos' }).getByRole('row').filter({ hasText: 'Costa Verde' })).toBeVisible();
    await shot(page, 'products-list-es');

    await page.goto('/es/products/new');
    await expect(page.getByRole('heading', { name: 'Nuevo producto', level: 1 })).toBeVisible();
    for (const heading of ['Datos básicos', 'Categorías', 'Características', 'Subcaracterísticas', 'Identificaciones', 'Instancias']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
    await shot(page, 'product-form-es');

    await page.goto('/es/products?q=amazon');
    await page.getByRole('grid', { name: 'Productos' }).getByRole('row').filter({ hasText: 'Amazon Lodge' }).click();
    await expect(page.getByRole('heading', { name: /Amazon Lodge/, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eliminar o desactivar' })).toBeVisible();
    await shot(page, 'product-view-es');
    await page.getByRole('link', { name: /^Inventario de / }).first().click();
    await expect(page.getByRole('heading', { name: /^Inventario: /, level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Disponibilidad por día' }).getByRole('listitem')).toHaveCount(31);
    await shot(page, 'product-inventory-es');
  });
});
