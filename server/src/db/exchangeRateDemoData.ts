import { addDays, eachDay, today } from '../domain/calendar.ts';
import { add, round } from '../domain/money.ts';
import type { Queryable } from './database.ts';
import { CATALOG } from './generalParameterData.ts';

/*
 * Demo exchange rates (issue 9): US dollar to Peruvian sol, per OU, for the last 30 days and the next 7, so a cashier
 * can take dollars against sol amounts on any day of the demo. The sell rate is 5 cents above the buy rate; the rate
 * drifts by a few thousandths from day to day (deterministic, so every demo database holds the same rates).
 */

type CatalogIds = Record<string, Record<string, string>>;

export const DEMO_RATE_DAYS_BACK = 30;
export const DEMO_RATE_DAYS_AHEAD = 7;
const BASE_BUY = '3.700';
const SPREAD = '0.050';

/** The demo buy rate of the n-th day of the range: 3.700 plus a wave of -0.015 .. +0.015. */
function demoBuyRate(n: number): string {
  const wave = [0, 3, 7, 10, 15, 10, 7, 3, 0, -3, -7, -10, -15, -10, -7, -3][n % 16];
  return round(add(BASE_BUY, `${wave < 0 ? '-' : ''}0.${String(Math.abs(wave)).padStart(3, '0')}`), 3);
}

export async function seedDemoExchangeRates(tx: Queryable, ous: Record<string, string>, catalogs: CatalogIds) {
  const usd = catalogs[CATALOG.currency].USD;
  const pen = catalogs[CATALOG.currency].PEN;
  const days = eachDay(addDays(today(), -DEMO_RATE_DAYS_BACK), addDays(today(), DEMO_RATE_DAYS_AHEAD));
  for (const idOu of Object.values(ous)) {
    const buys = days.map((_, n) => demoBuyRate(n));
    await tx.query(
      `insert into exchange_rate (id_ou, rate_date, id_currency_from, id_currency_to, buy_rate, sell_rate)
       select $1, d::date, $2, $3, b::numeric, b::numeric + $6::numeric
       from unnest($4::text[], $5::text[]) as t(d, b)`,
      [idOu, usd, pen, days, buys, SPREAD],
    );
  }
}
