import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demoData.ts';
import { setTodayForTests } from '../../domain/calendar.ts';
import {
  COULD_NOT_CREATE_DAILY_CASHIER, COUNT_EVERY_LINE, DAY_CLOSED, DAY_OPEN, NO_DAILY_CASHIER_OPEN, PERIOD_ERRORS,
  STALE_DAY, requireOpenDailyCashier,
} from '../../domain/dailyCashier.ts';
import { codeOf, expectTablesUnchanged, expectValidation, ok, signIn, type SignedIn, UNKNOWN_ID, reasonOf } from '../../testing/adminFixtures.ts';
import { dbKinds, type TestServer } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';
import { EACH_CURRENCY_ONCE, EACH_LINE_ONCE } from '../../domain/dailyCashierRequests.ts';

const REQUIRED = 'This field is required';
const INVALID_CHOICE = 'Choose one of the listed options';

const DAY = `id idDailyCashier cashierDate idUser userName status openedAt closedAt reopenedCount reopenReason closeNote
  version isToday canReopen floats { idCurrency currency { code } openingAmount }
  counts { idPaymentType paymentType { code } idCurrency currency { code } expectedAmount countedAmount variance }
  totals { currency { code } amount } events { event reason userName }`;
const OPEN = `mutation ($floats: [DailyCashierFloatInput!]!) { openDailyCashier(floats: $floats) { ${DAY} } }`;
const UPDATE = `mutation ($id: ID!, $version: Int, $floats: [DailyCashierFloatInput!]!) {
  updateDailyCashier(idDailyCashier: $id, version: $version, floats: $floats) { ${DAY} } }`;
const CLOSE = `mutation ($id: ID!, $version: Int, $counts: [DailyCashierCountInput!]!, $note: String) {
  closeDailyCashier(idDailyCashier: $id, version: $version, counts: $counts, note: $note) { ${DAY} } }`;
const REOPEN = `mutation ($id: ID!, $version: Int, $reason: String) {
  reopenDailyCashier(idDailyCashier: $id, version: $version, reason: $reason) { ${DAY} } }`;
const MINE = `query { myDailyCashierToday { ${DAY} } }`;
const GET = `query ($id: ID!) { getDailyCashierById(id: $id) { ${DAY} } }`;
const NODE = 'query ($id: ID!) { node(id: $id) { __typename ... on DailyCashier { idDailyCashier status } } }';
const SEARCH = `query ($input: DailyCashierSearchInput!) { searchDailyCashiers(input: $input) {
  count data { idDailyCashier cashierDate userName status totals { currency { code } amount } } } }`;

interface Day {
  id: string; idDailyCashier: string; cashierDate: string; idUser: string; userName: string; status: 'OPEN' | 'CLOSED';
  openedAt: string; closedAt: string | null; reopenedCount: number; reopenReason: string | null; closeNote: string | null;
  version: number; isToday: boolean; canReopen: boolean;
  floats: { idCurrency: string; currency: { code: string }; openingAmount: string }[];
  counts: {
    idPaymentType: string; paymentType: { code: string }; idCurrency: string; currency: { code: string };
    expectedAmount: string; countedAmount: string | null; variance: string | null;
  }[];
  totals: { currency: { code: string }; amount: string }[];
  events: { event: string; reason: string | null; userName: string | null }[];
}

const TABLES = ['accounting_period', 'daily_cashier', 'daily_cashier_float', 'daily_cashier_count', 'daily_cashier_event'];

/**
 * A cashier role that holds the daily cashier screens but not the reopen capability (the demo roles that hold the
 * daily cashier, ADMIN and RESADM, are both supervisors).
 */
async function signInCashier(server: TestServer, email: string) {
  const exists = await server.db.query('select 1 from app_user where email = $1', [email]);
  if (!exists.length) {
    await server.db.query(
      `insert into role (code, description) select 'CASHIER', 'Cashier' where not exists (select 1 from role where code = 'CASHIER')`,
    );
    await server.db.query(
      `insert into role_permission (id_role, id_permission)
       select r.id_role, p.id_permission from role r, permission p
       where r.code = 'CASHIER' and p.module in ('common', 'dailyCashier') on conflict do nothing`,
    );
    const [user] = await server.db.query<{ id: string }>(
      `insert into app_user (id_ou, name, user_name, email, password_hash)
       select o.id_ou, $2, $1, $1, a.password_hash from ou o, app_user a
       where o.code = 'LIM' and a.email = 'admin@tourdesk.test' returning id_user as id`,
      [email, `Cashier ${email.split('@')[0]}`],
    );
    await server.db.query(`insert into user_role (id_user, id_role) select $1, id_role from role where code = 'CASHIER'`, [user.id]);
  }
  return signIn(server, email, DEMO_PASSWORD);
}

describe.each(dbKinds)('daily cashier (%s)', (kind) => {
  const { server, users: [admin, resadm], cusco, v } = suiteServer(kind, { users: ['ADMIN', 'RESADM'], cusco: true, catalog: true });
  let idLima: string;
  beforeAll(async () => {
    [{ id: idLima }] = await server.db.query<{ id: string }>(`select id_ou as id from ou where code = 'LIM'`);
  });
  afterEach(() => setTodayForTests(null));

  const unchanged = (call: () => Promise<unknown>) => expectTablesUnchanged(server, TABLES, call);
  const pen = () => v('CURRENCY', 'PEN');
  const usd = () => v('CURRENCY', 'USD');
  const cash = () => v('PAYMENT_TYPE', 'CASH');
  const card = () => v('PAYMENT_TYPE', 'CARD');

  let cashiers = 0;
  /** A new cashier (no reopen capability) for a test of its own. */
  const newCashier = () => signInCashier(server, `cashier${++cashiers}@tourdesk.test`);

  const open = async (who: SignedIn, floats = [{ idCurrency: pen(), openingAmount: '200' }, { idCurrency: usd(), openingAmount: '50.5' }]) =>
    ok(await who.gql<{ openDailyCashier: Day }>(OPEN, { floats })).openDailyCashier;

  it('opens today with a float per currency, creating the accounting periods year, year-month and year-month-day', async () => {
    setTodayForTests('2031-03-14');
    const cashier = await newCashier();
    expect(ok(await cashier.gql<{ myDailyCashierToday: Day | null }>(MINE)).myDailyCashierToday).toBeNull();
    const day = await open(cashier);
    expect(day).toMatchObject({
      cashierDate: '2031-03-14', idUser: cashier.idUser, userName: 'Cashier cashier1', status: 'OPEN', closedAt: null,
      reopenedCount: 0, version: 1, isToday: true, canReopen: false,
      events: [{ event: 'OPEN', reason: null, userName: 'Cashier cashier1' }],
    });
    expect(day.floats.map((f) => [f.currency.code, f.openingAmount]).sort()).toEqual([['PEN', '200.00'], ['USD', '50.50']]);
    // Open: the expected cash is the float, nothing counted yet.
    expect(day.counts.map((c) => [c.paymentType.code, c.currency.code, c.expectedAmount, c.countedAmount, c.variance]).sort())
      .toEqual([['CASH', 'PEN', '200.00', null, null], ['CASH', 'USD', '50.50', null, null]]);
    expect(day.totals.map((t) => [t.currency.code, t.amount]).sort()).toEqual([['PEN', '200.00'], ['USD', '50.50']]);
    const periods = await server.db.query<{ type: string; key: string; status: string }>(
      `select period_type as type, period_key as key, status from accounting_period where id_ou = $1 and period_key like '2031%'
       order by period_key`, [idLima],
    );
    expect(periods).toEqual([
      { type: 'YEAR', key: '2031', status: 'OPEN' }, { type: 'MONTH', key: '2031-03', status: 'OPEN' },
      { type: 'DAY', key: '2031-03-14', status: 'OPEN' },
    ]);
    expect(ok(await cashier.gql<{ myDailyCashierToday: Day }>(MINE)).myDailyCashierToday.idDailyCashier).toBe(day.idDailyCashier);
    expect(ok(await cashier.gql<{ node: unknown }>(NODE, { id: day.id })).node)
      .toEqual({ __typename: 'DailyCashier', idDailyCashier: day.idDailyCashier, status: 'OPEN' });

    // A second cashier the same day reuses the periods.
    const other = await open(await newCashier(), []);
    expect(other).toMatchObject({ status: 'OPEN', floats: [], counts: [], totals: [] });
    expect((await server.db.query(`select 1 from accounting_period where id_ou = $1 and period_key like '2031%'`, [idLima])).length).toBe(3);
  });

  it('refuses a second open of the same day with "Could not create daily cashier", changing nothing', async () => {
    setTodayForTests('2031-03-15');
    const cashier = await newCashier();
    await open(cashier);
    await unchanged(async () => {
      const again = await cashier.gql(OPEN, { floats: [] });
      expect(codeOf(again)).toBe('CONFLICT');
      expect(again.errors?.[0].message).toBe(COULD_NOT_CREATE_DAILY_CASHIER);
    });
  });

  it('checks each float: currency required, of the catalog, once; amount required, a number, not negative, 2 decimals', async () => {
    setTodayForTests('2031-03-16');
    const cashier = await newCashier();
    await unchanged(async () => {
      expectValidation(await cashier.gql(OPEN, {
        floats: [
          { idCurrency: null, openingAmount: null },
          { idCurrency: cash(), openingAmount: 'ten' },
          { idCurrency: pen(), openingAmount: '-1' },
          { idCurrency: pen(), openingAmount: '1.005' },
          { idCurrency: UNKNOWN_ID, openingAmount: '100000000' },
        ],
      }), {
        'floats.0.idCurrency': REQUIRED, 'floats.0.openingAmount': REQUIRED,
        'floats.1.idCurrency': INVALID_CHOICE, 'floats.1.openingAmount': 'Enter a number',
        'floats.2.openingAmount': 'Cannot be negative',
        'floats.3.idCurrency': EACH_CURRENCY_ONCE, 'floats.3.openingAmount': 'Use at most 2 decimals',
        'floats.4.idCurrency': INVALID_CHOICE, 'floats.4.openingAmount': 'At most 99999999.99',
      });
    });
  });

  it.each([
    ['YEAR', '2032', PERIOD_ERRORS.YEAR],
    ['MONTH', '2032-05', PERIOD_ERRORS.MONTH],
    ['DAY', '2032-05-20', PERIOD_ERRORS.DAY],
  ] as const)('refuses to open in a closed %s period: "%s"', async (type, key, message) => {
    setTodayForTests('2032-05-20');
    await server.db.query(
      `insert into accounting_period (id_ou, period_type, period_key, status) values ($1, $2, $3, 'CLOSED')`, [idLima, type, key],
    );
    try {
      const cashier = await newCashier();
      await unchanged(async () => {
        const refused = await cashier.gql(OPEN, { floats: [{ idCurrency: pen(), openingAmount: '10' }] });
        expect(codeOf(refused)).toBe('CONFLICT');
        expect(refused.errors?.[0].message).toBe(message);
        expect(reasonOf(refused)).toEqual({ reason: 'PERIOD_CLOSED', params: { level: type, key } });
      });
    } finally {
      await server.db.query(`delete from accounting_period where id_ou = $1 and period_key like '2032%'`, [idLima]);
    }
  });

  it('updates the floats of an open day, refusing a stale version', async () => {
    setTodayForTests('2031-03-17');
    const cashier = await newCashier();
    const day = await open(cashier);
    const updated = ok(await cashier.gql<{ updateDailyCashier: Day }>(UPDATE, {
      id: day.idDailyCashier, version: 1, floats: [{ idCurrency: pen(), openingAmount: '350.25' }],
    })).updateDailyCashier;
    expect(updated).toMatchObject({ version: 2, floats: [{ currency: { code: 'PEN' }, openingAmount: '350.25' }] });
    expect(updated.events.map((e) => e.event)).toEqual(['OPEN', 'UPDATE']);
    await unchanged(async () => {
      const stale = await cashier.gql(UPDATE, { id: day.idDailyCashier, version: 1, floats: [] });
      expect(codeOf(stale)).toBe('CONFLICT');
      expect(stale.errors?.[0].message).toBe(STALE_DAY);
      expect(codeOf(await cashier.gql(UPDATE, { id: UNKNOWN_ID, floats: [] }))).toBe('NOT_FOUND');
    });
  });

  it('closes with every expected line counted, keeping expected, counted and variance; a closed day changes no more', async () => {
    setTodayForTests('2031-03-18');
    const cashier = await newCashier();
    const day = await open(cashier);
    await unchanged(async () => {
      // The USD cash line is expected and not counted.
      expectValidation(await cashier.gql(CLOSE, {
        id: day.idDailyCashier, counts: [{ idPaymentType: cash(), idCurrency: pen(), countedAmount: '200' }],
      }), { counts: COUNT_EVERY_LINE });
      expectValidation(await cashier.gql(CLOSE, {
        id: day.idDailyCashier,
        counts: [
          { idPaymentType: cash(), idCurrency: pen(), countedAmount: '1' },
          { idPaymentType: cash(), idCurrency: pen(), countedAmount: '-2' },
          { idPaymentType: pen(), idCurrency: cash(), countedAmount: null },
        ],
        note: 'x'.repeat(501),
      }), {
        'counts.1.idCurrency': EACH_LINE_ONCE, 'counts.1.countedAmount': 'Cannot be negative',
        'counts.2.idPaymentType': INVALID_CHOICE, 'counts.2.idCurrency': INVALID_CHOICE,
        'counts.2.countedAmount': REQUIRED, note: 'At most 500 characters',
      });
    });
    const closed = ok(await cashier.gql<{ closeDailyCashier: Day }>(CLOSE, {
      id: day.idDailyCashier, version: 1, note: ' Short by a coin ',
      counts: [
        { idPaymentType: cash(), idCurrency: pen(), countedAmount: '195.5' },
        { idPaymentType: cash(), idCurrency: usd(), countedAmount: '50.50' },
        // Nothing was expected on cards; what was counted is kept as an overage.
        { idPaymentType: card(), idCurrency: pen(), countedAmount: '10' },
      ],
    })).closeDailyCashier;
    expect(closed).toMatchObject({ status: 'CLOSED', version: 2, closeNote: 'Short by a coin', canReopen: false });
    expect(closed.closedAt).not.toBeNull();
    expect(closed.counts.map((c) => [c.paymentType.code, c.currency.code, c.expectedAmount, c.countedAmount, c.variance]).sort())
      .toEqual([
        ['CARD', 'PEN', '0.00', '10.00', '10.00'], ['CASH', 'PEN', '200.00', '195.50', '-4.50'],
        ['CASH', 'USD', '50.50', '50.50', '0.00'],
      ]);
    expect(closed.events.map((e) => e.event)).toEqual(['OPEN', 'CLOSE']);

    await unchanged(async () => {
      for (const call of [
        cashier.gql(UPDATE, { id: day.idDailyCashier, floats: [] }),
        cashier.gql(CLOSE, { id: day.idDailyCashier, counts: [] }),
        cashier.gql(OPEN, { floats: [] }),
      ]) {
        const refused = await call;
        expect(codeOf(refused)).toBe('CONFLICT');
        expect([DAY_CLOSED, COULD_NOT_CREATE_DAILY_CASHIER]).toContain(refused.errors?.[0].message);
      }
    });
  });

  it('reopens a closed day only with the reopen permission and a reason; the next close replaces the counts', async () => {
    setTodayForTests('2031-03-19');
    const cashier = await newCashier();
    const day = await open(cashier, [{ idCurrency: pen(), openingAmount: '100' }]);
    const countPen = (amount: string) => [{ idPaymentType: cash(), idCurrency: pen(), countedAmount: amount }];
    ok(await cashier.gql(CLOSE, { id: day.idDailyCashier, counts: countPen('90') }));
    await unchanged(async () => {
      expect(codeOf(await cashier.gql(REOPEN, { id: day.idDailyCashier, reason: 'Recount' }))).toBe('FORBIDDEN');
      expectValidation(await resadm.gql(REOPEN, { id: day.idDailyCashier, reason: '  ' }), { reason: REQUIRED });
      expect(codeOf(await resadm.gql(REOPEN, { id: UNKNOWN_ID, reason: 'Recount' }))).toBe('NOT_FOUND');
    });
    expect(ok(await resadm.gql<{ getDailyCashierById: Day }>(GET, { id: day.idDailyCashier })).getDailyCashierById.canReopen).toBe(true);
    const reopened = ok(await resadm.gql<{ reopenDailyCashier: Day }>(REOPEN, {
      id: day.idDailyCashier, version: 2, reason: 'Found 10 soles under the drawer',
    })).reopenDailyCashier;
    expect(reopened).toMatchObject({
      status: 'OPEN', closedAt: null, reopenedCount: 1, reopenReason: 'Found 10 soles under the drawer', version: 3,
      canReopen: false,
    });
    expect(reopened.events.map((e) => [e.event, e.reason])).toEqual([
      ['OPEN', null], ['CLOSE', null], ['REOPEN', 'Found 10 soles under the drawer'],
    ]);
    await unchanged(async () => {
      const again = await resadm.gql(REOPEN, { id: day.idDailyCashier, reason: 'Twice' });
      expect(codeOf(again)).toBe('CONFLICT');
      expect(again.errors?.[0].message).toBe(DAY_OPEN);
    });
    const recounted = ok(await cashier.gql<{ closeDailyCashier: Day }>(CLOSE, { id: day.idDailyCashier, counts: countPen('100') }))
      .closeDailyCashier;
    expect(recounted.counts.map((c) => [c.expectedAmount, c.countedAmount, c.variance])).toEqual([['100.00', '100.00', '0.00']]);
    const history = await server.db.query<{ n: number }>(
      `select count(*)::int as n from daily_cashier_count where id_daily_cashier = $1`, [day.idDailyCashier],
    );
    expect(history[0].n).toBe(1);
  });

  it("lets only the cashier or a supervisor change a day; another OU's day does not exist", async () => {
    setTodayForTests('2031-03-20');
    const [owner, stranger] = [await newCashier(), await newCashier()];
    const day = await open(owner);
    await unchanged(async () => {
      expect(codeOf(await stranger.gql(UPDATE, { id: day.idDailyCashier, floats: [] }))).toBe('FORBIDDEN');
      expect(codeOf(await stranger.gql(CLOSE, { id: day.idDailyCashier, counts: [] }))).toBe('FORBIDDEN');
      expect(codeOf(await cusco.gql(UPDATE, { id: day.idDailyCashier, floats: [] }))).toBe('NOT_FOUND');
      expect(ok(await cusco.gql<{ getDailyCashierById: Day | null }>(GET, { id: day.idDailyCashier })).getDailyCashierById).toBeNull();
      expect(ok(await cusco.gql<{ node: unknown }>(NODE, { id: day.id })).node).toBeNull();
    });
    // A supervisor (RESADM) may act on the cashier's day.
    const updated = ok(await resadm.gql<{ updateDailyCashier: Day }>(UPDATE, {
      id: day.idDailyCashier, floats: [{ idCurrency: pen(), openingAmount: '5' }],
    })).updateDailyCashier;
    expect(updated.floats).toEqual([{ idCurrency: pen(), currency: { code: 'PEN' }, openingAmount: '5.00' }]);
  });

  it('searches the OU\'s days by date range, cashier and status, paged, newest first', async () => {
    setTodayForTests('2031-04-01');
    const cashier = await newCashier();
    const first = await open(cashier, [{ idCurrency: pen(), openingAmount: '10' }]);
    ok(await cashier.gql(CLOSE, { id: first.idDailyCashier, counts: [{ idPaymentType: cash(), idCurrency: pen(), countedAmount: '10' }] }));
    setTodayForTests('2031-04-02');
    const second = await open(cashier, [{ idCurrency: pen(), openingAmount: '20' }]);
    await open(resadm, []);
    type Page = { searchDailyCashiers: { count: number; data: { idDailyCashier: string; cashierDate: string; userName: string; status: string; totals: { currency: { code: string }; amount: string }[] }[] } };
    const mine = ok(await admin.gql<Page>(SEARCH, { input: { idUser: cashier.idUser } })).searchDailyCashiers;
    expect(mine.count).toBe(2);
    expect(mine.data.map((d) => [d.idDailyCashier, d.cashierDate, d.status, d.totals.map((t) => t.amount)])).toEqual([
      [second.idDailyCashier, '2031-04-02', 'OPEN', ['20.00']], [first.idDailyCashier, '2031-04-01', 'CLOSED', ['10.00']],
    ]);
    const april2 = ok(await admin.gql<Page>(SEARCH, { input: { dateFrom: '2031-04-02', dateTo: '2031-04-02', take: 1 } })).searchDailyCashiers;
    expect(april2.count).toBe(2);
    expect(april2.data).toHaveLength(1);
    const closed = ok(await admin.gql<Page>(SEARCH, { input: { status: 'CLOSED', dateFrom: '2031-04-01', dateTo: '2031-04-30' } }))
      .searchDailyCashiers;
    expect(closed.data.map((d) => d.idDailyCashier)).toEqual([first.idDailyCashier]);
    const byUser = ok(await admin.gql<Page>(SEARCH, { input: { dateFrom: '2031-04-02', dateTo: '2031-04-02', sortBy: 'user', sortDirection: 'ASC' } }))
      .searchDailyCashiers;
    expect(byUser.data.map((d) => d.userName)).toEqual(['Cashier cashier' + cashiers, 'Demo Reservations administrator'].sort());
    expect(ok(await cusco.gql<Page>(SEARCH, { input: { dateFrom: '2031-04-01' } })).searchDailyCashiers.count).toBe(0);
    // The cashier filter's choices: the people with a day in the OU, by name; none in another OU.
    const USERS = 'query { dailyCashierUsers { idUser name } }';
    const users = ok(await resadm.gql<{ dailyCashierUsers: { idUser: string; name: string }[] }>(USERS)).dailyCashierUsers;
    expect(users.map((u) => u.idUser)).toEqual(expect.arrayContaining([cashier.idUser, resadm.idUser]));
    expect(users.map((u) => u.name)).toEqual([...users.map((u) => u.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(ok(await cusco.gql<{ dailyCashierUsers: unknown[] }>(USERS)).dailyCashierUsers).toEqual([]);
    expectValidation(await admin.gql(SEARCH, { input: { dateFrom: '2031-04-02', dateTo: '2031-04-01' } }), { dateTo: expect.any(String) as unknown as string });
    expectValidation(await admin.gql(SEARCH, { input: { sortBy: 'amount' } }), { sortBy: expect.any(String) as unknown as string });
  });

  it('requireOpenDailyCashier finds only the user\'s open day of today in the OU', async () => {
    setTodayForTests('2031-05-01');
    const cashier = await newCashier();
    const refused = async (idOu: string, idUser: string) => {
      const error = await server.db.transaction((tx) => requireOpenDailyCashier(tx, idOu, idUser)).catch((e: unknown) => e);
      expect(error).toMatchObject({ message: NO_DAILY_CASHIER_OPEN, extensions: { code: 'NO_DAILY_CASHIER_OPEN' } });
    };
    await refused(idLima, cashier.idUser);
    const day = await open(cashier);
    expect(await server.db.transaction((tx) => requireOpenDailyCashier(tx, idLima, cashier.idUser)))
      .toEqual({ idDailyCashier: day.idDailyCashier });
    await refused(idLima, resadm.idUser);
    const [{ id: idCusco }] = await server.db.query<{ id: string }>(`select id_ou as id from ou where code = 'CUZ'`);
    await refused(idCusco, cashier.idUser);
    // Tomorrow yesterday's open day does not count.
    setTodayForTests('2031-05-02');
    await refused(idLima, cashier.idUser);
    setTodayForTests('2031-05-01');
    ok(await cashier.gql(CLOSE, { id: day.idDailyCashier, counts: [
      { idPaymentType: cash(), idCurrency: pen(), countedAmount: '200' },
      { idPaymentType: cash(), idCurrency: usd(), countedAmount: '50.50' },
    ] }));
    await refused(idLima, cashier.idUser);
  });

  it('a close waits for a payment in flight; a payment after the close is refused', async () => {
    setTodayForTests('2031-05-03');
    const cashier = await newCashier();
    const day = await open(cashier, []);
    let closeSettled = false;
    let closing: ReturnType<typeof cashier.gql> | undefined;
    await server.db.transaction(async (tx) => {
      await requireOpenDailyCashier(tx, idLima, cashier.idUser);
      closing = cashier.gql(CLOSE, { id: day.idDailyCashier, counts: [] });
      void closing.then(() => {
        closeSettled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      // The payment still holds the day: the close has not gone through.
      expect(closeSettled).toBe(false);
    });
    expect(ok(await closing!)).toBeTruthy();
    const error = await server.db.transaction((tx) => requireOpenDailyCashier(tx, idLima, cashier.idUser)).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: NO_DAILY_CASHIER_OPEN });
  });

  it('twenty parallel opens of the same cashier and day make one daily cashier', async () => {
    setTodayForTests('2031-06-10');
    const cashier = await newCashier();
    const results = await Promise.all(Array.from({ length: 20 }, () =>
      cashier.gql(OPEN, { floats: [{ idCurrency: pen(), openingAmount: '100' }] })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) {
      expect(r.errors?.[0].message).toBe(COULD_NOT_CREATE_DAILY_CASHIER);
    }
    const rows = await server.db.query<{ n: number }>(
      `select count(*)::int as n from daily_cashier where id_user = $1 and cashier_date = '2031-06-10'`, [cashier.idUser],
    );
    expect(rows[0].n).toBe(1);
    const floats = await server.db.query<{ n: number }>(
      `select count(*)::int as n from daily_cashier_float f join daily_cashier d using (id_daily_cashier) where d.id_user = $1`,
      [cashier.idUser],
    );
    expect(floats[0].n).toBe(1);
    const periods = await server.db.query<{ n: number }>(
      `select count(*)::int as n from accounting_period where id_ou = $1 and period_key in ('2031', '2031-06', '2031-06-10')`, [idLima],
    );
    expect(periods[0].n).toBe(3);
  });

  it('is for ADMIN and RESADM: other demo roles are refused', async () => {
    for (const role of ['RESVIEW', 'RESCREATE', 'STG']) {
      const who = await signIn(server, role);
      expect(codeOf(await who.gql(MINE))).toBe('FORBIDDEN');
      expect(codeOf(await who.gql(OPEN, { floats: [] }))).toBe('FORBIDDEN');
    }
  });
});
