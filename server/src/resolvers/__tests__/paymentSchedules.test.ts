/**
 * Issue 24, payment schedules: terms per customer or OU, the schedule a reservation gets on confirmation, its
 * recompute when the amount changes (paid instalments stay paid), payments laid over instalments oldest first and a
 * void taking them back, due / paid / overdue and the deposit policy, the due list with its filters and paging, OU
 * scoping and the role table.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setTodayForTests } from '../../domain/calendar.ts';
import { addItem, cancelReservation, setItemStatus } from '../../domain/reservations.ts';
import { codeOf, expectFieldCodes, ok, reasonOf, signIn, tableDump } from '../../testing/adminFixtures.ts';
import { payableReservation, SERVICE_DAY, limaPayables } from '../../testing/cashierFixtures.ts';
import { signInCusco } from '../../testing/ouFixtures.ts';
import { entityId } from '../../testing/rateFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const TODAY = '2031-01-05';
const SCHEDULE = `query ($id: ID!) { reservationPaymentSchedule(idReservation: $id) {
  confirmedOn depositKind depositValue dueNow openAmount depositOverdue overdueAction
  instalments { sequence kind dueDate amount paidAmount openAmount status daysOverdue } } }`;
const TERMS = `query ($id: ID) { paymentTerms(idEntity: $id) { source idEntity depositKind depositValue depositDueDays
  balanceDaysBefore graceDays overdueAction } }`;
const SET_TERMS = `mutation ($data: PaymentTermsInput!) { setPaymentTerms(data: $data) { source idEntity depositKind depositValue
  depositDueDays balanceDaysBefore graceDays overdueAction } }`;
const DUE = `query ($input: DueInstalmentSearchInput!) { searchDueInstalments(input: $input) { count
  data { reservationCode customerName currency { code } instalment { kind dueDate amount openAmount status } } } }`;
const COMPLETE = `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) {
  idCashierTransaction payments { idPayment } } }`;
const VOID = `mutation ($id: ID!, $key: String!) { voidPayment(idPayment: $id, reason: "Wrong amount", idempotencyKey: $key) { idPayment } }`;

interface Instalment { sequence: number; kind: string; dueDate: string; amount: string; paidAmount: string; openAmount: string; status: string; daysOverdue: number }
interface Schedule { confirmedOn: string; dueNow: string; openAmount: string; depositOverdue: boolean; overdueAction: string; instalments: Instalment[] }

let keys = 0;
const newKey = () => `schedule-${Date.now()}-${++keys}`;

describe.each(dbKinds)('payment schedules (%s)', (kind) => {
  const { server, users: [admin, resadm] } = suiteServer(kind, { users: ['ADMIN', 'RESADM'], today: TODAY });
  let lim: string;
  let instance: string;
  let usd: string;

  beforeAll(async () => {
    ({ lim, instance, usd } = await limaPayables(server.db, 'SCHED-1', { cashier: resadm.idUser }));
    // The OU default every test starts from: 30 % a week after confirmation, the balance 30 days before, 3 grace days.
    ok(await admin.gql(SET_TERMS, { data: { depositKind: 'PERCENT', depositValue: '30', depositDueDays: 7, balanceDaysBefore: 30, graceDays: 3, overdueAction: 'FLAG' } }));
  });
  beforeEach(() => setTodayForTests(TODAY));

  const actor = () => ({ idOu: lim, idUser: null, canOverridePrice: true });
  const schedule = async (idReservation: string, as = resadm) =>
    ok(await as.gql<{ reservationPaymentSchedule: Schedule | null }>(SCHEDULE, { id: idReservation })).reservationPaymentSchedule;
  const rows = (s: Schedule | null) => s?.instalments.map((n) => [n.kind, n.dueDate, n.amount, n.paidAmount, n.status]);
  const pay = async (items: { idReservationItem: string; amountToPay: string }[], amount: string) =>
    ok(await resadm.gql<{ completeCashierTransaction: { payments: { idPayment: string }[] } }>(COMPLETE, {
      data: { idempotencyKey: newKey(), items, payments: [{ method: 'CASH', idCurrency: usd, amount }] },
    })).completeCashierTransaction;

  it('gives a confirmed reservation its schedule from the OU default; a quote has none', async () => {
    const quote = await payableReservation(server.db, lim, instance, ['500.00'], { confirm: false });
    expect(await schedule(quote.idReservation)).toBeNull();
    const r = await payableReservation(server.db, lim, instance, ['600.00', '400.00']);
    const s = await schedule(r.idReservation);
    expect(s).toMatchObject({ confirmedOn: TODAY, dueNow: '0.00', openAmount: '1000.00', depositOverdue: false, overdueAction: 'FLAG' });
    expect(rows(s)).toEqual([['DEPOSIT', '2031-01-12', '300.00', '0.00', 'DUE'], ['BALANCE', '2031-02-08', '700.00', '0.00', 'DUE']]);
  });

  it("uses the customer's own terms, and keeps a reservation's terms when the terms change later", async () => {
    const patagonia = await entityId(server.db, 'Patagonia Viajes');
    const own = ok(await admin.gql<{ setPaymentTerms: Record<string, unknown> }>(SET_TERMS, {
      data: { idEntity: patagonia, depositKind: 'AMOUNT', depositValue: '250.00', depositDueDays: 0, balanceDaysBefore: 45 },
    })).setPaymentTerms;
    expect(own).toMatchObject({ source: 'CUSTOMER', depositKind: 'AMOUNT', depositValue: '250.00', graceDays: 3, overdueAction: 'FLAG' });
    const r = await payableReservation(server.db, lim, instance, ['900.00'], { customer: 'Patagonia Viajes' });
    expect(rows(await schedule(r.idReservation))).toEqual([
      ['DEPOSIT', TODAY, '250.00', '0.00', 'DUE'], ['BALANCE', '2031-01-24', '650.00', '0.00', 'DUE'],
    ]);
    ok(await admin.gql(SET_TERMS, { data: { idEntity: patagonia, depositKind: 'PERCENT', depositValue: '50', depositDueDays: 0, balanceDaysBefore: 10 } }));
    await addItem(server.db, actor(), { idReservation: r.idReservation, idProductInstance: instance, serviceDate: SERVICE_DAY, quantity: 1, unitPrice: '100.00', overrideReason: 'test' });
    expect(rows(await schedule(r.idReservation))).toEqual([
      ['DEPOSIT', TODAY, '250.00', '0.00', 'DUE'], ['BALANCE', '2031-01-24', '750.00', '0.00', 'DUE'],
    ]);
    // Without own terms the customer falls back to the OU default.
    expect(ok(await admin.gql<{ removePaymentTerms: boolean }>('mutation ($id: ID!) { removePaymentTerms(idEntity: $id) }', { id: patagonia })).removePaymentTerms).toBe(true);
    expect(ok(await resadm.gql<{ paymentTerms: { source: string; depositValue: string } }>(TERMS, { id: patagonia })).paymentTerms)
      .toMatchObject({ source: 'OU', depositValue: '30.00' });
  });

  it('recomputes the schedule when the amount changes, lays payments over the instalments oldest first, and a void takes them back', async () => {
    const r = await payableReservation(server.db, lim, instance, ['600.00', '400.00']);
    // More services: the deposit follows the amount (30 % of 1500), the balance takes the rest.
    await addItem(server.db, actor(), { idReservation: r.idReservation, idProductInstance: instance, serviceDate: SERVICE_DAY, quantity: 1, unitPrice: '500.00', overrideReason: 'test' });
    expect(rows(await schedule(r.idReservation))).toEqual([
      ['DEPOSIT', '2031-01-12', '450.00', '0.00', 'DUE'], ['BALANCE', '2031-02-08', '1050.00', '0.00', 'DUE'],
    ]);
    // Fewer services: cancelling the 400 item (no fee this far out) lowers both.
    await setItemStatus(server.db, actor(), r.items[1], 'CANCELLED', 'Customer asked');
    expect(rows(await schedule(r.idReservation))).toEqual([
      ['DEPOSIT', '2031-01-12', '330.00', '0.00', 'DUE'], ['BALANCE', '2031-02-08', '770.00', '0.00', 'DUE'],
    ]);
    // Payments count whichever items they went to: 450 pays the deposit and 120 of the balance, then 50 more.
    const first = await pay([{ idReservationItem: r.items[0], amountToPay: '450.00' }], '450.00');
    expect(rows(await schedule(r.idReservation))).toEqual([
      ['DEPOSIT', '2031-01-12', '330.00', '330.00', 'PAID'], ['BALANCE', '2031-02-08', '770.00', '120.00', 'DUE'],
    ]);
    await pay([{ idReservationItem: r.items[0], amountToPay: '50.00' }], '50.00');
    expect(rows(await schedule(r.idReservation))).toEqual([
      ['DEPOSIT', '2031-01-12', '330.00', '330.00', 'PAID'], ['BALANCE', '2031-02-08', '770.00', '170.00', 'DUE'],
    ]);
    ok(await resadm.gql(VOID, { id: first.payments[0].idPayment, key: newKey() }));
    // The void gives 450 back: 50 is left, on the deposit.
    expect(rows(await schedule(r.idReservation))).toEqual([
      ['DEPOSIT', '2031-01-12', '330.00', '50.00', 'DUE'], ['BALANCE', '2031-02-08', '770.00', '0.00', 'DUE'],
    ]);
    const [{ sum }] = await server.db.query<{ sum: string }>(
      'select sum(amount)::text as sum from reservation_instalment where id_reservation = $1', [r.idReservation],
    );
    const [{ amount }] = await server.db.query<{ amount: string }>('select amount::text from reservation where id_reservation = $1', [r.idReservation]);
    expect(sum).toBe(amount);
  });

  it("proposes to the cashier's cart what the schedule asks now, and lays partial payments over the oldest instalment first", async () => {
    const PAYABLE = `query ($text: String) { searchPayableReservationItems(input: { text: $text }) {
      data { item { idReservationItem } scheduledPayment { amount dueDate overdue } } } }`;
    const proposal = async (code: string) => {
      const { data } = ok(await resadm.gql<{ searchPayableReservationItems: { data: { scheduledPayment: unknown }[] } }>(PAYABLE, { text: code }))
        .searchPayableReservationItems;
      // Every item of the reservation carries the same proposal.
      expect(new Set(data.map((d) => JSON.stringify(d.scheduledPayment))).size).toBeLessThanOrEqual(1);
      return data[0]?.scheduledPayment;
    };
    const r = await payableReservation(server.db, lim, instance, ['600.00', '400.00']);
    // Nothing due yet: the deposit (next), never the balance with it.
    expect(await proposal(r.code)).toEqual({ amount: '300.00', dueDate: '2031-01-12', overdue: false });
    // A part of the deposit on one item, then more on the other item: the deposit fills first, then the balance.
    // (Payments go in on the day the test's cashier is open; the proposal is read on later days too.)
    await pay([{ idReservationItem: r.items[1], amountToPay: '120.00' }], '120.00');
    setTodayForTests('2031-01-14');
    expect(await proposal(r.code)).toEqual({ amount: '180.00', dueDate: '2031-01-12', overdue: true });
    setTodayForTests(TODAY);
    await pay([{ idReservationItem: r.items[0], amountToPay: '200.00' }], '200.00');
    expect(rows(await schedule(r.idReservation))).toEqual([
      ['DEPOSIT', '2031-01-12', '300.00', '300.00', 'PAID'], ['BALANCE', '2031-02-08', '700.00', '20.00', 'DUE'],
    ]);
    // The deposit paid: the balance's open part, when it is next.
    expect(await proposal(r.code)).toEqual({ amount: '680.00', dueDate: '2031-02-08', overdue: false });
    setTodayForTests('2031-02-09');
    expect(await proposal(r.code)).toEqual({ amount: '680.00', dueDate: '2031-02-08', overdue: true });
    setTodayForTests(TODAY);
    await pay([{ idReservationItem: r.items[0], amountToPay: '400.00' }, { idReservationItem: r.items[1], amountToPay: '280.00' }], '680.00');
    expect(await proposal(r.code)).toBeUndefined();
  });

  it('marks instalments overdue after their date and flags a deposit overdue past the grace days', async () => {
    const r = await payableReservation(server.db, lim, instance, ['1000.00']);
    setTodayForTests('2031-01-13');
    let s = await schedule(r.idReservation);
    expect(s).toMatchObject({ dueNow: '300.00', depositOverdue: false });
    expect(s!.instalments[0]).toMatchObject({ status: 'OVERDUE', daysOverdue: 1 });
    setTodayForTests('2031-01-16');
    s = await schedule(r.idReservation);
    expect(s).toMatchObject({ depositOverdue: true, overdueAction: 'FLAG' });
    setTodayForTests('2031-02-10');
    expect((await schedule(r.idReservation))!.dueNow).toBe('1000.00');
  });

  it('keeps what a cancelled reservation still owes on its schedule', async () => {
    // Two days before the service the cancellation policy charges a fee; the schedule keeps only that.
    setTodayForTests('2031-03-08');
    const r = await payableReservation(server.db, lim, instance, ['800.00']);
    await cancelReservation(server.db, actor(), r.idReservation, 'Customer cancelled');
    const [{ amount, pending }] = await server.db.query<{ amount: string; pending: string }>(
      'select amount::text, pending_amount::text as pending from reservation where id_reservation = $1', [r.idReservation],
    );
    const s = await schedule(r.idReservation);
    expect(s!.openAmount).toBe(pending);
    expect(s!.instalments.reduce((total, n) => total + Number(n.amount) * 100, 0)).toBe(Number(amount) * 100);
  });

  it('lists due and overdue instalments with filters and paging, only of the OU', async () => {
    const a = await payableReservation(server.db, lim, instance, ['200.00'], { customer: 'Nikko Travel' });
    await payableReservation(server.db, lim, instance, ['400.00'], { customer: 'Nikko Travel' });
    setTodayForTests('2031-01-20');
    const list = async (input: Record<string, unknown>) =>
      ok(await resadm.gql<{ searchDueInstalments: { count: number; data: { reservationCode: string; customerName: string; instalment: Instalment }[] } }>(DUE, { input })).searchDueInstalments;
    const nikko = await entityId(server.db, 'Nikko Travel');
    const overdue = await list({ status: 'OVERDUE', idEntity: nikko, take: 1 });
    expect(overdue.count).toBe(2);
    expect(overdue.data).toHaveLength(1);
    expect(overdue.data[0]).toMatchObject({ customerName: 'Nikko Travel', instalment: { kind: 'DEPOSIT', status: 'OVERDUE' } });
    const second = await list({ status: 'OVERDUE', idEntity: nikko, take: 1, skip: 1 });
    expect(second.data[0].reservationCode).not.toBe(overdue.data[0].reservationCode);
    const due = await list({ status: 'DUE', text: a.code });
    expect(due.data.map((d) => [d.reservationCode, d.instalment.kind, d.instalment.amount])).toEqual([[a.code, 'BALANCE', '140.00']]);
    expect((await list({ dueFrom: '2031-02-01', dueTo: '2031-02-28', idEntity: nikko })).count).toBe(2);
    // Another OU sees none of it, neither the list nor the schedule.
    const cusco = await signInCusco(server);
    expect((await cusco.gql<{ searchDueInstalments: { count: number } }>(DUE, { input: { idEntity: nikko } })).data?.searchDueInstalments.count).toBe(0);
    expect(await schedule(a.idReservation, cusco)).toBeNull();
    const bad = await resadm.gql(DUE, { input: { dueFrom: '2031-02-10', dueTo: '2031-02-01', take: 500 } });
    expect(codeOf(bad)).toBe('VALIDATION');
  });

  it('refuses bad terms with coded field errors and saves nothing', async () => {
    const before = await tableDump(server, 'payment_terms');
    expectFieldCodes(await admin.gql(SET_TERMS, { data: { depositKind: 'PERCENT', depositValue: '120', depositDueDays: -1, balanceDaysBefore: 400 } }), {
      depositValue: ['DECIMAL_RANGE', { min: 0, max: '100' }], depositDueDays: 'NUMBER_RANGE', balanceDaysBefore: 'NUMBER_RANGE',
      graceDays: 'REQUIRED', overdueAction: 'REQUIRED',
    });
    expectFieldCodes(await admin.gql(SET_TERMS, { data: { depositKind: 'AMOUNT', depositValue: '-5', depositDueDays: 0, balanceDaysBefore: 0, graceDays: 0, overdueAction: 'FLAG' } }), {
      depositValue: 'DECIMAL_RANGE',
    });
    const base = { depositKind: 'AMOUNT', depositValue: '10', depositDueDays: 0, balanceDaysBefore: 0 };
    expectFieldCodes(await admin.gql(SET_TERMS, { data: { ...base, idEntity: await entityId(server.db, 'Hostal Qorikancha') } }), { idEntity: 'INVALID_CHOICE' });
    expectFieldCodes(await admin.gql(SET_TERMS, { data: { ...base, idEntity: await entityId(server.db, 'Plaza Imperial Hotel') } }), { idEntity: 'NOT_A_CUSTOMER' });
    expect(await tableDump(server, 'payment_terms')).toEqual(before);
  });

  it('lets ADMIN and RESADM work with schedules and no reservation-only role', async () => {
    const viewer = await signIn(server, 'RESVIEW');
    expect(codeOf(await viewer.gql(TERMS, {}))).toBe('FORBIDDEN');
    expect(codeOf(await viewer.gql(DUE, { input: {} }))).toBe('FORBIDDEN');
    ok(await resadm.gql(TERMS, {}));
    ok(await resadm.gql(SET_TERMS, { data: { depositKind: 'PERCENT', depositValue: '30', depositDueDays: 7, balanceDaysBefore: 30, graceDays: 3, overdueAction: 'FLAG' } }));
  });

  it('answers the schedule on the reservation too (what its changes answer), null and no error for a role without it', async () => {
    const r = await payableReservation(server.db, lim, instance, ['500.00']);
    const ON_RESERVATION = `query ($id: ID!) { getReservationById(id: $id) { paymentSchedule { dueNow instalments { kind amount } } } }`;
    type Read = { getReservationById: { paymentSchedule: Pick<Schedule, 'dueNow'> & { instalments: { kind: string; amount: string }[] } | null } };
    const own = await schedule(r.idReservation);
    expect(ok(await resadm.gql<Read>(ON_RESERVATION, { id: r.idReservation })).getReservationById.paymentSchedule).toEqual({
      dueNow: own!.dueNow, instalments: own!.instalments.map(({ kind, amount }) => ({ kind, amount })),
    });
    const viewer = await signIn(server, 'RESVIEW');
    expect(ok(await viewer.gql<Read>(ON_RESERVATION, { id: r.idReservation })).getReservationById.paymentSchedule).toBeNull();
  });

  it("mails the customer a reminder of what is due through the mail service, in the reservation's language", async () => {
    const r = await payableReservation(server.db, lim, instance, ['1000.00']);
    const settled = await payableReservation(server.db, lim, instance, ['80.00']);
    await pay([{ idReservationItem: settled.items[0], amountToPay: '80.00' }], '80.00');
    setTodayForTests('2031-01-13');
    const SEND = `mutation ($id: ID!, $to: [String!]) { sendPaymentReminder(idReservation: $id, to: $to) { status recipients } }`;
    const sent = ok(await resadm.gql<{ sendPaymentReminder: { status: string; recipients: string[] } }>(SEND, { id: r.idReservation, to: ['Billing@Andes.test'] }));
    expect(sent.sendPaymentReminder).toEqual({ status: 'OUTBOX', recipients: ['billing@andes.test'] });
    const [mail] = await server.db.query<{ subject: string; body: string; idOu: string }>(
      `select subject, body, id_ou as "idOu" from mail_outbox order by created_at desc limit 1`,
    );
    expect(mail.idOu).toBe(lim);
    expect(mail.subject).toBe(`Payment reminder: reservation ${r.code}`);
    expect(mail.body).toContain('- Deposit due 2031-01-12: USD 300.00 (overdue)');
    expect(mail.body).toContain('- Balance due 2031-02-08: USD 700.00');
    expect(mail.body).toContain('Total due by today: USD 300.00');
    expectFieldCodes(await resadm.gql(SEND, { id: r.idReservation, to: ['not-an-address'] }), { 'to.0': 'INVALID_EMAIL' });
    const cusco = await signInCusco(server);
    expect(codeOf(await cusco.gql(SEND, { id: r.idReservation, to: ['a@b.test'] }))).toBe('NOT_FOUND');
    // A fully paid reservation has nothing to remind of.
    const nothing = await resadm.gql(SEND, { id: settled.idReservation, to: ['a@b.test'] });
    expect(codeOf(nothing)).toBe('CONFLICT');
    expect(reasonOf(nothing)).toEqual({ reason: 'NOTHING_DUE', params: { code: settled.code } });
  });

  it('releases reservations whose deposit is overdue past the grace days only when the OU says RELEASE', async () => {
    const RELEASE = 'mutation { releaseOverdueReservations }';
    const unpaid = await payableReservation(server.db, lim, instance, ['1000.00']);
    const paid = await payableReservation(server.db, lim, instance, ['1000.00']);
    await pay([{ idReservationItem: paid.items[0], amountToPay: '300.00' }], '300.00');
    setTodayForTests('2031-01-16');
    // FLAG (the OU default here): nothing is cancelled.
    expect(ok(await resadm.gql<{ releaseOverdueReservations: string[] }>(RELEASE)).releaseOverdueReservations).toEqual([]);
    ok(await admin.gql(SET_TERMS, { data: { depositKind: 'PERCENT', depositValue: '30', depositDueDays: 7, balanceDaysBefore: 30, graceDays: 3, overdueAction: 'RELEASE' } }));
    try {
      const released = ok(await resadm.gql<{ releaseOverdueReservations: string[] }>(RELEASE)).releaseOverdueReservations;
      expect(released).toContain(unpaid.code);
      expect(released).not.toContain(paid.code);
      const statuses = await server.db.query<{ code: string; status: string }>(
        'select code, status from reservation where id_reservation = any($1::uuid[]) order by code', [[unpaid.idReservation, paid.idReservation]],
      );
      expect(Object.fromEntries(statuses.map((x) => [x.code, x.status]))).toEqual({ [unpaid.code]: 'CANCELLED', [paid.code]: 'PARTIALLY_PAID' });
      const [{ held }] = await server.db.query<{ held: number }>(
        `select count(*)::int as held from reservation_item where id_reservation = $1 and status <> 'CANCELLED'`, [unpaid.idReservation],
      );
      expect(held).toBe(0);
    } finally {
      ok(await admin.gql(SET_TERMS, { data: { depositKind: 'PERCENT', depositValue: '30', depositDueDays: 7, balanceDaysBefore: 30, graceDays: 3, overdueAction: 'FLAG' } }));
    }
  });

  it('records terms and instalment changes in the audit trail of the reservation', async () => {
    const r = await payableReservation(server.db, lim, instance, ['100.00']);
    const [{ n }] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where subject_type = 'reservation' and subject_id = $1
       and record_type in ('paymentSchedule', 'reservationInstalment')`, [r.idReservation],
    );
    expect(n).toBe(3);
  });
});
