/*
 * Retrying a transaction that PostgreSQL aborted through no fault of its own: a serialization failure (40001) or a
 * deadlock (40P01). Everything the transaction wrote was rolled back, so running it again is safe; the attempts are
 * bounded and spaced by "full jitter" backoff so the transactions that collided do not collide again in step.
 *
 * Work outside the database inside a retried transaction (a card charge) must not happen twice: the charge carries an
 * idempotency reference so a repeat answers the first authorization, and its undo (the refund) registered with
 * `onAbandon` runs only when the transaction is finally given up, never between attempts.
 *
 * Tests inject faults with `injectStatementFault`: the Nth statement inside a transaction throws a pg-style error.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const RETRYABLE_CODES = new Set(['40001', '40P01']);
export const MAX_ATTEMPTS = 5;
const BASE_DELAY_MS = 10;
const MAX_DELAY_MS = 200;

const isRetryable = (error: unknown) =>
  RETRYABLE_CODES.has((error as { code?: unknown } | null)?.code as string);

interface Scope {
  attempt: number;
  /** Undo work of every attempt, run once when the transaction is given up. */
  abandon: (() => Promise<void>)[];
}

const scope = new AsyncLocalStorage<Scope>();

/** Registers the undo of an outside effect, run only if the surrounding transaction finally fails. */
export function onAbandon(undo: () => Promise<void>) {
  const current = scope.getStore();
  if (!current) throw new Error('onAbandon needs a surrounding db.transaction');
  current.abandon.push(undo);
}

/** Runs `attempt` (one whole transaction, BEGIN to COMMIT) until it succeeds, fails for good or runs out of attempts. */
export async function withRetry<T>(attempt: () => Promise<T>, maxAttempts = MAX_ATTEMPTS): Promise<T> {
  // A transaction begun inside another one's fn (never done today) must not retry on its own.
  if (scope.getStore()) return attempt();
  const state: Scope = { attempt: 0, abandon: [] };
  return scope.run(state, async () => {
    for (;;) {
      state.attempt++;
      try {
        return await attempt();
      } catch (error) {
        if (isRetryable(error) && state.attempt < maxAttempts) {
          const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (state.attempt - 1));
          await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
          continue;
        }
        for (const undo of state.abandon) await undo().catch(() => {});
        throw error;
      }
    }
  });
}

/* ---------- fault injection (tests only) ---------- */

type StatementFault = (sql: string, statement: number) => Error | undefined;

let fault: StatementFault | undefined;
const statements = new WeakMap<object, number>();

/** Tests: every statement run inside a transaction asks `next` whether to fail instead (undefined removes the hook). */
export function injectStatementFault(next: StatementFault | undefined) {
  fault = next;
}

/** Called by the drivers before each statement of a transaction; `handle` identifies the transaction. */
export function checkStatementFault(handle: object, sql: string) {
  if (!fault) return;
  const n = (statements.get(handle) ?? 0) + 1;
  statements.set(handle, n);
  const error = fault(sql, n);
  if (error) throw error;
}

/** A pg-style error (what node-postgres throws for an aborted transaction). */
export function pgError(code: string, message = code === '40P01' ? 'deadlock detected'
  : 'could not serialize access due to concurrent update') {
  return Object.assign(new Error(message), { code, severity: 'ERROR' });
}
