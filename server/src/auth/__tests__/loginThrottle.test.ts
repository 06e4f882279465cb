import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { countRows, createScratchPostgres, dbKinds } from '../../testing/testServer.ts';
import { LoginThrottle } from '../loginThrottle.ts';

const MINUTE = 60_000;

describe.each(dbKinds)('LoginThrottle (%s)', (kind) => {
  let db: Database;
  /** A second connection pool on the same database: another server process (PostgreSQL only). */
  let other: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  let scopes = 0;
  beforeAll(async () => {
    if (kind === 'pglite') {
      db = await openPglite();
    } else {
      const scratch = await createScratchPostgres();
      db = await openPostgres(scratch.databaseUrl);
      other = await openPostgres(scratch.databaseUrl);
      drop = scratch.drop;
    }
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await db?.close();
    await drop?.();
  });

  /** Throttles with the production limits (15 minutes, 10 per account, 30 per address) on one hand-driven clock. */
  function throttles(start = Date.UTC(2026, 0, 1)) {
    let now = start;
    // Each test counts in a scope of its own, so tests sharing the database do not see each other's attempts.
    const scope = `test-${++scopes}`;
    const make = (on: Database) => new LoginThrottle(on, { scope, now: () => now });
    const throttle = make(db);
    return {
      throttle,
      make,
      advance: (ms: number) => (now += ms),
      /** An attempt that fails (stays counted). */
      fail: async (account: string, address: string, on = throttle) => expect((await on.attempt(account, address)).wait).toBe(0),
      /** The wait an attempt would get now, without counting one. */
      retryAfter: async (account: string, address: string, on = throttle) => {
        const attempt = await on.attempt(account, address);
        await attempt.release();
        return attempt.wait;
      },
    };
  }

  it('allows up to 10 failures on an account, then asks to wait out the window', async () => {
    const { fail, retryAfter } = throttles();
    for (let i = 0; i < 9; i++) await fail('ana@example.test', '1.1.1.1');
    expect(await retryAfter('ana@example.test', '1.1.1.1')).toBe(0);
    await fail('ana@example.test', '1.1.1.1');
    expect(await retryAfter('ana@example.test', '1.1.1.1')).toBe(15 * 60);
    // Per account: another address is locked out of this account too, but not of other accounts.
    expect(await retryAfter('ana@example.test', '2.2.2.2')).toBe(15 * 60);
    expect(await retryAfter('bob@example.test', '1.1.1.1')).toBe(0);
  });

  it('slides the window: the wait shrinks with time and ends when the oldest counted failure expires', async () => {
    const { fail, retryAfter, advance } = throttles();
    for (let i = 0; i < 10; i++) {
      await fail('ana@example.test', '1.1.1.1');
      advance(MINUTE);
    }
    // First failure at t=0, tenth at t=9 min, now t=10 min: the first one leaves the window at t=15 min.
    expect(await retryAfter('ana@example.test', '1.1.1.1')).toBe(5 * 60);
    advance(5 * MINUTE - 1000);
    expect(await retryAfter('ana@example.test', '1.1.1.1')).toBe(1);
    advance(1000);
    expect(await retryAfter('ana@example.test', '1.1.1.1')).toBe(0);
    // One new failure brings back ten in the window.
    await fail('ana@example.test', '1.1.1.1');
    expect(await retryAfter('ana@example.test', '1.1.1.1')).toBe(60);
  });

  it('a success clears the account, not the address', async () => {
    const { throttle, fail, retryAfter } = throttles();
    for (let i = 0; i < 9; i++) await fail('ana@example.test', '1.1.1.1');
    await (await throttle.attempt('ana@example.test', '1.1.1.1')).succeed();
    for (let i = 0; i < 9; i++) await fail('ana@example.test', '1.1.1.1');
    expect(await retryAfter('ana@example.test', '1.1.1.1')).toBe(0);
    // The address has 18 failures counted (the successful attempt is not one); 12 more reach its limit of 30.
    for (let i = 0; i < 12; i++) await fail(`user${i}@example.test`, '1.1.1.1');
    expect(await retryAfter('someone.else@example.test', '1.1.1.1')).toBe(15 * 60);
    expect(await retryAfter('someone.else@example.test', '3.3.3.3')).toBe(0);
  });

  it('locks an address after 30 failures across accounts', async () => {
    const { fail, retryAfter, advance } = throttles();
    for (let i = 0; i < 29; i++) await fail(`spray${i}@example.test`, '6.6.6.6');
    expect(await retryAfter('fresh@example.test', '6.6.6.6')).toBe(0);
    await fail('spray29@example.test', '6.6.6.6');
    expect(await retryAfter('fresh@example.test', '6.6.6.6')).toBe(15 * 60);
    advance(15 * MINUTE);
    expect(await retryAfter('fresh@example.test', '6.6.6.6')).toBe(0);
  });

  it('counts guesses sent all at once before checking any: 25 simultaneous attempts, 10 let through', async () => {
    const { throttle, make } = throttles();
    // On PostgreSQL half of them come through a second process's pool.
    const second = other ? make(other) : throttle;
    const attempts = await Promise.all(
      Array.from({ length: 25 }, (_, i) => (i % 2 ? second : throttle).attempt('burst@example.test', `7.7.7.${i}`)),
    );
    expect(attempts.filter((a) => a.wait === 0)).toHaveLength(10);
    expect(attempts.filter((a) => a.wait > 0)).toHaveLength(15);
  });

  it('is shared by every process on the database and survives a restart', async () => {
    const { make, fail, retryAfter } = throttles();
    const a = make(db);
    const b = make(other ?? db);
    for (let i = 0; i < 5; i++) await fail('shared@example.test', '8.8.8.1', a);
    for (let i = 0; i < 5; i++) await fail('shared@example.test', '8.8.8.2', b);
    expect(await retryAfter('shared@example.test', '8.8.8.3', a)).toBe(15 * 60);
    expect(await retryAfter('shared@example.test', '8.8.8.3', b)).toBe(15 * 60);
    // A process started afresh (a new throttle object, nothing in memory) still counts them.
    expect(await retryAfter('shared@example.test', '8.8.8.3', make(db))).toBe(15 * 60);
  });

  it('prunes attempts that left the window', async () => {
    const { fail, advance, make } = throttles();
    for (let i = 0; i < 3; i++) await fail(`gone${i}@example.test`, '9.9.9.9');
    const before = await countRows(db, 'auth_throttle');
    advance(16 * MINUTE);
    // A throttle that has not pruned yet (a fresh process) drops every expired attempt on its first call.
    await (await make(db).attempt('next@example.test', '9.9.9.8')).release();
    expect(await countRows(db, 'auth_throttle')).toBeLessThanOrEqual(before - 6);
  });
});
