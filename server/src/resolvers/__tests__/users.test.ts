import { describe, expect, it } from 'vitest';
import { ADMIN_TABLES, UNKNOWN_ID, codeOf, counts, expectValidation, ok, signIn, expectFieldCodes } from '../../testing/adminFixtures.ts';
import { REFRESH_COOKIE } from '../../auth/authRoutes.ts';
import { dbKinds, demoEmail } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const USER = `idUser idOu idEntity name shortName code userName lastName email phone idLanguage utcTime idStatus
  idUserCreate idUserUpdate createdAt updatedAt ou { code } entity { idEntity name } roles { code }`;
const CREATE = `mutation ($data: CreateUserInput!) { createUser(data: $data) { ${USER} } }`;
const UPDATE = `mutation ($data: UpdateUserInput!) { updateUser(data: $data) { ${USER} } }`;
const DELETE = 'mutation ($data: DeleteUserInput!) { deleteUser(data: $data) }';
const ASSOCIATE = `mutation ($input: AssociateRoleUserInput!) { associateRoleUser(associateRoleUserInput: $input) { idUser roles { code } } }`;
const NEW_PASSWORD = 'a-brand-new-secret-2026';

interface User {
  idUser: string; idOu: string; idEntity: string; name: string; shortName: string; code: string; userName: string;
  lastName: string; email: string; phone: string | null; idLanguage: string | null; utcTime: string; idStatus: string;
  idUserCreate: string | null; idUserUpdate: string | null; createdAt: string; updatedAt: string;
  ou: { code: string }; entity: { idEntity: string; name: string } | null; roles: { code: string }[];
}

describe.each(dbKinds)('users (%s)', (kind) => {
  const { server, users: [admin], ids } = suiteServer(kind, { users: ['ADMIN'], ids: true });

  const unchanged = async (call: () => Promise<unknown>) => {
    const before = await counts(server, ADMIN_TABLES);
    const users = await server.db.query('select * from app_user order by id_user');
    const links = server.links.length;
    await call();
    expect(await counts(server, ADMIN_TABLES)).toEqual(before);
    expect(await server.db.query('select * from app_user order by id_user')).toEqual(users);
    expect(server.links).toHaveLength(links);
  };
  const validUser = (extra: Record<string, unknown> = {}) => ({
    name: 'Rosa Quispe', shortName: 'Rosa', code: 'RQ01', idEntity: ids.ous.LIM.idEntity, email: 'rosa.quispe@example.test', ...extra,
  });
  const loginStatus = async (email: string, password: string) =>
    (await server.client().post('/auth/login', { name: email, password })).statusCode;

  describe('createUser', () => {
    let created: User;

    it('creates an INACTIVE user in the caller OU with roles, and delivers a one-hour activation link', async () => {
      const response = await admin.gql<{ createUser: User }>(CREATE, {
        data: validUser({
          email: ' Rosa.Quispe@Example.test ', userName: 'rquispe', lastName: 'Quispe', phone: '+51 984 123 456',
          idLanguage: ids.languages.spa, utcTime: 'America/Lima', idRoles: [ids.roles.RESVIEW, ids.roles.RESVIEW],
        }),
      });
      created = ok(response).createUser;
      expect(created).toMatchObject({
        idOu: ids.ous.LIM.idOu, idEntity: ids.ous.LIM.idEntity, name: 'Rosa Quispe', shortName: 'Rosa', code: 'RQ01',
        userName: 'rquispe', lastName: 'Quispe', email: 'rosa.quispe@example.test', phone: '+51 984 123 456',
        idLanguage: ids.languages.spa, utcTime: 'America/Lima', idStatus: 'INACTIVE', idUserCreate: admin.idUser,
        idUserUpdate: admin.idUser, ou: { code: 'LIM' }, entity: { idEntity: ids.ous.LIM.idEntity, name: 'Tourdesk Travel S.A.C.' },
        roles: [{ code: 'RESVIEW' }],
      });
      const link = server.links.at(-1)!;
      expect(link).toMatchObject({ kind: 'activate', email: 'rosa.quispe@example.test' });
      expect(link.link).toMatch(/^\/auth\/reset-password\?token=/);
      const [row] = await server.db.query<{ minutes: number; purpose: string }>(
        `select purpose, round(extract(epoch from (expires_at - created_at)) / 60)::int as minutes from password_reset where id_user = $1`,
        [created.idUser],
      );
      expect(row).toEqual({ purpose: 'ACTIVATE', minutes: 60 });
    });

    it('the new user cannot sign in until the link sets a password; then signs in with the role', async () => {
      expect(await loginStatus(created.email, NEW_PASSWORD)).toBe(401);
      const reset = await server.client().post('/auth/reset-password', { token: server.links.at(-1)!.token, password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(200);
      const rosa = await signIn(server, created.email, NEW_PASSWORD);
      const viewer = ok(await rosa.gql<{ viewer: { idStatus: string; roles: { code: string }[] } }>('{ viewer { idStatus roles { code } } }'));
      expect(viewer.viewer).toEqual({ idStatus: 'ACTIVE', roles: [{ code: 'RESVIEW' }] });
      expect(codeOf(await rosa.gql('{ getAllUsers { idUser } }'))).toBe('FORBIDDEN');
      // The link is single-use.
      const again = await server.client().post('/auth/reset-password', { token: server.links.at(-1)!.token, password: NEW_PASSWORD });
      expect(again.statusCode).toBe(400);
    });

    it('defaults user name to the e-mail and time zone to UTC', async () => {
      const user = ok(await admin.gql<{ createUser: User }>(CREATE, { data: validUser({ name: 'Minimal Person', email: 'minimal@example.test', code: 'MIN' }) })).createUser;
      expect(user).toMatchObject({ userName: 'minimal@example.test', utcTime: 'UTC', lastName: '', phone: null, idLanguage: null, roles: [] });
    });

    it('requires name, short name, code and entity, and a valid e-mail; saves nothing and sends nothing', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: { name: '', shortName: ' ', code: '', idEntity: '', email: '' } }), {
          name: 'This field is required', shortName: 'This field is required', code: 'This field is required',
          idEntity: 'This field is required', email: 'This field is required',
        });
        for (const email of ['not-an-email', 'a@b', 'two words@example.test', '@example.test']) {
          expectValidation(await admin.gql(CREATE, { data: validUser({ email }) }), { email: 'Invalid email address' });
        }
      });
    });

    it('refuses too long values, a bad phone and an unknown time zone', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, {
          data: validUser({
            name: 'n'.repeat(121), shortName: 's'.repeat(121), code: 'c'.repeat(31), email: `${'e'.repeat(250)}@x.io`,
            userName: 'u'.repeat(121), lastName: 'l'.repeat(121), phone: 'call me', utcTime: 'Mars/Olympus',
          }),
        }), {
          name: 'At most 120 characters', shortName: 'At most 120 characters', code: 'At most 30 characters',
          email: 'At most 254 characters', userName: 'At most 120 characters', lastName: 'At most 120 characters',
          phone: 'Invalid phone number', utcTime: 'Unknown time zone',
        });
      });
    });

    it('answers CONFLICT for an e-mail already used (any case)', async () => {
      await unchanged(async () => {
        const response = await admin.gql(CREATE, { data: validUser({ email: 'RESADM@tourdesk.test' }) });
        expect(codeOf(response)).toBe('CONFLICT');
        expectFieldCodes(response, { email: 'DUPLICATE' });
      });
    });

    it('answers NOT_FOUND for unknown entity (or one of another OU), language or role', async () => {
      await unchanged(async () => {
        for (const [extra, field] of [
          [{ idEntity: UNKNOWN_ID }, 'idEntity'], [{ idEntity: ids.ous.CUZ.idEntity }, 'idEntity'], [{ idEntity: 'x' }, 'idEntity'],
          [{ idLanguage: UNKNOWN_ID }, 'idLanguage'], [{ idLanguage: 'x' }, 'idLanguage'],
          [{ idRoles: [ids.roles.RESADM, UNKNOWN_ID] }, 'idRoles'], [{ idRoles: ['x'] }, 'idRoles'],
        ] as const) {
          const response = await admin.gql(CREATE, { data: validUser({ email: 'nobody.yet@example.test', ...extra }) });
          expect(codeOf(response), JSON.stringify(extra)).toBe('NOT_FOUND');
          expect(Object.keys(response.errors?.[0].extensions?.fields as object)).toEqual([field]);
        }
      });
    });

    it('refuses wrong GraphQL types', async () => {
      await unchanged(async () => {
        for (const data of [validUser({ name: 42 }), validUser({ idRoles: [{}] }), { name: 'only' }, validUser({ idStatus: 'ACTIVE' })]) {
          const response = await admin.gql(CREATE, { data });
          expect(response.errors?.length, JSON.stringify(data)).toBeGreaterThan(0);
          expect(response.data ?? null).toBeNull();
        }
      });
    });
  });

  describe('reading users', () => {
    it('getUserByEmailAddress returns ou, entity, idLanguage, utcTime, idStatus, audit ids and role codes', async () => {
      const response = ok(await admin.gql<{ getUserByEmailAddress: User }>(
        `query ($email: String!) { getUserByEmailAddress(email: $email) { ${USER} } }`, { email: 'RESADM@TOURDESK.TEST' },
      )).getUserByEmailAddress;
      expect(response).toMatchObject({
        email: 'resadm@tourdesk.test', ou: { code: 'LIM' }, entity: { name: 'Tourdesk Travel S.A.C.' },
        idLanguage: ids.languages.eng, utcTime: 'UTC', idStatus: 'ACTIVE', idUserCreate: null, idUserUpdate: null,
        roles: [{ code: 'RESADM' }],
      });
      expect(ok(await admin.gql<{ getUserByEmailAddress: null }>('{ getUserByEmailAddress(email: "nobody@x.test") { idUser } }')).getUserByEmailAddress)
        .toBeNull();
    });

    it('getUserById, getUserRoles, getAllUsers', async () => {
      const id = ids.users[demoEmail('STG')];
      expect(ok(await admin.gql<{ getUserById: { email: string } }>('query ($id: ID!) { getUserById(id: $id) { email } }', { id })).getUserById.email)
        .toBe('stg@tourdesk.test');
      expect(ok(await admin.gql<{ getUserRoles: { code: string }[] }>('query ($id: ID!) { getUserRoles(idUser: $id) { code } }', { id })).getUserRoles)
        .toEqual([{ code: 'STG' }]);
      for (const query of ['query ($id: ID!) { getUserById(id: $id) { email } }', 'query ($id: ID!) { getUserRoles(idUser: $id) { code } }']) {
        expect(codeOf(await admin.gql(query, { id: UNKNOWN_ID }))).toBe('NOT_FOUND');
        expect(codeOf(await admin.gql(query, { id: 'x' }))).toBe('NOT_FOUND');
      }
      const all = ok(await admin.gql<{ getAllUsers: { email: string; idOu: string }[] }>('{ getAllUsers { email idOu } }')).getAllUsers;
      expect(all.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@tourdesk.test', 'stg@tourdesk.test', 'rosa.quispe@example.test']));
      expect(all.every((u) => u.idOu === ids.ous.LIM.idOu)).toBe(true);
    });

    it('searchUsers pages, searches and filters by status', async () => {
      const SEARCH = 'query ($input: SearchInput!) { searchUsers(input: $input) { count data { email idStatus } } }';
      type Page = { searchUsers: { count: number; data: { email: string; idStatus: string }[] } };
      const all = ok(await admin.gql<Page>(SEARCH, { input: { sortBy: 'email', take: 100 } })).searchUsers;
      expect(all.count).toBe(all.data.length);
      expect(all.data.map((u) => u.email)).toEqual(all.data.map((u) => u.email).sort());
      const page = ok(await admin.gql<Page>(SEARCH, { input: { sortBy: 'email', skip: 2, take: 3 } })).searchUsers;
      expect(page).toEqual({ count: all.count, data: all.data.slice(2, 5) });
      expect(ok(await admin.gql<Page>(SEARCH, { input: { text: 'QUISPE' } })).searchUsers.data.map((u) => u.email)).toEqual(['rosa.quispe@example.test']);
      const inactive = ok(await admin.gql<Page>(SEARCH, { input: { status: 'INACTIVE', take: 100 } })).searchUsers;
      expect(inactive.data.every((u) => u.idStatus === 'INACTIVE')).toBe(true);
      expect(inactive.data.map((u) => u.email)).toContain('minimal@example.test');
      expectValidation(await admin.gql(SEARCH, { input: { take: 500 } }), { take: 'Must be between 1 and 100' });
      expect((await admin.gql(SEARCH, { input: { status: 'GONE' } })).errors?.length).toBeGreaterThan(0);
    });
  });

  describe('updateUser', () => {
    it('changes only what is given, sets idUserUpdate, and checks e-mail uniqueness', async () => {
      const id = ids.users[demoEmail('RESVIEW')];
      const updated = ok(await admin.gql<{ updateUser: User }>(UPDATE, {
        data: { idUser: id, name: 'Reservations Viewer', phone: '+51 1 555 0000', idLanguage: ids.languages.spa, utcTime: '-05:00' },
      })).updateUser;
      expect(updated).toMatchObject({
        name: 'Reservations Viewer', shortName: 'RESVIEW', code: 'RESVIEW', email: 'resview@tourdesk.test', phone: '+51 1 555 0000',
        idLanguage: ids.languages.spa, utcTime: '-05:00', idUserUpdate: admin.idUser, idStatus: 'ACTIVE',
      });
      const cleared = ok(await admin.gql<{ updateUser: User }>(UPDATE, { data: { idUser: id, phone: '' } })).updateUser;
      expect(cleared.phone).toBeNull();
      await unchanged(async () => {
        const taken = await admin.gql(UPDATE, { data: { idUser: id, email: 'Admin@tourdesk.test' } });
        expect(codeOf(taken)).toBe('CONFLICT');
        expectValidation(await admin.gql(UPDATE, { data: { idUser: id, name: '', code: 'c'.repeat(31), email: 'bad' } }), {
          name: 'This field is required', code: 'At most 30 characters', email: 'Invalid email address',
        });
        expect(codeOf(await admin.gql(UPDATE, { data: { idUser: UNKNOWN_ID, name: 'X' } }))).toBe('NOT_FOUND');
        expect(codeOf(await admin.gql(UPDATE, { data: { idUser: id, idEntity: ids.ous.CUZ.idEntity } }))).toBe('NOT_FOUND');
        expect(codeOf(await admin.gql(UPDATE, { data: { idUser: id, idLanguage: UNKNOWN_ID } }))).toBe('NOT_FOUND');
        expectValidation(await admin.gql(UPDATE, { data: { idUser: admin.idUser, idStatus: 'INACTIVE' } }), {
          idStatus: 'You cannot deactivate your own user',
        });
        expect((await admin.gql(UPDATE, { data: { idUser: id, idStatus: 'GONE' } })).errors?.length).toBeGreaterThan(0);
      });
      // Its own e-mail again is not a conflict.
      ok(await admin.gql(UPDATE, { data: { idUser: id, email: 'RESVIEW@tourdesk.test' } }));
    });

    it('INACTIVE ends the user sessions at once (access token and refresh refused)', async () => {
      const resedit = await signIn(server, 'RESEDIT');
      ok(await resedit.gql('{ viewer { idUser } }'));
      const updated = ok(await admin.gql<{ updateUser: User }>(UPDATE, { data: { idUser: resedit.idUser, idStatus: 'INACTIVE' } })).updateUser;
      expect(updated.idStatus).toBe('INACTIVE');
      const after = await resedit.gql('{ viewer { idUser } }');
      expect(after.status).toBe(401);
      expect(codeOf(after)).toBe('UNAUTHENTICATED');
      expect((await resedit.client.post('/auth/refresh')).statusCode).toBe(401);
      expect(await loginStatus(resedit.email, 'Tourdesk#2026')).toBe(401);
      const sessions = await server.db.query(`select 1 from session where id_user = $1 and id_status = 'ACTIVE'`, [resedit.idUser]);
      expect(sessions).toHaveLength(0);
      ok(await admin.gql(UPDATE, { data: { idUser: resedit.idUser, idStatus: 'ACTIVE' } }));
      expect(await loginStatus(resedit.email, 'Tourdesk#2026')).toBe(200);
    });
  });

  describe('associateRoleUser', () => {
    it('replaces the roles and ends the user\'s sessions; the new roles count from the next sign-in', async () => {
      const rescreate = await signIn(server, 'RESCREATE');
      expect(codeOf(await rescreate.gql('{ getAllRoles { code } }'))).toBe('FORBIDDEN');
      const replaced = ok(await admin.gql<{ associateRoleUser: { roles: { code: string }[] } }>(ASSOCIATE, {
        input: { idUser: rescreate.idUser, idRoles: [ids.roles.ADMIN, ids.roles.RESVIEW] },
      })).associateRoleUser;
      expect(replaced.roles).toEqual([{ code: 'ADMIN' }, { code: 'RESVIEW' }]);
      // A session granted under the old roles does not carry on with the new ones.
      expect(codeOf(await rescreate.gql('{ getAllRoles { code } }'))).toBe('UNAUTHENTICATED');
      const promoted = await signIn(server, 'RESCREATE');
      ok(await promoted.gql('{ getAllRoles { code } }'));
      const none = ok(await admin.gql<{ associateRoleUser: { roles: unknown[] } }>(ASSOCIATE, { input: { idUser: rescreate.idUser, idRoles: [] } }));
      expect(none.associateRoleUser.roles).toEqual([]);
      const bare = await signIn(server, 'RESCREATE');
      expect(codeOf(await bare.gql('{ getCountries { code } }'))).toBe('FORBIDDEN');
      ok(await admin.gql(ASSOCIATE, { input: { idUser: rescreate.idUser, idRoles: [ids.roles.RESCREATE] } }));
      ok(await (await signIn(server, 'RESCREATE')).gql('{ getCountries { code } }'));
    });

    it('answers NOT_FOUND for unknown user or role, and refuses to drop your own ADMIN role; nothing changes', async () => {
      await unchanged(async () => {
        const id = ids.users[demoEmail('RESDEL')];
        expect(codeOf(await admin.gql(ASSOCIATE, { input: { idUser: UNKNOWN_ID, idRoles: [] } }))).toBe('NOT_FOUND');
        expect(codeOf(await admin.gql(ASSOCIATE, { input: { idUser: id, idRoles: [ids.roles.RESDEL, UNKNOWN_ID] } }))).toBe('NOT_FOUND');
        expect(codeOf(await admin.gql(ASSOCIATE, { input: { idUser: id, idRoles: ['x'] } }))).toBe('NOT_FOUND');
        const own = await admin.gql(ASSOCIATE, { input: { idUser: admin.idUser, idRoles: [ids.roles.RESADM] } });
        expect(codeOf(own)).toBe('CONFLICT');
        expectFieldCodes(own, { idRoles: 'OWN_ADMIN_ROLE' });
        expect((await admin.gql(ASSOCIATE, { input: { idUser: id } })).errors?.length).toBeGreaterThan(0);
      });
    });
  });

  describe('deleteUser', () => {
    it('refuses to delete yourself', async () => {
      await unchanged(async () => {
        const response = await admin.gql(DELETE, { data: { idUser: admin.idUser } });
        expect(codeOf(response)).toBe('CONFLICT');
        expectFieldCodes(response, { idUser: 'OWN_USER_DELETED' });
      });
    });

    it('deletes a user nothing refers to (never signed in, created nothing)', async () => {
      const user = ok(await admin.gql<{ createUser: User }>(CREATE, {
        data: validUser({ name: 'Mistaken Person', email: 'mistake@example.test', idRoles: [ids.roles.RESVIEW] }),
      })).createUser;
      expect(ok(await admin.gql<{ deleteUser: boolean }>(DELETE, { data: { idUser: user.idUser } })).deleteUser).toBe(true);
      for (const table of ['app_user', 'user_role', 'password_reset']) {
        expect(await server.db.query(`select 1 from ${table} where id_user = $1`, [user.idUser]), table).toHaveLength(0);
      }
      expect(codeOf(await admin.gql(DELETE, { data: { idUser: user.idUser } }))).toBe('NOT_FOUND');
    });

    it('disables (INACTIVE) a user that sessions refer to, and ends their sessions', async () => {
      const resdel = await signIn(server, 'RESDEL');
      expect(ok(await admin.gql<{ deleteUser: boolean }>(DELETE, { data: { idUser: resdel.idUser } })).deleteUser).toBe(true);
      const [row] = await server.db.query<{ idStatus: string; idUserUpdate: string }>(
        'select id_status as "idStatus", id_user_update as "idUserUpdate" from app_user where id_user = $1', [resdel.idUser],
      );
      expect(row).toEqual({ idStatus: 'INACTIVE', idUserUpdate: admin.idUser });
      expect((await resdel.gql('{ viewer { idUser } }')).status).toBe(401);
      const refresh = await resdel.client.post('/auth/refresh');
      expect(refresh.statusCode).toBe(401);
      expect(resdel.client.cookie(REFRESH_COOKIE)).toBeUndefined();
      expect(await server.db.query(
        `select 1 from refresh_token where id_user = $1 and revoked_at is null`, [resdel.idUser],
      )).toHaveLength(0);
    });

    it('disables instead when another record (without audit columns) points at the user', async () => {
      const user = ok(await admin.gql<{ createUser: User }>(CREATE, {
        data: validUser({ name: 'Referenced Person', email: 'referenced@example.test' }),
      })).createUser;
      await server.db.exec('create table test_user_ref (id_user uuid not null references app_user(id_user))');
      await server.db.query('insert into test_user_ref (id_user) values ($1)', [user.idUser]);
      expect(ok(await admin.gql<{ deleteUser: boolean }>(DELETE, { data: { idUser: user.idUser } })).deleteUser).toBe(true);
      const rows = await server.db.query<{ idStatus: string }>('select id_status as "idStatus" from app_user where id_user = $1', [user.idUser]);
      expect(rows).toEqual([{ idStatus: 'INACTIVE' }]);
      await server.db.exec('drop table test_user_ref');
    });

    it('answers NOT_FOUND for unknown ids and a GraphQL error for a missing one', async () => {
      await unchanged(async () => {
        expect(codeOf(await admin.gql(DELETE, { data: { idUser: UNKNOWN_ID } }))).toBe('NOT_FOUND');
        expect(codeOf(await admin.gql(DELETE, { data: { idUser: 'x' } }))).toBe('NOT_FOUND');
        expect((await admin.gql(DELETE, { data: {} })).errors?.length).toBeGreaterThan(0);
      });
    });
  });
});
