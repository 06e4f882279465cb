import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../domain/calendar.ts';
import { NO_EXCHANGE_RATE, convertAmount } from '../../domain/exchangeRates.ts';
import { DEMO_RATE_DAYS_AHEAD, DEMO_RATE_DAYS_BACK } from '../../db/exchangeRateDemoData.ts';
import { codeOf, expectFieldCodes, expectTablesUnchanged, expectValidation, ok, reasonOf, signIn, UNKNOWN_ID } from '../../testing/adminFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';
import {
  NOT_POSITIVE, RATE_TAKEN, SAME_CURRENCY, SELL_BELOW_BUY, STALE_RATE, TOO_MANY_RATE_DECIMALS,
} from '../../domain/exchangeRateMaintenance.ts';

const REQUIRED = 'This field is required';
const INVALID_CHOICE = 'Choose one of the listed options';

const RATE = `id idExchangeRate rateDate idCurrencyFrom currencyFrom { code } idCurrencyTo currencyTo { code } buyRate sellRate
  version`;
const CREATE = `mutation ($data: ExchangeRateInput!) { createExchangeRate(data: $data) { ${RATE} } }`;
const UPDATE = `mutation ($data: ExchangeRateInput!) { updateExchangeRate(data: $data) { ${RATE} } }`;
const GET = `query ($id: ID!) { getExchangeRateById(id: $id) { ${RATE} } }`;
const NODE = 'query ($id: ID!) { node(id: $id) { __typename ... on ExchangeRate { idExchangeRate } } }';
const SEARCH = `query ($input: ExchangeRateSearchInput!) { searchExchangeRates(input: $input) { count data { ${RATE} } } }`;

interface Rate {
  id: string; idExchangeRate: string; rateDate: string; idCurrencyFrom: string; currencyFrom: { code: string };
  idCurrencyTo: string; currencyTo: { code: string }; buyRate: string; sellRate: string; version: number;
}
type Page = { searchExchangeRates: { count: number; data: Rate[] } };

describe.each(dbKinds)('exchange rates (%s)', (kind) => {
  const { server, users: [admin], cusco, v } = suiteServer(kind, { users: ['ADMIN'], cusco: true, catalog: true });
  let idLima: string;
  beforeAll(async () => {
    [{ id: idLima }] = await server.db.query<{ id: string }>(`select id_ou as id from ou where code = 'LIM'`);
  });

  const unchanged = (call: () => Promise<unknown>) => expectTablesUnchanged(server, ['exchange_rate'], call);
  const usd = () => v('CURRENCY', 'USD');
  const pen = () => v('CURRENCY', 'PEN');
  const eur = () => v('CURRENCY', 'EUR');
  const create = async (data: Record<string, unknown>) =>
    ok(await admin.gql<{ createExchangeRate: Rate }>(CREATE, { data })).createExchangeRate;

  it('ships demo rates US dollar to sol for the last 30 days and the next 7, in each OU, sell above buy', async () => {
    const rows = await server.db.query<{ ou: string; n: number; first: string; last: string; spread: boolean }>(
      `select o.code as ou, count(*)::int as n, min(x.rate_date)::text as first, max(x.rate_date)::text as last,
         bool_and(x.sell_rate = x.buy_rate + 0.05) as spread
       from exchange_rate x join ou o using (id_ou)
       where x.id_currency_from = $1 and x.id_currency_to = $2 group by o.code order by o.code`,
      [usd(), pen()],
    );
    const days = DEMO_RATE_DAYS_BACK + DEMO_RATE_DAYS_AHEAD + 1;
    const range = { first: addDays(today(), -DEMO_RATE_DAYS_BACK), last: addDays(today(), DEMO_RATE_DAYS_AHEAD) };
    expect(rows).toEqual([{ ou: 'CUZ', n: days, ...range, spread: true }, { ou: 'LIM', n: days, ...range, spread: true }]);
  });

  it('creates a rate, trims the numbers, reads it back by id and as a node', async () => {
    const rate = await create({
      rateDate: '2030-01-10', idCurrencyFrom: eur(), idCurrencyTo: pen(), buyRate: ' 4.100000 ', sellRate: '4.15',
    });
    expect(rate).toMatchObject({
      rateDate: '2030-01-10', currencyFrom: { code: 'EUR' }, currencyTo: { code: 'PEN' }, buyRate: '4.1', sellRate: '4.15',
      version: 1,
    });
    expect(ok(await admin.gql<{ getExchangeRateById: Rate }>(GET, { id: rate.idExchangeRate })).getExchangeRateById).toEqual(rate);
    expect(ok(await admin.gql<{ node: unknown }>(NODE, { id: rate.id })).node)
      .toEqual({ __typename: 'ExchangeRate', idExchangeRate: rate.idExchangeRate });
  });

  it('checks every field, changing nothing', async () => {
    await unchanged(async () => {
      expectValidation(await admin.gql(CREATE, { data: {} }), {
        rateDate: REQUIRED, idCurrencyFrom: REQUIRED, idCurrencyTo: REQUIRED, buyRate: REQUIRED, sellRate: REQUIRED,
      });
      const empty = await admin.gql(CREATE, { data: {} });
      expectFieldCodes(empty, { rateDate: 'REQUIRED', idCurrencyFrom: 'REQUIRED', idCurrencyTo: 'REQUIRED', buyRate: 'REQUIRED' });
      const wrong = await admin.gql(CREATE, { data: {
        rateDate: '2030-02-28', idCurrencyFrom: usd(), idCurrencyTo: usd(), buyRate: '0', sellRate: '1.1234567',
      } });
      expectValidation(wrong, { idCurrencyTo: SAME_CURRENCY, buyRate: NOT_POSITIVE, sellRate: TOO_MANY_RATE_DECIMALS });
      // The codes the form turns into words (issue 19), with the figures its messages name.
      expectFieldCodes(wrong, { idCurrencyTo: 'SAME_CURRENCY', buyRate: 'NOT_POSITIVE', sellRate: ['TOO_MANY_DECIMALS', { max: 6 }] });
      expectFieldCodes(await admin.gql(CREATE, { data: {
        rateDate: '2030-02-01', idCurrencyFrom: usd(), idCurrencyTo: pen(), buyRate: 'x', sellRate: '100000000',
      } }), { buyRate: 'NOT_A_NUMBER', sellRate: ['NUMBER_TOO_LARGE', { max: '99999999.999999' }] });
      // A day the calendar does not have is refused by the Date scalar itself, before the resolver runs.
      const noSuchDay = await admin.gql(CREATE, { data: {
        rateDate: '2030-02-30', idCurrencyFrom: usd(), idCurrencyTo: pen(), buyRate: '3.5', sellRate: '3.6',
      } });
      expect(codeOf(noSuchDay)).toBe('VALIDATION');
      expect(noSuchDay.errors?.[0]?.message).toMatch(/Date/);
      expectValidation(await admin.gql(CREATE, { data: {
        rateDate: '2030-02-01', idCurrencyFrom: v('PAYMENT_TYPE', 'CASH'), idCurrencyTo: UNKNOWN_ID, buyRate: 'abc',
        sellRate: '-2',
      } }), {
        idCurrencyFrom: INVALID_CHOICE, idCurrencyTo: INVALID_CHOICE, buyRate: 'Enter a number', sellRate: NOT_POSITIVE,
      });
      expectValidation(await admin.gql(CREATE, { data: {
        rateDate: '2030-02-01', idCurrencyFrom: usd(), idCurrencyTo: pen(), buyRate: '3.8', sellRate: '3.799999',
      } }), { sellRate: SELL_BELOW_BUY });
      expectFieldCodes(await admin.gql(CREATE, { data: {
        rateDate: '2030-02-01', idCurrencyFrom: usd(), idCurrencyTo: pen(), buyRate: '3.8', sellRate: '3.799999',
      } }), { sellRate: 'SELL_BELOW_BUY' });
    });
  });

  it('refuses a second rate for the same date and pair (also two at once), and stale or unknown updates', async () => {
    const data = { rateDate: '2030-03-01', idCurrencyFrom: usd(), idCurrencyTo: eur(), buyRate: '0.9', sellRate: '0.95' };
    const results = await Promise.all(Array.from({ length: 8 }, () => admin.gql(CREATE, { data })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) {
      expect(codeOf(r)).toBe('CONFLICT');
      expect(r.errors?.[0].message).toBe(RATE_TAKEN);
    }
    const other = await create({ ...data, rateDate: '2030-03-02' });
    await unchanged(async () => {
      const moved = await admin.gql(UPDATE, { data: { ...data, idExchangeRate: other.idExchangeRate } });
      expect(codeOf(moved)).toBe('CONFLICT');
      expect(moved.errors?.[0].message).toBe(RATE_TAKEN);
      expectFieldCodes(moved, { rateDate: 'DUPLICATE' });
      expect(codeOf(await admin.gql(UPDATE, { data: { ...data, idExchangeRate: UNKNOWN_ID } }))).toBe('NOT_FOUND');
      expectValidation(await admin.gql(UPDATE, { data: { ...data, rateDate: '2030-03-02' } }), { idExchangeRate: REQUIRED });
    });
    const updated = ok(await admin.gql<{ updateExchangeRate: Rate }>(UPDATE, { data: {
      ...data, idExchangeRate: other.idExchangeRate, version: 1, rateDate: '2030-03-02', buyRate: '0.91', sellRate: '0.96',
    } })).updateExchangeRate;
    expect(updated).toMatchObject({ buyRate: '0.91', sellRate: '0.96', version: 2 });
    await unchanged(async () => {
      const stale = await admin.gql(UPDATE, { data: { ...data, idExchangeRate: other.idExchangeRate, version: 1, rateDate: '2030-03-02' } });
      expect(codeOf(stale)).toBe('CONFLICT');
      expect(stale.errors?.[0].message).toBe(STALE_RATE);
      expect(reasonOf(stale)).toEqual({ reason: 'STALE', params: undefined });
    });
  });

  it("searches the OU's rates by date range and currency, newest first; other OUs and roles see none", async () => {
    const a = await create({ rateDate: '2030-04-01', idCurrencyFrom: eur(), idCurrencyTo: usd(), buyRate: '1.08', sellRate: '1.1' });
    const b = await create({ rateDate: '2030-04-02', idCurrencyFrom: pen(), idCurrencyTo: eur(), buyRate: '0.24', sellRate: '0.25' });
    const page = ok(await admin.gql<Page>(SEARCH, { input: { dateFrom: '2030-04-01', dateTo: '2030-04-30' } })).searchExchangeRates;
    expect(page.data.map((r) => r.idExchangeRate)).toEqual([b.idExchangeRate, a.idExchangeRate]);
    const inUsd = ok(await admin.gql<Page>(SEARCH, { input: { dateFrom: '2030-04-01', idCurrency: usd() } })).searchExchangeRates;
    expect(inUsd.data.map((r) => r.idExchangeRate)).toEqual([a.idExchangeRate]);
    const firstPage = ok(await admin.gql<Page>(SEARCH, { input: { take: 5 } })).searchExchangeRates;
    expect(firstPage.data).toHaveLength(5);
    expect(firstPage.count).toBeGreaterThanOrEqual(DEMO_RATE_DAYS_BACK + DEMO_RATE_DAYS_AHEAD + 3);
    const bySell = ok(await admin.gql<Page>(SEARCH, { input: { dateFrom: '2030-04-01', sortBy: 'sellRate', sortDirection: 'ASC' } }))
      .searchExchangeRates;
    expect(bySell.data.map((r) => r.sellRate)).toEqual(['0.25', '1.1']);
    expect(ok(await cusco.gql<Page>(SEARCH, { input: { dateFrom: '2030-04-01' } })).searchExchangeRates.count).toBe(0);
    expect(ok(await cusco.gql<{ getExchangeRateById: Rate | null }>(GET, { id: a.idExchangeRate })).getExchangeRateById).toBeNull();
    expect(codeOf(await cusco.gql(UPDATE, { data: { idExchangeRate: a.idExchangeRate, rateDate: '2030-04-01',
      idCurrencyFrom: eur(), idCurrencyTo: usd(), buyRate: '1', sellRate: '1' } }))).toBe('NOT_FOUND');
    for (const role of ['RESADM', 'RESVIEW']) {
      const who = await signIn(server, role);
      expect(codeOf(await who.gql(SEARCH, { input: {} }))).toBe('FORBIDDEN');
      expect(codeOf(await who.gql(CREATE, { data: {} }))).toBe('FORBIDDEN');
    }
  });

  describe('convertAmount', () => {
    const convert = (date: string, from: string, to: string, amount: string) =>
      server.db.transaction((tx) => convertAmount(tx, idLima, date, from, to, amount));

    beforeAll(async () => {
      await create({ rateDate: '2030-05-01', idCurrencyFrom: usd(), idCurrencyTo: pen(), buyRate: '3.7', sellRate: '3.755' });
    });

    it('answers rate 1 in the same currency', async () => {
      expect(await convert('2030-05-01', pen(), pen(), '12.345')).toEqual({
        rate: '1', converted: '12.35', idExchangeRate: null, inverted: false,
      });
    });

    it('multiplies by the sell rate of the day, rounding half-up to 2 places', async () => {
      const result = await convert('2030-05-01', usd(), pen(), '10.01');
      // 10.01 x 3.755 = 37.58755
      expect(result).toMatchObject({ rate: '3.755', converted: '37.59', inverted: false });
      expect(result.idExchangeRate).toEqual(expect.any(String));
      expect((await convert('2030-05-01', usd(), pen(), '2')).converted).toBe('7.51');
    });

    it('divides by the same sell rate the other way round', async () => {
      // 375.50 / 3.755 = 100; 10 / 3.755 = 2.6631...
      expect(await convert('2030-05-01', pen(), usd(), '375.50')).toMatchObject({ rate: '3.755', converted: '100.00', inverted: true });
      expect((await convert('2030-05-01', pen(), usd(), '10')).converted).toBe('2.66');
    });

    it('prefers the row recorded in the direction asked', async () => {
      await create({ rateDate: '2030-05-01', idCurrencyFrom: pen(), idCurrencyTo: usd(), buyRate: '0.26', sellRate: '0.27' });
      expect(await convert('2030-05-01', pen(), usd(), '100')).toMatchObject({ rate: '0.27', converted: '27.00', inverted: false });
    });

    it('uses exactly the day\'s rate: another day\'s, another OU\'s or another pair\'s is no rate', async () => {
      for (const [date, from, to, idOu] of [
        ['2030-05-02', usd(), pen(), idLima],
        ['2030-05-01', eur(), pen(), idLima],
        ['2030-05-01', usd(), pen(), (await server.db.query<{ id: string }>(`select id_ou as id from ou where code = 'CUZ'`))[0].id],
      ]) {
        const error = await server.db.transaction((tx) => convertAmount(tx, idOu, date, from, to, '10')).catch((e: unknown) => e);
        expect(error).toMatchObject({ message: NO_EXCHANGE_RATE, extensions: { code: 'NO_EXCHANGE_RATE' } });
      }
    });
  });
});
