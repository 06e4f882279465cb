import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demoData.ts';
import { createServer } from '../../server.ts';
import { createTestServer, dbKinds, countRows, type TestServer } from '../../testing/testServer.ts';
import { isCommonPassword, passwordProblem } from '../passwords.ts';

describe('password policy', () => {
  it('refuses short and common passwords, ignoring case, and accepts the demo password', () => {
    expect(passwordProblem('elevenchars')?.code).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('qwertyuiopas')?.code).toBe('PASSWORD_TOO_COMMON');
    expect(passwordProblem('PasswordPassword')?.code).toBe('PASSWORD_TOO_COMMON');
    expect(isCommonPassword('123456789012')).toBe(true);
    expect(DEMO_PASSWORD.length).toBe(13);
    expect(passwordProblem(DEMO_PASSWORD)).toBeNull();
    expect(passwordProblem('x'.repeat(257))?.code).toBe('PASSWORD_TOO_LONG');
  });

  it('never puts the password in the answer', () => {
    expect(passwordProblem('qwertyuiopasdfgh')?.message).not.toContain('qwerty');
  });
});

describe.each(dbKinds)('password policy on the auth routes (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server?.close());

  it('register refuses a common password with its code and creates nothing', async () => {
    const users = await countRows(server.db, 'app_user');
    const response = await server.client().post('/auth/register', {
      name: 'Common', email: 'common.password@example.test', password: 'QwertyQwerty',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', reason: 'PASSWORD_TOO_COMMON', message: expect.stringMatching(/too common/) });
    expect(await countRows(server.db, 'app_user')).toBe(users);
  });

  it('reset-password refuses a common password and leaves the link usable', async () => {
    await server.client().post('/auth/forgot-password', { email: 'resview@tourdesk.test' });
    const { token } = server.links.at(-1)!;
    const refused = await server.client().post('/auth/reset-password', { token, password: 'passwordpassword' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', reason: 'PASSWORD_TOO_COMMON' });
    const accepted = await server.client().post('/auth/reset-password', { token, password: DEMO_PASSWORD });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('passwords never reach the log', () => {
  it('a failed sign-in and a refused registration log neither password', async () => {
    let log = '';
    const stream = new Writable({ write(chunk, _encoding, done) { log += String(chunk); done(); } });
    const { app } = await createServer({ seed: false, logger: { stream, level: 'debug' }, deliverLink: () => {} });
    try {
      const csrf = await app.inject({ method: 'GET', url: '/auth/csrf' });
      const cookies = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const headers = { cookie: cookies, 'x-csrf-token': csrf.json().csrfToken, 'content-type': 'application/json' };
      await app.inject({ method: 'POST', url: '/auth/login', headers, payload: { name: 'admin@tourdesk.test', password: 'Wrong-Secret-4711' } });
      await app.inject({ method: 'POST', url: '/auth/register', headers, payload: { name: 'X', email: 'x@example.test', password: 'Sneaky-Secret-0815' } });
      expect(log).toContain('sign-in refused');
      expect(log).not.toContain('Wrong-Secret-4711');
      expect(log).not.toContain('Sneaky-Secret-0815');
    } finally {
      await app.close();
    }
  });
});
