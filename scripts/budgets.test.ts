/**
 * The JavaScript budget check (scripts/budgets.ts) on a small made-up build: each route's cost is the static import
 * closure of its chunk beyond what the sign-in page and the signed-in shell already loaded; dynamic imports do not
 * count; a page over budget fails unless recorded in the baseline, and a recorded page may not grow.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judge, measureBudgets, readRouteTable, SLACK, type Manifest } from './budgets.ts';

const ROUTES = `export const APP_ROUTES = [
  { path: '/', component: named(() => import('../features/home/HomeRoute'), 'HomeRoute') },
  { path: '/reservations', component: named(() => import('../features/reservations/ListRoute'), 'ListRoute'), heading: ['reservations.list.title', 'reservations.list.description'] },
];`;

describe('JavaScript budgets', () => {
  let dist: string;
  const gz = new Map<string, number>();
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'td-budgets-'));
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(dist, '.vite'));
    // Random text: its gzipped size is known only by gzipping, as the check does.
    const write = (file: string, bytes: number) => {
      const content = randomBytes(bytes).toString('base64');
      writeFileSync(join(dist, file), content);
      gz.set(file, gzipSync(content, { level: 9 }).length);
    };
    for (const [file, bytes] of Object.entries({
      'assets/index.js': 3000, 'assets/react.js': 4000, 'assets/index.css': 500, 'assets/en-guest.js': 300,
      'assets/en-rest.js': 900, 'assets/shell.js': 2000, 'assets/relay.js': 2500, 'assets/home.js': 400,
      'assets/list.js': 700, 'assets/table.js': 1500, 'assets/lazy-calendar.js': 5000, 'assets/preload.js': 100,
    })) write(file, bytes);
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'],
        dynamicImports: ['locale-part:/x/locales/en.json:guest', 'locale-part:/x/locales/en.json:rest', 'src/app/SignedInArea.tsx'] },
      '_react.js': { file: 'assets/react.js' },
      'locale-part:/x/locales/en.json:guest': { file: 'assets/en-guest.js', isDynamicEntry: true },
      'locale-part:/x/locales/en.json:rest': { file: 'assets/en-rest.js', isDynamicEntry: true },
      'src/app/SignedInArea.tsx': { file: 'assets/shell.js', isDynamicEntry: true, imports: ['_relay.js', '_react.js'],
        dynamicImports: ['src/features/home/HomeRoute.tsx', 'src/features/reservations/ListRoute.tsx'] },
      '_relay.js': { file: 'assets/relay.js' },
      'src/features/home/HomeRoute.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_relay.js'] },
      'src/features/reservations/ListRoute.tsx': { file: 'assets/list.js', isDynamicEntry: true, imports: ['_table.js'],
        dynamicImports: ['src/ui/Calendar.tsx'] },
      '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
      'src/ui/Calendar.tsx': { file: 'assets/lazy-calendar.js', isDynamicEntry: true },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dist, 'index.html'), '<script type="module" async crossorigin src="/assets/preload.js"></script>'
      + '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" href="/assets/react.js">'
      + '<link rel="stylesheet" href="/assets/index.css">');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const sum = (...files: string[]) => files.reduce((total, file) => total + gz.get(`assets/${file}`)!, 0);

  it('reads the route table', () => {
    expect(readRouteTable(ROUTES)).toEqual([
      { path: '/', source: 'src/features/home/HomeRoute' },
      { path: '/reservations', source: 'src/features/reservations/ListRoute', heading: ['reservations.list.title', 'reservations.list.description'] },
    ]);
  });

  it('counts the static import closure of each page, never a lazy import, each file once', () => {
    const report = measureBudgets(dist, ROUTES);
    expect(report.signIn.bytes).toBe(sum('preload.js', 'index.js', 'react.js', 'index.css', 'en-guest.js'));
    expect(report.shell.bytes).toBe(sum('shell.js', 'relay.js', 'en-rest.js'));
    const [home, list] = report.routes;
    expect(home.later).toBe(sum('home.js'));
    expect(list.later).toBe(sum('list.js', 'table.js'));
    expect(list.firstLoad).toBe(report.signIn.bytes + report.shell.bytes + list.later);
    expect(report.signIn.files).toHaveLength(5);
    expect([home.firstFiles, list.firstFiles]).toEqual([5 + 3 + 1, 5 + 3 + 2]);
  });

  it('fails a page that needs more files than its budget, with no baseline to excuse it', () => {
    const report = measureBudgets(dist, ROUTES);
    const budgets = { signIn: 100_000, firstSignedIn: 100_000, laterRoute: 100_000, signInFiles: 5, firstSignedInFiles: 9 };
    expect(judge(report, { firstSignedIn: {}, laterRoute: {} }, budgets).failures).toEqual(['/reservations first load: 10 files > 9']);
    expect(judge(report, { firstSignedIn: {}, laterRoute: {} }, { ...budgets, signInFiles: 4, firstSignedInFiles: 10 }).failures)
      .toEqual(['sign-in page: 5 files > 4']);
  });

  it('fails a page over budget unless the baseline knows it, and a known page that grows', () => {
    const report = measureBudgets(dist, ROUTES);
    const [, list] = report.routes;
    const budgets = { signIn: 100_000, firstSignedIn: 100_000, laterRoute: list.later - 1 };
    expect(judge(report, { firstSignedIn: {}, laterRoute: {} }, budgets).failures)
      .toEqual([expect.stringMatching(/^\/reservations later: .* \(was within budget\)$/)]);
    const known = judge(report, { firstSignedIn: {}, laterRoute: { '/reservations': list.later } }, budgets);
    expect(known.failures).toEqual([]);
    expect(known.known).toHaveLength(1);
    const grew = judge(report, { firstSignedIn: {}, laterRoute: { '/reservations': list.later - SLACK - 1 } }, budgets);
    expect(grew.failures).toEqual([expect.stringMatching(/^\/reservations later: .*, and grew from/)]);
    // The baseline only shrinks, and forgets a page back within budget.
    expect(judge(report, { firstSignedIn: {}, laterRoute: { '/reservations': list.later + 500 } }, budgets).shrunk)
      .toEqual({ firstSignedIn: {}, laterRoute: { '/reservations': list.later } });
    expect(judge(report, { firstSignedIn: {}, laterRoute: { '/reservations': list.later } }, { ...budgets, laterRoute: list.later }).shrunk)
      .toEqual({ firstSignedIn: {}, laterRoute: {} });
    expect(judge(report, { firstSignedIn: {}, laterRoute: {} }, { ...budgets, laterRoute: 100_000, signIn: report.signIn.bytes - 1 }).failures)
      .toEqual([expect.stringMatching(/^sign-in page: /)]);
  });
});
