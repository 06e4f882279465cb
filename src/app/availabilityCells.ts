/** AvailabilityBlock of schema.graphql: why a day cannot be booked directly. */
export const BLOCKS = ['STOP_SALE', 'ON_REQUEST', 'RELEASE_PERIOD', 'NO_CAPACITY', 'INSUFFICIENT', 'INACTIVE'] as const;
export type Block = (typeof BLOCKS)[number];

/** How a cell is coloured: sage when it can be booked, amber when little is left, burgundy when it cannot. */
export type CellTone = 'bookable' | 'low' | 'blocked';

export interface DayLike {
  /** Null when the product has no inventory (not limited). */
  free: number | null | undefined;
  bookable: boolean;
  block?: string | null;
}

/**
 * The colour of a day for the quantity asked: not bookable (whatever the reason) is 'blocked'; bookable with at most
 * twice the quantity still free is 'low', a warning that the next booking may use it up; otherwise 'bookable'. A day
 * that is not limited is never low.
 */
export function classifyDay(day: DayLike, quantity: number): CellTone {
  if (!day.bookable) return 'blocked';
  if (day.free != null && day.free <= quantity * 2) return 'low';
  return 'bookable';
}

/** What a cell shows: the units free, '∞' for a day that is not limited, '—' when not limited but closed. */
export function freeText(day: DayLike, formatNumber: (n: number) => string = String): string {
  if (day.free != null) return formatNumber(day.free);
  return day.bookable ? '∞' : '—';
}

export const isBlock = (value: string | null | undefined): value is Block => BLOCKS.includes(value as Block);

export interface GroupedRows<R> {
  idProduct: string;
  rows: R[];
}

/**
 * The grid's rows (one per instance) grouped by product, products and instances in the order the server gave
 * them, so each product gets one heading even if its instances were not adjacent.
 */
export function groupByProduct<R extends { instance: { product: { idProduct: string } } }>(rows: readonly R[]): GroupedRows<R>[] {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const id = row.instance.product.idProduct;
    const list = groups.get(id);
    if (list) list.push(row);
    else groups.set(id, [row]);
  }
  return [...groups].map(([idProduct, list]) => ({ idProduct, rows: list }));
}
