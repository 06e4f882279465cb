import { readdirSync } from 'node:fs';
import { basename, dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, sourceFiles } from './sourceFiles';

/**
 * Issue 20 item 3: a screen that reads the route's query (useRouteData, useRouteQueryRef) is declared with that query
 * in its area's route list, so the navigation has started it beside the code; else it would read a query never loaded.
 * Loading a route's query after render (useRouteQuery, a waterfall) is kept only by the screens listed as left.
 */
const ROOT = normalize(join(__dirname, '../../..'));
const FEATURES = join(ROOT, 'src/features');

/** Still loading their query after render (useRouteQuery): to move to a route declaration. Shrinks only. */
const LEFT = new Set([
  'src/features/auth/SecurityRoute.tsx',
  'src/features/cashier/advances/AdvanceFormRoute.tsx',
  'src/features/cashier/exchange-rates/ExchangeRateFormRoute.tsx',
  'src/features/cashier/payments/CustomerPaymentsRoute.tsx',
  'src/features/cashier/payments/PaymentEditRoute.tsx',
  'src/features/cashier/supplier-payables/InvoiceServices.tsx',
  'src/features/cashier/supplier-payables/SupplierInvoiceFormRoute.tsx',
  'src/features/cashier/supplier-payables/SupplierInvoiceRoute.tsx',
  'src/features/entities/EntitiesListRoute.tsx',
  'src/features/entities/EntityFormRoute.tsx',
  'src/features/entities/SupplierStatementCard.tsx',
  'src/features/general-parameters/GeneralParameterFormRoute.tsx',
  'src/features/general-parameters/GeneralParametersListRoute.tsx',
  'src/features/home/HomeDashboardRoute.tsx',
  'src/features/products/InstanceInventoryRoute.tsx',
  'src/features/products/ProductNewRoute.tsx',
  'src/features/products/ProductSectionPage.tsx',
  'src/features/products/ProductViewRoute.tsx',
  'src/features/products/availability/CheckAvailabilityRoute.tsx',
  'src/features/products/catalog/ProductCategoryFormRoute.tsx',
  'src/features/products/catalog/ProductFeatureFormRoute.tsx',
  'src/features/products/packages/PackageRoute.tsx',
  'src/features/rates/check/CheckRatesRoute.tsx',
  'src/features/reports/ReportsRoute.tsx',
  'src/features/reservations/documents/ReservationDocumentsRoute.tsx',
  'src/features/reservations/passengers/ReservationPassengersRoute.tsx',
  'src/features/reservations/print/usePrintReservation.ts',
  'src/features/users/OuFormRoute.tsx',
  'src/features/users/OusListRoute.tsx',
  'src/features/users/PermissionModules.tsx',
  'src/features/users/PermissionsListRoute.tsx',
  'src/features/users/RoleRoute.tsx',
  'src/features/users/RolesListRoute.tsx',
  'src/features/users/UserFormRoute.tsx',
  'src/features/users/UsersListRoute.tsx',
  'src/features/users/change-ou/ChangeOuRoute.tsx',
  'src/features/users/mail-outbox/MailOutboxRoute.tsx',
]);

const files = [...sourceFiles(FEATURES), ...sourceFiles(join(ROOT, 'src/app'))].map((file) => relative(ROOT, file));
const using = (hook: RegExp) => files.filter((file) => hook.test(codeOf(join(ROOT, file))));

/** Each screen module of the areas' route lists, with whether every route showing it declares a query. */
function declaredScreens() {
  const screens = new Map<string, boolean>();
  for (const area of readdirSync(FEATURES)) {
    const list = join(FEATURES, area, 'routes.ts');
    let text: string;
    try { text = codeOf(list); } catch { continue; }
    for (const line of text.split('\n')) {
      const imported = /import\('(\.[^']+)'\)/.exec(line)?.[1];
      if (!imported) continue;
      const file = relative(ROOT, join(dirname(list), `${imported}.tsx`));
      screens.set(file, (screens.get(file) ?? true) && /\bquery:/.test(line));
    }
  }
  return screens;
}

/** The screens that import a module (by its file name): a part of a screen reads the screen's route query. */
const importersOf = (file: string) => {
  const name = basename(file).replace(/\.tsx?$/, '');
  return files.filter((other) => other !== file && new RegExp(`from '\\./${name}'`).test(codeOf(join(ROOT, other)))
    && dirname(other) === dirname(file));
};

describe('route queries (issue 20)', () => {
  const screens = declaredScreens();

  it('is read by the check (sanity)', () => {
    expect(screens.size).toBeGreaterThan(60);
    expect(screens.get('src/features/reservations/ReservationEditorRoute.tsx')).toBe(true);
    expect(screens.get('src/features/reservations/ReservationsListRoute.tsx')).toBe(true);
  });

  it('reads a route query only in a screen whose routes all declare it (or a part of such a screen)', () => {
    const readers = using(/\buseRouteData\s*[<(]|\buseRouteQueryRef\s*[<(]/).filter((file) => !file.startsWith('src/app/'));
    expect(readers.length).toBeGreaterThan(10);
    const undeclared = readers.filter((file) => screens.has(file)
      ? !screens.get(file)
      : !importersOf(file).some((screen) => screens.get(screen)));
    expect(undeclared).toEqual([]);
  });

  it('loads no route query after render outside the list left (useRouteQuery)', () => {
    expect(using(/\buseRouteQuery\s*[<(]/).filter((file) => !LEFT.has(file) && file !== 'src/app/list/useRouteQuery.ts')).toEqual([]);
  });

  it('keeps the list left true: every listed file still does (else remove it)', () => {
    expect([...LEFT].filter((file) => !using(/\buseRouteQuery\s*[<(]/).includes(file))).toEqual([]);
  });
});
