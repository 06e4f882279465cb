import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../authRoutes.ts';
import { countRows, createTestServer, dbKinds, demoEmail, type TestServer } from '../../testing/testServer.ts';

const jwtPayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sid: string; sub: string };

describe.each(dbKinds)('sessions: login, logout, refresh (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server?.close());

  const sessionRow = async (idSession: string) =>
    (await server.db.query<{
      idUser: string; idOu: string; ipv4: string | null; ipv6: string | null; macaddress: string | null;
      client: string | null; app: string | null; idStatus: string;
    }>(
      `select id_user as "idUser", id_ou as "idOu", ipv4, ipv6, macaddress, client, app, id_status as "idStatus"
       from session where id_session = $1`,
      [idSession],
    ))[0];
  const viewerStatus = async (token: string) => {
    const response = await server.client().graphql('{ viewer { email } }', {}, token);
    return { status: response.status, code: response.errors?.[0]?.extensions?.code };
  };

  describe('login session row', () => {
    it('records ip, client and app with ACTIVE status', async () => {
      const client = server.client();
      await client.fetchCsrf();
      const response = await client.request('POST', '/auth/login', {
        // RESVIEW signs in with the password alone (RESADM's session starts at the code step).
        body: { name: demoEmail('RESVIEW'), password: 'Tourdesk#2026' },
        headers: { 'user-agent': 'Mozilla/5.0 (vitest)' },
      });
      expect(response.statusCode).toBe(200);
      const { sid, sub } = jwtPayload(response.json().accessToken);
      const row = await sessionRow(sid);
      expect(row).toMatchObject({
        idUser: sub, ipv4: '127.0.0.1', ipv6: null, client: 'Mozilla/5.0 (vitest)', app: 'tourdesk-web', idStatus: 'ACTIVE',
      });
      const [user] = await server.db.query<{ idOu: string }>('select id_ou as "idOu" from app_user where id_user = $1', [sub]);
      expect(row.idOu).toBe(user.idOu);
    });

    it('records an IPv6 address in ipv6', async () => {
      const token = await server.client('2001:db8::7').loginAs('RESVIEW');
      expect(await sessionRow(jwtPayload(token).sid)).toMatchObject({ ipv4: null, ipv6: '2001:db8::7' });
    });
  });

  describe('POST /auth/logout', () => {
    it('answers true, ends the session, refuses the access token and the refresh cookie', async () => {
      const client = server.client();
      const token = await client.loginAs('RESADM');
      const refresh = client.cookie(REFRESH_COOKIE)!;
      expect(await viewerStatus(token)).toEqual({ status: 200, code: undefined });

      const response = await client.post('/auth/logout', { accessToken: token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(true);
      expect(client.cookie(REFRESH_COOKIE)).toBeUndefined();
      expect((await sessionRow(jwtPayload(token).sid)).idStatus).toBe('INACTIVE');

      expect(await viewerStatus(token)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      // The refresh cookie, even if kept by the browser, no longer works.
      client.setCookie(REFRESH_COOKIE, refresh, '/auth');
      const refreshed = await client.post('/auth/refresh');
      expect(refreshed.statusCode).toBe(401);
      expect(refreshed.json().message).toBeTruthy();
      // REST calls refuse it too.
      const rest = await client.post('/auth/activate-user', { email: demoEmail('STG') }, { token });
      expect(rest.statusCode).toBe(401);
    });

    it('answers true for a token that is not valid and changes nothing', async () => {
      const before = await server.db.query(`select id_session, id_status from session order by id_session`);
      const response = await server.client().post('/auth/logout', { accessToken: 'not-a-token' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(true);
      expect(await server.db.query(`select id_session, id_status from session order by id_session`)).toEqual(before);
    });

    it('ends only its own session', async () => {
      const first = await server.client().loginAs('RESCREATE');
      const second = server.client();
      const secondToken = await second.loginAs('RESCREATE');
      await second.post('/auth/logout', { accessToken: secondToken });
      expect((await viewerStatus(first)).status).toBe(200);
      expect((await viewerStatus(secondToken)).status).toBe(401);
    });
  });

  describe('POST /auth/refresh', () => {
    it('rotates the refresh token: new cookie, new working access token', async () => {
      const client = server.client();
      await client.loginAs('RESADM');
      const first = client.cookie(REFRESH_COOKIE)!;
      const tokensBefore = await countRows(server.db, 'refresh_token');

      const response = await client.post('/auth/refresh');
      expect(response.statusCode).toBe(200);
      const { accessToken } = response.json<{ accessToken: string }>();
      const second = client.cookie(REFRESH_COOKIE)!;
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
      expect(client.cookieInfo(REFRESH_COOKIE)).toMatchObject({ httpOnly: true, path: '/auth' });
      expect(await countRows(server.db, 'refresh_token')).toBe(tokensBefore + 1);
      expect(await viewerStatus(accessToken)).toEqual({ status: 200, code: undefined });

      // And again with the new one.
      const again = await client.post('/auth/refresh');
      expect(again.statusCode).toBe(200);
      expect(client.cookie(REFRESH_COOKIE)).not.toBe(second);
    });

    it('revokes the whole family when an already-rotated token is presented', async () => {
      const client = server.client();
      await client.loginAs('RESADM');
      const stolen = client.cookie(REFRESH_COOKIE)!;
      const rotated = await client.post('/auth/refresh');
      expect(rotated.statusCode).toBe(200);
      const newest = client.cookie(REFRESH_COOKIE)!;
      const newestAccess = rotated.json().accessToken as string;

      // The attacker replays the old token.
      const attacker = server.client();
      attacker.setCookie(REFRESH_COOKIE, stolen, '/auth');
      const replay = await attacker.post('/auth/refresh');
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toMatch(/Session ended/);

      // The legitimate, newest token stops working too, and so does the session's access token.
      client.setCookie(REFRESH_COOKIE, newest, '/auth');
      const legit = await client.post('/auth/refresh');
      expect(legit.statusCode).toBe(401);
      expect(await viewerStatus(newestAccess)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      expect((await sessionRow(jwtPayload(newestAccess).sid)).idStatus).toBe('INACTIVE');
    });

    it('answers 401 without a cookie or with an unknown one', async () => {
      const none = await server.client().post('/auth/refresh');
      expect(none.statusCode).toBe(401);
      expect(none.json().message).toBe('No session to refresh');
      const client = server.client();
      client.setCookie(REFRESH_COOKIE, 'made-up-token', '/auth');
      const unknown = await client.post('/auth/refresh');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().message).toBe('Session expired');
    });

    it('answers 401 for an expired refresh token', async () => {
      const client = server.client();
      const token = await client.loginAs('RESVIEW');
      await server.db.query(`update refresh_token set expires_at = now() - interval '1 second' where id_session = $1`, [
        jwtPayload(token).sid,
      ]);
      const response = await client.post('/auth/refresh');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Session expired: please sign in again');
    });
  });

  describe('createSession / updateSession', () => {
    const CREATE = `mutation ($data: CreateSessionInput!) {
      createSession(data: $data) { idSession idUser idOu ipv4 ipv6 macaddress client app idStatus idUserCreate }
    }`;
    const UPDATE = `mutation ($data: UpdateSessionInput!) {
      updateSession(data: $data) { idSession idUser idStatus idUserUpdate }
    }`;
    type Session = { idSession: string; idUser: string; idStatus: string; idUserCreate: string; idUserUpdate: string };

    it('createSession records a session of the caller', async () => {
      const client = server.client();
      const token = await client.loginAs('RESDEL');
      const { sub } = jwtPayload(token);
      const before = await countRows(server.db, 'session');
      const data = { ipv4: '192.168.1.20', macaddress: 'aa:bb:cc:dd:ee:ff', client: 'kiosk', app: 'tourdesk-kiosk' };
      const response = await client.graphql<{ createSession: Session }>(CREATE, { data }, token);
      expect(response.errors).toBeUndefined();
      expect(response.data?.createSession).toMatchObject({ ...data, ipv6: null, idUser: sub, idStatus: 'ACTIVE', idUserCreate: sub });
      expect(await countRows(server.db, 'session')).toBe(before + 1);
      expect(await sessionRow(response.data!.createSession.idSession)).toMatchObject({ ...data, idUser: sub, idStatus: 'ACTIVE' });
    });

    it('createSession refuses over-long fields with VALIDATION and records nothing', async () => {
      const client = server.client();
      const token = await client.loginAs('RESDEL');
      const before = await countRows(server.db, 'session');
      const response = await client.graphql(CREATE, { data: { ipv4: '1'.repeat(16), app: 'a'.repeat(101) } }, token);
      expect(response.errors?.[0].extensions).toMatchObject({
        code: 'VALIDATION', fields: { ipv4: 'At most 15 characters', app: 'At most 100 characters' },
      });
      expect(await countRows(server.db, 'session')).toBe(before);
    });

    it('createSession needs a signed-in caller', async () => {
      const before = await countRows(server.db, 'session');
      const response = await server.client().graphql(CREATE, { data: { client: 'x' } });
      expect(response.status).toBe(401);
      expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(await countRows(server.db, 'session')).toBe(before);
    });

    it('updateSession changes the status of an own session; ending the current one ends the sign-in', async () => {
      const client = server.client();
      const token = await client.loginAs('RESDEL');
      const { sid, sub } = jwtPayload(token);
      const kiosk = await client.graphql<{ createSession: Session }>(CREATE, { data: { client: 'kiosk' } }, token);
      const idSession = kiosk.data!.createSession.idSession;

      const ended = await client.graphql<{ updateSession: Session }>(UPDATE, { data: { idSession, idStatus: 'INACTIVE' } }, token);
      expect(ended.errors).toBeUndefined();
      expect(ended.data?.updateSession).toEqual({ idSession, idUser: sub, idStatus: 'INACTIVE', idUserUpdate: sub });
      expect((await sessionRow(idSession)).idStatus).toBe('INACTIVE');

      // An ended session cannot be reopened: that would revive access tokens signed out of.
      const reopened = await client.graphql(UPDATE, { data: { idSession, idStatus: 'ACTIVE' } }, token);
      expect(reopened.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await sessionRow(idSession)).idStatus).toBe('INACTIVE');

      // Ending the session the caller is signed in with: the access token and the refresh cookie stop working.
      const own = await client.graphql<{ updateSession: Session }>(UPDATE, { data: { idSession: sid, idStatus: 'INACTIVE' } }, token);
      expect(own.data?.updateSession.idStatus).toBe('INACTIVE');
      expect(await viewerStatus(token)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      const refreshed = await client.post('/auth/refresh');
      expect(refreshed.statusCode).toBe(401);
    });

    it("updateSession cannot touch another user's session unless the caller is an administrator", async () => {
      const owner = server.client();
      const ownerToken = await owner.loginAs('RESCREATE');
      const { sid } = jwtPayload(ownerToken);
      const otherToken = await server.client().loginAs('RESDEL');
      const refused = await server.client().graphql(UPDATE, { data: { idSession: sid, idStatus: 'INACTIVE' } }, otherToken);
      expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await sessionRow(sid)).idStatus).toBe('ACTIVE');

      const adminToken = await server.client().loginAs('ADMIN');
      const byAdmin = await server.client().graphql<{ updateSession: Session }>(
        UPDATE, { data: { idSession: sid, idStatus: 'INACTIVE' } }, adminToken,
      );
      expect(byAdmin.data?.updateSession.idStatus).toBe('INACTIVE');
      expect((await viewerStatus(ownerToken)).status).toBe(401);
    });

    it('updateSession answers NOT_FOUND for an unknown id and refuses an unknown status', async () => {
      const token = await server.client().loginAs('RESDEL');
      const unknown = await server.client().graphql(
        UPDATE, { data: { idSession: '00000000-0000-4000-8000-000000000000', idStatus: 'INACTIVE' } }, token,
      );
      expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const badStatus = await server.client().graphql(UPDATE, { data: { idSession: 'x', idStatus: 'PAUSED' } }, token);
      expect(badStatus.status).toBe(400);
      expect(badStatus.errors?.[0].message).toMatch(/PAUSED/);
    });
  });
});
