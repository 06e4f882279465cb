import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, dbKinds, type TestClient, type TestServer } from '../../testing/testServer.ts';

const ROLES_FOR_404 = ['RESADM', 'STG'] as const;
const CHECK = `query ($target: String!, $idUser: ID!) { checkAccessToPermission(target: $target, idUser: $idUser) }`;

describe.each(dbKinds)('GraphQL access (%s)', (kind) => {
  let server: TestServer;
  const signedIn: Record<string, { client: TestClient; token: string; idUser: string }> = {};

  beforeAll(async () => {
    server = await createTestServer(kind);
    for (const role of ['ADMIN', 'RESADM', 'STG']) {
      const client = server.client();
      const token = await client.loginAs(role);
      const viewer = await client.graphql<{ viewer: { idUser: string } }>('{ viewer { idUser } }', {}, token);
      signedIn[role] = { client, token, idUser: viewer.data!.viewer.idUser };
    }
  });
  afterAll(() => server?.close());

  const check = async (role: string, target: string, idUser = signedIn[role].idUser) => {
    const { client, token } = signedIn[role];
    const response = await client.graphql<{ checkAccessToPermission: boolean }>(CHECK, { target, idUser }, token);
    expect(response.errors).toBeUndefined();
    return response.data!.checkAccessToPermission;
  };

  describe('authentication', () => {
    it.each([
      ['no token', undefined],
      ['a malformed token', 'garbage'],
      ['a token signed with another key', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
    ])('answers HTTP 401 with UNAUTHENTICATED for %s', async (_label, token) => {
      const response = await server.client().graphql('{ viewer { email } }', {}, token);
      expect(response.status).toBe(401);
      expect(response.errors?.[0]).toMatchObject({ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } });
      expect(response.data?.viewer ?? null).toBeNull();
    });

    it.each([
      '{ getCountries { code } }',
      '{ getLanguages { code } }',
      '{ checkAccessToPermission(target: "/", idUser: "x") }',
      '{ getUserByEmailAddress(email: "admin@tourdesk.test") { idUser } }',
      '{ node(id: "VXNlcjox") { id } }',
      'mutation { createSession(data: { client: "x" }) { idSession } }',
      'mutation { updateSession(data: { idSession: "x", idStatus: INACTIVE }) { idSession } }',
    ])('guards every root field: %s', async (query) => {
      const response = await server.client().graphql(query);
      expect(response.status).toBe(401);
      expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('answers a signed-in caller', async () => {
      const { client, token } = signedIn.RESADM;
      const response = await client.graphql<{ viewer: { email: string; roles: { code: string }[] } }>(
        '{ viewer { email roles { code } } getCountries { code } getLanguages { code } }', {}, token,
      );
      expect(response.status).toBe(200);
      expect(response.errors).toBeUndefined();
      expect(response.data?.viewer).toEqual({ email: 'resadm@tourdesk.test', roles: [{ code: 'RESADM' }] });
    });
  });

  describe('BACK permissions (deny by default)', () => {
    it('refuses an operation the role does not hold with FORBIDDEN', async () => {
      const { client, token } = signedIn.RESADM;
      const response = await client.graphql('{ getUserByEmailAddress(email: "admin@tourdesk.test") { idUser } }', {}, token);
      expect(response.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', operation: 'getUserByEmailAddress' });
      expect(response.data?.getUserByEmailAddress ?? null).toBeNull();
    });

    it('lets ADMIN use every operation', async () => {
      const { client, token } = signedIn.ADMIN;
      const response = await client.graphql<{ getUserByEmailAddress: { email: string } }>(
        '{ getUserByEmailAddress(email: "RESADM@tourdesk.test") { email } }', {}, token,
      );
      expect(response.errors).toBeUndefined();
      expect(response.data?.getUserByEmailAddress.email).toBe('resadm@tourdesk.test');
    });
  });

  describe('checkAccessToPermission(target, idUser)', () => {
    it.each([
      ['/reservations/abc', true],
      ['/reservations', true],
      ['/reservations/abc/passengers', true],
      ['/cashier-transaction/payment/daily-cashier', true],
      ['/cashier-transaction/payment/42/edit', true],
      ['/', true],
      ['/users', false],
      ['/users/roles', false],
      ['/products', false],
      ['/cashier-transaction/payment/exchange-rate', false],
      ['/change-ou', false],
    ])('RESADM %s -> %s', async (target, expected) => {
      expect(await check('RESADM', target)).toBe(expected);
    });

    it.each([
      ['/change-ou', true],
      ['/reservations', false],
      ['/', false],
      ['/users', false],
    ])('STG %s -> %s', async (target, expected) => {
      expect(await check('STG', target)).toBe(expected);
    });

    it.each(['/', '/users', '/users/roles/1', '/reservations/abc', '/change-ou', '/anything/at/all'])(
      'ADMIN %s -> true',
      async (target) => {
        expect(await check('ADMIN', target)).toBe(true);
      },
    );

    // SPEC: /404 is the not-found page; a path no page owns is not forbidden, so every role sees "not found".
    it.each(ROLES_FOR_404)('%s may open /404 and an address no page owns (the SPA shows not found)', async (role) => {
      expect(await check(role, '/404')).toBe(true);
      expect(await check(role, '/no/such/page')).toBe(true);
      // A real page stays guarded.
      if (role === 'STG') expect(await check(role, '/reservations')).toBe(false);
    });

    it("answers false when a non-administrator asks about another user's access", async () => {
      // Even for a route both of them could open.
      expect(await check('RESADM', '/reservations', signedIn.ADMIN.idUser)).toBe(false);
      expect(await check('STG', '/change-ou', signedIn.ADMIN.idUser)).toBe(false);
      expect(await check('RESADM', '/reservations', signedIn.STG.idUser)).toBe(false);
    });

    it("lets an administrator ask about another user's access", async () => {
      expect(await check('ADMIN', '/reservations/abc', signedIn.RESADM.idUser)).toBe(true);
      expect(await check('ADMIN', '/users', signedIn.RESADM.idUser)).toBe(false);
      expect(await check('ADMIN', '/change-ou', signedIn.STG.idUser)).toBe(true);
    });

    it('answers false for an unknown or malformed user id', async () => {
      expect(await check('ADMIN', '/', '00000000-0000-4000-8000-000000000000')).toBe(false);
      expect(await check('ADMIN', '/', 'not-a-uuid')).toBe(false);
    });

    it('answers false for an inactive user', async () => {
      const { idUser } = signedIn.RESADM;
      await server.db.query(`update app_user set id_status = 'INACTIVE' where id_user = $1`, [idUser]);
      try {
        expect(await check('ADMIN', '/reservations', idUser)).toBe(false);
      } finally {
        await server.db.query(`update app_user set id_status = 'ACTIVE' where id_user = $1`, [idUser]);
      }
    });
  });
});
