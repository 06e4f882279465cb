import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CODES } from '../permissionCatalog.ts';
import { BROWSER_COOKIE, CSRF_COOKIE, CSRF_HEADER, REFRESH_COOKIE } from '../authRoutes.ts';
import {
  DEMO_PASSWORD, countRows, createTestServer, dbKinds, demoEmail, type TestServer,
} from '../../testing/testServer.ts';

const jwtPayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * The refusal of a wrong e-mail or password, the same for both: the ErrorCode and reason of the GraphQL errors'
 * shape (issue 19), for the screen's words.
 */
const WRONG_CREDENTIALS = {
  statusCode: 401, message: 'Wrong email or password', code: 'UNAUTHENTICATED', reason: 'WRONG_CREDENTIALS', params: {},
};

describe.each(dbKinds)('sign-in and anti-forgery (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server?.close());

  /** Row counts of everything a sign-in or registration could touch. */
  const snapshot = async () => ({
    users: await countRows(server.db, 'app_user'),
    sessions: await countRows(server.db, 'session'),
    refreshTokens: await countRows(server.db, 'refresh_token'),
    links: await countRows(server.db, 'password_reset'),
    entities: await countRows(server.db, 'entity'),
  });

  describe('GET /auth/csrf', () => {
    it('sets an httpOnly browser binding and a readable anti-forgery cookie', async () => {
      const client = server.client();
      const response = await client.request('GET', '/auth/csrf');
      expect(response.statusCode).toBe(200);
      expect(response.json().csrfToken).toBe(client.cookie(CSRF_COOKIE));
      expect(client.cookieInfo(BROWSER_COOKIE)).toMatchObject({ httpOnly: true, path: '/' });
      expect(client.cookieInfo(CSRF_COOKIE)).toMatchObject({ httpOnly: false, path: '/' });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/SameSite=Strict/i);
    });
  });

  describe('POST /auth/login', () => {
    it.each(ROLE_CODES)('signs in the %s demo user', async (role) => {
      const client = server.client();
      await client.fetchCsrf();
      const csrfBefore = client.cookie(CSRF_COOKIE);
      const browserBefore = client.cookie(BROWSER_COOKIE);
      const sessionsBefore = await countRows(server.db, 'session');

      // ADMIN and RESADM answer the code step too (multi-factor); the tokens come with the last answer.
      const response = await client.passSecondStep(
        await client.post('/auth/login', { name: demoEmail(role), password: DEMO_PASSWORD }), demoEmail(role));

      expect(response.statusCode).toBe(200);
      const { accessToken, expiresIn } = response.json<{ accessToken: string; expiresIn: number }>();
      expect(accessToken.split('.')).toHaveLength(3);
      expect(expiresIn).toBeGreaterThan(0);
      const claims = jwtPayload(accessToken);
      expect(claims.roles).toEqual([role]);
      expect(claims.email).toBe(demoEmail(role));
      // The refresh token lives only in an httpOnly cookie scoped to /auth.
      expect(client.cookieInfo(REFRESH_COOKIE)).toMatchObject({ httpOnly: true, path: '/auth' });
      expect(response.body).not.toContain(client.cookie(REFRESH_COOKIE));
      // A fresh anti-forgery pair replaces the anonymous one.
      expect(client.cookie(CSRF_COOKIE)).toBeTruthy();
      expect(client.cookie(CSRF_COOKIE)).not.toBe(csrfBefore);
      expect(client.cookie(BROWSER_COOKIE)).not.toBe(browserBefore);
      expect(await countRows(server.db, 'session')).toBe(sessionsBefore + 1);

      // The token opens the data endpoint.
      const viewer = await client.graphql<{ viewer: { email: string } }>('{ viewer { email } }', {}, accessToken);
      expect(viewer.status).toBe(200);
      expect(viewer.data?.viewer.email).toBe(demoEmail(role));
    });

    it('accepts the e-mail in any letter case', async () => {
      const token = await server.client().login('ADMIN@TourDesk.Test');
      expect(token).toBeTruthy();
    });

    it('refuses a wrong password with 401 and changes nothing', async () => {
      const client = server.client();
      const before = await snapshot();
      const response = await client.post('/auth/login', { name: demoEmail('ADMIN'), password: 'not-the-password' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
      expect(client.cookie(REFRESH_COOKIE)).toBeUndefined();
      expect(await snapshot()).toEqual(before);
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const response = await server.client().post('/auth/login', { name: 'nobody@tourdesk.test', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
    });

    const validName = demoEmail('ADMIN');
    const badPayloads: [string, unknown, RegExp][] = [
      ['an empty object', {}, /required property 'name'/],
      ['a missing password', { name: validName }, /required property 'password'/],
      ['a missing name', { password: DEMO_PASSWORD }, /required property 'name'/],
      ['a number as password', { name: validName, password: 12345678 }, /password must be string/],
      ['an object as name', { name: { $ne: '' }, password: DEMO_PASSWORD }, /name must be string/],
      ['a null password', { name: validName, password: null }, /password must be string/],
      ['an extra property', { name: validName, password: DEMO_PASSWORD, admin: true }, /additional properties/],
      ['a name that is not an e-mail', { name: 'admin', password: DEMO_PASSWORD }, /name must match pattern/],
      ['an empty password', { name: validName, password: '' }, /password must NOT have fewer than 1 characters/],
      ['an array body', [validName, DEMO_PASSWORD], /body must be object/],
      ['a string body', '"hello"', /body must be object/],
      ['malformed JSON', '{"name": ', /JSON/i],
    ];
    it.each(badPayloads)('refuses %s with 400, a clear message and no change', async (_label, body, message) => {
      const client = server.client();
      const before = await snapshot();
      const response = await client.post('/auth/login', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(client.cookie(REFRESH_COOKIE)).toBeUndefined();
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a form post (415) and a text body (400)', async () => {
      const client = server.client();
      await client.fetchCsrf();
      const before = await snapshot();
      const form = await client.request('POST', '/auth/login', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `name=${validName}&password=${DEMO_PASSWORD}`,
      });
      expect(form.statusCode).toBe(415);
      expect(form.json().message).toMatch(/media type/i);
      const text = await client.request('POST', '/auth/login', {
        headers: { 'content-type': 'text/plain' },
        body: `name=${validName}&password=${DEMO_PASSWORD}`,
      });
      expect(text.statusCode).toBe(400);
      expect(text.json().message).toBe('body must be object');
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a 1 MB body with 413 and changes nothing', async () => {
      const before = await snapshot();
      const response = await server.client().post('/auth/login', {
        name: validName, password: 'x'.repeat(1024 * 1024),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ statusCode: 413, message: 'The request body is too large', code: 'VALIDATION' });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('bad payloads on every /auth route', () => {
    const cases: [string, unknown][] = [
      ['/auth/register', { name: 'A', email: 'a@b.test' }],
      ['/auth/register', { name: 'A', email: 'a@b.test', password: 123456789012345 }],
      ['/auth/register', { name: 'A', email: 'a@b.test', password: 'long-enough-password', role: 'ADMIN' }],
      ['/auth/register', { name: '', email: 'a@b.test', password: 'long-enough-password' }],
      ['/auth/register', { name: 'A', email: 'not-an-email', password: 'long-enough-password' }],
      ['/auth/register-user-by-admin', { name: 'A' }],
      ['/auth/register-user-by-admin', { name: 'A', email: ['a@b.test'] }],
      ['/auth/activate-user', {}],
      ['/auth/activate-user', { email: 'admin@tourdesk.test', idStatus: 'ACTIVE' }],
      ['/auth/forgot-password', { email: 42 }],
      ['/auth/forgot-password', { email: 'admin@tourdesk.test', extra: 1 }],
      ['/auth/reset-password', { password: 'long-enough-password' }],
      ['/auth/reset-password', { token: 'short', password: 'long-enough-password' }],
      ['/auth/logout', {}],
      ['/auth/logout', { accessToken: 7 }],
    ];
    it.each(cases)('%s refuses %j with 400 and changes nothing', async (url, body) => {
      const client = server.client();
      const before = await snapshot();
      const response = await client.post(url, body);
      expect(response.statusCode).toBe(400);
      const { message } = response.json<{ message: string }>();
      expect(message).toMatch(/^body/);
      expect(await snapshot()).toEqual(before);
      expect(server.links.filter((l) => l.email === 'a@b.test')).toEqual([]);
    });

    it.each(['/auth/register', '/auth/forgot-password', '/auth/reset-password', '/auth/logout'])(
      '%s refuses a 1 MB body with 413',
      async (url) => {
        const before = await snapshot();
        const response = await server.client().post(url, { padding: 'x'.repeat(1024 * 1024) });
        expect(response.statusCode).toBe(413);
        expect(response.json().message).toBe('The request body is too large');
        expect(await snapshot()).toEqual(before);
      },
    );
  });

  describe('anti-forgery', () => {
    const login = { name: demoEmail('ADMIN'), password: DEMO_PASSWORD };
    const forbidden = { statusCode: 403, message: 'Missing or invalid anti-forgery token', code: 'FORBIDDEN' };

    it('refuses a POST without the header', async () => {
      const client = server.client();
      await client.fetchCsrf();
      const before = await snapshot();
      const response = await client.post('/auth/login', login, { csrf: false });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a POST without any anti-forgery cookie', async () => {
      const response = await server.client().post('/auth/login', login, { csrf: false });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    });

    it('refuses a header that does not match the cookie', async () => {
      const client = server.client();
      await client.fetchCsrf();
      const other = server.client();
      const response = await client.post('/auth/login', login, { headers: { [CSRF_HEADER]: await other.fetchCsrf() } });
      expect(response.statusCode).toBe(403);
    });

    it('refuses a matching pair that was not signed for this browser', async () => {
      const client = server.client();
      await client.fetchCsrf();
      const stolen = await server.client().fetchCsrf();
      // Cookie and header agree, but the token is bound to another browser binding.
      client.setCookie(CSRF_COOKIE, stolen);
      expect((await client.post('/auth/login', login)).statusCode).toBe(403);
      // A forged token in both places fails too.
      client.setCookie(CSRF_COOKIE, 'forged.token');
      expect((await client.post('/auth/login', login)).statusCode).toBe(403);
    });

    it('refuses when the browser binding cookie is missing', async () => {
      const client = server.client();
      await client.fetchCsrf();
      client.cookies.delete(BROWSER_COOKIE);
      expect((await client.post('/auth/login', login)).statusCode).toBe(403);
    });

    it('guards every /auth POST and /graphql', async () => {
      for (const url of ['/auth/register', '/auth/register-user-by-admin', '/auth/activate-user', '/auth/logout',
        '/auth/refresh', '/auth/forgot-password', '/auth/reset-password', '/graphql']) {
        const response = await server.client().post(url, {}, { csrf: false });
        expect(response.statusCode, url).toBe(403);
      }
    });

    it('cannot be dodged with a percent-encoded path', async () => {
      const client = server.client();
      await client.fetchCsrf();
      const before = await snapshot();
      const response = await client.request('POST', '/%61uth/login', { body: login, csrf: false });
      expect(response.statusCode).toBe(403);
      const graphql = await client.request('POST', '/%67raphql', { body: { query: '{ __typename }' }, csrf: false });
      expect(graphql.statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it('accepts the pair handed out at sign-in for the next calls', async () => {
      const client = server.client();
      const token = await client.loginAs('ADMIN');
      const response = await client.graphql('{ viewer { email } }', {}, token);
      expect(response.status).toBe(200);
    });
  });

  describe('rate limiting', () => {
    // Its own address, so the per-address limit of this shared server is not spent by other tests.
    const address = '10.0.0.77';
    const victim = demoEmail('STG');

    it('answers 429 with a message after 10 failures on one account, even for the right password', async () => {
      const client = server.client(address);
      for (let i = 0; i < 10; i++) {
        const response = await client.post('/auth/login', { name: victim, password: `wrong-${i}` });
        expect(response.statusCode).toBe(401);
      }
      const before = await snapshot();
      const locked = await client.post('/auth/login', { name: victim, password: 'wrong-again' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/Too many sign-in attempts\. Try again in \d+ minute/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

      // The account stays locked from another address, and for the right password.
      const elsewhere = await server.client('10.0.0.78').post('/auth/login', { name: victim.toUpperCase(), password: DEMO_PASSWORD });
      expect(elsewhere.statusCode).toBe(429);
      expect(await snapshot()).toEqual(before);

      // Other accounts from the same address still sign in.
      expect(await server.client(address).loginAs('RESVIEW')).toBeTruthy();
    });
  });
});
