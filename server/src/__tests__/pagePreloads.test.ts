/**
 * A signed-in page's first requests named in its own HTML (issue 20: a cold deep link asks for its code, access check
 * and data together): the server writes the page's query script first in <head>, and its words, the signed-in area,
 * its code and its style sheets after the entry's files, from the build's page-preloads.json. Guest pages, and every
 * page of a build without that file, get index.html as it is.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/viteDelivery.ts';
import { pageEncoding, pagePreloader, type PagePreloads } from '../pagePreloads.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" async crossorigin src="/assets/preload.js"></script>
    <title>Tourdesk</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body>
</html>`;

const preloads: PagePreloads = {
  early: ['/assets/firstRequests.js', '/assets/routeMatch.js'],
  messages: { en: ['/assets/en-guest.js', '/assets/en-rest.js'], es: ['/assets/es-guest.js', '/assets/es-rest.js'] },
  shell: ['/assets/SignedInArea.js', '/assets/relay.js'],
  shellStyles: ['/assets/SignedInArea.css'],
  files: ['/assets/ReservationEditorRoute.js', '/assets/Card.js', '/assets/en-reservations.js', '/assets/es-reservations.js',
    '/assets/ReservationEditorRoute.css', '/assets/ReservationsListRoute.js'],
  routes: [
    ['^/reservations/?$', [5, 1], [2, 3], [], {
      en: ['Reservations', 'Quotes & bookings <of the unit>'], es: ['Reservas', 'Cotizaciones y reservas'],
    }],
    ['^/reservations/[^/]+/?$', [0, 1], [2, 3], [4]],
  ],
};

/** The tags of a page in the order they stand, each as "rel href" ("script src" for the script). */
const tagsOf = (html: string) => [...html.matchAll(/<(script|link)\b([^>]*)>/g)].map(([, tag, attributes]) => {
  const url = /(?:src|href)="([^"]+)"/.exec(attributes)?.[1];
  return `${tag === 'script' ? 'script' : /rel="([^"]+)"/.exec(attributes)?.[1]} ${url}`;
});

function staticDirWith(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'td-page-preloads-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('the page a signed-in address gets', () => {
  let dir: string;
  beforeAll(() => {
    dir = staticDirWith({ 'index.html': page, 'page-preloads.json': JSON.stringify(preloads) });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('asks for the query first, then the entry, then the words, the signed-in area, the page and its styles', () => {
    const html = pagePreloader(dir)('/en/reservations/8f2c')?.html.toString();
    expect(tagsOf(html ?? '')).toEqual([
      'script /assets/firstRequests.js',
      'modulepreload /assets/routeMatch.js',
      'script /assets/preload.js',
      'script /assets/index.js',
      'modulepreload /assets/react.js',
      'stylesheet /assets/index.css',
      'modulepreload /assets/en-guest.js',
      'modulepreload /assets/en-rest.js',
      'modulepreload /assets/SignedInArea.js',
      'modulepreload /assets/relay.js',
      'modulepreload /assets/ReservationEditorRoute.js',
      'modulepreload /assets/Card.js',
      'modulepreload /assets/en-reservations.js',
      'preload /assets/ReservationEditorRoute.css',
      'preload /assets/SignedInArea.css',
    ]);
    expect(html).toMatch(/<html lang="en">/);
  });

  it('takes the words of the address’s language and says it on <html>', () => {
    const html = pagePreloader(dir)('/es-PE/reservations')?.html.toString() ?? '';
    const tags = tagsOf(html);
    expect(tags).toContain('modulepreload /assets/es-rest.js');
    expect(tags).toContain('modulepreload /assets/es-reservations.js');
    expect(tags).toContain('modulepreload /assets/ReservationsListRoute.js');
    expect(tags.filter((tag) => tag.includes('/en-'))).toEqual([]);
    expect(tags).not.toContain('modulepreload /assets/ReservationEditorRoute.js');
    expect(html).toMatch(/<html lang="es">/);
  });

  it('draws a page’s fixed heading in its frame before any script, in the address’s language, and titles the tab', () => {
    const english = pagePreloader(dir)('/en/reservations')?.html.toString() ?? '';
    expect(english).toContain('<title>Reservations · Tourdesk</title>');
    const root = /<div id="root">(.*?)<\/body>/s.exec(english)?.[1] ?? '';
    expect(root).toContain('<div class="td-boot" aria-hidden="true">');
    expect(root).toContain('<p class="td-boot-title">Reservations</p>');
    expect(root).toContain('<p class="td-boot-description">Quotes &amp; bookings &lt;of the unit&gt;</p>');
    const spanish = pagePreloader(dir)('/es/reservations')?.html.toString() ?? '';
    expect(spanish).toContain('<title>Reservas · Tourdesk</title>');
    expect(spanish).toContain('<p class="td-boot-title">Reservas</p>');
    expect(spanish).toContain('<p class="td-boot-description">Cotizaciones y reservas</p>');
    expect(/<div id="root">(.*?)<\/body>/s.exec(spanish)?.[1]).not.toContain('Reservations');
  });

  it('leaves a page whose heading the app must say (a record, no route) with an empty root and the product’s title', () => {
    for (const path of ['/en/reservations/8f2c', '/en/no-such-page']) {
      const html = pagePreloader(dir)(path)?.html.toString() ?? '';
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('<title>Tourdesk</title>');
    }
  });

  it('an address of no route still starts the query script and the signed-in area, with no page code', () => {
    const tags = tagsOf(pagePreloader(dir)('/en/no-such-page')?.html.toString() ?? '');
    expect(tags[0]).toBe('script /assets/firstRequests.js');
    expect(tags).toContain('modulepreload /assets/SignedInArea.js');
    expect(tags.some((tag) => tag.includes('Route'))).toBe(false);
  });

  it('names a module the signed-in area shares with the first requests once, in the head', () => {
    const shared = staticDirWith({ 'index.html': page,
      'page-preloads.json': JSON.stringify({ ...preloads, shell: [...preloads.shell, '/assets/routeMatch.js'] }) });
    try {
      const tags = tagsOf(pagePreloader(shared)('/en/reservations/8f2c')?.html.toString() ?? '');
      expect(tags.filter((tag) => tag === 'modulepreload /assets/routeMatch.js')).toEqual(['modulepreload /assets/routeMatch.js']);
      expect(tags.indexOf('modulepreload /assets/routeMatch.js')).toBe(1);
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  });

  it('a page drawn from its HTML asks for its query and the loader at once, and for the app’s scripts and their styles after its paint', () => {
    const drawn = staticDirWith({ 'index.html': page,
      'page-preloads.json': JSON.stringify({ ...preloads, afterFirstPaint: '/assets/afterFirstPaint.js' }) });
    try {
      const html = pagePreloader(drawn)('/en/reservations')?.html.toString() ?? '';
      const [before, template, after] = html.split(/<template id="td-after-paint">|<\/template>/);
      expect(tagsOf(before ?? '')).toEqual([
        'script /assets/firstRequests.js',
        'modulepreload /assets/routeMatch.js',
        'script /assets/afterFirstPaint.js',
        'stylesheet /assets/index.css',
      ]);
      expect(before).toContain('<title>Reservations · Tourdesk</title>');
      expect(tagsOf(template ?? '')).toEqual([
        'script /assets/preload.js',
        'script /assets/index.js',
        'modulepreload /assets/react.js',
        'modulepreload /assets/en-guest.js',
        'modulepreload /assets/en-rest.js',
        'modulepreload /assets/SignedInArea.js',
        'modulepreload /assets/relay.js',
        'modulepreload /assets/ReservationsListRoute.js',
        'modulepreload /assets/Card.js',
        'modulepreload /assets/en-reservations.js',
        'preload /assets/SignedInArea.css',
      ]);
      expect(after).toMatch(/^\s*<\/head>/);
      // A page the app must title and draw (a record) has nothing drawn to wait for.
      const record = pagePreloader(drawn)('/en/reservations/8f2c')?.html.toString() ?? '';
      expect(record).not.toContain('<template');
      expect(tagsOf(record)).toContain('script /assets/index.js');
    } finally {
      rmSync(drawn, { recursive: true, force: true });
    }
  });

  it('guest pages, and a build without page-preloads.json, get index.html as it is', () => {
    for (const path of ['/en/auth/signin', '/es/auth/forgot-password', '/fr-CA/auth']) {
      expect(pagePreloader(dir)(path), path).toBeNull();
    }
    const bare = staticDirWith({ 'index.html': page });
    try {
      expect(pagePreloader(bare)('/en/reservations')).toBeNull();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('the server sends it', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = staticDirWith({ 'index.html': page, 'page-preloads.json': JSON.stringify(preloads) });
    mkdirSync(join(dir, 'assets'));
    precompressDir(dir);
    server = await createTestServer('pglite', { staticDir: dir, seed: false });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string, encoding = 'br') => server.client().request('GET', url, { headers: { accept: 'text/html', 'accept-encoding': encoding } });

  it('compressed and never cached, with the same security headers as every page; guest pages as the build wrote them', async () => {
    const signedIn = await get('/en/reservations/8f2c?tab=items');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['content-type']).toMatch(/^text\/html/);
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    expect(signedIn.headers['content-encoding']).toBe('br');
    expect(signedIn.headers['content-security-policy']).toBeTruthy();
    expect(tagsOf(brotliDecompressSync(signedIn.rawPayload).toString())[0]).toBe('script /assets/firstRequests.js');

    const signIn = await get('/en/auth/signin');
    expect(signIn.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(signIn.rawPayload).toString()).toBe(page);
    // The build's list is for the server only: its address answers the app's page like any unknown one.
    expect(brotliDecompressSync((await get('/page-preloads.json')).rawPayload).toString()).not.toContain('"early"');
  });

  it('in the best encoding the browser takes', async () => {
    const br = brotliDecompressSync((await get('/es/cashier-transaction')).rawPayload).toString();
    const gzip = await get('/es/cashier-transaction', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(br);
    const plain = await get('/es/cashier-transaction', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(br);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });
});

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, and honours a refusal', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(pageEncoding('GZIP')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});
