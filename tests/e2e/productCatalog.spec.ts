import { expect, test, type Page } from '@playwright/test';
import {
  FeatureFormPage, expectBreadcrumbs, graphql, selectButton, selectOption, toastText,
} from './pages/ProductCatalogPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';
const stamp = () => Date.now().toString(36).toUpperCase().slice(-6);

/** A full-page screenshot from the top (a fixed top bar or sidebar would otherwise land where the page was scrolled). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The same screen at the 760px breakpoint, then back. */
async function shotNarrow(page: Page, name: string) {
  await page.setViewportSize({ width: 760, height: 900 });
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(page: Page, locale: 'en' | 'es' = 'en') {
  await page.setViewportSize({ width: 1280, height: 900 });
  await new SignInPage(page, locale).signInAs('ADMIN');
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day, as the screens count them. */
const day = (offset = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test.describe('product categories', () => {
  test('creates a category, refuses its name twice with the SPEC message, edits it', async ({ page }) => {
    const name = `Sacred Valley ${stamp()}`;
    await signIn(page);
    await page.goto('/en/products/categories');
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products', 'Categories']);
    await shot(page, 'product-categories-list-1280');
    await shotNarrow(page, 'product-categories-list-760');
    await page.getByRole('button', { name: 'New category' }).click();
    await expect(page.getByRole('heading', { name: 'New category', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products', 'Categories', 'New category']);

    // Required fields, marked and checked before anything is sent; focus goes to the first.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Check the highlighted fields.' })).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(3);
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await shot(page, 'product-category-form-required-1280');

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Short name').fill('Valley');
    await selectOption(page, page, 'Type', 'Destination');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toastText(page, 'Product category created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/products\/categories$/);

    // The same name again: the server refuses it under the field, and the toast says SPEC.md's message.
    await page.goto('/en/products/categories/new');
    await page.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
    await page.getByLabel('Short name').fill('Valley 2');
    await selectOption(page, page, 'Type', 'Theme or activity');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toastText(page, 'Error creating product category')).toBeVisible();
    await expect(page.getByText('A category with this name already exists')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.goto('/en/products/categories');
    await page.getByLabel('Search', { exact: true }).fill(name);
    const table = page.getByRole('grid', { name: 'Product categories' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('row').filter({ hasText: name }).click();
    await expect(page.getByRole('heading', { name: 'Edit category', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await page.getByLabel('Short name').fill('Urubamba');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Product category updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/products\/categories$/);
    await page.getByLabel('Search', { exact: true }).fill(name);
    await expect(page.getByRole('grid', { name: 'Product categories' }).getByRole('row').filter({ hasText: 'Urubamba' })).toBeVisible();
  });
});

test.describe('features and subfeatures', () => {
  test('creates a feature with two items, checks its required fields and item codes, edits it', async ({ page }) => {
    const code = `BRK${stamp()}`;
    await signIn(page);
    await page.goto('/en/products/features');
    await expect(page.getByRole('heading', { name: 'Features', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products', 'Features']);
    await page.getByRole('button', { name: 'New feature' }).click();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products', 'Features', 'New feature']);

    const form = new FeatureFormPage(page);
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    // Code, name, short name and type of the feature; code, name and short name of the item (its type starts as Text).
    await expect(page.getByText('This field is required')).toHaveCount(7);
    await expect(form.section.getByLabel('Code', { exact: true })).toBeFocused();
    await expect(form.item(1).getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Remove item 1' }).click();

    await form.fillHeader({ code, name: 'Breakfast', shortName: 'Breakfast', type: 'Inclusion' });
    await form.addItems([
      { code: 'HOURS', name: 'Breakfast hours', shortName: 'Hours', value: '06:00-10:00', type: 'Time of day' },
      { code: 'hours', name: 'Style', shortName: 'Style', value: 'Buffet' },
    ]);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(form.item(2).getByText('This code is already used in this feature')).toBeVisible();
    await form.item(2).getByLabel('Code', { exact: true }).fill('STYLE');
    await shot(page, 'product-feature-form-1280');
    await shotNarrow(page, 'product-feature-form-760');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toastText(page, 'Feature created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/products\/features$/);

    await page.getByLabel('Search', { exact: true }).fill(code);
    const table = page.getByRole('grid', { name: 'Features' });
    const row = table.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('HOURS');
    await expect(row).toContainText('STYLE');
    await shot(page, 'product-features-list-1280');
    await row.click();
    await expect(page.getByRole('heading', { name: 'Edit feature', level: 1 })).toBeVisible();
    await expect(form.item(1).getByLabel('Value', { exact: true })).toHaveValue('06:00-10:00');
    await expect(selectButton(form.item(1), 'Item type')).toContainText('Time of day');
    await form.item(2).getByLabel('Name', { exact: true }).fill('Breakfast style');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Feature updated successfully')).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill(code);
    await page.getByRole('grid', { name: 'Features' }).getByRole('row').filter({ hasText: code }).click();
    await expect(form.item(2).getByLabel('Name', { exact: true })).toHaveValue('Breakfast style');
  });

  test('creates a subfeature with items; a subfeature starts as a variant dimension', async ({ page }) => {
    const code = `BED${stamp()}`;
    await signIn(page);
    await page.goto('/en/products/subfeatures/new');
    await expect(page.getByRole('heading', { name: 'New subfeature', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products', 'Subfeatures', 'New subfeature']);
    const form = new FeatureFormPage(page);
    await expect(selectButton(form.section, 'Type')).toContainText('Variant dimension');
    await form.fillHeader({ code, name: 'Bed setup', shortName: 'Beds' });
    await form.addItems([
      { code: 'TWN', name: 'Twin beds', shortName: 'Twin' },
      { code: 'MAT', name: 'Queen bed', shortName: 'Queen', value: '1' },
      { code: 'KNG', name: 'King bed', shortName: 'King', value: '1', type: 'Number' },
    ]);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toastText(page, 'Subfeature created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/products\/subfeatures$/);
    await page.getByLabel('Search', { exact: true }).fill(code);
    await expect(page.getByRole('grid', { name: 'Subfeatures' }).getByRole('row').filter({ hasText: code })).toContainText('KNG');
  });

  test('the catalog screens speak Spanish', async ({ page }) => {
    await signIn(page, 'es');
    await page.goto('/es/products/subfeatures/new');
    await expect(page.getByRole('heading', { name: 'Nueva subcaracterística', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Ruta de navegación', ['Inicio', 'Productos', 'Subcaracterísticas', 'Nueva subcaracterística']);
    await page.getByRole('button', { name: 'Agregar ítem' }).click();
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
    await shot(page, 'product-subfeature-form-es-1280');
    await page.goto('/es/products/categories');
    await expect(page.getByRole('heading', { name: 'Categorías', level: 1 })).toBeVisible();
    await shot(page, 'product-categories-list-es-1280');
  });
});

/** A hotel with inventory (two room types) and a tour without, made through the API: the products screens are not under test here. */
async function seedProducts(page: Page, id: string) {
  const catalogs = await graphql<{
    types: { idGeneralParameterValue: string; code: string }[];
    units: { idGeneralParameterValue: string; code: string }[];
    suppliers: { data: { idEntity: string }[] };
  }>(page, `query {
    types: getGeneralParameterValues(code: "PRODUCT_TYPE") { idGeneralParameterValue code }
    units: getGeneralParameterValues(code: "PRODUCT_UNIT") { idGeneralParameterValue code }
    suppliers: searchEntityList(input: { role: SUPPLIER, take: 1 }) { data { idEntity } }
  }`);
  const value = (list: { idGeneralParameterValue: string; code: string }[], code: string) =>
    list.find((v) => v.code === code)!.idGeneralParameterValue;
  const create = `mutation ($data: ProductInput!) {
    createProduct(data: $data) { idProduct instances { idProductInstance code } }
  }`;
  const types = await graphql<{ categoryTypes: { idGeneralParameterValue: string; code: string }[] }>(page,
    'query { categoryTypes: getGeneralParameterValues(code: "PRODUCT_CATEGORY_TYPE") { idGeneralParameterValue code } }');
  const category = await graphql<{ createProductCategory: { idProductCategory: string } }>(page,
    'mutation ($data: ProductCategoryInput!) { createProductCategory(data: $data) { idProductCategory } }',
    { data: { name: `Andean lodges ${id}`, shortName: 'Lodges', idCategoryType: value(types.categoryTypes, 'HOTEL_CLASS') } });
  const base = { idSupplier: catalogs.suppliers.data[0].idEntity };
  const hotel = await graphql<{ createProduct: { idProduct: string; instances: { idProductInstance: string; code: string }[] } }>(page, create, {
    data: {
      ...base, code: `HTL-${id}`, name: `Andean Lodge ${id}`, shortName: 'Andean Lodge', hasInventory: true,
      categoryIds: [category.createProductCategory.idProductCategory],
      idProductType: value(catalogs.types, 'HOTEL'), idProductUnit: value(catalogs.units, 'ROOM'),
      instances: [{ code: 'DBL', name: 'Double room', shortName: 'Double' }, { code: 'SGL', name: 'Single room', shortName: 'Single' }],
    },
  });
  await graphql(page, create, {
    data: {
      ...base, code: `TOUR-${id}`, name: `Valley Walk ${id}`, shortName: 'Valley Walk', hasInventory: false,
      idProductType: value(catalogs.types, 'TOUR'), idProductUnit: value(catalogs.units, 'PAX'),
      instances: [{ code: 'SIC', name: 'Shared service', shortName: 'Shared' }],
    },
  });
  const instance = (code: string) => hotel.createProduct.instances.find((i) => i.code === code)!.idProductInstance;
  const add = `mutation ($data: InventoryTransactionInput!) { createInventoryTransaction(data: $data) { idInventoryTransaction } }`;
  await graphql(page, add, { data: { idProductInstance: instance('DBL'), dateFrom: day(-40), dateTo: day(80), transactionType: 'ADD_CAPACITY', quantity: 5 } });
  await graphql(page, add, { data: { idProductInstance: instance('SGL'), dateFrom: day(-40), dateTo: day(80), transactionType: 'ADD_CAPACITY', quantity: 2 } });
  await graphql(page, `mutation ($data: InventorySalePeriodInput!) { setInventorySaleStatus(data: $data) { idInventorySalePeriod } }`, {
    data: { idProductInstance: instance('DBL'), dateFrom: day(3), dateTo: day(4), saleStatus: 'STOP_SALE', releaseDays: 0 },
  });
  return {
    hotel: `Andean Lodge ${id}`, tour: `Valley Walk ${id}`, hotelCode: `HTL-${id}`, tourCode: `TOUR-${id}`, category: `Andean lodges ${id}`,
  };
}

/** Picks the option once the server's answer for the typed text is in: a unique code leaves one option. */
async function chooseOnlyOption(page: Page, name: string) {
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(1);
  await options.filter({ hasText: name }).click();
}

/** Adds a product to the availability screen's picker by typing its code. */
async function addProduct(page: Page, code: string, name: string) {
  const box = page.getByRole('combobox', { name: 'Products' });
  await box.click();
  await box.fill(code);
  await chooseOnlyOption(page, name);
  await expect(page.getByRole('list', { name: 'Chosen products' }).getByText(name)).toBeVisible();
}

test.describe('availability and packages', () => {
  test('opens check availability and the packages list, empty and in both languages', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/products/check-availability');
    await expect(page.getByRole('heading', { name: 'Check availability', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products', 'Check availability']);
    await expect(page.getByText('Choose products or a category')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await shot(page, 'availability-empty-1280');

    await page.goto('/en/products/packages');
    await expect(page.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products', 'Packages']);
    await expect(page.getByRole('grid', { name: 'Packages' })).toBeVisible();
    await shot(page, 'packages-list-1280');
    await page.getByRole('button', { name: 'New package' }).first().click();
    await expect(page.getByRole('heading', { name: 'New package', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Check the highlighted fields.' })).toBeVisible();
    // Code, name, short name, duration; the part's product.
    await expect(page.getByText('This field is required')).toHaveCount(5);
    await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
    await shot(page, 'package-form-required-1280');

    await page.goto('/es/products/check-availability');
    await expect(page.getByRole('heading', { name: 'Consultar disponibilidad', level: 1 })).toBeVisible();
    await expect(page.getByText('Elija productos o una categoría')).toBeVisible();
  });

  test('a grid of instances by date, kept in the address; a package built from them, with its availability', async ({ page }) => {
    const id = stamp();
    await signIn(page);
    const products = await seedProducts(page, id);

    await page.goto('/en/products/check-availability');
    await addProduct(page, products.hotelCode, products.hotel);
    await addProduct(page, products.tourCode, products.tour);
    const grid = page.getByRole('region', { name: 'Availability by date' });
    await expect(grid.getByRole('rowheader', { name: /Double room/ })).toBeVisible();
    // The instance column and today plus 13 days.
    await expect(grid.getByRole('row').first().getByRole('columnheader')).toHaveCount(15);
    const row = (name: RegExp) => grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    // Today: 5 doubles free (bookable), 2 singles (few left for 1), the tour not limited; the stop sale on day 3.
    await expect(row(/Double room/).getByRole('cell').first()).toHaveAttribute('data-tone', 'bookable');
    await expect(row(/Double room/).getByRole('cell').nth(3)).toHaveAttribute('data-tone', 'blocked');
    await expect(row(/Double room/).getByRole('cell').nth(3)).toContainText('SS');
    await expect(row(/Single room/).getByRole('cell').first()).toHaveAttribute('data-tone', 'low');
    await expect(row(/Shared service/).getByRole('cell').first()).toContainText('∞');
    await shot(page, 'availability-grid-1280');

    // Quantity 3: singles no longer suffice, doubles run low. The address keeps it all.
    await page.getByRole('textbox', { name: 'Quantity' }).fill('3');
    await page.getByRole('textbox', { name: 'Quantity' }).press('Enter');
    await expect(row(/Single room/).getByRole('cell').first()).toHaveAttribute('data-tone', 'blocked');
    await expect(row(/Single room/).getByRole('cell').first()).toContainText('IQ');
    await expect(row(/Double room/).getByRole('cell').first()).toHaveAttribute('data-tone', 'low');
    await expect(page).toHaveURL(/qty=3/);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Chosen products' }).getByText(products.hotel)).toBeVisible();
    await expect(row(/Single room/).getByRole('cell').first()).toHaveAttribute('data-tone', 'blocked');
    await shotNarrow(page, 'availability-grid-760');

    // A category instead: it replaces the chosen products, and only its products' instances show.
    const categoryBox = page.getByRole('combobox', { name: 'Or a category' });
    await categoryBox.click();
    await categoryBox.fill(products.category);
    await chooseOnlyOption(page, products.category);
    await expect(page.getByRole('list', { name: 'Chosen products' })).toHaveCount(0);
    await expect(page).toHaveURL(/cat=/);
    await expect(grid.getByRole('rowheader', { name: /Shared service/ })).toHaveCount(0);
    await expect(grid.getByRole('rowheader', { name: /Double room/ })).toBeVisible();
    await page.goto(page.url().replace('/en/', '/es/'));
    await expect(page.getByRole('region', { name: 'Disponibilidad por fecha' })).toBeVisible();
    await shot(page, 'availability-grid-es-1280');

    // A package: two nights at the lodge from day 1, the walk on day 2.
    await page.goto('/en/products/packages/new');
    const code = `PKG-${id}`;
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('Name', { exact: true }).fill(`Valley Escape 3D/2N ${id}`);
    await page.getByLabel('Short name').fill('Valley Escape');
    await page.getByRole('textbox', { name: 'Duration (days)' }).fill('3');
    const part = (n: number) => page.getByRole('group', { name: `Part ${n}`, exact: true });
    const pick = async (n: number, search: string, name: string) => {
      const box = part(n).getByRole('combobox', { name: 'Product' });
      await box.click();
      await box.fill(search);
      await chooseOnlyOption(page, name);
    };
    await pick(1, products.hotelCode, products.hotel);
    await selectOption(part(1), page, 'Instance', 'Double room (DBL)');
    await part(1).getByRole('textbox', { name: 'Nights' }).fill('2');
    await page.getByRole('button', { name: 'Add part' }).click();
    await pick(2, products.tourCode, products.tour);
    // The only instance is chosen at once; the new part starts after the last one ends.
    await expect(selectButton(part(2), 'Instance')).toContainText('Shared service');
    await expect(part(2).getByRole('textbox', { name: 'Day' })).toHaveValue('3');
    await part(2).getByRole('textbox', { name: 'Day' }).fill('2');
    await part(2).getByRole('textbox', { name: 'Nights' }).fill('3');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(part(2).getByText('Ends after day 3, the last day of the package')).toBeVisible();
    await part(2).getByRole('textbox', { name: 'Nights' }).fill('1');
    await page.getByRole('button', { name: 'Move part 2 up' }).click();
    await expect(part(1).getByRole('combobox', { name: 'Product' })).toHaveValue(products.tour);
    await page.getByRole('button', { name: 'Move part 1 down' }).click();
    await shot(page, 'package-form-1280');
    await shotNarrow(page, 'package-form-760');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toastText(page, 'Package created successfully')).toBeVisible();

    await expect(page.getByRole('heading', { name: `Valley Escape 3D/2N ${id}`, level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Products', 'Packages', `Valley Escape 3D/2N ${id}`]);
    const itinerary = page.getByRole('list', { name: 'Itinerary by day' });
    await expect(itinerary.getByRole('listitem').filter({ hasText: 'Day 2' }).first()).toContainText(products.tour);
    await expect(itinerary.getByRole('listitem').filter({ hasText: 'Day 2' }).first()).toContainText('continues (2 of 2)');
    await expect(itinerary.getByRole('listitem').filter({ hasText: 'Day 3' }).first()).toContainText('Free day');
    const strip = page.getByRole('list', { name: 'Start dates' });
    await expect(strip.getByRole('listitem')).toHaveCount(30);
    // Starting today: 5 doubles. Starting on day 3 (index 2) the second night meets the stop sale.
    await expect(strip.getByRole('listitem').first()).toHaveAttribute('data-tone', 'bookable');
    await expect(strip.getByRole('listitem').nth(2)).toHaveAttribute('data-tone', 'blocked');
    await expect(strip.getByRole('listitem').nth(2)).toContainText('D1');
    await shot(page, 'package-view-1280');
    await shotNarrow(page, 'package-view-760');

    await page.goto('/en/products/packages');
    await page.getByLabel('Search', { exact: true }).fill(code);
    const listRow = page.getByRole('grid', { name: 'Packages' }).getByRole('row').filter({ hasText: code });
    await expect(listRow).toContainText('3 days');
    await expect(listRow).toContainText('Active');
    await shot(page, 'packages-list-found-1280');
    await page.goto(page.url().replace('/en/', '/es/').replace(/\?.*$/, ''));
    await page.getByRole('grid', { name: 'Paquetes' }).getByRole('row').filter({ hasText: code }).click();
    await expect(page.getByRole('list', { name: 'Itinerario por día' })).toBeVisible();
    await shot(page, 'package-view-es-1280');
  });
});
