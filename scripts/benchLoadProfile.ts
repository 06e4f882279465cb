// `BENCH_URL=http://127.0.0.1:4000 npx tsx scripts/benchLoadProfile.ts [/en/reservations ...]`: where a cold load's
// main-thread time goes, for comparing a change on a shared, loaded machine where Lighthouse's absolute times wander.
// Against a running built server (`npm start`): signs RESADM in, then loads each page cold with the CPU slowed 4x (as
// Lighthouse's mobile preset) and traces it with Lighthouse's own trace categories (which record a call stack with
// each layout invalidation and each request a script starts: what makes some work cost more under Lighthouse than in
// use) until it is whole (heading drawn, no look-alike left) and 3 s more. Prints the long tasks (over
// 50 ms) with the script each belongs to, the blocking time after the first paint, and the scripts the load ran.
import { chromium, type CDPSession } from '@playwright/test';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { Secret, TOTP } from 'otpauth';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:4000';
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/en/reservations', '/en/cashier-transaction'];
const USER = { email: 'resadm@tourdesk.test', password: 'Tourdesk#2026', totpSecret: 'TOURDESKDEMOTOTPSECRETONLY234567' };

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { name?: string; data?: { url?: string; frame?: string } } }

async function trace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: TraceGatherer.getDefaultTraceCategories().join(','), transferMode: 'ReportEvents' });
  await run();
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') || '(page)';

function report(path: string, events: TraceEvent[], scripts: { url: string; bytes: number }[]) {
  const main = mainThread(events);
  const onMain = events.filter((e) => e.tid === main?.tid && e.pid === main?.pid);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  // Timed from the main thread's first task (metadata events carry no time).
  const start = Math.min(...onMain.filter((e) => e.name === 'RunTask').map((e) => e.ts));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000);
  const inside = (task: TraceEvent) => onMain.filter((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && e.args?.data?.url
    && /^(EvaluateScript|v8\.evaluateModule|FunctionCall|v8\.compileModule)$/.test(e.name));
  let blocking = 0;
  console.log(`\n${path}: ${tasks.length} long tasks`);
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    if (task.ts > fcp) blocking += ms - 50;
    const urls = [...new Set(inside(task).map((e) => `${e.name === 'FunctionCall' ? '' : `${e.name} `}${short(e.args!.data!.url!)}`))].slice(0, 4);
    console.log(`  ${ms.toFixed(0).padStart(5)} ms at ${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${urls.join(', ')}`);
  }
  const evaluated = onMain.filter((e) => e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript');
  const bytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`  blocking after first paint: ${blocking.toFixed(0)} ms; main thread busy ${(onMain.filter((e) => e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0) / 1000).toFixed(0)} ms`);
  console.log(`  scripts: ${scripts.length} files, ${(bytes / 1024).toFixed(0)} KB unpacked; ${evaluated.length} module evaluations`);
  const late = events.filter((e) => e.name === 'ResourceSendRequest' && e.ts > fcp && /\.js$/.test(e.args?.data?.url ?? ''));
  const at = (e: TraceEvent) => `${((e.ts - fcp) / 1000).toFixed(0)} ms`;
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  console.log(`  last LCP candidate ${lcp ? at(lcp) : '?'} after the first paint; scripts asked for after the first paint:`);
  for (const e of late) console.log(`    +${at(e)}  ${short(e.args!.data!.url!)} (${((scripts.find((s) => s.url === e.args!.data!.url)?.bytes ?? 0) / 1024).toFixed(1)} KB)`);
}

function mainThread(events: TraceEvent[]) {
  // The page's renderer main thread: the busiest CrRendererMain (the navigation may change process).
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (t: TraceEvent) => events.filter((e) => e.tid === t.tid && e.pid === t.pid && e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0);
  return names.sort((a, b) => busy(b) - busy(a))[0];
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
page.setDefaultTimeout(120_000);
await page.goto(`${BASE}/en/auth/signin`);
await page.getByLabel('Email').fill(USER.email);
await page.getByLabel('Password', { exact: true }).fill(USER.password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByLabel('Code', { exact: true }).fill(new TOTP({ secret: Secret.fromBase32(USER.totpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate());
await page.getByRole('button', { name: 'Verify' }).click();
await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 60_000 });
await page.goto('about:blank');
const cdp = await context.newCDPSession(page);
for (const path of PAGES) {
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts: { url: string; bytes: number }[] = [];
  const onResponse = async (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), bytes: (await response.body().catch(() => Buffer.alloc(0))).length });
  };
  page.on('response', onResponse);
  const events = await trace(cdp, async () => {
    await page.goto(`${BASE}${path}`, { timeout: 120_000 });
    // Until the page is whole: its heading drawn and no look-alike left (aria-busy), then 3 s more.
    await page.waitForFunction(() => document.querySelector('main h1') && !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 120_000, polling: 200 });
    await page.waitForTimeout(3000);
  });
  page.off('response', onResponse);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  report(path, events, scripts);
  if (process.env.BENCH_TRACE_DIR) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${process.env.BENCH_TRACE_DIR}/${path.replace(/\W+/g, '')}.json`, JSON.stringify(events));
    await page.screenshot({ path: `${process.env.BENCH_TRACE_DIR}/${path.replace(/\W+/g, '')}.png` });
  }
  await page.goto('about:blank');
}
await browser.close();
