// Load (issue 11): the read mix of the reservation list, rate search and availability screens (their relay
// documents, tests/support/loadOperations.ts) at a fixed arrival rate against the real server process on 127.0.0.1,
// open loop with latency from each request's due time (no coordinated omission). 200 requests/s for 60 s on
// PostgreSQL when BENCH_DATABASE_URL is set (a scratch database, created and dropped): the goal, zero errors, or the
// bench fails. PGlite (a scratch data directory) runs the same mix at 200/s and at BENCH_LOAD_PGLITE_RATE (100/s),
// and prints its figures: one embedded database engine in the server's own thread, it has its own ceiling.
// BENCH_LOAD_RATE and BENCH_LOAD_SECONDS change the rate and length.
import { describeLatencies } from '../tests/support/openLoop.ts';
import { runLoad } from '../tests/support/loadRun.ts';
import type { Engine } from '../tests/support/serverProcess.ts';

const RATE = Number(process.env.BENCH_LOAD_RATE ?? 200);
const PGLITE_RATE = Number(process.env.BENCH_LOAD_PGLITE_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 4393);

async function measure(engine: Engine, name: string, rate: number, baseUrl?: string) {
  const result = await runLoad({ engine, port: PORT, rate, seconds: SECONDS, baseUrl });
  const answered = result.all.length;
  console.log(`read mix under load (${name}): ${result.sent} requests at ${rate}/s over ${result.seconds.toFixed(1)} s, `
    + `${answered} answered (${(answered / result.seconds).toFixed(0)}/s), `
    + `${result.errors} errors${result.errors ? ` (${result.errorSamples.slice(0, 2).join(' | ')})` : ''}`);
  console.log(describeLatencies(result));
  return result.errors;
}

export async function benchLoad() {
  const url = process.env.BENCH_DATABASE_URL;
  const failed = url ? await measure('postgres', 'PostgreSQL', RATE, url) : 0;
  if (!url) console.log('read mix under load (PostgreSQL): skipped, set BENCH_DATABASE_URL');
  for (const rate of [...new Set([RATE, PGLITE_RATE])]) await measure('pglite', 'PGlite', rate);
  if (failed) throw new Error(`load bench: ${failed} requests failed on PostgreSQL at ${RATE}/s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLoad();
