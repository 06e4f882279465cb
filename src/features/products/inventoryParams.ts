import { addDays, isIsoDate } from './availability/availabilityParams';

/** The inventory page's availability strip shows this many days. */
export const STRIP_DAYS = 31;
/** Rows per page of the transactions and of the sale periods. */
export const INVENTORY_PAGE_SIZE = 10;

/** The strip's dates starting on `start`: checkAvailability's dateFrom and dateTo (both included). */
export const stripWindow = (start: string) => ({ dateFrom: start, dateTo: addDays(start, STRIP_DAYS - 1) });

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '', 10) || 1);

/**
 * The inventory page's address: `?transactions=…&periods=…` (the lists' pages) and `?from=…` (the strip's first day,
 * today when absent), so the route's query (routeQueries.ts) and the screen read the same page.
 */
export function inventoryParams(search: URLSearchParams, today: string) {
  const from = search.get('from');
  return { txPage: pageOf(search.get('transactions')), spPage: pageOf(search.get('periods')), stripStart: isIsoDate(from) ? from : today };
}

/** InstanceInventoryRouteQuery's variables for an address. */
export function inventoryVariables({ id, instanceId }: Record<string, string>, search: URLSearchParams, today: string) {
  const { txPage, spPage, stripStart } = inventoryParams(search, today);
  return {
    idProduct: id, idInstance: instanceId, txSkip: (txPage - 1) * INVENTORY_PAGE_SIZE, txTake: INVENTORY_PAGE_SIZE,
    spSkip: (spPage - 1) * INVENTORY_PAGE_SIZE, spTake: INVENTORY_PAGE_SIZE, ...stripWindow(stripStart),
  };
}
