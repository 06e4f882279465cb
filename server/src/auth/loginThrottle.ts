import type { Database } from '../db/database.ts';

interface ThrottleOptions {
  /** Keeps the counts of one use (sign-in, codes, registration...) apart from the others'. */
  scope: string;
  windowMs?: number;
  perAccount?: number;
  perAddress?: number;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
}

/** One attempt let through. Until it is settled it counts as a failure, so guesses sent at once are counted at once. */
interface ThrottleAttempt {
  /** Seconds to wait before the next attempt; 0 when this one was let through (and is counted). */
  wait: number;
  /** The attempt succeeded: the account's count starts over; the address keeps its other failures. */
  succeed: () => Promise<void>;
  /** The attempt was refused for a reason that is no guess (e.g. a set-up already done): it does not count. */
  release: () => Promise<void>;
}

// The advisory-lock class of throttle keys (two-key form, apart from migrate.ts's single key).
const LOCK_CLASS = 727275;

/**
 * Counts attempts per account and per address in a sliding window, in the database (table auth_throttle), so every
 * server process on one PostgreSQL shares the counts and a restart forgets none. By default ten attempts on an account
 * or thirty from one address within 15 minutes lock further ones until the window passes; a success clears the
 * account's count. Callers pass the account already normalised (an e-mail through normalizeEmail, or a user id).
 *
 * An attempt is counted before its password or code is checked, under a lock per key: a burst of simultaneous guesses,
 * on one process or several, cannot all pass the check before the first failure is written.
 */
export class LoginThrottle {
  private readonly scope: string;
  private readonly windowMs: number;
  private readonly perAccount: number;
  private readonly perAddress: number;
  private readonly now: () => number;
  private lastPrune = 0;

  constructor(private readonly db: Database, options: ThrottleOptions) {
    this.scope = options.scope;
    this.windowMs = options.windowMs ?? 15 * 60_000;
    this.perAccount = options.perAccount ?? 10;
    this.perAddress = options.perAddress ?? 30;
    this.now = options.now ?? Date.now;
  }

  async attempt(account: string, address: string): Promise<ThrottleAttempt> {
    const accountKey = `${this.scope}:a:${account}`;
    const keys = [accountKey, `${this.scope}:i:${address}`];
    const now = this.now();
    const at = new Date(now).toISOString();
    const since = new Date(now - this.windowMs).toISOString();
    await this.pruneNow(now, since);
    const { wait, ids } = await this.db.transaction(async (tx) => {
      // Sorted, so two attempts never wait on each other's locks in opposite order.
      for (const key of [...keys].sort()) await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, key]);
      await tx.query('delete from auth_throttle where key = any($1::text[]) and at <= $2::timestamptz', [keys, since]);
      // Per key, the limit-th latest attempt in the window: while it exists the key is full until it leaves the window.
      const rows = await tx.query<{ oldest: number | null }>(
        `select (select (extract(epoch from t.at) * 1000)::float8 from auth_throttle t
                 where t.key = k.key and t.at > $3::timestamptz order by t.at desc offset k.lim - 1 limit 1) as oldest
         from unnest($1::text[], $2::int[]) as k(key, lim)`,
        [keys, [this.perAccount, this.perAddress], since],
      );
      const waitMs = Math.max(0, ...rows.map((r) => (r.oldest === null ? 0 : r.oldest + this.windowMs - now)));
      if (waitMs > 0) return { wait: Math.ceil(waitMs / 1000), ids: [] as number[] };
      const inserted = await tx.query<{ id: number }>(
        'insert into auth_throttle (key, at) select unnest($1::text[]), $2::timestamptz returning id',
        [keys, at],
      );
      return { wait: 0, ids: inserted.map((r) => Number(r.id)) };
    });
    return {
      wait,
      succeed: async () => {
        if (!ids.length) return;
        await this.db.query('delete from auth_throttle where key = $1 or id = any($2::bigint[])', [accountKey, ids]);
      },
      release: async () => {
        if (!ids.length) return;
        await this.db.query('delete from auth_throttle where id = any($1::bigint[])', [ids]);
      },
    };
  }

  /** Attempts on accounts nobody tries again would stay forever: once a window, drop every expired one. */
  private async pruneNow(now: number, since: string) {
    if (now - this.lastPrune < this.windowMs) return;
    this.lastPrune = now;
    await this.db.query('delete from auth_throttle where at <= $1::timestamptz', [since]);
  }
}

/** Second-factor codes, wherever they are tried (sign-in, turning multi-factor off): counted apart from passwords. */
export const mfaThrottle = (db: Database) => new LoginThrottle(db, { scope: 'mfa' });
