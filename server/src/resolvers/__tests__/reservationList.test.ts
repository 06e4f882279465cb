import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../domain/reservationList.ts';
import { ok, signIn, type SignedIn } from '../../testing/adminFixtures.ts';
import { ouId } from '../../testing/productFixtures.ts';
import { catalogLookup, entityId } from '../../testing/rateFixtures.ts';
import { createTestServer, dbKinds, type TestServer } from '../../testing/testServer.ts';

/*
 * The reservations list's paging, sorting, capped count and short searches (domain/reservationList.ts) over
 * 1,100 reservations in 2039, a year no demo reservation uses, so a date range selects exactly them.
 */

const SEARCH = `query ($input: ReservationSearchInput!) { searchReservations(input: $input) {
  count countIsCapped data { code fileNumber reservationDate passengerCount status amount createdAt entity { name } } } }`;
const GENERATED = 1100;
const YEAR = { dateFrom: '2039-01-01', dateTo: '2039-12-31' };
const JANUARY = { dateFrom: '2039-01-01', dateTo: '2039-01-31' };

interface Row {
  code: string; fileNumber: string | null; reservationDate: string; passengerCount: number; status: string; amount: string;
  createdAt: string; entity: { name: string };
}
interface Page { count: number; countIsCapped: boolean; data: Row[] }

const inOrder = <T>(values: T[], compare: (a: T, b: T) => number) => values.every((v, i) => i === 0 || compare(values[i - 1], v) <= 0);
const byNumber = (a: string, b: string) => Number(a) - Number(b);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe.each(dbKinds)('reservations list (%s)', (kind) => {
  let server: TestServer;
  let admin: SignedIn;
  const search = async (input: Record<string, unknown>) =>
    ok(await admin.gql<{ searchReservations: Page }>(SEARCH, { input })).searchReservations;

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await signIn(server, 'ADMIN');
    const v = await catalogLookup(server.db);
    const lim = await ouId(server.db, 'LIM');
    const customers = [await entityId(server.db, 'Andes Explorer'), await entityId(server.db, 'MiraVan Transfers')];
    // Distinct amounts (n * 37 mod 1100 is a permutation), several per date, statuses and counts cycling.
    await server.db.query(
      `insert into reservation (id_ou, code, file_number, reservation_date, id_entity, passenger_count, status, id_currency,
         amount, pending_amount, search_text, created_at)
       select $1, 'LST-' || lpad(n::text, 6, '0'), case when n % 4 > 0 then 'F-' || lpad((n % 97)::text, 3, '0') end,
         date '2039-01-01' + (n % 365), ($2::uuid[])[1 + n % 2], 1 + n % 6,
         (array['QUOTE', 'CONFIRMED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'])[1 + n % 5], $3,
         ((n * 37) % 1100) + 0.25, 0, lower('LST-' || lpad(n::text, 6, '0') || ' x_100%'),
         timestamptz '2039-01-01' + n * interval '1 minute'
       from generate_series(1, $4::int) n`,
      [lim, customers, v('CURRENCY', 'USD'), GENERATED],
    );
  });
  afterAll(() => server?.close());

  it('counts exactly up to the cap and says "more" above it', async () => {
    const january = await search({ ...JANUARY, take: 100 });
    const [{ n }] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from reservation where reservation_date between '2039-01-01' and '2039-01-31'`,
    );
    expect(january).toMatchObject({ count: n, countIsCapped: false });
    expect(january.data).toHaveLength(n);
    expect(await search(YEAR)).toMatchObject({ count: COUNT_CAP, countIsCapped: true });
    // Past the cap the floor follows the page, so the next page stays reachable ...
    const deep = await search({ ...YEAR, skip: 1000, take: 20 });
    expect(deep).toMatchObject({ count: 1020, countIsCapped: true });
    expect(deep.data).toHaveLength(20);
    // ... and the last page is exact again.
    const last = await search({ ...YEAR, skip: 1080, take: 20 });
    expect(last).toMatchObject({ count: GENERATED, countIsCapped: false });
    expect(last.data).toHaveLength(20);
  });

  it('sorts by amount both ways', async () => {
    const amounts = (await server.db.query<{ text: string }>(
      `select amount::text as text from reservation where reservation_date between '2039-01-01' and '2039-01-31' order by amount`,
    )).map((r) => r.text);
    expect((await search({ ...JANUARY, sortBy: 'amount', sortDirection: 'ASC', take: 100 })).data.map((r) => r.amount)).toEqual(amounts);
    expect((await search({ ...JANUARY, sortBy: 'amount', sortDirection: 'DESC', take: 100 })).data.map((r) => r.amount))
      .toEqual([...amounts].reverse());
    // Pages follow each other without gaps or repeats.
    const pages = await Promise.all([0, 20, 40].map((skip) => search({ ...YEAR, sortBy: 'amount', sortDirection: 'DESC', skip, take: 20 })));
    const codes = pages.flatMap((p) => p.data.map((r) => r.code));
    expect(new Set(codes).size).toBe(60);
    expect(pages.flatMap((p) => p.data.map((r) => r.amount))).toEqual([...Array(60)].map((_, i) => `${1099 - i}.25`));
  });

  it.each([
    ['code', (r: Row) => r.code, byText],
    ['fileNumber', (r: Row) => r.fileNumber ?? '\uffff', byText],
    ['reservationDate', (r: Row) => r.reservationDate, byText],
    ['entity', (r: Row) => r.entity.name.toLowerCase(), byText],
    ['passengerCount', (r: Row) => String(r.passengerCount), byNumber],
    ['status', (r: Row) => r.status, byText],
    ['amount', (r: Row) => r.amount, byNumber],
    ['createdAt', (r: Row) => r.createdAt, byText],
  ] as const)('sorts by %s both ways', async (sortBy, key, compare) => {
    const up = (await search({ ...YEAR, sortBy, sortDirection: 'ASC', take: 100 })).data.map(key);
    const down = (await search({ ...YEAR, sortBy, sortDirection: 'DESC', take: 100 })).data.map(key);
    expect(up).toHaveLength(100);
    expect(inOrder(up, compare)).toBe(true);
    expect(inOrder(down, (a, b) => compare(b, a))).toBe(true);
    expect(up[0]).not.toEqual(down[0]);
  });

  it('keeps the newest first within a status, and by default', async () => {
    const quotes = (await search({ ...YEAR, status: 'QUOTE', take: 100 })).data;
    expect(quotes.every((r) => r.status === 'QUOTE')).toBe(true);
    expect(inOrder(quotes.map((r) => r.reservationDate), (a, b) => byText(b, a))).toBe(true);
    const byStatus = (await search({ ...YEAR, sortBy: 'status', sortDirection: 'ASC', take: 100 })).data;
    expect(inOrder(byStatus.map((r) => r.reservationDate), (a, b) => byText(b, a))).toBe(true);
    expect(inOrder((await search(YEAR)).data.map((r) => r.reservationDate), (a, b) => byText(b, a))).toBe(true);
  });

  it('matches a short text at the start of the code, a longer one anywhere', async () => {
    // 1-2 characters: a code prefix (no trigram to look up), any case.
    const ls = await search({ text: 'ls', ...YEAR, take: 5 });
    expect(ls).toMatchObject({ count: COUNT_CAP, countIsCapped: true });
    expect(ls.data.every((r) => r.code.startsWith('LST-'))).toBe(true);
    expect((await search({ text: 'st', ...YEAR })).count).toBe(0);
    // 3+: anywhere in the folded search text, with LIKE's wildcards taken literally.
    expect((await search({ text: 'st-000123' })).data.map((r) => r.code)).toEqual(['LST-000123']);
    expect((await search({ text: 'x_100%', ...JANUARY })).countIsCapped).toBe(false);
    expect((await search({ text: 'x_100%', ...JANUARY })).count).toBeGreaterThan(0);
    expect((await search({ text: 'xa100' })).count).toBe(0);
    expect((await search({ text: '1%' })).count).toBe(0);
  });
});
