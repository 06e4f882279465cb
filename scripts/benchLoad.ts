// Load (issue 11): the read mix of the reservation list, rate search and availability screens (their relay
// documents, tests/support/loadOperations.ts) at a fixed arrival rate against the real server process on 127.0.0.1,
// open loop with latency from each request's due time (no coordinated omission). 200 requests/s for 60 s on
// PostgreSQL when BENCH_DATABASE_URL is set (a scratch database, created and dropped), and on PGlite (a scratch data
// directory) always. BENCH_LOAD_RATE and BENCH_LOAD_SECONDS change the rate and length. Prints p50/p95/p99 per
// operation and the error count; fails when any request failed.
import { describeLatencies } from '../tests/support/openLoop.ts';
import { runLoad } from '../tests/support/loadRun.ts';
import type { Engine } from '../tests/support/serverProcess.ts';

const RATE = Number(process.env.BENCH_LOAD_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 4393);

export async function benchLoad() {
  const url = process.env.BENCH_DATABASE_URL;
  const engines: [Engine, string][] = [...(url ? [['postgres', 'PostgreSQL'] as [Engine, string]] : []), ['pglite', 'PGlite']];
  let failed = 0;
  for (const [engine, name] of engines) {
    const result = await runLoad({ engine, port: PORT, rate: RATE, seconds: SECONDS, baseUrl: url });
    console.log(`read mix under load (${name}): ${result.sent} requests at ${RATE}/s over ${result.seconds.toFixed(1)} s, `
      + `${result.errors} errors${result.errors ? ` (${result.errorSamples.join(' | ')})` : ''}`);
    console.log(describeLatencies(result));
    failed += result.errors;
  }
  if (failed) throw new Error(`load bench: ${failed} requests failed`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLoad();
