import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD, countRows, createTestServer, dbKinds, demoEmail, type TestServer,
} from '../../testing/testServer.ts';

describe.each(dbKinds)('accounts: registration, activation, password reset (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let resadmToken: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    adminToken = await server.client().loginAs('ADMIN');
    resadmToken = await server.client().loginAs('RESADM');
  });
  afterAll(() => server?.close());

  const userRow = async (email: string) =>
    (await server.db.query<{ idStatus: string; idOu: string; passwordHash: string | null; name: string }>(
      `select id_status as "idStatus", id_ou as "idOu", password_hash as "passwordHash", name
       from app_user where lower(email) = lower($1)`,
      [email],
    ))[0];
  const adminOu = async () => (await userRow(demoEmail('ADMIN'))).idOu;
  const loginStatus = async (email: string, password: string) =>
    (await server.client().post('/auth/login', { name: email, password })).statusCode;

  describe('POST /auth/register', () => {
    const email = 'new.agency@example.test';
    const password = 'a-long-enough-secret';

    it('creates an INACTIVE user that cannot sign in until an administrator activates it', async () => {
      const usersBefore = await countRows(server.db, 'app_user');
      const response = await server.client().post('/auth/register', {
        name: 'Nuevo Agente', email, password, businessName: 'Andes Trips', businessCode: 'ANDES',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ registered: true, status: 'PENDING_ACTIVATION' });
      expect(await countRows(server.db, 'app_user')).toBe(usersBefore + 1);
      const row = await userRow(email);
      expect(row.idStatus).toBe('INACTIVE');
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.idOu).toBe(await adminOu());

      const refused = await server.client().post('/auth/login', { name: email, password });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Wrong email or password');

      // Only an administrator activates.
      const anonymous = await server.client().post('/auth/activate-user', { email });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('Invalid token');
      const notAdmin = await server.client().post('/auth/activate-user', { email }, { token: resadmToken });
      expect(notAdmin.statusCode).toBe(403);
      expect(notAdmin.json().message).toBe('Only an administrator can do this');
      expect((await userRow(email)).idStatus).toBe('INACTIVE');

      const activated = await server.client().post('/auth/activate-user', { email: email.toUpperCase() }, { token: adminToken });
      expect(activated.statusCode).toBe(200);
      expect(activated.json()).toEqual({ activated: true });
      expect((await userRow(email)).idStatus).toBe('ACTIVE');
      expect(await server.client().login(email, password)).toBeTruthy();
    });

    it('answers an e-mail that already has an account (any letter case) as a new one, and changes nothing', async () => {
      const before = await countRows(server.db, 'app_user');
      const entities = await countRows(server.db, 'entity');
      const response = await server.client().post('/auth/register', {
        name: 'Copy', email: demoEmail('ADMIN').toUpperCase(), password,
      });
      // Telling "taken" apart would let anyone find out who has an account.
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ registered: true, status: 'PENDING_ACTIVATION' });
      expect(await countRows(server.db, 'app_user')).toBe(before);
      expect(await countRows(server.db, 'entity')).toBe(entities);
    });

    it('refuses a password shorter than 12 characters and changes nothing', async () => {
      const before = await countRows(server.db, 'app_user');
      const response = await server.client().post('/auth/register', {
        name: 'Short', email: 'short.password@example.test', password: 'elevenchars',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Password must be at least 12 characters');
      expect(await countRows(server.db, 'app_user')).toBe(before);
    });

    it('answers 404 when activating an unknown e-mail', async () => {
      const response = await server.client().post('/auth/activate-user', { email: 'ghost@example.test' }, { token: adminToken });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/No user with this email/);
    });
  });

  describe('POST /auth/register-user-by-admin', () => {
    const email = 'invited.agent@example.test';

    it('requires a bearer token (401) of an administrator (403)', async () => {
      const before = await countRows(server.db, 'app_user');
      const anonymous = await server.client().post('/auth/register-user-by-admin', { name: 'Invited', email });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('Invalid token');
      const garbage = await server.client().post('/auth/register-user-by-admin', { name: 'Invited', email }, { token: 'not.a.jwt' });
      expect(garbage.statusCode).toBe(401);
      for (const role of ['RESADM', 'STG']) {
        const token = role === 'RESADM' ? resadmToken : await server.client().loginAs(role);
        const response = await server.client().post('/auth/register-user-by-admin', { name: 'Invited', email }, { token });
        expect(response.statusCode, role).toBe(403);
        expect(response.json().message).toBe('Only an administrator can do this');
      }
      expect(await countRows(server.db, 'app_user')).toBe(before);
      expect(server.links.filter((l) => l.email === email)).toEqual([]);
    });

    it('creates an inactive user and delivers an activation link that sets the password', async () => {
      const response = await server.client().post('/auth/register-user-by-admin', { name: 'Invited Agent', email }, { token: adminToken });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ registered: true, status: 'PENDING_ACTIVATION' });
      const row = await userRow(email);
      expect(row).toMatchObject({ idStatus: 'INACTIVE', passwordHash: null, name: 'Invited Agent', idOu: await adminOu() });

      const links = server.links.filter((l) => l.email === email);
      expect(links).toHaveLength(1);
      expect(links[0].kind).toBe('activate');
      expect(links[0].link).toMatch(/^\/auth\/reset-password\?token=/);
      expect(links[0].token.length).toBeGreaterThanOrEqual(32);

      const newPassword = 'chosen-by-the-agent';
      const reset = await server.client().post('/auth/reset-password', { token: links[0].token, password: newPassword });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ reset: true });
      expect((await userRow(email)).idStatus).toBe('ACTIVE');
      expect(await server.client().login(email, newPassword)).toBeTruthy();

      // The link works once.
      const again = await server.client().post('/auth/reset-password', { token: links[0].token, password: 'another-long-password' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This reset link is invalid or has expired');
      expect(await loginStatus(email, 'another-long-password')).toBe(401);
    });

    it('refuses an e-mail that already has an account', async () => {
      const response = await server.client().post('/auth/register-user-by-admin', { name: 'Dup', email: demoEmail('RESVIEW') }, { token: adminToken });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('An account with this email already exists');
    });
  });

  describe('forgot-password and reset-password', () => {
    // This account's password changes here; no other test of this file signs it in.
    const email = demoEmail('RESEDIT');

    it('answers the same for unknown e-mails and delivers nothing', async () => {
      const before = server.links.length;
      const resetRows = await countRows(server.db, 'password_reset');
      const unknown = await server.client().post('/auth/forgot-password', { email: 'nobody.here@example.test' });
      const known = await server.client().post('/auth/forgot-password', { email: demoEmail('RESVIEW') });
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(unknown.json()).toEqual({ sent: true });
      expect(server.links.slice(before).map((l) => l.email)).toEqual([demoEmail('RESVIEW')]);
      expect(await countRows(server.db, 'password_reset')).toBe(resetRows + 1);
    });

    it('delivers nothing for an inactive account', async () => {
      const email = 'waiting.agency@example.test';
      await server.client().post('/auth/register', { name: 'Waiting', email, password: 'a-long-enough-secret' });
      const before = server.links.length;
      const response = await server.client().post('/auth/forgot-password', { email });
      expect(response.json()).toEqual({ sent: true });
      expect(server.links.length).toBe(before);
    });

    it('delivers a single-use reset link; short passwords are refused; old sessions end', async () => {
      const signedIn = server.client();
      const oldToken = await signedIn.login(email);
      const before = server.links.length;
      const response = await server.client().post('/auth/forgot-password', { email: email.toUpperCase() });
      expect(response.json()).toEqual({ sent: true });
      const [link] = server.links.slice(before);
      expect(link).toMatchObject({ kind: 'reset', email });
      expect(link.link).toBe(`/auth/reset-password?token=${link.token}`);

      const short = await server.client().post('/auth/reset-password', { token: link.token, password: 'short-pass' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Password must be at least 12 characters');
      // Refusing the password did not spend the link, nor change the password.
      expect(await loginStatus(email, DEMO_PASSWORD)).toBe(200);

      const newPassword = 'a-brand-new-password';
      const ok = await server.client().post('/auth/reset-password', { token: link.token, password: newPassword });
      expect(ok.statusCode).toBe(200);
      expect(await loginStatus(email, DEMO_PASSWORD)).toBe(401);
      expect(await loginStatus(email, newPassword)).toBe(200);

      const reused = await server.client().post('/auth/reset-password', { token: link.token, password: 'yet-another-password' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toBe('This reset link is invalid or has expired');
      expect(await loginStatus(email, newPassword)).toBe(200);

      // A session signed in with the old password is over: access token and refresh cookie.
      const viewer = await signedIn.graphql('{ viewer { email } }', {}, oldToken);
      expect(viewer.status).toBe(401);
      expect((await signedIn.post('/auth/refresh')).statusCode).toBe(401);
    });

    it('refuses an unknown or expired token', async () => {
      const unknown = await server.client().post('/auth/reset-password', { token: 'x'.repeat(43), password: 'a-long-enough-secret' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('This reset link is invalid or has expired');

      const before = server.links.length;
      await server.client().post('/auth/forgot-password', { email: demoEmail('RESDEL') });
      const [link] = server.links.slice(before);
      await server.db.query(`update password_reset set expires_at = now() - interval '1 minute' where used_at is null`);
      const expired = await server.client().post('/auth/reset-password', { token: link.token, password: 'a-long-enough-secret' });
      expect(expired.statusCode).toBe(400);
      expect(await loginStatus(demoEmail('RESDEL'), DEMO_PASSWORD)).toBe(200);
    });
  });
});
