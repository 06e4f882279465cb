import { expect, type Locator, type Page } from '@playwright/test';
import { optionNamed } from './AdminPages';

/**
 * Calls the GraphQL endpoint with a document (not a persisted operation) as the signed-in page's user (bearer token from 'user-data-storage', the anti-forgery
 * cookie copied into x-csrf-token), to set up data the test is not about. Throws on GraphQL errors unless asked for
 * them.
 */
export async function graphqlAs<T = Record<string, unknown>>(
  page: Page, query: string, variables: Record<string, unknown> = {},
): Promise<{ data: T | null; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] }> {
  return page.evaluate(async ({ query, variables }) => {
    const user = JSON.parse(localStorage.getItem('user-data-storage') ?? '{}') as { accessToken?: string };
    const readCsrf = () => document.cookie.split('; ').find((c) => c.startsWith('tourdesk-csrf='))?.slice('tourdesk-csrf='.length);
    if (!readCsrf()) await fetch('/auth/csrf', { credentials: 'include' });
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json', authorization: `Bearer ${user.accessToken}`, 'x-csrf-token': readCsrf() ?? '',
        // The production server runs only persisted operations; the browser tests' server (E2E_GRAPHQL_SETUP=1)
        // also runs a signed-in set-up call that says what it is.
        'x-test-setup': '1',
      },
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
  }, { query, variables });
}

/** Like graphqlAs, for set-up calls that must succeed. */
export async function graphqlData<T = Record<string, unknown>>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const result = await graphqlAs<T>(page, query, variables);
  expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
  return result.data as T;
}

/** The id of a catalog value by its catalog code and value code (e.g. CURRENCY / USD). */
export async function catalogValue(page: Page, catalog: string, code: string) {
  const data = await graphqlData<{ values: { idGeneralParameterValue: string; code: string }[] }>(page,
    'query ($code: String!) { values: getGeneralParameterValues(code: $code) { idGeneralParameterValue code } }', { code: catalog });
  const value = data.values.find((v) => v.code === code);
  expect(value, `${catalog} ${code}`).toBeTruthy();
  return value!.idGeneralParameterValue;
}

/** The first active entity of the OU with this role. */
export async function firstEntity(page: Page, role: 'CUSTOMER' | 'SUPPLIER') {
  const data = await graphqlData<{ searchEntityList: { data: { idEntity: string; name: string }[] } }>(page,
    `query ($input: EntitySearchInput!) { searchEntityList(input: $input) { data { idEntity name } } }`,
    { input: { role, status: 'ACTIVE', take: 1, sortBy: 'name' } });
  expect(data.searchEntityList.data.length, `an active ${role}`).toBeGreaterThan(0);
  return data.searchEntityList.data[0];
}

/** A tour of the OU with one instance, made for the test so no demo rate overlaps it. */
export async function createTour(page: Page, stamp: string) {
  const [idProductType, idProductUnit, supplier] = await Promise.all([
    catalogValue(page, 'PRODUCT_TYPE', 'TOUR'), catalogValue(page, 'PRODUCT_UNIT', 'PAX'), firstEntity(page, 'SUPPLIER'),
  ]);
  const name = `Rainbow Mountain Trek ${stamp}`;
  const data = await graphqlData<{ createProduct: { idProduct: string; instances: { idProductInstance: string }[] } }>(page,
    `mutation ($data: ProductInput!) { createProduct(data: $data) { idProduct instances { idProductInstance } } }`,
    {
      data: {
        code: `E2E-RAINBOW-${stamp}`, name, shortName: 'Rainbow Mountain', idProductType, idProductUnit, idSupplier: supplier.idEntity,
        hasInventory: false, instances: [{ code: 'SHARED', name: 'Shared group', shortName: 'Shared' }],
      },
    });
  return { name, idProduct: data.createProduct.idProduct, idProductInstance: data.createProduct.instances[0].idProductInstance };
}

export interface RateSetup {
  idProductInstance: string;
  idEntity: string | null;
  serviceFrom: string;
  serviceTo: string;
  purchaseFrom: string;
  purchaseTo: string;
  pricing: Record<string, string>;
}

/** Creates a USD per-person rate through GraphQL; answers its code. */
export async function createRate(page: Page, rate: RateSetup) {
  const [idCurrency, idPriceType] = await Promise.all([catalogValue(page, 'CURRENCY', 'USD'), catalogValue(page, 'PRICE_TYPE', 'PER_PERSON')]);
  const data = await graphqlData<{ createRate: { code: string; idRateInstance: string } }>(page,
    'mutation ($data: RateInput!) { createRate(data: $data) { code idRateInstance } }',
    { data: { ...rate, idCurrency, idPriceType, subfeatureIds: [] } });
  return data.createRate;
}

/** Types a date range into a react-aria DateRangePicker: month, day and year segments, start then end (en-US order). */
export async function fillDateRange(field: Locator, start: string, end: string) {
  const segments = field.getByRole('spinbutton');
  const typed = (iso: string) => { const [y, m, d] = iso.split('-'); return `${m}${d}${y}`; };
  await segments.nth(0).click();
  await field.page().keyboard.type(typed(start));
  await segments.nth(3).click();
  await field.page().keyboard.type(typed(end));
}

/** Types a date into a react-aria DatePicker (en-US order). */
export async function fillDate(field: Locator, iso: string) {
  const [y, m, d] = iso.split('-');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${m}${d}${y}`);
}

/** 'YYYY-MM-DD' of today plus `days`, in the browser's calendar (the tests and the browser share a clock). */
export function isoDay(days = 0) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Picks an option of a server-search combobox and checks it took. A click that lands while react-aria re-renders the
 * list (the search answers 250 ms after typing) can miss; the pick is then made again, as a person would.
 */
export async function pickChecked(page: Page, label: string, search: string, option: string, took?: () => Promise<void>) {
  const box = page.getByRole('combobox', { name: label });
  await expect(async () => {
    await box.click();
    await box.fill('');
    await box.fill(search);
    await page.getByRole('listbox').getByRole('option', { name: optionNamed(option) }).first().click({ timeout: 5_000 });
    await expect(box).toHaveValue(option, { timeout: 2_000 });
    // The pick is over only once its list has closed: one that opened again (a search answer of the typed text
    // arriving late, on a loaded machine) hides the rest of the page from the next step.
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 2_000 });
    await took?.();
  }).toPass({ timeout: 40_000 });
}
