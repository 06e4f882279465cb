// `npm run bench:nav` (also part of `npm run bench`, after benchWeb): how fast a reservation opens in the built product
// (issue 20), with Playwright in Debian's Chromium against `node scripts/start.mjs --no-build` on a fresh PGlite
// database with the demo data, RESADM signed in. Prints medians of RUNS:
// - open a reservation from the list: from the click on a row's link to the editor showing it (its heading with the
//   code and its items), a different reservation each run so none comes from the store (goal <= 100 ms);
// - a cold deep link to /en/reservations/{id} (HTTP cache emptied, the session cookie kept): when each request
//   started after the navigation began (the entry, the signed-in area's chunk, the route's code, the access check, the
//   editor's query; the stored session needs no refresh), the files asked before the content showed (over HTTP/1.1
//   they share six connections with the queries), the content time and LCP (goal <= 600 ms).
// Figures only: nothing here fails on a time. The load average at the start and the end is printed with them: on a
// shared machine only runs made under a like load compare; BENCH_NAV_TRACE=1 also lists every request of the last
// cold run. Needs `npm run build` first; BENCH_NAV_BASE=http://localhost:PORT measures
// a server already running instead of starting one. Loopback only; every wait is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page, type Request } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const RUNS = Number(process.env.BENCH_NAV_RUNS ?? 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const USER = { email: 'resadm@tourdesk.test', password: 'Tourdesk#2026', totpSecret: 'TOURDESKDEMOTOTPSECRETONLY234567' };
const GOALS = { open: 100, lcp: 600 };

const freePort = () => new Promise<number>((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) return server;
    } catch { /* not listening yet */ }
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not answer within 300 s');
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/en/auth/signin`);
  await page.getByLabel('Email').fill(USER.email);
  await page.getByLabel('Password', { exact: true }).fill(USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = new TOTP({ secret: Secret.fromBase32(USER.totpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 30_000 });
}

// A string, not a function: tsx would wrap a function's inner names in a helper the page does not have.
const CLICK_TO_CONTENT = `([href, code]) => new Promise((resolve, reject) => {
  const link = document.querySelector('main a[href$="' + href + '"]');
  if (!link) { reject(new Error('no link to ' + href)); return; }
  const shown = () => [...document.querySelectorAll('main h1')].some((h) => h.textContent.includes(code))
    && document.querySelector('main table');
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    clearTimeout(timeout);
    requestAnimationFrame(() => resolve(performance.now() - started));
  });
  const timeout = setTimeout(() => { observer.disconnect(); reject(new Error(code + ' did not show within 15 s')); }, 15000);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  link.click();
})`;

/**
 * In the page: clicks the link and resolves with the milliseconds until the editor shows the reservation (an h1
 * holding its code and its items table; a card of its own, such as the payment schedule, may still be loading), read at the first animation frame after that DOM change.
 */
const clickToContent = (page: Page, href: string, code: string) =>
  page.evaluate<number>(`(${CLICK_TO_CONTENT})(${JSON.stringify([href, code])})`);

async function listRows(page: Page) {
  await page.locator('main table tbody tr a[href*="/reservations/"]').first().waitFor({ timeout: 30_000 });
  return page.locator('main table tbody tr a[href*="/reservations/"]').evaluateAll((links) =>
    links.map((a) => ({ href: new URL((a as HTMLAnchorElement).href).pathname, code: a.textContent?.trim() ?? '' })));
}

interface ColdRun { requests: Record<string, number>; content: number; lcp: number; trace: string[]; files: number }

/** What a cold deep link's requests are, by their address or GraphQL operation. */
function kindOf(request: Request): string | null {
  const url = new URL(request.url());
  if (url.pathname === '/graphql') {
    const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
    if (name === 'AccessGuardQuery') return 'access check';
    if (/^reservationEditor|ReservationEditor/.test(name)) return 'editor query';
    return null;
  }
  if (request.resourceType() === 'document') return 'document';
  if (/\/assets\/index-[\w-]+\.js$/.test(url.pathname)) return 'entry';
  if (/\/assets\/SignedInArea-[\w-]+\.js$/.test(url.pathname)) return 'signed-in chunk';
  if (/\/assets\/ReservationEditorRoute-[\w-]+\.js$/.test(url.pathname)) return 'page code';
  return null;
}

async function coldDeepLink(page: Page, url: string, code: string): Promise<ColdRun> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const seen: { kind: string; request: Request }[] = [];
  const all: Request[] = [];
  const onRequest = (request: Request) => {
    all.push(request);
    const kind = kindOf(request);
    if (kind && !seen.some((s) => s.kind === kind)) seen.push({ kind, request });
  };
  page.on('request', onRequest);
  await page.goto(url);
  await page.locator('main h1', { hasText: code }).waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: join(tmpdir(), 'benchnav-failed.png') });
    throw error;
  });
  await page.locator('main table').first().waitFor({ timeout: 30_000 });
  const { content, lcp } = await page.evaluate<{ content: number; lcp: number }>(`new Promise((resolve) => {
    const content = performance.now();
    let lcp = NaN;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve({ content, lcp }), 300);
  })`);
  page.off('request', onRequest);
  const origin = await page.evaluate(() => performance.timeOrigin);
  const requests: Record<string, number> = {};
  for (const { kind, request } of seen) {
    // timing().startTime is the wall clock when the request started; relative to the navigation's time origin.
    const { startTime } = request.timing();
    requests[kind] = startTime > 0 ? startTime - origin : NaN;
  }
  const since = (request: Request) => request.timing().startTime - origin;
  const trace = all.map((request) => {
    const url = new URL(request.url());
    const name = url.pathname === '/graphql' ? `graphql ${(request.postDataJSON() as { operationName?: string } | null)?.operationName}` : url.pathname;
    return `${since(request).toFixed(0).padStart(6)} ms  ${name}`;
  });
  // Files (scripts, style sheets, fonts) asked before the content showed: over HTTP/1.1 they share six connections
  // with the page's queries.
  const files = all.filter((request) => new URL(request.url()).pathname.startsWith('/assets/') && since(request) <= content).length;
  return { requests, content, lcp, trace, files };
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : 'n/a');
const verdict = (n: number, goal: number) => `(goal <= ${goal} ms: ${n <= goal ? 'met' : 'NOT met'})`;

export async function benchNavigation() {
  if (!existsSync('dist/index.html')) throw new Error('run `npm run build` first');
  const running = process.env.BENCH_NAV_BASE;
  const dataDir = mkdtempSync(join(tmpdir(), 'tourdesk-benchnav-'));
  const port = running ? 0 : await freePort();
  const server = running ? null : await startServer(port, dataDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  const loadAtStart = loadavg()[0];
  try {
    const base = running ?? `http://localhost:${port}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, base);

    // Open from the list: each run a reservation not yet seen, then back to the list.
    await page.goto(`${base}/en/reservations?size=25`);
    const rows = await listRows(page);
    const opens: number[] = [];
    for (let i = 0; i < Math.min(RUNS, rows.length); i++) {
      opens.push(await clickToContent(page, rows[i].href, rows[i].code));
      await page.goBack();
      await listRows(page);
    }

    // Cold deep links: a new tab each run (the session cookie stays, the HTTP cache is emptied).
    await page.close();
    const colds: ColdRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const tab = await context.newPage();
      const row = rows[(i + RUNS) % rows.length];
      colds.push(await coldDeepLink(tab, `${base}${row.href}`, row.code));
      await tab.close();
    }

    console.log(`Reservation navigation, ${CHROMIUM}, RESADM, medians of ${RUNS} runs`
      + ` (load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end)`);
    const open = median(opens);
    console.log(`open a reservation from the list, click to content   ${ms(open)}   ${verdict(open, GOALS.open)}; runs: ${opens.map((v) => v.toFixed(0)).join(', ')}`);
    console.log('cold deep link to /reservations/{id}, request start after navigation start:');
    const kinds = ['document', 'entry', 'signed-in chunk', 'page code', 'access check', 'editor query'];
    const starts = Object.fromEntries(kinds.map((kind) => [kind, median(colds.map((c) => c.requests[kind] ?? NaN))]));
    for (const kind of kinds) console.log(`  ${kind.padEnd(18)} ${ms(starts[kind])}`);
    // The page's code, the access check and the data go out together when no one waits for another.
    const together = ['page code', 'access check', 'editor query'].map((kind) => starts[kind]);
    console.log(`  spread of page code, access check and editor query starts: ${ms(Math.max(...together) - Math.min(...together))}`);
    console.log(`  files asked before the content showed: ${median(colds.map((c) => c.files))}`);
    console.log(`  content shown      ${ms(median(colds.map((c) => c.content)))}`);
    const lcp = median(colds.map((c) => c.lcp));
    console.log(`  LCP                ${ms(lcp)}   ${verdict(lcp, GOALS.lcp)}; runs: ${colds.map((c) => c.lcp.toFixed(0)).join(', ')}`);
    // BENCH_NAV_TRACE=1: every request of the last cold run, in the order they started.
    if (process.env.BENCH_NAV_TRACE) console.log(`every request of the last cold run:\n${colds.at(-1)!.trace.join('\n')}`);
  } finally {
    await browser.close().catch(() => {});
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchNavigation();
