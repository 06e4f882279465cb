import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

/*
 * SPEC.md section 8's messages (issue 19 item 3): each keeps its literal English text in locales/en.json, has its own
 * Spanish in es.json, and is used by the area SPEC puts it in: its id is declared in that area's messages and the
 * descriptor is read by one of the area's screens. The refusals the server words by reason (the accounting periods,
 * the daily cashier, the passenger limit, no exchange rate, no daily cashier) keep SPEC's text in their
 * `error.reason.*` / `error.code.*` message, are raised by the server file of their area, and reach the area's
 * screens through src/app/errors. Rendering is checked by the screens' own tests and tests/e2e/errorMessages.spec.ts.
 */
const locales = {
  en: JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, string>,
  es: JSON.parse(readFileSync('locales/es.json', 'utf8')) as Record<string, string>,
};

/** [SPEC's English, the message id, the folder of the area SPEC puts it in]. */
const SCREEN_MESSAGES: [string, string, string][] = [
  ['Error 404 - Something went wrong', 'app.notFound.title', 'src/app'],
  ['Permissions error', 'app.forbidden.title', 'src/app'],
  ["You don't have the roles required to view this resource", 'app.forbidden.subtitle', 'src/app'],
  ['Could not delete or disable product', 'products.deleteOrDisable.failed', 'src/features/products'],
  ['Error creating product category', 'productCategories.createFailed', 'src/features/products'],
  ['Error creating inventory transaction.', 'inventory.transaction.failed', 'src/features/products'],
  ['No products found', 'products.list.emptyTitle', 'src/features/products'],
  ['Error searching products', 'products.list.searchFailed', 'src/features/products'],
  ['Max passenger number exceeded for reservation.', 'reservations.passengers.maxExceeded', 'src/features/reservations'],
  ['Error loading passengers.', 'reservations.passengers.loadFailed', 'src/features/reservations'],
  ['Error deleting passenger.', 'reservations.passengers.deleteFailed', 'src/features/reservations'],
  ['Error reverting passenger modification.', 'reservations.passengers.revertFailed', 'src/features/reservations'],
  ['Error registering passenger.', 'reservations.passengers.registerFailed', 'src/features/reservations'],
  ['Error deleting reservation item.', 'reservations.error.deleteItem', 'src/features/reservations'],
  ['Error creating reservation item.', 'reservations.error.createItem', 'src/features/reservations'],
  ['Error updating item.', 'reservations.error.updateItem', 'src/features/reservations'],
  ['Error while creating user', 'users.createFailed', 'src/features/users'],
  ['Error while updating user', 'users.updateFailed', 'src/features/users'],
  ['Error creating role', 'roles.createFailed', 'src/features/users'],
  ['Error updating role', 'roles.updateFailed', 'src/features/users'],
  ['Error associating permissions', 'roles.permissions.associateFailed', 'src/features/users'],
  ['Error removing permission', 'roles.permissions.removeFailed', 'src/features/users'],
  ['Could not delete permission', 'permissions.deleteFailed', 'src/features/users'],
  ['Role could not be added', 'users.roleFailed', 'src/features/users'],
  ['Error changing OU', 'changeOu.failed', 'src/features/users'],
  ['Error Generating Report', 'reports.error.title', 'src/features/reports'],
  ['Error disabling rate', 'rates.disableFailed', 'src/features/rates'],
  ['Error enabling rate', 'rates.enableFailed', 'src/features/rates'],
  ['Could not create cashier transaction', 'cashierTransaction.refused.couldNotCreate', 'src/features/cashier'],
  ['Could not add reservation', 'cashierTransaction.cart.couldNotAddReservation', 'src/features/cashier'],
  ['Could not add payments', 'cashierTransaction.payments.couldNotAdd', 'src/features/cashier'],
  ['No currency exchange available', 'cashierTransaction.refused.noExchangeRate', 'src/features/cashier'],
  ['Void Payment failed', 'cashierTransactions.void.failed', 'src/features/cashier'],
  ['No daily cashier open today', 'cashierTransaction.refused.noDailyCashier', 'src/features/cashier'],
  ['cannot be displayed', 'reservations.documents.cannotDisplay', 'src/features/reservations'],
];

/** [SPEC's English, the message id, its params, the server file raising it, the screen folder showing it]. */
const REFUSAL_MESSAGES: [string, string, Record<string, string>, string, string][] = [
  ['Could not create accounting period year', 'error.reason.PERIOD_CLOSED', { level: 'YEAR', key: '2032' }, 'server/src/domain/dailyCashier.ts', 'src/features/cashier/daily-cashier'],
  ['Could not create accounting period year-month', 'error.reason.PERIOD_CLOSED', { level: 'MONTH', key: '2032-05' }, 'server/src/domain/dailyCashier.ts', 'src/features/cashier/daily-cashier'],
  ['Could not create accounting period year-month-day', 'error.reason.PERIOD_CLOSED', { level: 'DAY', key: '2032-05-20' }, 'server/src/domain/dailyCashier.ts', 'src/features/cashier/daily-cashier'],
  ['Could not create daily cashier', 'error.reason.ALREADY_EXISTS', {}, 'server/src/domain/dailyCashier.ts', 'src/features/cashier/daily-cashier'],
  ['Max passenger number exceeded for reservation.', 'error.reason.PASSENGER_LIMIT', { max: '1', active: '2' }, 'server/src/domain/reservationPassengers.ts', 'src/features/reservations'],
  ['No currency exchange available', 'error.code.NO_EXCHANGE_RATE', {}, 'server/src/domain/exchangeRates.ts', 'src/features/cashier'],
  ['No daily cashier open today', 'error.code.NO_DAILY_CASHIER_OPEN', {}, 'server/src/domain/dailyCashier.ts', 'src/features/cashier'],
];

const sourcesUnder = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  if (name === '__tests__' || name === '__generated__') return [];
  if (statSync(path).isDirectory()) return sourcesUnder(path);
  return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
});

/** The descriptor keys an area declares for `id`, and whether a screen file of the area reads one of them. */
function usedInArea(id: string, folder: string) {
  const files = sourcesUnder(folder).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const keys = files.flatMap(({ text }) => [...text.matchAll(new RegExp(`(\\w+):\\s*'${id.replace(/\./g, '\\.')}'`, 'g'))].map((m) => m[1]));
  const readers = files.filter(({ text }) => keys.some((key) => new RegExp(`\\.${key}\\b`).test(text))).map(({ path }) => path);
  return { keys, readers };
}

/** Screens of the area that word server refusals through src/app/errors (directly or through src/app/forms). */
const WORDING = /\b(refusalWords|failureText|useServerErrors|serverErrorText|refusalText|fieldErrorTexts)\b/;

describe("SPEC section 8's messages", () => {
  it.each(SCREEN_MESSAGES)("'%s' (%s) keeps its English, has Spanish, and is read in %s", (english, id, folder) => {
    expect(locales.en[id], id).toContain(english);
    if (!english.startsWith('cannot') && !english.startsWith('Could not add reservation')) expect(locales.en[id]).toBe(english);
    expect(locales.es[id], id).toBeTruthy();
    expect(locales.es[id]).not.toBe(locales.en[id]);
    const { keys, readers } = usedInArea(id, folder);
    expect(keys, `${id} is declared in ${folder}`).not.toEqual([]);
    expect(readers, `a file of ${folder} reads ${keys.join(', ')}`).not.toEqual([]);
  });

  it.each(REFUSAL_MESSAGES)("'%s' (%s) keeps its English, has Spanish, is raised by the server and worded by the screens", (english, id, params, server, folder) => {
    const en = createIntl({ locale: 'en', messages: locales.en });
    const es = createIntl({ locale: 'es', messages: locales.es });
    const english_ = en.formatMessage({ id }, params);
    expect(english_.startsWith(english), english_).toBe(true);
    const spanish = es.formatMessage({ id }, params);
    expect(spanish).not.toBe(english_);
    expect(spanish.startsWith(english)).toBe(false);
    const code = id.split('.').pop()!;
    expect(readFileSync(server, 'utf8'), `${server} raises ${code}`).toContain(`'${code}'`);
    expect(sourcesUnder(folder).some((path) => WORDING.test(readFileSync(path, 'utf8'))), `a screen of ${folder} words refusals`).toBe(true);
  });

  it('names the three accounting-period levels apart in Spanish', () => {
    const es = createIntl({ locale: 'es', messages: locales.es });
    const texts = ['YEAR', 'MONTH', 'DAY'].map((level) => es.formatMessage({ id: 'error.reason.PERIOD_CLOSED' }, { level, key: 'k' }));
    expect(new Set(texts).size).toBe(3);
  });
});
