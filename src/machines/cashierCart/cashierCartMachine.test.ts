import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CompleteRequest } from './cashierCartActors';
import { cartProblems, cashierCartMachine, paymentRefusal, type CartItem, type CartPayment } from './cashierCartMachine';

const itemA = { idReservationItem: 'i-a', reservationCode: 'LIM-000001', idEntity: 'e-1', idCurrency: 'usd', pendingAmount: '50.00' };
const itemB = { idReservationItem: 'i-b', reservationCode: 'LIM-000002', idEntity: 'e-1', idCurrency: 'usd', pendingAmount: '20.00' };
const otherCustomer = { ...itemB, idReservationItem: 'i-c', idEntity: 'e-2' };
// A reservation whose schedule asks 30.00 now (an overdue deposit) over two items of 20.00 and 25.00 pending.
const deposit = { amount: '30.00', dueDate: '2031-01-12', overdue: true };
const scheduledD1 = { idReservationItem: 'i-d1', reservationCode: 'LIM-000003', idEntity: 'e-1', idCurrency: 'usd', pendingAmount: '20.00', scheduledPayment: deposit };
const scheduledD2 = { ...scheduledD1, idReservationItem: 'i-d2', pendingAmount: '25.00' };
const scheduledD3 = { ...scheduledD1, idReservationItem: 'i-d3', pendingAmount: '40.00' };
const cash: CartPayment = { key: 'p-1', method: 'CASH', idCurrency: 'usd', amount: '100.00' };
const badCash: CartPayment = { key: 'p-2', method: 'CASH', idCurrency: 'usd', amount: '0.001' };
const advance: CartPayment = { key: 'p-3', method: 'ADVANCE', idCurrency: 'usd', amount: '5.00', idAdvance: 'a-1' };
const gqlError = (code: string, message = code) => ({ errors: [{ message, extensions: { code } }] });

/** Every event the cart can receive, including the answers of its one call. */
const EVENTS: AnyEventObject[] = [
  { type: 'ADD_ITEM', item: itemA },
  { type: 'ADD_ITEM', item: itemB },
  { type: 'ADD_ITEM', item: otherCustomer },
  // The other customer's reservation with its whole pending amount due: the graph keeps its size.
  { type: 'ADD_RESERVATION', items: [{ ...otherCustomer, scheduledPayment: { ...deposit, amount: otherCustomer.pendingAmount } }] },
  { type: 'REMOVE_ITEM', idReservationItem: 'i-a' },
  { type: 'SET_AMOUNT', idReservationItem: 'i-a', amount: '' },
  { type: 'SET_AMOUNT', idReservationItem: 'i-a', amount: '50.01' },
  { type: 'SET_AMOUNT', idReservationItem: 'i-a', amount: '10' },
  { type: 'ADD_PAYMENT', payment: cash },
  { type: 'ADD_PAYMENT', payment: badCash },
  { type: 'ADD_PAYMENT', payment: advance },
  { type: 'REMOVE_PAYMENT', key: 'p-1' },
  { type: 'SET_NOTE', note: 'Counter' },
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  { type: 'DISMISS' },
  { type: 'NEW' },
  { type: 'xstate.done.actor.complete', output: { idCashierTransaction: 't-1', number: 7, changeAmount: '50.00' } },
  { type: 'xstate.error.actor.complete', error: gqlError('VALIDATION') },
  { type: 'xstate.error.actor.complete', error: gqlError('NO_DAILY_CASHIER_OPEN', 'No daily cashier open today') },
  { type: 'xstate.error.actor.complete', error: new TypeError('Failed to fetch') },
];
const ALL_STATES = ['editing', 'submitting', 'failed', 'completed'];

let counter = 0;
const input = { newKey: () => `k-${++counter}` };
// States are told apart by what the guards read: the value, the cart's content and the notice (never the key, which
// every change renews).
type Snapshot = { value: unknown; context: { items: CartItem[]; payments: CartPayment[]; notice: { kind: string } | null; result: unknown } };
const serializeState = (state: Snapshot) => JSON.stringify([
  state.value, state.context.items.map((i) => [i.idReservationItem, i.amountToPay]), state.context.payments.map((p) => p.key),
  state.context.notice?.kind ?? null, Boolean(state.context.result),
]);

describe('cashier cart graph', () => {
  const options = { events: EVENTS as never, input, serializeState: serializeState as never };

  it('reaches every state', () => {
    const reached = new Set(getShortestPaths(cashierCartMachine, options).map((p) => String(p.state.value)));
    expect([...reached].sort()).toEqual([...ALL_STATES].sort());
  });

  it('only submits a cart that passes the section 5 rules, one customer and currency, each item once', () => {
    const paths = getShortestPaths(cashierCartMachine, options);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      for (const step of path.steps) {
        const { value, context } = step.state;
        const at = `${String(value)} after ${path.steps.map((s) => s.event.type).join(' > ')}`;
        const ids = context.items.map((i) => i.idReservationItem);
        expect(new Set(ids).size, at).toBe(ids.length);
        expect(new Set(context.items.map((i) => `${i.idEntity}|${i.idCurrency}`)).size, at).toBeLessThanOrEqual(1);
        // Every line the cart holds is money.
        for (const payment of context.payments) expect(paymentRefusal(payment, context.items), at).not.toBe('invalidAmount');
        if (value === 'submitting') {
          const problems = cartProblems(context.items, context.payments);
          expect(problems, at).toEqual({ item: {} });
        }
        if (value === 'completed') expect(context.result, at).not.toBeNull();
        if (value === 'failed') expect(context.notice?.kind, at).toBe('failed');
      }
    }
  });

  it('on every transition: a retry keeps the key, a change of the cart renews it', () => {
    let retries = 0;
    let changes = 0;
    for (const path of getShortestPaths(cashierCartMachine, options)) {
      for (const event of EVENTS) {
        const before = path.state;
        const after = getNextSnapshot(cashierCartMachine, before, event as never);
        const key = (s: typeof before) => s.context.idempotencyKey;
        const at = `${event.type} from ${serializeState(before as never)}`;
        if (event.type === 'RETRY' && before.value === 'failed') {
          expect(after.value, at).toBe('submitting');
          expect(key(after), at).toBe(key(before));
          retries++;
        }
        const cartMoved = JSON.stringify([after.context.items, after.context.payments, after.context.note])
          !== JSON.stringify([before.context.items, before.context.payments, before.context.note]);
        if (cartMoved) {
          expect(key(after), at).not.toBe(key(before));
          changes++;
        }
        // Only editing changes the cart: nothing moves under a request on its way.
        if (before.value !== 'editing' && before.value !== 'completed') expect(cartMoved, at).toBe(false);
      }
    }
    expect(retries).toBeGreaterThan(0);
    expect(changes).toBeGreaterThan(10);
  });
});

describe('cashier cart refusals (SPEC.md section 8 could not add)', () => {
  it('refuses an advance before the cart has a customer, then takes it, and an item of another customer', () => {
    const actor = createActor(cashierCartMachine, { input }).start();
    actor.send({ type: 'ADD_PAYMENT', payment: advance });
    expect(actor.getSnapshot().context).toMatchObject({ payments: [], notice: { kind: 'paymentRefused', reason: 'advanceNeedsItem' } });
    actor.send({ type: 'ADD_ITEM', item: itemA });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'ADD_PAYMENT', payment: advance });
    expect(actor.getSnapshot().context).toMatchObject({ payments: [advance], notice: null });
    actor.send({ type: 'ADD_ITEM', item: otherCustomer });
    expect(actor.getSnapshot().context).toMatchObject({ items: [{ idReservationItem: 'i-a' }], notice: { kind: 'otherCustomer' } });
  });
});

describe('cashier cart proposals from the payment schedule', () => {
  const amounts = (actor: { getSnapshot: () => { context: { items: CartItem[] } } }) =>
    actor.getSnapshot().context.items.map((i) => [i.idReservationItem, i.amountToPay]);

  it("takes a reservation's items until what is due now is covered, and an item added on purpose at its pending amount", () => {
    const actor = createActor(cashierCartMachine, { input }).start();
    actor.send({ type: 'ADD_RESERVATION', items: [scheduledD1, scheduledD2, scheduledD3] });
    // 30.00 due: 20.00 on the first item and 10.00 on the second; the third is left for the cashier to add.
    expect(amounts(actor)).toEqual([['i-d1', '20.00'], ['i-d2', '10.00']]);
    const key = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: 'ADD_RESERVATION', items: [scheduledD1, scheduledD2, scheduledD3] });
    expect(actor.getSnapshot().context.idempotencyKey).toBe(key);
    // The full payable stays choosable: the third item at its pending amount, the second set to its own.
    actor.send({ type: 'ADD_ITEM', item: scheduledD3 });
    actor.send({ type: 'SET_AMOUNT', idReservationItem: 'i-d2', amount: '25.00' });
    expect(amounts(actor)).toEqual([['i-d1', '20.00'], ['i-d2', '25.00'], ['i-d3', '40.00']]);
  });

  it('proposes what is left due on an item added by hand, and the pending amount without a schedule', () => {
    const actor = createActor(cashierCartMachine, { input }).start();
    actor.send({ type: 'ADD_ITEM', item: scheduledD3 });
    actor.send({ type: 'ADD_ITEM', item: itemA });
    expect(amounts(actor)).toEqual([['i-d3', '30.00'], ['i-a', '50.00']]);
    actor.send({ type: 'SET_AMOUNT', idReservationItem: 'i-d3', amount: '12.5' });
    actor.send({ type: 'ADD_ITEM', item: scheduledD1 });
    expect(amounts(actor)).toEqual([['i-d3', '12.5'], ['i-a', '50.00'], ['i-d1', '17.50']]);
  });

  it("refuses another customer's reservation as a whole", () => {
    const actor = createActor(cashierCartMachine, { input }).start();
    actor.send({ type: 'ADD_ITEM', item: otherCustomer });
    actor.send({ type: 'ADD_RESERVATION', items: [scheduledD1] });
    expect(actor.getSnapshot().context).toMatchObject({ items: [{ idReservationItem: 'i-c' }], notice: { kind: 'otherCustomer' } });
  });
});

describe('cashier cart with a server stub', () => {
  it('sends the items and payments, and a network failure retried sends the very same request', async () => {
    const requests: CompleteRequest[] = [];
    let fail = true;
    const machine = cashierCartMachine.provide({
      actors: {
        complete: fromPromise(async ({ input: request }: { input: CompleteRequest }) => {
          requests.push(request);
          if (fail) {
            fail = false;
            throw new TypeError('Failed to fetch');
          }
          return { idCashierTransaction: 't-1', number: 7, changeAmount: '40.00' };
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'ADD_ITEM', item: itemA });
    actor.send({ type: 'ADD_ITEM', item: otherCustomer });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'otherCustomer' });
    actor.send({ type: 'ADD_PAYMENT', payment: badCash });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'paymentRefused', reason: 'invalidAmount' });
    expect(actor.getSnapshot().context.payments).toEqual([]);
    actor.send({ type: 'SET_AMOUNT', idReservationItem: 'i-a', amount: ' 60.00 ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ payments: 'selectPayment', item: { 'i-a': 'exceedsPending' } });
    actor.send({ type: 'SET_AMOUNT', idReservationItem: 'i-a', amount: '60' });
    actor.send({ type: 'SET_AMOUNT', idReservationItem: 'i-a', amount: '45.5' });
    actor.send({ type: 'ADD_PAYMENT', payment: cash });
    actor.send({ type: 'SET_NOTE', note: '  ' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('completed'));
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
    expect(requests[0]).toEqual({
      idempotencyKey: expect.any(String), note: null, items: [{ idReservationItem: 'i-a', amountToPay: '45.5' }],
      payments: [{ method: 'CASH', idCurrency: 'usd', amount: '100.00' }],
    });
    expect(actor.getSnapshot().context.result).toEqual({ idCashierTransaction: 't-1', number: 7, changeAmount: '40.00' });
    const key = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: 'NEW' });
    expect(actor.getSnapshot().context).toMatchObject({ items: [], payments: [], result: null });
    expect(actor.getSnapshot().context.idempotencyKey).not.toBe(key);
  });

  it('keeps the card number and CCV for the request only: the completed cart holds no card data', async () => {
    const requests: CompleteRequest[] = [];
    const machine = cashierCartMachine.provide({
      actors: {
        complete: fromPromise(async ({ input: request }: { input: CompleteRequest }) => {
          requests.push(request);
          return { idCashierTransaction: 't-2', number: 8, changeAmount: '0.00' };
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    const card = { number: '4111111111111111', holderName: 'Ana Quispe', expiry: '12/30', ccv: '123' };
    actor.send({ type: 'ADD_ITEM', item: itemB });
    actor.send({ type: 'ADD_PAYMENT', payment: { key: 'p-card', method: 'CARD', idCurrency: 'usd', amount: '20.00', card } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('completed'));
    expect(requests[0].payments[0].card).toEqual(card);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toMatch(/4111111111111111|"ccv"/);
  });

  it("keeps the server's refusal with its fields by path", async () => {
    const machine = cashierCartMachine.provide({
      actors: {
        complete: fromPromise<{ idCashierTransaction: string; number: number; changeAmount: string }, CompleteRequest>(async () => {
          throw { errors: [{ message: 'Some fields are not valid', extensions: {
            code: 'VALIDATION', fields: { 'payments.0.card.number': 'The card was declined' }, reason: 'PAYMENT_REFUSED', params: { line: 1 },
            fieldErrors: [{ path: 'payments.0.card.number', code: 'CARD_DECLINED', params: {} }],
          } }] };
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'ADD_ITEM', item: itemB });
    actor.send({ type: 'ADD_PAYMENT', payment: cash });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'refused',
      error: {
        code: 'VALIDATION', reason: 'PAYMENT_REFUSED', params: { line: 1 },
        fieldErrors: [{ path: 'payments.0.card.number', code: 'CARD_DECLINED', params: {} }],
      },
    });
  });
});
