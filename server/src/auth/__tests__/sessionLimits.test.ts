import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../authRoutes.ts';
import type { SessionPolicy } from '../sessionPolicy.ts';
import { createTestServer, dbKinds, demoEmail, type TestClient, type TestServer } from '../../testing/testServer.ts';

const MINUTE = 60_000;
const sid = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sid: string }).sid;

describe.each(dbKinds)('session limits and ending sessions (%s)', (kind) => {
  let server: TestServer;
  let now = Date.now();
  // The clock every session decision reads; each test moves it forward.
  const policy: SessionPolicy = { idleSeconds: 30 * 60, absoluteSeconds: 12 * 60 * 60, now: () => new Date(now) };
  let adminToken: string;

  beforeAll(async () => {
    server = await createTestServer(kind, { sessionPolicy: policy });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    now = Date.now();
    adminToken = await server.client().loginAs('ADMIN');
  });

  const viewerStatus = async (token: string) => (await server.client().graphql('{ viewer { email } }', {}, token)).status;
  const refresh = async (client: TestClient) => {
    const response = await client.post('/auth/refresh');
    return { status: response.statusCode, message: response.json<{ message?: string }>().message };
  };
  const sessionStatus = async (idSession: string) =>
    (await server.db.query<{ idStatus: string }>('select id_status as "idStatus" from session where id_session = $1', [idSession]))[0]
      .idStatus;
  const userId = async (role: string) =>
    (await server.db.query<{ idUser: string }>('select id_user as "idUser" from app_user where email = $1', [demoEmail(role)]))[0]
      .idUser;
  const admin = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
    server.client().graphql<T>(query, variables, adminToken);

  describe('idle timeout (30 minutes without a refresh)', () => {
    it('keeps a session that refreshes within the window and ends one that does not', async () => {
      const client = server.client();
      const token = await client.loginAs('RESVIEW');
      now += 29 * MINUTE;
      expect((await refresh(client)).status).toBe(200);
      now += 29 * MINUTE;
      expect((await refresh(client)).status).toBe(200);
      now += 31 * MINUTE;
      expect(await refresh(client)).toEqual({ status: 401, message: 'Session expired: please sign in again' });
      expect(await sessionStatus(sid(token))).toBe('INACTIVE');
      expect(client.cookie(REFRESH_COOKIE)).toBeUndefined();
    });

    it('refuses an unexpired access token once its session went idle', async () => {
      const token = await server.client().loginAs('RESVIEW');
      now += 29 * MINUTE;
      expect(await viewerStatus(token)).toBe(200);
      now += 2 * MINUTE;
      expect(await viewerStatus(token)).toBe(401);
    });
  });

  describe('absolute lifetime (12 hours from sign-in)', () => {
    it('ends an active session 12 hours after sign-in however often it refreshes', async () => {
      const client = server.client();
      const token = await client.loginAs('RESVIEW');
      for (let elapsed = 25; elapsed < 12 * 60; elapsed += 25) {
        now += 25 * MINUTE;
        expect((await refresh(client)).status, `refresh after ${elapsed} minutes`).toBe(200);
      }
      now += 25 * MINUTE;
      expect(await refresh(client)).toEqual({ status: 401, message: 'Session expired: please sign in again' });
      expect(await sessionStatus(sid(token))).toBe('INACTIVE');
    });

    it('sign-in issues a new session and new tokens', async () => {
      const first = server.client();
      const second = server.client();
      const a = await first.loginAs('RESVIEW');
      const b = await second.loginAs('RESVIEW');
      expect(sid(a)).not.toBe(sid(b));
      expect(first.cookie(REFRESH_COOKIE)).not.toBe(second.cookie(REFRESH_COOKIE));
    });
  });

  describe('changes that end sessions at once', () => {
    it('changing a user\'s roles ends their sessions; saving the same roles does not', async () => {
      const client = server.client();
      const token = await client.loginAs('RESEDIT');
      const idUser = await userId('RESEDIT');
      const roles = await server.db.query<{ idRole: string; code: string }>('select id_role as "idRole", code from role');
      const id = (code: string) => roles.find((r) => r.code === code)!.idRole;
      const associate = `mutation ($input: AssociateRoleUserInput!) { associateRoleUser(associateRoleUserInput: $input) { idUser } }`;

      expect((await admin(associate, { input: { idUser, idRoles: [id('RESEDIT')] } })).errors).toBeUndefined();
      expect(await viewerStatus(token)).toBe(200);

      expect((await admin(associate, { input: { idUser, idRoles: [id('RESEDIT'), id('RESVIEW')] } })).errors).toBeUndefined();
      expect(await viewerStatus(token)).toBe(401);
      expect((await refresh(client)).status).toBe(401);
      // Restore the demo role for the other tests.
      expect((await admin(associate, { input: { idUser, idRoles: [id('RESEDIT')] } })).errors).toBeUndefined();
    });

    it('an administrator changing their own roles keeps the session they do it from and ends the others', async () => {
      const elsewhere = await server.client().loginAs('ADMIN');
      const idUser = await userId('ADMIN');
      const roles = await server.db.query<{ idRole: string; code: string }>('select id_role as "idRole", code from role');
      const id = (code: string) => roles.find((r) => r.code === code)!.idRole;
      const associate = `mutation ($input: AssociateRoleUserInput!) { associateRoleUser(associateRoleUserInput: $input) { idUser } }`;
      expect((await admin(associate, { input: { idUser, idRoles: [id('ADMIN'), id('STG')] } })).errors).toBeUndefined();
      expect(await viewerStatus(adminToken)).toBe(200);
      expect(await viewerStatus(elsewhere)).toBe(401);
      expect((await admin(associate, { input: { idUser, idRoles: [id('ADMIN')] } })).errors).toBeUndefined();
    });

    it('disabling a user ends their sessions', async () => {
      const client = server.client();
      const token = await client.loginAs('RESDEL');
      const idUser = await userId('RESDEL');
      const update = `mutation ($data: UpdateUserInput!) { updateUser(data: $data) { idStatus } }`;
      expect((await admin(update, { data: { idUser, idStatus: 'INACTIVE' } })).data).toEqual({ updateUser: { idStatus: 'INACTIVE' } });
      expect(await viewerStatus(token)).toBe(401);
      expect((await refresh(client)).status).toBe(401);
      await admin(update, { data: { idUser, idStatus: 'ACTIVE' } });
    });
  });

  describe('administrator: sessions of a user', () => {
    const SESSIONS = `query ($id: ID!) { getUserById(id: $id) { sessions { idSession date ipv4 client app lastActivityAt idStatus state } } }`;
    const END = `mutation ($idUser: ID!, $idSession: ID) { endUserSessions(idUser: $idUser, idSession: $idSession) {
      sessions { idSession state } } }`;
    type SessionRow = { idSession: string; state: string; lastActivityAt: string; client: string | null };
    const listSessions = async (idUser: string) =>
      (await admin<{ getUserById: { sessions: SessionRow[] } }>(SESSIONS, { id: idUser })).data!.getUserById.sessions;

    it('lists sessions newest first with last activity and state, ends one, then all', async () => {
      const idUser = await userId('RESCREATE');
      const laptop = server.client();
      const phone = server.client();
      const laptopToken = await laptop.loginAs('RESCREATE');
      now += MINUTE;
      const phoneToken = await phone.loginAs('RESCREATE');

      const listed = await listSessions(idUser);
      expect(listed.slice(0, 2).map((s) => s.idSession)).toEqual([sid(phoneToken), sid(laptopToken)]);
      expect(listed[0]).toMatchObject({ state: 'ACTIVE', ipv4: '127.0.0.1', app: 'tourdesk-web' });
      expect(new Date(listed[0].lastActivityAt).getTime()).toBe(now);

      const one = await admin<{ endUserSessions: { sessions: SessionRow[] } }>(END, { idUser, idSession: sid(laptopToken) });
      expect(one.errors).toBeUndefined();
      expect(one.data!.endUserSessions.sessions.find((s) => s.idSession === sid(laptopToken))!.state).toBe('ENDED');
      expect(await viewerStatus(laptopToken)).toBe(401);
      expect((await refresh(laptop)).status).toBe(401);
      expect(await viewerStatus(phoneToken)).toBe(200);

      const all = await admin<{ endUserSessions: { sessions: SessionRow[] } }>(END, { idUser });
      expect(all.data!.endUserSessions.sessions.every((s) => s.state !== 'ACTIVE')).toBe(true);
      expect(await viewerStatus(phoneToken)).toBe(401);
      expect((await refresh(phone)).status).toBe(401);
    });

    it('shows a session that went idle as EXPIRED before anyone refreshes it', async () => {
      const idUser = await userId('RESVIEW');
      const token = await server.client().loginAs('RESVIEW');
      now += 31 * MINUTE;
      // The administrator signs in at the moved clock, so only the user's session is idle.
      adminToken = await server.client().loginAs('ADMIN');
      expect((await listSessions(idUser)).find((s) => s.idSession === sid(token))!.state).toBe('EXPIRED');
    });

    it('refuses a session of another user, an unknown id, and callers without the permission', async () => {
      const idUser = await userId('RESVIEW');
      const other = await server.client().loginAs('RESADM');
      const wrong = await admin(END, { idUser, idSession: sid(other) });
      expect(wrong.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await viewerStatus(other)).toBe(200);
      expect((await admin(END, { idUser, idSession: 'not-an-id' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      const resadm = await server.client().graphql(END, { idUser }, other);
      expect(resadm.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
