/**
 * Issue 11, load: the read mix of the reservation list, rate search and availability screens sent open-loop at a
 * fixed rate to the real server process over loopback, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. Only zero
 * errors is asserted here; the timings of the full run (200 requests/s for 60 s) are printed by `npm run bench`.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds } from '../server/src/testing/testServer.ts';
import { runLoad } from './support/loadRun.ts';

const PORTS = { pglite: 4391, postgres: 4392 };

describe.each(dbKinds)('read mix under load (%s)', (kind) => {
  it('50 requests/s for 10 s: every request answered without error', async () => {
    const result = await runLoad({ engine: kind, port: PORTS[kind], rate: 50, seconds: 10 });
    expect(result.errorSamples).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.all).toHaveLength(500);
    expect([...result.latencies.keys()].sort()).toEqual(['availability', 'rate search', 'reservation list']);
  }, 180_000);
});
