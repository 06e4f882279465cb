/*
 * Exchange rates (issue 9): the day's rate per OU and currency pair, and the conversion every payment in another
 * currency goes through.
 *
 * Which rate: exactly the rate recorded for that date. A tour operator's cashier works with the day's rate, so a day
 * without one refuses the conversion ('No currency exchange available') instead of silently using an older rate.
 *
 * Which side: a row (from USD, to PEN, buy 3.70, sell 3.75) quotes one USD in PEN. Conversions use the SELL rate, the
 * one Peru's tax authority prescribes for recording sales in a foreign currency, so the payment and the document it
 * settles agree: 100 USD paid against a PEN amount are worth 375.00 PEN, and 375.00 PEN of debt are settled by
 * 100.00 USD (the reverse direction divides by the same sell rate). The buy rate is kept for display and for the
 * accounting export.
 *
 * Arithmetic is exact (domain/money.ts); the converted amount is rounded half-up to 2 places.
 */
import type { Queryable } from '../db/database.ts';
import { appError } from '../graphql/errors.ts';
import { divide, multiply, round } from './money.ts';

export const NO_EXCHANGE_RATE = 'No currency exchange available';

interface Conversion {
  /**
   * The sell rate used, as recorded: units of the row's `to` currency per one unit of its `from` currency ('1' when
   * both currencies are the same). Frozen on the payment, so a later change of the rate never revalues it.
   */
  rate: string;
  /** The amount in idCurrencyTo, rounded half-up to 2 places. */
  converted: string;
  /** The exchange_rate row used; null when no conversion was needed. */
  idExchangeRate: string | null;
  /** True when the row was recorded the other way round (to -> from) and the amount was divided by its rate. */
  inverted: boolean;
}

/**
 * Converts `amount` (a decimal string in idCurrencyFrom) into idCurrencyTo at the OU's sell rate of exactly `date`.
 * A row recorded for the pair as asked is preferred; otherwise the opposite row is used dividing. Neither ->
 * NO_EXCHANGE_RATE 'No currency exchange available'.
 */
export async function convertAmount(
  tx: Queryable, idOu: string, date: string, idCurrencyFrom: string, idCurrencyTo: string, amount: string,
): Promise<Conversion> {
  if (idCurrencyFrom === idCurrencyTo) {
    return { rate: '1', converted: round(amount, 2), idExchangeRate: null, inverted: false };
  }
  const rows = await tx.query<{ id: string; sellRate: string; direct: boolean }>(
    `select id_exchange_rate as id, sell_rate::text as "sellRate", (id_currency_from = $3) as direct
     from exchange_rate
     where id_ou = $1 and rate_date = $2::date
       and ((id_currency_from = $3 and id_currency_to = $4) or (id_currency_from = $4 and id_currency_to = $3))
     order by (id_currency_from = $3) desc limit 1`,
    [idOu, date, idCurrencyFrom, idCurrencyTo],
  );
  const row = rows[0];
  if (!row) throw appError('NO_EXCHANGE_RATE', NO_EXCHANGE_RATE);
  const rate = trimRate(row.sellRate);
  const converted = row.direct ? round(multiply(amount, rate), 2) : divide(amount, rate, 2);
  return { rate, converted, idExchangeRate: row.id, inverted: !row.direct };
}

/** A numeric(14,6) as text without the trailing zeros of its scale ("3.750000" -> "3.75", "4.000000" -> "4"). */
export function trimRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}
