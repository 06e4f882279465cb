import { assign, setup } from 'xstate';
import { readServerError, type ServerError } from '../../app/errors/serverErrors';
import { fromCents, sumCents, toCents } from '../../app/cents';
import { readGraphQLError } from '../../app/graphqlErrors';
import { cashierCartActors, type CompleteRequest, type CompletedTransaction } from './cashierCartActors';

/** What the reservation's payment schedule asks for now (schema.graphql ScheduledPayment). */
export interface ScheduledPayment {
  amount: string;
  dueDate: string;
  overdue: boolean;
}

/** An item in the reservations cart, with what the search said is pending on it. */
export interface CartItem {
  idReservationItem: string;
  reservationCode: string;
  idEntity: string;
  idCurrency: string;
  pendingAmount: string;
  /** Its reservation's schedule proposal; absent or null without a schedule. */
  scheduledPayment?: ScheduledPayment | null;
  amountToPay: string;
}

type NewItem = Omit<CartItem, 'amountToPay'>;

const paidInCart = (code: string, items: readonly CartItem[]) =>
  sumCents(items.filter((i) => i.reservationCode === code).map((i) => i.amountToPay));

/**
 * The amount the cart proposes for an item joining `items`: without a schedule its pending amount; with one, what the
 * schedule asks now less what the cart already pays on the reservation, up to the item's pending amount. When the
 * cart already covers what is due, the cashier is adding the item on purpose: its pending amount (the full payable).
 */
export function proposedAmount(item: NewItem, items: readonly CartItem[]) {
  const scheduled = toCents(item.scheduledPayment?.amount);
  if (scheduled === null) return item.pendingAmount;
  const left = scheduled - paidInCart(item.reservationCode, items);
  const pending = toCents(item.pendingAmount) ?? 0n;
  return left <= 0n || left >= pending ? item.pendingAmount : fromCents(left);
}

/** Adds the items in order until the schedule's proposal is covered (each once; all of them without a schedule). */
function withReservation(items: readonly CartItem[], added: readonly NewItem[]) {
  const result = [...items];
  for (const item of added) {
    if (result.some((i) => i.idReservationItem === item.idReservationItem)) continue;
    const scheduled = toCents(item.scheduledPayment?.amount);
    if (scheduled !== null && paidInCart(item.reservationCode, result) >= scheduled) continue;
    result.push({ ...item, amountToPay: proposedAmount(item, result) });
  }
  return result;
}

/** A payment line: what the server receives, the form's key, and what the line shows (an advance's number). */
export type CartPayment = CompleteRequest['payments'][number] & { key: string; label?: string };

/**
 * SPEC.md section 5's cashier rules, checked before the call (the server checks them again): at least one reservation
 * item, a cart payment, an amount to pay per item, greater than 0 with at most 2 decimals and never above the item's
 * pending amount. Whether the payments cover the items depends on the day's exchange rates: the server says.
 */
export type ItemProblem = 'amountRequired' | 'invalidAmount' | 'exceedsPending';
export interface CartProblems {
  items?: 'atLeastOneItem';
  payments?: 'selectPayment';
  item: Record<string, ItemProblem>;
}

export type CashierCartNotice =
  /** The server refused (VALIDATION with fields by path, NO_DAILY_CASHIER_OPEN, NO_EXCHANGE_RATE, ...). */
  /** `error`: the coded refusal the screen words (issue 19). */
  | { kind: 'refused'; error: ServerError }
  /** The call failed on the way (network): RETRY sends the same request with the same key. */
  | { kind: 'failed' }
  /** SPEC.md section 8 "could not add reservation (to cart)": an item of another customer or currency than the cart's. */
  | { kind: 'otherCustomer' }
  /** SPEC.md section 8 "could not add payments": a line the cart cannot take (see paymentRefusal). */
  | { kind: 'paymentRefused'; reason: PaymentRefusal };

export type PaymentRefusal = 'invalidAmount' | 'advanceNeedsItem';

export interface CashierCartContext {
  items: CartItem[];
  payments: CartPayment[];
  note: string;
  /** One per cart content: a change makes a new one, a retry of the same content keeps it (moves money once). */
  idempotencyKey: string;
  problems: CartProblems;
  notice: CashierCartNotice | null;
  result: CompletedTransaction | null;
  newKey: () => string;
}

export interface CashierCartInput {
  /** Makes idempotency keys (crypto.randomUUID in the screen; a counter in tests). */
  newKey: () => string;
}

export type CashierCartEvent =
  | { type: 'ADD_ITEM'; item: NewItem }
  /** A reservation's payable items (its Take payment): those that carry what its schedule asks now. */
  | { type: 'ADD_RESERVATION'; items: NewItem[] }
  | { type: 'REMOVE_ITEM'; idReservationItem: string }
  | { type: 'SET_AMOUNT'; idReservationItem: string; amount: string }
  | { type: 'ADD_PAYMENT'; payment: CartPayment }
  | { type: 'REMOVE_PAYMENT'; key: string }
  | { type: 'SET_NOTE'; note: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  | { type: 'NEW' };

type Of<T extends CashierCartEvent['type']> = Extract<CashierCartEvent, { type: T }>;

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** Cents as a BigInt: exact for the 2-decimal amounts of the cart. */
const cents = (amount: string) => {
  const [whole, fraction = ''] = amount.trim().split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
};

export function itemProblem(item: CartItem): ItemProblem | null {
  const amount = item.amountToPay.trim();
  if (!amount) return 'amountRequired';
  if (!AMOUNT.test(amount) || cents(amount) <= 0n) return 'invalidAmount';
  if (cents(amount) > cents(item.pendingAmount)) return 'exceedsPending';
  return null;
}

/**
 * Why the cart refuses a payment line. The forms check the same before they send it; this guards every sender (the
 * payment routes add lines too), so an amount that is not money or an advance with no customer yet never gets in.
 */
export function paymentRefusal(payment: CartPayment, items: readonly CartItem[]): PaymentRefusal | null {
  const amount = payment.amount.trim();
  if (!AMOUNT.test(amount) || cents(amount) <= 0n) return 'invalidAmount';
  if (payment.method === 'ADVANCE' && !items.length) return 'advanceNeedsItem';
  return null;
}

export function cartProblems(items: readonly CartItem[], payments: readonly CartPayment[]): CartProblems {
  const problems: CartProblems = { item: {} };
  if (!items.length) problems.items = 'atLeastOneItem';
  if (!payments.length) problems.payments = 'selectPayment';
  for (const item of items) {
    const problem = itemProblem(item);
    if (problem) problems.item[item.idReservationItem] = problem;
  }
  return problems;
}

export const cartValid = (problems: CartProblems) => !problems.items && !problems.payments && !Object.keys(problems.item).length;

const emptyProblems = (): CartProblems => ({ item: {} });

/**
 * The cart-to-transaction flow of the cashier (issue 9).
 * - editing: items are added (the first one fixes the customer and currency; another customer's is refused), with
 *   the amount their reservation's payment schedule asks now (proposedAmount; a reservation's Take payment adds only
 *   the items that carry it), removed and given an amount to pay; payments are added (a line that is not money is refused) and removed; any
 *   change makes a new idempotency key.
 * - SUBMIT checks the cart (CartProblems) and, when it passes, -> submitting with the key of this content.
 * - submitting: a refusal returns to editing with the server's message; a failure on the way -> failed, where RETRY
 *   sends the same request with the same key (the server answers the first result if it had arrived) and DISMISS
 *   goes back to editing; success -> completed with the transaction (number, change to hand back).
 * - completed: NEW starts an empty cart with a new key.
 */
export const cashierCartMachine = setup({
  types: {
    context: {} as CashierCartContext,
    events: {} as CashierCartEvent,
    input: {} as CashierCartInput,
  },
  actors: cashierCartActors,
  actions: {
    addItem: assign(({ context, event }) => {
      const { item } = event as Of<'ADD_ITEM'>;
      return { items: [...context.items, { ...item, amountToPay: proposedAmount(item, context.items) }], notice: null };
    }),
    addReservation: assign(({ context, event }) => ({
      items: withReservation(context.items, (event as Of<'ADD_RESERVATION'>).items), notice: null,
    })),
    refuseItem: assign({ notice: () => ({ kind: 'otherCustomer' }) as CashierCartNotice }),
    removeItem: assign({
      items: ({ context, event }) => context.items.filter((i) => i.idReservationItem !== (event as Of<'REMOVE_ITEM'>).idReservationItem),
    }),
    setAmount: assign({
      items: ({ context, event }) => {
        const { idReservationItem, amount } = event as Of<'SET_AMOUNT'>;
        return context.items.map((i) => (i.idReservationItem === idReservationItem ? { ...i, amountToPay: amount } : i));
      },
    }),
    addPayment: assign({
      payments: ({ context, event }) => [...context.payments, (event as Of<'ADD_PAYMENT'>).payment],
      notice: () => null,
    }),
    refusePayment: assign({
      notice: ({ context, event }) =>
        ({ kind: 'paymentRefused', reason: paymentRefusal((event as Of<'ADD_PAYMENT'>).payment, context.items)! }) as CashierCartNotice,
    }),
    removePayment: assign({
      payments: ({ context, event }) => context.payments.filter((p) => p.key !== (event as Of<'REMOVE_PAYMENT'>).key),
    }),
    setNote: assign({ note: ({ event }) => (event as Of<'SET_NOTE'>).note }),
    newKey: assign({ idempotencyKey: ({ context }) => context.newKey() }),
    check: assign({ problems: ({ context }) => cartProblems(context.items, context.payments), notice: () => null }),
    refused: assign({
      notice: ({ event }) => ({ kind: 'refused', error: readServerError((event as { error?: unknown }).error) }) as CashierCartNotice,
    }),
    // No answer came back (the network, a timeout): nothing the person can read beyond that; RETRY is safe.
    failed: assign({ notice: { kind: 'failed' } as CashierCartNotice }),
    done: assign({
      result: ({ event }) => (event as unknown as { output: CompletedTransaction }).output,
      notice: () => null,
      // The card's number and CCV were needed for the one request (and its retries) only: drop them once it is done.
      payments: ({ context }) => context.payments.map((p) => (p.card ? { ...p, card: null } : p)),
    }),
    clearNotice: assign({ notice: () => null }),
    reset: assign(({ context }) => ({
      items: [], payments: [], note: '', problems: emptyProblems(), notice: null, result: null, idempotencyKey: context.newKey(),
    })),
  },
  guards: {
    alreadyInCart: ({ context, event }) =>
      context.items.some((i) => i.idReservationItem === (event as Of<'ADD_ITEM'>).item.idReservationItem),
    // A payment line is added once (its key is made by the form); a double click adds nothing.
    paymentInCart: ({ context, event }) => context.payments.some((p) => p.key === (event as Of<'ADD_PAYMENT'>).payment.key),
    paymentRefused: ({ context, event }) => paymentRefusal((event as Of<'ADD_PAYMENT'>).payment, context.items) !== null,
    otherCustomer: ({ context, event }) => {
      const { item } = event as Of<'ADD_ITEM'>;
      const first = context.items[0];
      return Boolean(first) && (first.idEntity !== item.idEntity || first.idCurrency !== item.idCurrency);
    },
    reservationOfOtherCustomer: ({ context, event }) => {
      const first = context.items[0];
      return Boolean(first) && (event as Of<'ADD_RESERVATION'>).items
        .some((item) => first.idEntity !== item.idEntity || first.idCurrency !== item.idCurrency);
    },
    nothingToAdd: ({ context, event }) => withReservation(context.items, (event as Of<'ADD_RESERVATION'>).items).length === context.items.length,
    cartValid: ({ context }) => cartValid(cartProblems(context.items, context.payments)),
    // A refusal carries a code; a failure on the way (network, timeout) does not, so the request may have arrived.
    refusedByServer: ({ event }) => readGraphQLError((event as { error?: unknown }).error).code !== null,
  },
}).createMachine({
  id: 'cashierCart',
  context: ({ input }) => ({
    items: [], payments: [], note: '', idempotencyKey: input.newKey(), problems: emptyProblems(), notice: null, result: null,
    newKey: input.newKey,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        ADD_ITEM: [
          { guard: 'alreadyInCart' },
          { guard: 'otherCustomer', actions: 'refuseItem' },
          { actions: ['addItem', 'newKey'] },
        ],
        ADD_RESERVATION: [
          { guard: 'nothingToAdd' },
          { guard: 'reservationOfOtherCustomer', actions: 'refuseItem' },
          { actions: ['addReservation', 'newKey'] },
        ],
        REMOVE_ITEM: { actions: ['removeItem', 'newKey'] },
        SET_AMOUNT: { actions: ['setAmount', 'newKey'] },
        ADD_PAYMENT: [
          { guard: 'paymentInCart' },
          { guard: 'paymentRefused', actions: 'refusePayment' },
          { actions: ['addPayment', 'newKey'] },
        ],
        REMOVE_PAYMENT: { actions: ['removePayment', 'newKey'] },
        SET_NOTE: { actions: ['setNote', 'newKey'] },
        SUBMIT: [
          { guard: 'cartValid', target: 'submitting', actions: 'check' },
          { actions: 'check' },
        ],
        DISMISS: { actions: 'clearNotice' },
      },
    },
    submitting: {
      invoke: {
        id: 'complete',
        src: 'complete',
        input: ({ context }): CompleteRequest => ({
          idempotencyKey: context.idempotencyKey,
          note: context.note.trim() || null,
          items: context.items.map((i) => ({ idReservationItem: i.idReservationItem, amountToPay: i.amountToPay.trim() })),
          payments: context.payments.map(({ key: _key, label: _label, ...payment }) => payment),
        }),
        onDone: { target: 'completed', actions: 'done' },
        onError: [
          { guard: 'refusedByServer', target: 'editing', actions: 'refused' },
          { target: 'failed', actions: 'failed' },
        ],
      },
    },
    failed: {
      on: {
        RETRY: { target: 'submitting', actions: 'clearNotice' },
        DISMISS: { target: 'editing', actions: 'clearNotice' },
      },
    },
    completed: {
      on: { NEW: { target: 'editing', actions: 'reset' } },
    },
  },
});
