import { assign, setup } from 'xstate';
import { readGraphQLError } from '../../app/graphqlErrors';
import { readServerError, type ServerError } from '../../app/errors/serverErrors';
import {
  countProblems, floatProblems, noProblems, reasonValid, type CountDraft, type FloatDraft, type LineProblems,
} from './dailyCashierRules';
import { dailyCashierActors, type DaySnapshot } from './dailyCashierActors';

export type DailyCashierNotice =
  | { kind: 'loadFailed'; detail: string }
  /** An operation the server refused or that failed; `operation` says which, `error` why (the screen words it). */
  | { kind: 'failed'; operation: Operation; error: ServerError }
  /** Someone else changed the day first (or opened it elsewhere): it was read again; `error` says how. */
  | { kind: 'stale'; operation: Operation; error: ServerError };

export type Operation = 'open' | 'update' | 'close' | 'reopen';

export interface DailyCashierContext {
  day: DaySnapshot | null;
  floats: FloatDraft[];
  counts: CountDraft[];
  note: string;
  reason: string;
  /** Problems of the lines last submitted (by index), shown beside them. */
  problems: LineProblems;
  notice: DailyCashierNotice | null;
}

export type DailyCashierEvent =
  | { type: 'OPEN'; floats: FloatDraft[] }
  | { type: 'UPDATE'; floats: FloatDraft[] }
  | { type: 'CLOSE'; counts: CountDraft[]; note: string }
  | { type: 'REOPEN'; reason: string }
  | { type: 'RELOAD' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

type Of<T extends DailyCashierEvent['type']> = Extract<DailyCashierEvent, { type: T }>;

const errorOf = (event: unknown) => readGraphQLError((event as { error?: unknown }).error);
const outputOf = (event: unknown) => (event as { output: DaySnapshot | null }).output;

const serverErrorOf = (event: unknown) => readServerError((event as { error?: unknown }).error);

const failedNotice = (operation: Operation) => ({ event }: { event: unknown }): DailyCashierNotice =>
  ({ kind: 'failed', operation, error: serverErrorOf(event) });
const staleNotice = (operation: Operation) => ({ event }: { event: unknown }): DailyCashierNotice =>
  ({ kind: 'stale', operation, error: serverErrorOf(event) });

/**
 * The CONFLICTs that mean the day moved under the screen (changed meanwhile, closed or reopened, opened elsewhere): the
 * day is read again. Any other CONFLICT, such as a closed accounting period, is a refusal shown as such.
 */
const DAY_MOVED = new Set<ServerError['reason']>([null, 'STALE', 'DAY_CLOSED', 'DAY_OPEN', 'ALREADY_EXISTS']);

/**
 * The cashier's day (issue 9, SPEC.md section 4: "Daily cashier can be opened, updated, reopened and closed").
 * - loading: today's day of the caller is read; none -> notOpened, OPEN -> open, CLOSED -> closed.
 * - notOpened: OPEN with a float per currency (checked first: amounts, each currency once) -> opening.
 * - open: UPDATE the floats -> updating; CLOSE with a count per payment type and currency -> closing.
 * - closed: nothing changes it but REOPEN, offered only when the day says canReopen and with a reason -> reopening.
 * - a refused call returns to where it started with the server's reason (a closed accounting period is one); a
 *   CONFLICT meaning someone else acted first, or the day was opened elsewhere, reads the day again; a failed read is the error state, RETRY reads again.
 */
export const dailyCashierMachine = setup({
  types: {
    context: {} as DailyCashierContext,
    events: {} as DailyCashierEvent,
  },
  actors: dailyCashierActors,
  actions: {
    storeDay: assign({ day: ({ event }) => outputOf(event), problems: () => ({}) }),
    clearNotice: assign({ notice: () => null }),
    takeFloats: assign(({ event }) => {
      const { floats } = event as Of<'OPEN'> | Of<'UPDATE'>;
      return { floats, problems: floatProblems(floats), notice: null };
    }),
    takeCounts: assign(({ event }) => {
      const { counts, note } = event as Of<'CLOSE'>;
      return { counts, note, problems: countProblems(counts), notice: null };
    }),
    takeReason: assign({ reason: ({ event }) => (event as Of<'REOPEN'>).reason, notice: () => null }),
    loadFailed: assign({ notice: ({ event }) => ({ kind: 'loadFailed', detail: errorOf(event).message }) as DailyCashierNotice }),
    openFailed: assign({ notice: failedNotice('open') }),
    updateFailed: assign({ notice: failedNotice('update') }),
    closeFailed: assign({ notice: failedNotice('close') }),
    reopenFailed: assign({ notice: failedNotice('reopen') }),
    openStale: assign({ notice: staleNotice('open') }),
    updateStale: assign({ notice: staleNotice('update') }),
    closeStale: assign({ notice: staleNotice('close') }),
    reopenStale: assign({ notice: staleNotice('reopen') }),
  },
  guards: {
    noDay: ({ event }) => outputOf(event) == null,
    dayOpen: ({ event }) => outputOf(event)?.status === 'OPEN',
    floatsValid: ({ event }) => noProblems(floatProblems((event as Of<'OPEN'> | Of<'UPDATE'>).floats)),
    countsValid: ({ event }) => noProblems(countProblems((event as Of<'CLOSE'>).counts)),
    mayReopen: ({ context, event }) => Boolean(context.day?.canReopen) && reasonValid((event as Of<'REOPEN'>).reason),
    isConflict: ({ event }) => {
      const error = serverErrorOf(event);
      return error.code === 'CONFLICT' && DAY_MOVED.has(error.reason);
    },
  },
}).createMachine({
  id: 'dailyCashier',
  context: { day: null, floats: [], counts: [], note: '', reason: '', problems: {}, notice: null },
  initial: 'loading',
  on: { DISMISS: { actions: 'clearNotice' } },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          { guard: 'noDay', target: 'notOpened', actions: 'storeDay' },
          { guard: 'dayOpen', target: 'open', actions: 'storeDay' },
          { target: 'closed', actions: 'storeDay' },
        ],
        onError: { target: 'error', actions: 'loadFailed' },
      },
    },
    notOpened: {
      on: {
        OPEN: [
          { guard: 'floatsValid', target: 'opening', actions: 'takeFloats' },
          { actions: 'takeFloats' },
        ],
        RELOAD: 'loading',
      },
    },
    opening: {
      invoke: {
        id: 'open',
        src: 'open',
        input: ({ context }) => ({ floats: context.floats }),
        onDone: { target: 'open', actions: 'storeDay' },
        onError: [
          // Opened meanwhile (another tab): show the day as it is.
          { guard: 'isConflict', target: 'loading', actions: 'openStale' },
          { target: 'notOpened', actions: 'openFailed' },
        ],
      },
    },
    open: {
      on: {
        UPDATE: [
          { guard: 'floatsValid', target: 'updating', actions: 'takeFloats' },
          { actions: 'takeFloats' },
        ],
        CLOSE: [
          { guard: 'countsValid', target: 'closing', actions: 'takeCounts' },
          { actions: 'takeCounts' },
        ],
        RELOAD: 'loading',
      },
    },
    updating: {
      invoke: {
        id: 'update',
        src: 'update',
        input: ({ context }) => ({ idDailyCashier: context.day!.idDailyCashier, version: context.day!.version, floats: context.floats }),
        onDone: { target: 'open', actions: 'storeDay' },
        onError: [
          { guard: 'isConflict', target: 'loading', actions: 'updateStale' },
          { target: 'open', actions: 'updateFailed' },
        ],
      },
    },
    closing: {
      invoke: {
        id: 'close',
        src: 'close',
        input: ({ context }) => ({
          idDailyCashier: context.day!.idDailyCashier, version: context.day!.version, counts: context.counts, note: context.note,
        }),
        onDone: { target: 'closed', actions: 'storeDay' },
        onError: [
          // A payment landed meanwhile (new version): the expected amounts changed, count again.
          { guard: 'isConflict', target: 'loading', actions: 'closeStale' },
          { target: 'open', actions: 'closeFailed' },
        ],
      },
    },
    closed: {
      on: {
        REOPEN: { guard: 'mayReopen', target: 'reopening', actions: 'takeReason' },
        RELOAD: 'loading',
      },
    },
    reopening: {
      invoke: {
        id: 'reopen',
        src: 'reopen',
        input: ({ context }) => ({ idDailyCashier: context.day!.idDailyCashier, version: context.day!.version, reason: context.reason }),
        onDone: { target: 'open', actions: 'storeDay' },
        onError: [
          { guard: 'isConflict', target: 'loading', actions: 'reopenStale' },
          { target: 'closed', actions: 'reopenFailed' },
        ],
      },
    },
    error: {
      on: { RETRY: 'loading', RELOAD: 'loading' },
    },
  },
});
