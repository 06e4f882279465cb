import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../auth/authRoutes.ts';
import { createTestServer, dbKinds, demoEmail, DEMO_PASSWORD, type TestServer } from '../../testing/testServer.ts';

const CSP = "default-src 'self';script-src 'self';style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=' "
  + "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg=';img-src 'self' data: blob:;font-src 'self';"
  + "connect-src 'self';worker-src 'self';frame-src 'self' blob:;object-src 'none';base-uri 'none';form-action 'self';"
  + "frame-ancestors 'none'";

describe.each(dbKinds)('security headers, cookies and body limits (%s)', (kind) => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'td-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    server = await createTestServer(kind, { staticDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const expectHardened = (headers: Record<string, unknown>, where: string) => {
    expect(headers['content-security-policy'], where).toBe(CSP);
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['x-frame-options'], where).toBe('DENY');
    expect(headers['referrer-policy'], where).toBe('same-origin');
  };

  it('on the app, static files, GraphQL, /auth, health and errors', async () => {
    const client = server.client();
    const html = await client.request('GET', '/en/reservations', { headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(200);
    expectHardened(html.headers, 'SPA route');
    const asset = await client.request('GET', '/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expectHardened(asset.headers, 'static file');
    expectHardened((await client.request('GET', '/auth/csrf')).headers, '/auth/csrf');
    const login = await client.post('/auth/login', { name: demoEmail('ADMIN'), password: 'wrong-password-x' });
    expect(login.statusCode).toBe(401);
    expectHardened(login.headers, 'refused sign-in');
    const graphql = await client.graphql('{ viewer { email } }');
    expect(graphql.status).toBe(401);
    expectHardened(graphql.response.headers, '/graphql');
    expectHardened((await client.request('GET', '/healthz')).headers, '/healthz');
    expectHardened((await client.request('POST', '/graphql', { body: {}, csrf: false })).headers, 'forgery refused');
  });

  it('sends HSTS and Secure cookies only when the site is reached by name, not on localhost', async () => {
    const local = await server.client().request('GET', '/auth/csrf');
    expect(local.headers['strict-transport-security']).toBeUndefined();
    expect(local.cookies.every((c) => !c.secure)).toBe(true);

    const named = server.client();
    const host = { host: 'tourdesk.example.com' };
    const csrf = await named.request('GET', '/auth/csrf', { headers: host });
    expect(csrf.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csrf.cookies.length).toBe(2);
    expect(csrf.cookies.every((c) => c.secure)).toBe(true);
    const login = await named.request('POST', '/auth/login', { headers: host, body: { name: demoEmail('RESVIEW'), password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const refresh = login.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    expect(refresh).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/auth' });
  });

  it('limits request bodies: 64 KB of JSON on /auth, 8 MB on /graphql (a 5 MB document as base64 fits)', async () => {
    const client = server.client();
    const big = await client.post('/auth/login', { name: demoEmail('ADMIN'), password: 'x'.repeat(70 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ statusCode: 413, message: 'The request body is too large', code: 'VALIDATION' });
    const token = await client.loginAs('ADMIN');
    const fits = await client.post('/graphql', { query: '{ viewer { email } }', variables: { pad: 'A'.repeat(7 * 1024 * 1024) } }, { token });
    expect(fits.statusCode).toBe(200);
    const tooBig = await client.post('/graphql', { query: '{ viewer { email } }', variables: { pad: 'A'.repeat(9 * 1024 * 1024) } }, { token });
    expect(tooBig.statusCode).toBe(413);
    expectHardened(tooBig.headers, 'body too large');
  });
});
