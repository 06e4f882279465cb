import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readAreaRoutes } from '../../scripts/budgets';
import { newCashier, payableReservation } from './pages/CashierPages';
import { graphqlData } from './pages/RatePages';
import { SignInPage } from './pages/SignInPage';

/**
 * Issue 18: every route of the route table, signed in as a role that owns it, in English and Spanish, has no axe-core
 * violation of WCAG 2.1 A and AA; so do open dialogs, the mobile drawer and forms showing their errors. Each page also
 * names the document after itself, and an existing record never shows a "New ..." heading while it loads.
 */

type Locale = 'en' | 'es';
type Role = 'ADMIN' | 'RESADM' | 'RESVIEW' | 'STG';
const LOCALES: Locale[] = ['en', 'es'];
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const messages: Record<Locale, Record<string, string>> = {
  en: JSON.parse(readFileSync('locales/en.json', 'utf8')),
  es: JSON.parse(readFileSync('locales/es.json', 'utf8')),
};
const text = (locale: Locale, id: string) => messages[locale][id] ?? fail(`no message ${id}`);
function fail(message: string): never {
  throw new Error(message);
}

/** The route table as the app declares it (src/app/routes.tsx), so a new route without an owner below fails. */
/** The app's route table: every area's route list (src/features/<area>/routes.ts), as the build reads it. */
const ROUTE_TABLE = readAreaRoutes().map((route) => route.path);

/** Who opens each route (SPEC.md section 6; the sidebar's roles in src/app/navigation.ts). */
const OWNERS: Record<string, Role[]> = {
  '/': ['ADMIN', 'RESVIEW'],
  '/account/security': ['RESVIEW'],
  '/change-ou': ['STG'],
};
const ownersOf = (path: string): Role[] => {
  if (OWNERS[path]) return OWNERS[path];
  if (path.startsWith('/reservations')) return ['RESADM'];
  if (/^\/cashier-transaction($|\/transactions|\/payment\/daily-cashier)/.test(path)) return ['RESADM'];
  return ['ADMIN'];
};

/** A concrete address for each route with parameters: a demo record, or one made here where the demo has none. */
type Finder = (page: Page, browser: Browser) => Promise<string>;

const first = async <T,>(page: Page, query: string, pick: (data: T) => string | undefined, variables: Record<string, unknown> = {}) => {
  const value = pick(await graphqlData<T>(page, query, variables));
  expect(value, `a record for ${query}`).toBeTruthy();
  return value!;
};
type Page1<K extends string> = { data: Record<K, string>[] };
const listId = <K extends string>(field: string, input: string, key: K) => (page: Page) =>
  first<Record<string, Page1<K>>>(page, `query { r: ${field}(${input}) { data { ${key} } } }`, (d) => d.r.data[0]?.[key]);

/** One look-up per page (a signed-in test) for the many routes of the same record. */
const once = <T,>(find: (page: Page) => Promise<T>) => {
  const found = new WeakMap<Page, Promise<T>>();
  return (page: Page) => {
    if (!found.has(page)) found.set(page, find(page));
    return found.get(page)!;
  };
};

const demoProduct = once(async (page: Page) => {
  const data = await graphqlData<{ searchProducts: { data: { idProduct: string; instances: { idProductInstance: string }[] }[] } }>(page,
    'query { searchProducts(input: { take: 20, status: ACTIVE }) { data { idProduct instances { idProductInstance } } } }');
  const product = data.searchProducts.data.find((p) => p.instances.length > 0);
  expect(product, 'a demo product with an instance').toBeTruthy();
  return { idProduct: product!.idProduct, idProductInstance: product!.instances[0].idProductInstance };
});

const demoReservation = once(async (page: Page) => {
  const data = await graphqlData<{ searchReservations: { data: { idReservation: string; code: string; items: { idReservationItem: string }[] }[] } }>(page,
    'query { searchReservations(input: { take: 30 }) { data { idReservation code items { idReservationItem } } } }');
  const reservation = data.searchReservations.data.find((r) => r.items.length > 0);
  expect(reservation, 'a demo reservation with a service').toBeTruthy();
  return reservation!;
});

/**
 * A payment taken in cash on a confirmed reservation, by a cashier made for it: the browser suite's server starts
 * without the demo's business day, and the demo users' own days must stay unopened for the cashier specs.
 */
async function payment(page: Page, browser: Browser): Promise<{ idPayment: string; idEntity: string; idFiscalDocument: string }> {
  const found = await graphqlData<{
    searchPayments: { data: { idPayment: string }[] };
    searchCashierTransactions: { data: { idEntity: string; documents: { idFiscalDocument: string }[] }[] };
  }>(page, `query { searchPayments(input: { take: 1 }) { data { idPayment } }
    searchCashierTransactions(input: { take: 1 }) { data { idEntity documents { idFiscalDocument } } } }`);
  const [paid] = found.searchPayments.data;
  const [transaction] = found.searchCashierTransactions.data;
  if (paid && transaction) return { idPayment: paid.idPayment, idEntity: transaction.idEntity, idFiscalDocument: transaction.documents[0].idFiscalDocument };
  const cashier = await newCashier(page, browser, 'Ada Access');
  const sale = await payableReservation(cashier, 'E2E-A11Y', 1);
  await graphqlData(cashier, 'mutation ($floats: [DailyCashierFloatInput!]!) { openDailyCashier(floats: $floats) { idDailyCashier } }',
    { floats: [{ idCurrency: sale.usd, openingAmount: '100.00' }] });
  const { getReservationById } = await graphqlData<{ getReservationById: { items: { idReservationItem: string }[] } }>(cashier,
    'query ($id: ID!) { getReservationById(id: $id) { items { idReservationItem } } }', { id: sale.idReservation });
  await graphqlData(cashier, 'mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) { number } }', {
    data: {
      idempotencyKey: `e2e-a11y-${sale.code}`, items: [{ idReservationItem: getReservationById.items[0].idReservationItem, amountToPay: '1.00' }],
      payments: [{ method: 'CASH', idCurrency: sale.usd, amount: '1.00' }],
    },
  });
  await cashier.context().close();
  return payment(page, browser);
}

/** A supplier invoice: the first on record, or one registered now for a service whose cost no invoice bills yet. */
const supplierInvoice = once(async (page: Page) => {
  const found = await graphqlData<{ searchSupplierInvoices: { data: { idSupplierInvoice: string }[] } }>(page,
    'query { searchSupplierInvoices(input: { take: 1 }) { data { idSupplierInvoice } } }');
  if (found.searchSupplierInvoices.data[0]) return found.searchSupplierInvoices.data[0].idSupplierInvoice;
  const { searchExpectedCosts } = await graphqlData<{ searchExpectedCosts: { data: {
    idSupplier: string; idReservationItem: string; amount: string; currency: { idGeneralParameterValue: string } | null }[] } }>(page,
    'query { searchExpectedCosts(input: { uninvoiced: true, take: 1 }) { data { idSupplier idReservationItem amount currency { idGeneralParameterValue } } } }');
  const cost = searchExpectedCosts.data[0] ?? fail('the demo has no service with an expected cost to invoice');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const { registerSupplierInvoice } = await graphqlData<{ registerSupplierInvoice: { idSupplierInvoice: string } }>(page,
    'mutation ($data: SupplierInvoiceInput!) { registerSupplierInvoice(data: $data) { idSupplierInvoice } }', {
      data: {
        idempotencyKey: 'e2e-a11y-supplier-invoice', idSupplier: cost.idSupplier, number: 'A11Y-0001', invoiceDate: yesterday,
        idCurrency: cost.currency?.idGeneralParameterValue, lines: [{ idReservationItem: cost.idReservationItem, amount: cost.amount }],
      },
    });
  return registerSupplierInvoice.idSupplierInvoice;
});

const FINDERS: Record<string, Finder> = {
  '/cashier-transaction/payment/supplier-payables/:id': async (page) => `/cashier-transaction/payment/supplier-payables/${await supplierInvoice(page)}`,
  '/users/organizational-units/:id/edit': async (page) => `/users/organizational-units/${await listId('searchOus', 'input: { take: 1 }', 'idOu')(page)}/edit`,
  '/users/roles/:id': async (page) => `/users/roles/${await listId('searchRole', 'input: { take: 1 }', 'idRole')(page)}`,
  '/users/:id/edit': async (page) => `/users/${await listId('searchUsers', 'input: { take: 1 }', 'idUser')(page)}/edit`,
  '/general-parameters/:id/edit': async (page) =>
    `/general-parameters/${await listId('searchGeneralParameters', 'input: { take: 1 }', 'idGeneralParameter')(page)}/edit`,
  '/entities/:id/edit': async (page) => `/entities/${await listId('searchEntityList', 'input: { take: 1 }', 'idEntity')(page)}/edit`,
  '/products/categories/:id/edit': async (page) =>
    `/products/categories/${await listId('searchProductCategories', 'input: { take: 1 }', 'idProductCategory')(page)}/edit`,
  '/products/features/:id/edit': async (page) =>
    `/products/features/${await listId('searchProductFeatures', 'input: { take: 1 }', 'idProductFeature')(page)}/edit`,
  '/products/subfeatures/:id/edit': async (page) =>
    `/products/subfeatures/${await listId('searchProductSubfeatures', 'input: { take: 1 }', 'idProductFeature')(page)}/edit`,
  '/products/packages/:id': async (page) => `/products/packages/${await listId('searchPackages', 'input: { take: 1 }', 'idPackage')(page)}`,
  '/products/:id': async (page) => `/products/${(await demoProduct(page)).idProduct}`,
  '/products/:id/edit': async (page) => `/products/${(await demoProduct(page)).idProduct}/edit`,
  '/products/:id/categories': async (page) => `/products/${(await demoProduct(page)).idProduct}/categories`,
  '/products/:id/features': async (page) => `/products/${(await demoProduct(page)).idProduct}/features`,
  '/products/:id/identifications': async (page) => `/products/${(await demoProduct(page)).idProduct}/identifications`,
  '/products/:id/subfeatures': async (page) => `/products/${(await demoProduct(page)).idProduct}/subfeatures`,
  '/products/:id/instances': async (page) => `/products/${(await demoProduct(page)).idProduct}/instances`,
  '/products/:id/instances/:instanceId/inventory': async (page) => {
    const product = await demoProduct(page);
    return `/products/${product.idProduct}/instances/${product.idProductInstance}/inventory`;
  },
  '/rates/features/:id/edit': async (page) => `/rates/features/${await listId('searchRateFeatures', 'input: { take: 1 }', 'idRateFeature')(page)}/edit`,
  '/rates/subfeatures/:id/edit': async (page) =>
    `/rates/subfeatures/${await listId('searchRateSubfeatures', 'input: { take: 1 }', 'idRateSubfeature')(page)}/edit`,
  '/rates/:id': async (page) => `/rates/${await listId('searchRates', 'input: { take: 1 }', 'idRateInstance')(page)}`,
  '/reservations/:id': async (page) => `/reservations/${(await demoReservation(page)).idReservation}`,
  '/reservations/:id/passengers': async (page) => `/reservations/${(await demoReservation(page)).idReservation}/passengers`,
  '/reservations/:id/documents': async (page) => `/reservations/${(await demoReservation(page)).idReservation}/documents`,
  '/reservations/:id/print/itinerary': async (page) => `/reservations/${(await demoReservation(page)).idReservation}/print/itinerary`,
  '/reservations/:id/print/vouchers': async (page) => `/reservations/${(await demoReservation(page)).idReservation}/print/vouchers`,
  '/reservations/:id/:itemId': async (page) => {
    const reservation = await demoReservation(page);
    return `/reservations/${reservation.idReservation}/${reservation.items[0].idReservationItem}`;
  },
  '/cashier-transaction/payment/exchange-rate/:id/edit': async (page) =>
    `/cashier-transaction/payment/exchange-rate/${await listId('searchExchangeRates', 'input: { take: 1 }', 'idExchangeRate')(page)}/edit`,
  '/cashier-transaction/payment/:id/search-reservations': async (page, browser) => `/cashier-transaction/payment/${(await payment(page, browser)).idEntity}/search-reservations`,
  '/cashier-transaction/payment/:id/register-document-payment': async (page, browser) =>
    `/cashier-transaction/payment/${(await payment(page, browser)).idFiscalDocument}/register-document-payment`,
  '/cashier-transaction/payment/:id/search-payment': async (page, browser) => `/cashier-transaction/payment/${(await payment(page, browser)).idEntity}/search-payment`,
  '/cashier-transaction/payment/:id/edit': async (page, browser) => `/cashier-transaction/payment/${(await payment(page, browser)).idPayment}/edit`,
};

/** Every h1 text the page showed, recorded from the first paint so a heading that flashes by is caught too. */
const RECORD_HEADINGS = () => {
  const seen: string[] = [];
  (window as unknown as { __headings: string[] }).__headings = seen;
  new MutationObserver(() => {
    for (const h of document.querySelectorAll('h1')) {
      const value = h.textContent?.trim() ?? '';
      if (value && seen[seen.length - 1] !== value) seen.push(value);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

/** Requests in flight, so a page is checked once its data has come, not while it shows a spinner. */
function trackRequests(page: Page) {
  // The pages' data requests only: the sign-in page's anti-forgery fetch (/auth/csrf) may never report its end once
  // the signed-in area replaces that page.
  const data = (request: { url: () => string }) => new URL(request.url()).pathname.startsWith('/graphql');
  let inFlight = 0;
  page.on('request', (request) => void (data(request) && (inFlight += 1)));
  page.on('requestfinished', (request) => void (data(request) && (inFlight -= 1)));
  page.on('requestfailed', (request) => void (data(request) && (inFlight -= 1)));
  return () => inFlight;
}

async function settle(page: Page, inFlight: () => number) {
  await expect(page.locator('main h1:not([data-left])').first()).toBeVisible();
  // Quiet for a while: no request out, no spinner, no skeleton, and no live announcement still naming an element that
  // has gone (react-aria announces a pending button by its id for 7 seconds, and the sign-in button leaves at once).
  let quietSince = Date.now();
  await expect.poll(async () => {
    const busy = inFlight() > 0
      || (await page.locator('main [role="status"]:has(> span[aria-hidden="true"]), main [aria-busy="true"]').count()) > 0
      || (await page.evaluate(() => [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')]
        .some((node) => node.getAttribute('aria-labelledby')!.split(' ').some((id) => !document.getElementById(id)))));
    if (busy) quietSince = Date.now();
    return Date.now() - quietSince >= 300;
  }, { timeout: 20_000, intervals: [100] }).toBe(true);
}

/** Client-side navigation, as a sidebar link does it (wouter follows history.pushState). */
async function navigate(page: Page, address: string) {
  await page.evaluate((to) => {
    (window as unknown as { __headings: string[] }).__headings.length = 0;
    if (location.pathname === to) return;
    // The page being left keeps its heading for a moment: settle() waits for one that is not marked.
    document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-left', ''));
    history.pushState(null, '', to);
  }, address);
}

/** The violations as "rule (impact): element — what to fix" lines: an empty list passes, a failure names each one. */
async function axe(page: Page): Promise<string[]> {
  // Dialogs fade in: axe would read their colours half-way (a spinner's endless animation does not count).
  await page.waitForFunction(() => document.getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  // Only violations are read: skipping the passes' details makes each run quicker. options() replaces every option
  // set before it, so the tags come after.
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG).analyze();
  return result.violations.flatMap((v) => v.nodes.map((node) =>
    `${v.id} (${v.impact}): ${node.target.join(' ')} ${node.html.slice(0, 120)} — ${(node.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 300)}`));
}

test('every route of the route table has an owner and, where it takes parameters, a record to show', () => {
  expect(ROUTE_TABLE.length).toBeGreaterThan(50);
  expect(ROUTE_TABLE.filter((path) => path.includes(':') && !FINDERS[path])).toEqual([]);
});

const ROLES: Role[] = ['ADMIN', 'RESADM', 'RESVIEW', 'STG'];

for (const role of ROLES) {
  for (const locale of LOCALES) {
    test(`axe: ${role}'s routes in ${locale === 'en' ? 'English' : 'Spanish'}`, async ({ page, browser }) => {
      const routes = ROUTE_TABLE.filter((path) => ownersOf(path).includes(role));
      test.setTimeout(60_000 + routes.length * 12_000);
      await page.addInitScript(RECORD_HEADINGS);
      const inFlight = trackRequests(page);
      await new SignInPage(page, locale).signInAs(role);
      const forbidden = text(locale, 'app.forbidden.title');
      const notFound = text(locale, 'app.notFound.title');
      const product = text(locale, 'app.productName');
      const problems: Record<string, string[]> = {};
      for (const route of routes) {
        const address = FINDERS[route] ? await FINDERS[route](page, browser) : route;
        const target = `/${locale}${address}`;
        const moved = new URL(page.url()).pathname !== target;
        await navigate(page, target);
        await settle(page, inFlight);
        const found: string[] = [];
        const heading = (await page.locator('main h1').first().innerText()).trim();
        if (heading === forbidden || heading === notFound) found.push(`the page shows "${heading}"`);
        found.push(...await axe(page));
        const title = await page.title();
        if (!title.endsWith(` · ${product}`) || title.length <= product.length + 3) found.push(`document title "${title}" does not name the page`);
        // Focus went to the new page (its heading, or a field it focuses itself), not left behind or on <body>.
        if (moved && !(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))))) {
          found.push(`focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))} after the navigation`);
        }
        if (route.includes(':')) {
          const headings = await page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
          const fresh = headings.filter((h) => /^(New|Nuev[oa]) /.test(h));
          if (fresh.length) found.push(`an existing record showed the heading "${fresh[0]}"`);
        }
        if (found.length) problems[`${route} (${address})`] = found;
      }
      expect(problems).toEqual({});
    });
  }
}

test.describe('titles and focus', () => {
  test('a reservation is titled by its code in the page language; focus goes to the heading after a sidebar link', async ({ page }) => {
    const signIn = new SignInPage(page, 'es');
    await signIn.signInAs('RESADM');
    const reservation = await demoReservation(page);
    await page.goto(`/es/reservations/${reservation.idReservation}`);
    await expect(page.getByRole('heading', { level: 1, name: `Reserva ${reservation.code}` })).toBeVisible();
    await expect(page).toHaveTitle(`Reserva ${reservation.code} · Tourdesk`);
    await signIn.mainNavigation().getByRole('link', { name: 'Reservas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeFocused();
    await expect(page).toHaveTitle('Reservas · Tourdesk');
    await page.goto(`/en/reservations/${reservation.idReservation}`);
    await expect(page).toHaveTitle(`Reservation ${reservation.code} · Tourdesk`);
  });
});

test.describe('dialogs, the drawer and errors', () => {
  for (const locale of LOCALES) {
    test(`in ${locale === 'en' ? 'English' : 'Spanish'}`, async ({ page, browser }) => {
      test.setTimeout(180_000);
      const inFlight = trackRequests(page);
      await page.addInitScript(RECORD_HEADINGS);
      const t = (id: string) => text(locale, id);
      const problems: Record<string, string[]> = {};
      const check = async (what: string) => {
        const found = await axe(page);
        if (found.length) problems[what] = found;
      };

      // Sign-in refused: the alert, in the page's language.
      await page.goto(`/${locale}/auth/signin`);
      await page.getByLabel(t('auth.email')).fill('nobody@tourdesk.test');
      await page.getByLabel(t('auth.password'), { exact: true }).fill('wrong password');
      await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await check('sign-in refused');
      for (const route of ['/auth/forgot-password', '/auth/register']) {
        await page.goto(`/${locale}${route}`);
        await expect(page.locator('main h1')).toBeVisible();
        await check(route);
      }

      await new SignInPage(page, locale).signInAs('ADMIN');
      // A form showing its errors.
      await navigate(page, `/${locale}/entities/new`);
      await settle(page, inFlight);
      await page.getByRole('button', { name: t('admin.create'), exact: true }).click();
      await expect(page.locator('main [data-invalid]').first()).toBeVisible();
      await check('entity form with its errors');

      // The audit history dialog of a record.
      await navigate(page, `/${locale}${await FINDERS['/entities/:id/edit'](page, browser)}`);
      await settle(page, inFlight);
      await page.getByRole('button', { name: t('audit.open') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page, inFlight);
      await check('audit history dialog');
      await page.keyboard.press('Escape');

      // A confirmation dialog.
      await navigate(page, `/${locale}${await FINDERS['/products/:id'](page, browser)}`);
      await settle(page, inFlight);
      await page.getByRole('button', { name: t('products.deleteOrDisable') }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      await check('confirm dialog');
      await page.keyboard.press('Escape');

      // A report's dialog.
      await navigate(page, `/${locale}/reports`);
      await settle(page, inFlight);
      await page.getByRole('button', { name: t('reports.action.open') }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('report dialog');
      await page.keyboard.press('Escape');

      // A date picker's calendar.
      await navigate(page, `/${locale}/cashier-transaction/payment/exchange-rate/new`);
      await settle(page, inFlight);
      await page.locator('main button[aria-haspopup="dialog"]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page, inFlight);
      await check('date picker calendar');
      await page.keyboard.press('Escape');

      // The quick search (Ctrl+K) with its results, and the keyboard shortcut help (?).
      await page.keyboard.press('ControlOrMeta+k');
      await expect(page.getByRole('dialog', { name: t('quickSearch.title') })).toBeVisible();
      await page.keyboard.type('lim');
      await expect(page.getByRole('listbox', { name: t('quickSearch.results') })).toBeVisible();
      await check('quick search dialog');
      await page.keyboard.press('Escape');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: t('shortcuts.helpTitle') })).toBeVisible();
      await check('keyboard shortcut help dialog');
      await page.keyboard.press('Escape');

      // The drawer at 760px.
      await page.setViewportSize({ width: 760, height: 900 });
      await page.getByRole('button', { name: t('app.openMenu') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('navigation drawer at 760px');
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 720 });

      expect(problems).toEqual({});
    });
  }

  test('a reservation item\'s edit dialog', async ({ page }) => {
    const inFlight = trackRequests(page);
    await page.addInitScript(RECORD_HEADINGS);
    await new SignInPage(page, 'en').signInAs('RESADM');
    const reservation = await demoReservation(page);
    await navigate(page, `/en/reservations/${reservation.idReservation}`);
    await settle(page, inFlight);
    await page.getByRole('grid', { name: 'Services of the reservation' }).getByRole('button', { name: 'Edit' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page, inFlight);
    expect(await axe(page)).toEqual([]);
  });
});
