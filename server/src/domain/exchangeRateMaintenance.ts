import { EXCHANGE_RATE_LIMITS, exchangeRateProblems } from '../../../rules/exchangeRate.ts';
import type { RuleProblem } from '../../../rules/fields.ts';
import type { Viewer } from '../context.ts';
import type { Database, Queryable } from '../db/database.ts';
import { CATALOG } from '../db/generalParameterData.ts';
import { appError, notFound } from '../graphql/errors.ts';
import type { ExchangeRateInput, ExchangeRateSearchInput } from '../graphql/resolvers-types.ts';
import { duplicate, FieldErrors, isUniqueViolation, isUuid, pageOf } from '../graphql/validation.ts';
import type { ExchangeRateModel } from '../models.ts';
import { isDate } from './calendar.ts';
import { trimRate } from './exchangeRates.ts';
import { INVALID_CHOICE, checkCatalogRefs } from './generalParameters.ts';
import { END_BEFORE_START, INVALID_DATE } from './inventory.ts';
import { NOT_A_NUMBER } from './pricing.ts';

/*
 * Exchange rate maintenance (issue 9): the day's buy and sell rate of a currency pair per OU, kept by an
 * administrator. The conversion payments go through is domain/exchangeRates.ts. A save locks the rate it changes
 * (one row) and nothing else; the unique key of (OU, date, pair) settles two saves of the same pair at once.
 */

export const SAME_CURRENCY = 'Choose a different currency';
export const NOT_POSITIVE = 'Must be more than 0';
export const TOO_MANY_RATE_DECIMALS = 'Use at most 6 decimals';
export const SELL_BELOW_BUY = 'The sell rate cannot be below the buy rate';
export const RATE_TAKEN = 'There is already a rate for this date and currencies';
export const STALE_RATE = 'This exchange rate was changed by someone else; reload it';

const COLUMNS = `x.id_exchange_rate as "idExchangeRate", x.id_ou as "idOu", x.rate_date as "rateDate",
  x.id_currency_from as "idCurrencyFrom", x.id_currency_to as "idCurrencyTo", x.buy_rate::text as "buyRate",
  x.sell_rate::text as "sellRate", x.version, x.created_at as "createdAt", x.updated_at as "updatedAt"`;

const SORTS = { rateDate: 'x.rate_date', buyRate: 'x.buy_rate', sellRate: 'x.sell_rate' };

const trimmed = (row: ExchangeRateModel): ExchangeRateModel => ({
  ...row, buyRate: trimRate(row.buyRate), sellRate: trimRate(row.sellRate),
});

/** An exchange rate of the OU, or null (also for another OU's and malformed ids). */
export async function findExchangeRate(db: Queryable, idOu: string, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<ExchangeRateModel>(
    `select ${COLUMNS} from exchange_rate x where x.id_exchange_rate = $1 and x.id_ou = $2 ${lock ? 'for update' : ''}`,
    [id, idOu],
  );
  return row ? trimmed(row) : null;
}

export async function searchExchangeRateRows(db: Queryable, idOu: string, input: ExchangeRateSearchInput) {
  const page = pageOf({ skip: input.skip, take: input.take, sortBy: input.sortBy, sortDirection: input.sortDirection },
    SORTS, 'rateDate');
  const errors = new FieldErrors();
  for (const field of ['dateFrom', 'dateTo'] as const) {
    if (input[field] && !isDate(input[field])) errors.addCode(field, 'INVALID_DATE', {}, INVALID_DATE);
  }
  if (input.dateFrom && input.dateTo && !errors.any && input.dateTo < input.dateFrom) errors.addCode('dateTo', 'END_BEFORE_START', {}, END_BEFORE_START);
  if (input.idCurrency && !isUuid(input.idCurrency)) errors.addCode('idCurrency', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  errors.check();
  const params: unknown[] = [idOu];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters = ['x.id_ou = $1'];
  if (input.dateFrom) filters.push(`x.rate_date >= ${param(input.dateFrom)}::date`);
  if (input.dateTo) filters.push(`x.rate_date <= ${param(input.dateTo)}::date`);
  if (input.idCurrency) {
    const p = param(input.idCurrency);
    filters.push(`(x.id_currency_from = ${p} or x.id_currency_to = ${p})`);
  }
  const where = filters.join(' and ');
  const countParams = [...params];
  const order = input.sortBy || input.sortDirection ? `${page.orderBy}, x.id_exchange_rate` : 'x.rate_date desc, x.id_exchange_rate';
  const [data, [{ count }]] = await Promise.all([
    db.query<ExchangeRateModel>(
      `select ${COLUMNS} from exchange_rate x where ${where} order by ${order} offset ${param(page.skip)} limit ${param(page.take)}`,
      params,
    ),
    db.query<{ count: number }>(`select count(*)::int as count from exchange_rate x where ${where}`, countParams),
  ]);
  return { data: data.map(trimmed), count };
}

/** The English texts of the rule codes whose general words say less (the old `fields` map). */
function rateEnglish(p: RuleProblem): string | undefined {
  switch (p.code) {
    case 'INVALID_DATE': return INVALID_DATE;
    case 'SAME_CURRENCY': return SAME_CURRENCY;
    case 'NOT_A_NUMBER': return NOT_A_NUMBER;
    case 'NOT_POSITIVE': return NOT_POSITIVE;
    case 'TOO_MANY_DECIMALS': return TOO_MANY_RATE_DECIMALS;
    case 'NUMBER_TOO_LARGE': return `At most ${EXCHANGE_RATE_LIMITS.rateMax}`;
    case 'SELL_BELOW_BUY': return SELL_BELOW_BUY;
    default: return undefined;
  }
}

/** Checks and writes one rate (a new one, or a change of the one at data.idExchangeRate); answers its id. */
export async function saveExchangeRate(db: Database, viewer: Viewer, data: ExchangeRateInput, update: boolean) {
  const errors = new FieldErrors();
  const id = update ? errors.id('idExchangeRate', data.idExchangeRate) : undefined;
  // The field rules of the form's own (rules/exchangeRate.ts); the currencies and the free pair are checked below.
  errors.addProblems(exchangeRateProblems(data), rateEnglish);
  const from = data.idCurrencyFrom?.trim() || undefined;
  const to = data.idCurrencyTo?.trim() || undefined;
  const buy = data.buyRate?.trim();
  const sell = data.sellRate?.trim();
  return db.transaction(async (tx) => {
    if (id) {
      const current = await findExchangeRate(tx, viewer.idOu, id, true);
      if (!current) throw notFound('Exchange rate');
      if (data.version != null && data.version !== current.version) throw appError('CONFLICT', STALE_RATE, { reason: 'STALE' });
    }
    await checkCatalogRefs(tx, viewer.idOu, errors, [
      { field: 'idCurrencyFrom', catalog: CATALOG.currency, id: from },
      { field: 'idCurrencyTo', catalog: CATALOG.currency, id: to },
    ]);
    if (!errors.any) {
      const taken = await tx.query(
        `select 1 from exchange_rate where id_ou = $1 and rate_date = $2::date and id_currency_from = $3
           and id_currency_to = $4 and id_exchange_rate is distinct from $5::uuid`,
        [viewer.idOu, data.rateDate, from, to, id ?? null],
      );
      if (taken.length) throw duplicate(RATE_TAKEN, 'rateDate');
    }
    errors.check();
    if (!id) {
      const [row] = await tx.query<{ id: string }>(
        `insert into exchange_rate (id_ou, rate_date, id_currency_from, id_currency_to, buy_rate, sell_rate,
           id_user_create, id_user_update)
         values ($1, $2::date, $3, $4, $5, $6, $7, $7) returning id_exchange_rate as id`,
        [viewer.idOu, data.rateDate, from, to, buy, sell, viewer.idUser],
      );
      return row.id;
    }
    await tx.query(
      `update exchange_rate set rate_date = $2::date, id_currency_from = $3, id_currency_to = $4, buy_rate = $5,
         sell_rate = $6, version = version + 1, id_user_update = $7, updated_at = now()
       where id_exchange_rate = $1`,
      [id, data.rateDate, from, to, buy, sell, viewer.idUser],
    );
    return id;
  }).catch((error: unknown) => {
    // Two saves of the same date and pair at once: the unique key had the last word.
    if (isUniqueViolation(error)) throw duplicate(RATE_TAKEN, 'rateDate');
    throw error;
  });
}
