/** The widest range the server answers in one grid (AvailabilityInput: at most 62 days). */
export const MAX_RANGE_DAYS = 62;
/** The range the screen opens with: today and the 13 days after it (two weeks). */
export const DEFAULT_RANGE_DAYS = 14;
export const MAX_QUANTITY = 999;

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' as a UTC midnight timestamp, or NaN when it is not a real calendar day. */
function utc(iso: string): number {
  if (!ISO.test(iso)) return NaN;
  const time = Date.parse(`${iso}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March; a real day prints back the same.
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso ? NaN : time;
}

export const isIsoDate = (value: string | null | undefined): value is string => value != null && !Number.isNaN(utc(value));

/** The day `days` after (or before, when negative) an ISO day. */
export function addDays(iso: string, days: number): string {
  return new Date(utc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** A date range problem the screen shows under the range field, or null when the range can be asked for. */
export function rangeProblem(from: string, to: string): 'order' | 'tooLong' | null {
  const span = daysBetween(from, to);
  if (span < 0) return 'order';
  if (span + 1 > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** What the check-availability screen asks, as kept in the address. */
export interface AvailabilityParams {
  productIds: string[];
  idProductCategory: string | null;
  dateFrom: string;
  dateTo: string;
  quantity: number;
}

/**
 * Reads `?p=<id>,<id>&cat=<id>&from=YYYY-MM-DD&to=YYYY-MM-DD&qty=2`. Anything missing or unreadable falls back to
 * the defaults (today + 13 days, quantity 1), and a range the server would refuse is cut to 62 days, so a shared or
 * hand-edited link always shows a grid.
 */
export function parseAvailabilityParams(search: URLSearchParams, today: string): AvailabilityParams {
  const productIds = [...new Set((search.get('p') ?? '').split(',').map((id) => id.trim()).filter(Boolean))];
  const category = search.get('cat')?.trim() || null;
  const from = isIsoDate(search.get('from')) ? search.get('from')! : today;
  let to = isIsoDate(search.get('to')) ? search.get('to')! : addDays(from, DEFAULT_RANGE_DAYS - 1);
  if (rangeProblem(from, to) === 'order') to = addDays(from, DEFAULT_RANGE_DAYS - 1);
  if (rangeProblem(from, to) === 'tooLong') to = addDays(from, MAX_RANGE_DAYS - 1);
  const qty = Number(search.get('qty'));
  const quantity = Number.isInteger(qty) && qty >= 1 ? Math.min(qty, MAX_QUANTITY) : 1;
  // Products and a category are two ways of choosing; products win when a link has both.
  return { productIds, idProductCategory: productIds.length ? null : category, dateFrom: from, dateTo: to, quantity };
}

/** The address of these params; defaults are left out so a plain link stays short. */
export function availabilitySearch(params: AvailabilityParams, today: string): URLSearchParams {
  const search = new URLSearchParams();
  if (params.productIds.length) search.set('p', params.productIds.join(','));
  if (params.idProductCategory) search.set('cat', params.idProductCategory);
  const isDefaultRange = params.dateFrom === today && params.dateTo === addDays(today, DEFAULT_RANGE_DAYS - 1);
  if (!isDefaultRange) {
    search.set('from', params.dateFrom);
    search.set('to', params.dateTo);
  }
  if (params.quantity !== 1) search.set('qty', String(params.quantity));
  return search;
}

export const hasSelection = (params: AvailabilityParams) => params.productIds.length > 0 || params.idProductCategory != null;

/** The AvailabilityInput of schema.graphql for these params. */
export function toAvailabilityInput(params: AvailabilityParams) {
  return params.productIds.length
    ? { productIds: params.productIds, dateFrom: params.dateFrom, dateTo: params.dateTo, quantity: params.quantity }
    : { idProductCategory: params.idProductCategory, dateFrom: params.dateFrom, dateTo: params.dateTo, quantity: params.quantity };
}

/** The check-availability route's variables (routeQueries.ts): the grid is asked only once something is chosen. */
export function availabilityVariables(params: AvailabilityParams) {
  return { input: toAvailabilityInput(params), hasSelection: hasSelection(params) };
}

/** A package page's start dates shown at once. */
export const PACKAGE_STRIP_DAYS = 30;

/** A package page's window (`?from=…&qty=…`): the first start date (today by default) and the number of packages. */
export function packageWindow(search: URLSearchParams, today: string) {
  const from = isIsoDate(search.get('from')) ? search.get('from')! : today;
  const qty = Number(search.get('qty'));
  return { from, quantity: Number.isInteger(qty) && qty >= 1 ? Math.min(qty, MAX_QUANTITY) : 1 };
}
