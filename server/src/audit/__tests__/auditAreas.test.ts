/**
 * Issue 11 item 3, "an access-and-audit test per area": one change through the GraphQL API leaves exactly one audit
 * entry for the record, attributed to the caller's user, session and OU, holding only the changed fields with
 * their old and new values; and the History query shows it only to whoever may read the record, in their OU.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, ok, signIn } from '../../testing/adminFixtures.ts';
import { openDay, payableProduct, payableReservation } from '../../testing/cashierFixtures.ts';
import { signInCusco } from '../../testing/ouFixtures.ts';
import { catalogValueId, createFixtureProduct, ouId } from '../../testing/productFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const TODAY = '2031-01-05';

interface Entry {
  id: number;
  operation: string;
  recordType: string;
  recordId: string;
  subjectType: string;
  subjectId: string;
  idUser: string | null;
  idSession: string | null;
  idOu: string | null;
  changes: Record<string, { old: unknown; new: unknown }>;
}

const HISTORY = `query ($type: AuditRecordType!, $id: ID!, $filter: AuditHistoryFilter, $first: Int, $after: String) {
  auditHistory(recordType: $type, id: $id, filter: $filter, first: $first, after: $after) {
    edges { cursor node { operation recordType user { idUser name } changes { field oldValue newValue } } }
    pageInfo { hasNextPage endCursor } users { idUser name } } }`;
type History = {
  auditHistory: {
    edges: { node: { operation: string; recordType: string; user: { idUser: string } | null; changes: { field: string; oldValue: string | null; newValue: string | null }[] } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    users: { idUser: string; name: string }[];
  };
};

describe.each(dbKinds)('access and audit per area (%s)', (kind) => {
  const { server, users: [admin] } = suiteServer(kind, { users: ['ADMIN'], today: TODAY });
  let lim: string;
  let session: string;

  beforeAll(async () => {
    lim = await ouId(server.db, 'LIM');
    session = JSON.parse(Buffer.from(admin.token.split('.')[1], 'base64url').toString('utf8')).sid as string;
  });

  const mark = async () =>
    (await server.db.query<{ id: number }>('select coalesce(max(id_audit_log), 0)::int as id from audit_log'))[0].id;
  /** The row entries written since the mark for one record. */
  const entriesOf = async (since: number, recordType: string, recordId: string) =>
    server.db.query<Entry>(
      `select id_audit_log::int as id, operation, record_type as "recordType", record_id as "recordId",
         subject_type as "subjectType", subject_id as "subjectId", id_user as "idUser", id_session as "idSession",
         id_ou as "idOu", changes
       from audit_log where id_audit_log > $1 and record_type = $2 and record_id = $3 order by id_audit_log`,
      [since, recordType, recordId],
    );
  /** Asserts exactly one entry for the record, by the admin in Lima, with exactly these changes. */
  const expectOne = async (since: number, recordType: string, recordId: string, operation: string,
    changes: Record<string, { old: unknown; new: unknown }>) => {
    const entries = await entriesOf(since, recordType, recordId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operation, idUser: admin.idUser, idSession: session, idOu: lim });
    expect(entries[0].changes).toEqual(changes);
    return entries[0];
  };

  it('products: an update records only the changed name; a disable is a status change', async () => {
    const product = await createFixtureProduct(server.db, lim, { code: 'AUD-P1', name: 'Audit walk' });
    const [row] = await server.db.query<Record<string, string>>(
      `select code, short_name as "shortName", id_product_type as "idProductType", id_product_unit as "idProductUnit",
         id_supplier as "idSupplier" from product where id_product = $1`, [product.idProduct],
    );
    const before = await mark();
    ok(await admin.gql(`mutation ($data: ProductInput!) { updateProduct(data: $data) { idProduct } }`, {
      data: { idProduct: product.idProduct, ...row, name: 'Audit walk, old town' },
    }));
    await expectOne(before, 'product', product.idProduct, 'UPDATE', { name: { old: 'Audit walk', new: 'Audit walk, old town' } });
    expect(await entriesOf(before, 'productInstance', product.instances[0].idProductInstance)).toEqual([]);

    const disabled = await mark();
    ok(await admin.gql(`mutation ($id: ID!) { setProductStatus(idProduct: $id, idStatus: INACTIVE) { idProduct } }`, { id: product.idProduct }));
    await expectOne(disabled, 'product', product.idProduct, 'STATUS', { id_status: { old: 'ACTIVE', new: 'INACTIVE' } });

    // The History panel: newest first, readable, filterable, paged.
    const history = (variables: Record<string, unknown> = {}, who = admin) =>
      who.gql<History>(HISTORY, { type: 'PRODUCT', id: product.idProduct, ...variables });
    const all = ok(await history()).auditHistory;
    // The fixture's SQL wrote the product as the system: its row carries the OU, its instance (no id_ou, no caller
    // naming one) does not, so only the product's own creation shows in the OU's trail.
    expect(all.edges.map((e) => e.node.operation)).toEqual(['STATUS', 'UPDATE', 'CREATE']);
    expect(all.edges[1].node).toMatchObject({
      recordType: 'product', user: { idUser: admin.idUser },
      changes: [{ field: 'name', oldValue: 'Audit walk', newValue: 'Audit walk, old town' }],
    });
    expect(all.edges[2].node.user).toBeNull();
    expect(all.users.map((u) => u.idUser)).toEqual([admin.idUser]);
    expect(ok(await history({ filter: { operations: ['STATUS'] } })).auditHistory.edges).toHaveLength(1);
    expect(ok(await history({ filter: { idUser: admin.idUser } })).auditHistory.edges).toHaveLength(2);
    expect(ok(await history({ filter: { from: '2999-01-01' } })).auditHistory.edges).toHaveLength(0);
    expect(ok(await history({ filter: { to: '2000-01-01' } })).auditHistory.edges).toHaveLength(0);
    const first = ok(await history({ first: 1 })).auditHistory;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = ok(await history({ first: 1, after: first.pageInfo.endCursor })).auditHistory;
    expect(second.edges[0].node.operation).toBe('UPDATE');
    // Bad arguments are refused; another OU sees nothing; a role that cannot read products gets NOT_FOUND.
    expect(codeOf(await history({ first: 0 }))).toBe('VALIDATION');
    expect(codeOf(await history({ id: 'not-an-id' }))).toBe('NOT_FOUND');
    expect(codeOf(await history({ after: 'abc' }))).toBe('VALIDATION');
    expect(codeOf(await history({ filter: { from: '2031-02-01', to: '2031-01-01' } }))).toBe('VALIDATION');
    const cusco = await signInCusco(server);
    expect(ok(await history({}, cusco)).auditHistory.edges).toEqual([]);
    expect(codeOf(await history({}, await signIn(server, 'RESVIEW')))).toBe('NOT_FOUND');
  });

  it('rates: disabling records enabled true -> false', async () => {
    const [rate] = await server.db.query<{ id: string }>(
      'select id_rate_instance as id from rate_instance where id_ou = $1 and enabled order by code limit 1', [lim],
    );
    const before = await mark();
    ok(await admin.gql(`mutation ($id: ID!) { setRateEnabled(idRateInstance: $id, enabled: false) { idRateInstance } }`, { id: rate.id }));
    await expectOne(before, 'rate', rate.id, 'STATUS', { enabled: { old: true, new: false } });
  });

  it('reservations: a new file number is one update (version and search text left out)', async () => {
    const [r] = await server.db.query<Record<string, unknown>>(
      `select id_reservation as "idReservation", version, file_number as "fileNumber", reservation_date::text as "reservationDate",
         id_entity as "idEntity", passenger_count as "passengerCount", id_currency as "idCurrency", id_language as "idLanguage"
       from reservation where id_ou = $1 and status = 'QUOTE' order by code limit 1`, [lim],
    );
    const before = await mark();
    ok(await admin.gql(`mutation ($data: ReservationInput!) { updateReservation(data: $data) { idReservation } }`, {
      data: { ...r, fileNumber: 'AUD-FILE-9' },
    }));
    await expectOne(before, 'reservation', r.idReservation as string, 'UPDATE', { file_number: { old: r.fileNumber, new: 'AUD-FILE-9' } });
    const readable = ok(await (await signIn(server, 'RESVIEW')).gql<History>(HISTORY, { type: 'RESERVATION', id: r.idReservation }));
    expect(readable.auditHistory.edges[0].node.changes).toEqual([{ field: 'file_number', oldValue: r.fileNumber, newValue: 'AUD-FILE-9' }]);
  });

  it('entities: disabling records the status change', async () => {
    const [entity] = await server.db.query<{ id: string }>(
      `select e.id_entity as id from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $1
       where e.id_status = 'ACTIVE' and e.id_entity_role is not null order by e.name limit 1`, [lim],
    );
    const before = await mark();
    ok(await admin.gql(`mutation ($id: ID!) { setEntityStatus(idEntity: $id, idStatus: INACTIVE) { idEntity } }`, { id: entity.id }));
    await expectOne(before, 'entity', entity.id, 'STATUS', { id_status: { old: 'ACTIVE', new: 'INACTIVE' } });
  });

  it('users: a new phone is one update; the password hash never appears', async () => {
    const [user] = await server.db.query<{ id: string; phone: string | null }>(
      `select id_user as id, phone from app_user where email = 'resedit@tourdesk.test'`,
    );
    const before = await mark();
    ok(await admin.gql(`mutation ($data: UpdateUserInput!) { updateUser(data: $data) { idUser } }`, {
      data: { idUser: user.id, phone: '+51 984 000 111' },
    }));
    await expectOne(before, 'user', user.id, 'UPDATE', { phone: { old: user.phone, new: '+51 984 000 111' } });
    const stored = await server.db.query<{ changes: unknown }>(`select changes from audit_log where record_type = 'user'`);
    expect(JSON.stringify(stored)).not.toMatch(/password|argon2/);
  });

  it('roles: a new description is one update, seen from any OU (roles are company-wide)', async () => {
    const [role] = await server.db.query<{ id: string; description: string }>(
      `select id_role as id, description from role where code = 'RESVIEW'`,
    );
    const before = await mark();
    ok(await admin.gql(`mutation ($input: UpdateRoleInput!) { updateRole(updateInput: $input) { idRole } }`, {
      input: { idRole: role.id, description: 'Reservations: read only' },
    }));
    // The seeded Spanish description no longer says what the new one says: it is dropped in the same update.
    await expectOne(before, 'role', role.id, 'UPDATE', {
      description: { old: role.description, new: 'Reservations: read only' },
      description_es: { old: 'Reservas: consultar', new: null },
    });
    const cusco = await signInCusco(server);
    const seen = ok(await cusco.gql<History>(HISTORY, { type: 'ROLE', id: role.id })).auditHistory;
    expect(seen.edges[0].node.changes).toHaveLength(2);
    expect(seen.edges[0].node.changes).toContainEqual({ field: 'description', oldValue: role.description, newValue: 'Reservations: read only' });
  });

  it('daily cashier: opening creates it; a float change is one entry under it', async () => {
    const usd = await catalogValueId(server.db, 'CURRENCY', 'USD');
    const before = await mark();
    const opened = ok(await admin.gql<{ openDailyCashier: { idDailyCashier: string; version: number } }>(
      `mutation { openDailyCashier(floats: []) { idDailyCashier version } }`,
    )).openDailyCashier;
    const created = await entriesOf(before, 'dailyCashier', opened.idDailyCashier);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ operation: 'CREATE', idUser: admin.idUser, idOu: lim });
    expect(created[0].changes).toMatchObject({ status: { old: null, new: 'OPEN' }, cashier_date: { old: null, new: TODAY } });

    const update = await mark();
    ok(await admin.gql(`mutation ($id: ID!, $v: Int, $floats: [DailyCashierFloatInput!]!) {
      updateDailyCashier(idDailyCashier: $id, version: $v, floats: $floats) { idDailyCashier } }`,
    { id: opened.idDailyCashier, v: opened.version, floats: [{ idCurrency: usd, openingAmount: '150.00' }] }));
    // The version bump alone is no change of the day itself.
    expect(await entriesOf(update, 'dailyCashier', opened.idDailyCashier)).toEqual([]);
    const floats = await server.db.query<Entry>(
      `select operation, subject_type as "subjectType", subject_id as "subjectId", changes from audit_log
       where id_audit_log > $1 and record_type = 'dailyCashierFloat'`, [update],
    );
    expect(floats).toEqual([{
      operation: 'CREATE', subjectType: 'dailyCashier', subjectId: opened.idDailyCashier,
      changes: { id_currency: { old: null, new: usd }, id_daily_cashier: { old: null, new: opened.idDailyCashier }, opening_amount: { old: null, new: 150 } },
    }]);
    const panel = ok(await admin.gql<History>(HISTORY, { type: 'DAILY_CASHIER', id: opened.idDailyCashier })).auditHistory;
    expect(panel.edges[0].node.changes).toContainEqual({ field: 'id_currency', oldValue: null, newValue: 'US dollar' });
  });

  it('cashier transactions: a void records the payment and the transaction status changes once each', async () => {
    const instance = await payableProduct(server.db, lim, 'AUD-CASH');
    const reservation = await payableReservation(server.db, lim, instance, ['40.00']);
    const usd = await catalogValueId(server.db, 'CURRENCY', 'USD');
    await openDay(server.db, lim, admin.idUser).catch(() => undefined);
    const done = ok(await admin.gql<{ completeCashierTransaction: { idCashierTransaction: string; payments: { idPayment: string }[] } }>(
      `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) { idCashierTransaction payments { idPayment } } }`,
      { data: { idempotencyKey: 'audit-1', items: [{ idReservationItem: reservation.items[0], amountToPay: '40.00' }],
        payments: [{ method: 'CASH', idCurrency: usd, amount: '40.00' }] } },
    )).completeCashierTransaction;
    const before = await mark();
    const payment = done.payments[0].idPayment;
    ok(await admin.gql(`mutation ($id: ID!) { voidPayment(idPayment: $id, reason: "Wrong customer", idempotencyKey: "audit-void-1") { idPayment } }`, { id: payment }));
    await expectOne(before, 'payment', payment, 'STATUS', {
      status: { old: 'ACTIVE', new: 'VOIDED' }, void_reason: { old: null, new: 'Wrong customer' },
    });
    await expectOne(before, 'cashierTransaction', done.idCashierTransaction, 'STATUS', { status: { old: 'COMPLETED', new: 'VOIDED' } });
    const panel = ok(await (await signIn(server, 'RESADM')).gql<History>(HISTORY, { type: 'CASHIER_TRANSACTION', id: done.idCashierTransaction }));
    expect(panel.auditHistory.edges.map((e) => e.node.recordType)).toEqual(expect.arrayContaining(['cashierTransaction', 'payment', 'fiscalDocument']));
  });
});
