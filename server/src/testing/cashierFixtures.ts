/**
 * Fixtures for the cashier suites: confirmed reservations whose items carry given prices (manual prices, so no rate
 * is needed), today's daily cashier opened for a user, and a day's exchange rate.
 */
import type { Queryable } from '../db/database.ts';
import { applyInventoryTransaction } from '../domain/inventory.ts';
import { openDailyCashier } from '../domain/dailyCashier.ts';
import { addItem, confirmReservation, createReservation, type Actor } from '../domain/reservations.ts';
import { catalogValueId, createFixtureProduct, ouId } from './productFixtures.ts';
import { entityId } from './rateFixtures.ts';

export const SERVICE_DAY = '2031-03-10';

/** A product with room for `capacity` units on SERVICE_DAY; answers its instance id. */
export async function payableProduct(db: Queryable, idOu: string, code: string, capacity = 500) {
  const product = await createFixtureProduct(db, idOu, { code, name: `Cashier ${code}`, type: 'TOUR', unit: 'PAX' });
  const idProductInstance = product.instances[0].idProductInstance;
  await applyInventoryTransaction(db, {
    idProductInstance, dateFrom: SERVICE_DAY, dateTo: SERVICE_DAY, transactionType: 'ADD_CAPACITY', quantity: capacity,
  }, null);
  return idProductInstance;
}

/**
 * What the cashier suites sell with: Lima's OU id, a payable product `code` (see payableProduct) and the USD id; with
 * `cashier`, today's daily cashier of that user is opened too.
 */
export async function limaPayables(db: Queryable, code: string, options: { cashier?: string; capacity?: number } = {}) {
  const lim = await ouId(db, 'LIM');
  const instance = await payableProduct(db, lim, code, options.capacity);
  const usd = await catalogValueId(db, 'CURRENCY', 'USD');
  if (options.cashier) await openDay(db, lim, options.cashier);
  return { lim, instance, usd };
}

export interface PayableReservation {
  idReservation: string;
  code: string;
  /** Item ids in the order of `prices`. */
  items: string[];
}

/** A CONFIRMED reservation of the customer with one confirmed item per price (quantity 1 each); a QUOTE with `confirm: false`. */
export async function payableReservation(
  db: Queryable, idOu: string, idProductInstance: string, prices: string[],
  options: { customer?: string; currency?: string; reservationDate?: string; confirm?: boolean } = {},
): Promise<PayableReservation> {
  const actor: Actor = { idOu, idUser: null, canOverridePrice: true };
  const idEntity = await entityId(db, options.customer ?? 'Andes Explorer');
  const idCurrency = await catalogValueId(db, 'CURRENCY', options.currency ?? 'USD');
  const reservation = await createReservation(db, actor, {
    reservationDate: options.reservationDate ?? '2031-01-01', idEntity, passengerCount: 1, idCurrency,
  });
  const items: string[] = [];
  for (const price of prices) {
    const item = await addItem(db, actor, {
      idReservation: reservation.idReservation, idProductInstance, serviceDate: SERVICE_DAY, quantity: 1,
      unitPrice: price, overrideReason: 'cashier test',
    });
    items.push(item.idReservationItem);
  }
  if (options.confirm !== false) await confirmReservation(db, actor, reservation.idReservation);
  return { idReservation: reservation.idReservation, code: reservation.code, items };
}

/** Opens today's daily cashier of the user (no float). */
export async function openDay(db: Queryable, idOu: string, idUser: string) {
  return openDailyCashier(db, idOu, idUser, []);
}

/** The OU's rate of `date`: one unit of `from` sells for `sell` units of `to`. */
export async function exchangeRate(db: Queryable, idOu: string, date: string, from: string, to: string, sell: string) {
  const [row] = await db.query<{ id: string }>(
    `insert into exchange_rate (id_ou, rate_date, id_currency_from, id_currency_to, buy_rate, sell_rate)
     values ($1, $2, $3, $4, $5, $5)
     on conflict (id_ou, rate_date, id_currency_from, id_currency_to) do update set buy_rate = $5, sell_rate = $5
     returning id_exchange_rate as id`,
    [idOu, date, await catalogValueId(db, 'CURRENCY', from), await catalogValueId(db, 'CURRENCY', to), sell],
  );
  return row.id;
}

/** Every text-like value of every table in the public schema, for "this secret is stored nowhere" checks. */
export async function everyTextValue(db: Queryable): Promise<string[]> {
  const columns = await db.query<{ table: string; column: string; type: string }>(
    `select c.table_name as "table", c.column_name as "column", c.data_type as type from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea')`,
  );
  const values: string[] = [];
  for (const { table, column, type } of columns) {
    const rows = await db.query<{ v: string | null }>(
      `select ${type === 'bytea' ? `encode("${column}", 'escape')` : `"${column}"::text`} as v from "${table}" where "${column}" is not null`,
    );
    for (const row of rows) if (row.v !== null) values.push(row.v);
  }
  return values;
}
