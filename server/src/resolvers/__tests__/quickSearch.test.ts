import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setTodayForTests } from '../../domain/calendar.ts';
import { refreshReservationSearchText } from '../../domain/reservations.ts';
import { codeOf, expectFieldCodes, ok, signIn, type SignedIn } from '../../testing/adminFixtures.ts';
import { exchangeRate, openDay, payableProduct, payableReservation } from '../../testing/cashierFixtures.ts';
import { signInCusco } from '../../testing/ouFixtures.ts';
import { catalogValueId, createFixtureProduct, ouId } from '../../testing/productFixtures.ts';
import { passengerRefs } from '../../testing/reservationFixtures.ts';
import { createTestServer, dbKinds, type TestServer } from '../../testing/testServer.ts';

const TODAY = '2031-01-05';
const SEARCH = `query ($text: String!, $take: Int) { quickSearch(text: $text, take: $take) {
  kinds hits { kind idRecord title subtitle detail href } } }`;
const COMPLETE = `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) {
  idCashierTransaction number documents { number } } }`;

interface Hit { kind: string; idRecord: string; title: string; subtitle: string | null; detail: string | null; href: string }
interface Result { kinds: string[]; hits: Hit[] }

describe.each(dbKinds)('quick search (%s)', (kind) => {
  let server: TestServer;
  let admin: SignedIn;
  let lim: string;
  let reservation: { idReservation: string; code: string };
  let customer: { id: string; name: string; document: string };
  let transaction: { idCashierTransaction: string; number: number; documents: { number: string }[] };

  beforeAll(async () => {
    setTodayForTests(TODAY);
    server = await createTestServer(kind);
    admin = await signIn(server, 'ADMIN');
    lim = await ouId(server.db, 'LIM');
    const instance = await payableProduct(server.db, lim, 'QSRCH-1');
    reservation = await payableReservation(server.db, lim, instance, ['90.00']);
    // A lead passenger whose name is nowhere else, with an accent the search folds.
    const refs = await passengerRefs(server.db);
    await server.db.query(
      `insert into reservation_passenger (id_reservation, id_passenger_type, first_name, last_name, id_document_type, document_number, sort_order)
       values ($1, $2, 'Zélinda', 'Quisbertolo', $3, 'QS778812', 1)`,
      [reservation.idReservation, refs.adult, refs.passport],
    );
    await refreshReservationSearchText(server.db, reservation.idReservation);
    [customer] = await server.db.query<{ id: string; name: string; document: string }>(
      `select e.id_entity as id, e.name, e.identity_document_number as document from entity e
       join general_parameter_value r on r.id_general_parameter_value = e.id_entity_role
       where e.id_ous @> array[$1::uuid] and upper(r.code) in ('CUSTOMER', 'BOTH') and length(e.identity_document_number) >= 8
       order by e.name limit 1`,
      [lim],
    );
    await openDay(server.db, lim, admin.idUser);
    await exchangeRate(server.db, lim, TODAY, 'USD', 'PEN', '3.75');
    const [item] = (await server.db.query<{ id: string }>(
      'select id_reservation_item as id from reservation_item where id_reservation = $1', [reservation.idReservation]));
    const usd = await catalogValueId(server.db, 'CURRENCY', 'USD');
    transaction = ok(await admin.gql<{ completeCashierTransaction: typeof transaction }>(COMPLETE, { data: {
      idempotencyKey: `qs-${kind}`, note: 'Quick search', items: [{ idReservationItem: item.id, amountToPay: '90.00' }],
      payments: [{ method: 'CASH', idCurrency: usd, amount: '90.00' }],
    } })).completeCashierTransaction;
  });
  afterAll(() => server?.close());
  beforeEach(() => setTodayForTests(TODAY));

  const search = async (as: SignedIn, text: string, take?: number) =>
    ok(await as.gql<{ quickSearch: Result }>(SEARCH, { text, take })).quickSearch;
  const ofKind = (result: Result, k: string) => result.hits.filter((h) => h.kind === k);

  it('finds a reservation by its lead passenger, code and file text, and says where it opens', async () => {
    const byPassenger = await search(admin, 'Quisbertolo');
    expect(ofKind(byPassenger, 'RESERVATION')).toEqual([expect.objectContaining({
      idRecord: reservation.idReservation, title: reservation.code, href: `/reservations/${reservation.idReservation}`,
      detail: 'Zélinda Quisbertolo',
    })]);
    // Accents and case do not matter, and the passenger's document finds it too.
    expect(ofKind(await search(admin, 'ZELINDA'), 'RESERVATION').map((h) => h.idRecord)).toEqual([reservation.idReservation]);
    expect(ofKind(await search(admin, 'qs778812'), 'RESERVATION').map((h) => h.idRecord)).toEqual([reservation.idReservation]);
    expect(ofKind(await search(admin, reservation.code), 'RESERVATION').map((h) => h.idRecord)).toContain(reservation.idReservation);
  });

  it('finds a customer by document number and by name without accents', async () => {
    const byDocument = ofKind(await search(admin, customer.document), 'CUSTOMER');
    expect(byDocument[0]).toMatchObject({ idRecord: customer.id, title: customer.name, subtitle: customer.document, href: `/entities/${customer.id}/edit` });
    const byName = ofKind(await search(admin, customer.name.slice(0, 6).toUpperCase(), 10), 'CUSTOMER');
    expect(byName.map((h) => h.idRecord)).toContain(customer.id);
  });

  it('finds a product by code and by name', async () => {
    const byCode = ofKind(await search(admin, 'qsrch-1'), 'PRODUCT');
    expect(byCode).toEqual([expect.objectContaining({ title: 'QSRCH-1', subtitle: 'Cashier QSRCH-1' })]);
    expect(byCode[0].href).toBe(`/products/${byCode[0].idRecord}`);
  });

  it('finds a cashier transaction by number and by its fiscal document, in any spelling of the number', async () => {
    const document = transaction.documents[0].number;
    const expected = expect.objectContaining({
      idRecord: transaction.idCashierTransaction, title: String(transaction.number), detail: document,
      href: `/cashier-transaction/transactions?q=${transaction.number}`,
    });
    expect(ofKind(await search(admin, String(transaction.number)), 'PAYMENT')).toContainEqual(expected);
    const [series, correlative] = document.split('-');
    for (const text of [document, `${series.toLowerCase()}-${Number(correlative)}`, `${series} ${Number(correlative)}`]) {
      expect(ofKind(await search(admin, text), 'PAYMENT')).toEqual([expected]);
    }
  });

  it('searches only the kinds each role may read', async () => {
    const text = 'quisbertolo';
    expect((await search(admin, text)).kinds).toEqual(['RESERVATION', 'CUSTOMER', 'PRODUCT', 'PAYMENT']);
    const resadm = await search(await signIn(server, 'RESADM'), text);
    expect(resadm.kinds).toEqual(['RESERVATION', 'PAYMENT']);
    expect(resadm.hits.map((h) => h.kind)).toEqual(['RESERVATION']);
    for (const role of ['RESVIEW', 'RESCREATE', 'RESEDIT', 'RESDEL']) {
      const result = await search(await signIn(server, role), 'quisbertolo');
      expect(result.kinds, role).toEqual(['RESERVATION']);
      expect(result.hits.every((h) => h.kind === 'RESERVATION'), role).toBe(true);
      expect(result.hits.map((h) => h.idRecord), role).toContain(reservation.idReservation);
    }
    const stg = await search(await signIn(server, 'STG'), customer.document);
    expect(stg).toEqual({ kinds: [], hits: [] });
  });

  it("keeps to the caller's OU", async () => {
    const cusco = await signInCusco(server);
    const cuscoOu = await ouId(server.db, 'CUZ');
    await createFixtureProduct(server.db, cuscoOu, { code: 'QSCUZ-1', name: 'Quick Cusco walk' });
    expect(ofKind(await search(cusco, 'qscuz'), 'PRODUCT').map((h) => h.title)).toEqual(['QSCUZ-1']);
    expect(ofKind(await search(admin, 'qscuz'), 'PRODUCT')).toEqual([]);
    const fromCusco = await search(cusco, 'quisbertolo');
    expect(fromCusco.hits).toEqual([]);
    expect(ofKind(await search(cusco, String(transaction.number)), 'PAYMENT').map((h) => h.idRecord))
      .not.toContain(transaction.idCashierTransaction);
  });

  it('caps the hits of each kind at take', async () => {
    const result = await search(admin, 'a', 2);
    for (const k of result.kinds) expect(ofKind(result, k).length, k).toBeLessThanOrEqual(2);
    expect(ofKind(result, 'CUSTOMER')).toHaveLength(2);
  });

  it('answers blank, too long text and a take out of range with field codes', async () => {
    expectFieldCodes(await admin.gql(SEARCH, { text: '   ' }), { text: 'REQUIRED' });
    expectFieldCodes(await admin.gql(SEARCH, { text: 'x'.repeat(121) }), { text: ['TOO_LONG', { max: 120 }] });
    expectFieldCodes(await admin.gql(SEARCH, { text: 'lima', take: 0 }), { take: ['NUMBER_RANGE', { min: 1, max: 10 }] });
    expectFieldCodes(await admin.gql(SEARCH, { text: 'lima', take: 11 }), { take: ['NUMBER_RANGE', { min: 1, max: 10 }] });
  });

  it('refuses a caller who is not signed in', async () => {
    expect(codeOf(await server.client().graphql(SEARCH, { text: 'lima' }))).toBe('UNAUTHENTICATED');
  });
});
