/**
 * Delivery (issue 18): static files go precompressed (brotli or gzip, as the build wrote them) with a year's immutable
 * cache for hashed assets and `no-cache` for the page; source maps stay private; GraphQL and REST answers of 1 KB and
 * more are compressed on the fly, smaller ones are not; report downloads still arrive whole (CSV compressed, XLSX as
 * it is) and the report screen's NDJSON is never held back by a compressor. Both databases.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { precompressDir } from '../../../scripts/viteDelivery.ts';
import { signIn, type SignedIn } from '../testing/adminFixtures.ts';
import { createTestServer, dbKinds, type TestServer } from '../testing/testServer.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Text that compresses, well over the 1 KB threshold. */
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');
const page = `<!doctype html><html><head><title>Tourdesk</title><script type="module" src="/assets/app-Ab12Cd34.js"></script>${
  '<!-- padding -->'.repeat(100)}</head><body><div id="root"></div></body></html>`;

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe.each(dbKinds)('compression, caching and source maps (%s)', (kind) => {
  let server: TestServer;
  let staticDir: string;
  let admin: SignedIn;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'td-delivery-'));
    writeFileSync(join(staticDir, 'index.html'), page);
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'app-Ab12Cd34.js'), script);
    writeFileSync(join(staticDir, 'assets', 'app-Ab12Cd34.js.map'), JSON.stringify({ version: 3, sources: ['secret.ts'] }));
    writeFileSync(join(staticDir, 'assets', 'tiny-Ef56Gh78.js'), 'export{}');
    writeFileSync(join(staticDir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`);
    // The build step itself (scripts/viteDelivery.ts), run on this directory as `vite build` runs it on dist/.
    precompressDir(staticDir);
    server = await createTestServer(kind, { staticDir });
    admin = await signIn(server, 'ADMIN');
  });
  afterAll(async () => {
    await server?.close();
    if (staticDir) rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.client().request('GET', url, { headers });

  it('writes brotli and gzip next to each text file at build, never for source maps', () => {
    for (const name of ['app-Ab12Cd34.js', 'tiny-Ef56Gh78.js']) {
      const original = readFileSync(join(staticDir, 'assets', name));
      expect(brotliDecompressSync(readFileSync(join(staticDir, 'assets', `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(staticDir, 'assets', `${name}.gz`)))).toEqual(original);
    }
    expect(() => readFileSync(join(staticDir, 'assets', 'app-Ab12Cd34.js.map.br'))).toThrow();
  });

  it('sends hashed assets precompressed in the best encoding asked for, cached for a year', async () => {
    for (const [accept, expected] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['identity', undefined], ['', undefined]] as const) {
      const response = await get('/assets/app-Ab12Cd34.js', accept ? { 'accept-encoding': accept } : {});
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(expected);
      expect(response.headers['content-type'], accept).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers['cache-control'], accept).toBe(IMMUTABLE);
      expect(String(response.headers.vary), accept).toMatch(/accept-encoding/i);
      expect(decode(expected, response.rawPayload).toString(), accept).toBe(script);
    }
    // Smaller precompressed than plain: the bytes that travel are the build's brotli file.
    const br = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(br.rawPayload).toEqual(readFileSync(join(staticDir, 'assets', 'app-Ab12Cd34.js.br')));
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);
    // A tiny file too: the build's variant, never compressed again on the fly.
    const tiny = await get('/assets/tiny-Ef56Gh78.js', { 'accept-encoding': 'gzip' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBe('gzip');
    expect(tiny.rawPayload).toEqual(readFileSync(join(staticDir, 'assets', 'tiny-Ef56Gh78.js.gz')));
    expect(tiny.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers the page (every app route and /index.html) with no-cache, compressed', async () => {
    for (const url of ['/', '/en/reservations', '/es/cashier-transaction?x=1', '/index.html']) {
      const response = await get(url, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(decode('br', response.rawPayload).toString(), url).toBe(page);
    }
    // Files outside assets/ are not hashed: asked again each time.
    const svg = await get('/favicon.svg', { 'accept-encoding': 'gzip' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['cache-control']).toBe('no-cache');
    expect(svg.headers['content-encoding']).toBe('gzip');
  });

  it('never serves source maps, nor the page in place of a missing asset', async () => {
    for (const url of ['/assets/app-Ab12Cd34.js.map', '/assets/app-Ab12Cd34.js.map?x', '/assets/app-Ab12Cd34.js.br',
      '/assets/app-Ab12Cd34.js.gz', '/assets/missing-Zz99.js', '/other.js.map']) {
      const response = await get(url, { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret.ts');
      expect(response.body, url).not.toContain('<!doctype html>');
    }
  });

  it('compresses GraphQL answers of 1 KB and more, not smaller ones', async () => {
    const client = admin.client;
    const query = '{ getAllPermissions(skip: 0, take: 100) { count data { id idPermission type value module } } }';
    const big = await client.post('/graphql', { query }, { token: admin.token, headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const json = JSON.parse(decode('br', big.rawPayload).toString()) as { data: { getAllPermissions: { data: unknown[] } } };
    expect(json.data.getAllPermissions.data.length).toBeGreaterThan(10);
    // The same answer to a client that asks for nothing compressed.
    const plain = await client.post('/graphql', { query }, { token: admin.token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(json);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    expect(big.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const small = await client.post('/graphql', { query: '{ viewer { email } }' }, { token: admin.token, headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ data: { viewer: { email: expect.any(String) } } });
    // Refusals keep their status and body.
    const refused = await server.client().graphql('{ viewer { email } }');
    expect(refused.status).toBe(401);
  });

  it('report files still arrive whole: CSV compressed as it streams, XLSX as it is; the screen stream uncompressed', async () => {
    // Every demo reservation (they lie around today).
    const [span] = await server.db.query<{ min: string; max: string }>(
      `select min(reservation_date)::text as min, max(reservation_date)::text as max from reservation`);
    const body = { params: { from: span.min, to: span.max }, locale: 'en' };
    const post = (format: string, encoding?: string) => admin.client.post('/api/reports/reservationsByStatus', { ...body, format },
      { token: admin.token, headers: encoding ? { 'accept-encoding': encoding } : {} });

    const plainCsv = await post('csv');
    expect(plainCsv.statusCode).toBe(200);
    expect(plainCsv.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const csv = await post('csv', encoding);
      expect(csv.statusCode, encoding).toBe(200);
      expect(csv.headers['content-encoding'], encoding).toBe(encoding);
      expect(csv.headers['content-disposition'], encoding).toContain('.csv');
      // Streamed: no length up front.
      expect(csv.headers['content-length'], encoding).toBeUndefined();
      expect(decode(encoding, csv.rawPayload).toString(), encoding).toBe(plainCsv.rawPayload.toString());
    }

    const xlsx = await post('xlsx', 'br, gzip');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    expect(book.SheetNames.length).toBeGreaterThan(0);

    const screen = await post('screen', 'br, gzip');
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['content-encoding']).toBeUndefined();
    const lines = screen.body.trim().split('\n').map((line) => JSON.parse(line) as { type: string });
    expect(lines[0].type).toBe('start');
    expect(lines.at(-1)!.type).toBe('end');
  });
});
