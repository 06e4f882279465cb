/**
 * An open-loop load generator: request n is due at start + n / rate whether or not earlier ones have answered (a
 * closed loop slows down with the server and hides its stalls — coordinated omission). Latency is measured from the
 * due time, so time a request spent waiting to be sent counts. Bounded: rate × seconds requests, each with a timeout,
 * and at most `maxInFlight` waiting (a saturated server gets errors, not an ever-growing queue of sockets).
 */
export interface OpenLoopResult {
  sent: number;
  errors: number;
  /** First few error descriptions. */
  errorSamples: string[];
  /** Latencies (ms) from due time to answer, per label, and all together. */
  latencies: Map<string, number[]>;
  all: number[];
  seconds: number;
}

export async function openLoop(options: {
  rate: number;
  seconds: number;
  /** Sends request n; answers its label and throws on any error. */
  send: (n: number) => Promise<string>;
  /** Requests waiting for an answer beyond which a due request is counted as an error instead of sent (overload). */
  maxInFlight?: number;
}): Promise<OpenLoopResult> {
  const maxInFlight = options.maxInFlight ?? Math.max(50, options.rate * 2);
  const total = Math.round(options.rate * options.seconds);
  const latencies = new Map<string, number[]>();
  const all: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    if (inFlight.size >= maxInFlight) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`overloaded: ${inFlight.size} requests waiting`);
      continue;
    }
    const request = options.send(n).then(
      (label) => {
        const ms = performance.now() - due;
        all.push(ms);
        (latencies.get(label) ?? latencies.set(label, []).get(label)!).push(ms);
      },
      (error: unknown) => {
        errors++;
        if (errorSamples.length < 5) errorSamples.push(String((error as Error)?.message ?? error).slice(0, 300));
      },
    ).finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all(inFlight);
  return { sent: total, errors, errorSamples, latencies, all, seconds: (performance.now() - started) / 1000 };
}

export function percentile(values: number[], p: number) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One line per label and one for the whole mix: p50, p95, p99, max. */
export function describeLatencies(result: OpenLoopResult) {
  const line = (label: string, values: number[]) => `    ${label.padEnd(18)} n ${String(values.length).padStart(6)}   `
    + `p50 ${percentile(values, 50).toFixed(1)} ms   p95 ${percentile(values, 95).toFixed(1)} ms   `
    + `p99 ${percentile(values, 99).toFixed(1)} ms   max ${Math.max(...values).toFixed(1)} ms`;
  return [...[...result.latencies].map(([label, values]) => line(label, values)), line('all', result.all)].join('\n');
}
