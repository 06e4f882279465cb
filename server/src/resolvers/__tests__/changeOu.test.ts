import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TABLES, UNKNOWN_ID, codeOf, counts, expectValidation, ok, signIn } from '../../testing/adminFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const CHANGE = `mutation ($idUser: ID!, $idOu: ID!, $idEntity: ID!) {
  changeUserOu(idUser: $idUser, idOu: $idOu, idEntity: $idEntity) { idUser idOu idEntity idUserUpdate ou { code } } }`;
const VIEWER_OU = '{ viewer { idOu ou { code users { email } } } }';

type ViewerOu = { viewer: { idOu: string; ou: { code: string; users: { email: string }[] } } };

describe.each(dbKinds)('changeUserOu (%s)', (kind) => {
  const { server, users: [admin, stg], ids } = suiteServer(kind, { users: ['ADMIN', 'STG'], ids: true });
  beforeAll(async () => {
    // A member of the Cusco OU, so there is something to see there.
    await server.db.query(
      `insert into app_user (id_ou, id_entity, name, short_name, code, user_name, email)
       values ($1, $2, 'Cusco Agent', 'Agent', 'CZ1', 'cusco.agent@tourdesk.test', 'cusco.agent@tourdesk.test')`,
      [ids.ous.CUZ.idOu, ids.ous.CUZ.idEntity],
    );
  });

  const unchanged = async (call: () => Promise<unknown>) => {
    const users = await server.db.query('select * from app_user order by id_user');
    const sessions = await server.db.query('select id_session, id_ou, id_status from session order by id_session');
    const before = await counts(server, ADMIN_TABLES);
    await call();
    expect(await server.db.query('select * from app_user order by id_user')).toEqual(users);
    expect(await server.db.query('select id_session, id_ou, id_status from session order by id_session')).toEqual(sessions);
    expect(await counts(server, ADMIN_TABLES)).toEqual(before);
  };

  it('is FORBIDDEN to ADMIN (only STG changes OU) and changes nothing', async () => {
    await unchanged(async () => {
      const response = await admin.gql(CHANGE, { idUser: admin.idUser, idOu: ids.ous.CUZ.idOu, idEntity: ids.ous.CUZ.idEntity });
      expect(codeOf(response)).toBe('FORBIDDEN');
      expect(response.errors?.[0].extensions?.operation).toBe('changeUserOu');
    });
  });

  it('refuses unknown OU, an entity outside the target OU, an inactive OU, and users outside the caller OU', async () => {
    const [inactive] = await server.db.query<{ id: string }>(
      `insert into ou (code, name, short_name, id_entity, id_status) values ('OLD', 'Closed branch', 'Closed', $1, 'INACTIVE')
       returning id_ou as id`,
      [ids.ous.LIM.idEntity],
    );
    const cuzAgent = (await server.db.query<{ id: string }>(`select id_user as id from app_user where code = 'CZ1'`))[0].id;
    await unchanged(async () => {
      const call = (idUser: string, idOu: string, idEntity: string) => stg.gql(CHANGE, { idUser, idOu, idEntity });
      const unknownOu = await call(stg.idUser, UNKNOWN_ID, ids.ous.CUZ.idEntity);
      expect(codeOf(unknownOu)).toBe('NOT_FOUND');
      expect(unknownOu.errors?.[0].extensions?.fields).toEqual({ idOu: 'Organizational unit not found' });
      expect(codeOf(await call(stg.idUser, 'x', ids.ous.CUZ.idEntity))).toBe('NOT_FOUND');
      const wrongEntity = await call(stg.idUser, ids.ous.CUZ.idOu, ids.ous.LIM.idEntity);
      expect(codeOf(wrongEntity)).toBe('NOT_FOUND');
      expect(wrongEntity.errors?.[0].extensions?.fields).toEqual({ idEntity: 'Entity not found' });
      expectValidation(await call(stg.idUser, inactive.id, ids.ous.LIM.idEntity), { idOu: 'This organizational unit is inactive' });
      expect(codeOf(await call(UNKNOWN_ID, ids.ous.CUZ.idOu, ids.ous.CUZ.idEntity))).toBe('NOT_FOUND');
      // Someone of another OU is out of reach, as in every other operation.
      expect(codeOf(await call(cuzAgent, ids.ous.LIM.idOu, ids.ous.LIM.idEntity))).toBe('NOT_FOUND');
      expect((await stg.gql(CHANGE, { idUser: stg.idUser, idOu: ids.ous.CUZ.idOu })).errors?.length).toBeGreaterThan(0);
    });
  });

  it('moves the STG user and their open sessions; the very next request works in the new OU', async () => {
    const before = ok(await stg.gql<ViewerOu>(VIEWER_OU)).viewer;
    expect(before.ou.code).toBe('LIM');
    expect(before.ou.users.map((u) => u.email)).toContain('admin@tourdesk.test');
    // A second sign-in of the same person (another browser) follows too; an ended one keeps its history.
    const otherBrowser = await signIn(server, 'STG');
    const ended = await signIn(server, 'STG');
    await ended.client.post('/auth/logout', { accessToken: ended.token });

    const moved = ok(await stg.gql<{ changeUserOu: Record<string, unknown> }>(CHANGE, {
      idUser: stg.idUser, idOu: ids.ous.CUZ.idOu, idEntity: ids.ous.CUZ.idEntity,
    })).changeUserOu;
    expect(moved).toEqual({
      idUser: stg.idUser, idOu: ids.ous.CUZ.idOu, idEntity: ids.ous.CUZ.idEntity, idUserUpdate: stg.idUser, ou: { code: 'CUZ' },
    });

    // Same access token: the OU comes from the session row, not from the token.
    for (const caller of [stg, otherBrowser]) {
      const after = ok(await caller.gql<ViewerOu>(VIEWER_OU)).viewer;
      expect(after.idOu).toBe(ids.ous.CUZ.idOu);
      expect(after.ou.code).toBe('CUZ');
      expect(after.ou.users.map((u) => u.email).sort()).toEqual(['cusco.agent@tourdesk.test', 'stg@tourdesk.test']);
    }
    const own = ok(await stg.gql<{ getOuById: { code: string } }>('query ($id: ID!) { getOuById(id: $id) { code } }', { id: ids.ous.CUZ.idOu }));
    expect(own.getOuById.code).toBe('CUZ');
    const rows = await server.db.query<{ idOu: string; idStatus: string }>(
      'select id_ou as "idOu", id_status as "idStatus" from session where id_user = $1', [stg.idUser],
    );
    expect(rows.filter((r) => r.idStatus === 'ACTIVE').every((r) => r.idOu === ids.ous.CUZ.idOu)).toBe(true);
    expect(rows.filter((r) => r.idStatus === 'INACTIVE').map((r) => r.idOu)).toEqual([ids.ous.LIM.idOu]);

    // A refreshed token carries the new OU as well.
    const refreshed = await stg.client.post('/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(refreshed.json().accessToken.split('.')[1], 'base64url').toString('utf8'));
    expect(claims.ou).toBe(ids.ous.CUZ.idOu);

    // The LIM people are now out of reach for this user, and back again after changing back.
    ok(await stg.gql(CHANGE, { idUser: stg.idUser, idOu: ids.ous.LIM.idOu, idEntity: ids.ous.LIM.idEntity }));
    expect(ok(await stg.gql<ViewerOu>(VIEWER_OU)).viewer.ou.code).toBe('LIM');
  });

  it('an administrator who also holds STG changes OU and then administers the other OU', async () => {
    const created = ok(await admin.gql<{ createUser: { idUser: string; email: string } }>(
      `mutation ($data: CreateUserInput!) { createUser(data: $data) { idUser email } }`,
      { data: { name: 'Regional Admin', shortName: 'Regional', code: 'REG', idEntity: ids.ous.LIM.idEntity,
        email: 'regional.admin@tourdesk.test', idRoles: [ids.roles.ADMIN, ids.roles.STG] } },
    )).createUser;
    const link = server.links.at(-1)!;
    expect(link.email).toBe(created.email);
    expect((await server.client().post('/auth/reset-password', { token: link.token, password: 'regional-secret-2026' })).statusCode).toBe(200);
    const regional = await signIn(server, created.email, 'regional-secret-2026');

    const SEARCH = 'query { searchUsers(input: { take: 100 }) { count data { email } } }';
    type Page = { searchUsers: { data: { email: string }[] } };
    expect(ok(await regional.gql<Page>(SEARCH)).searchUsers.data.map((u) => u.email)).not.toContain('cusco.agent@tourdesk.test');
    ok(await regional.gql(CHANGE, { idUser: regional.idUser, idOu: ids.ous.CUZ.idOu, idEntity: ids.ous.CUZ.idEntity }));
    const emails = ok(await regional.gql<Page>(SEARCH)).searchUsers.data.map((u) => u.email).sort();
    expect(emails).toEqual(['cusco.agent@tourdesk.test', 'regional.admin@tourdesk.test']);
    const entities = ok(await regional.gql<{ searchEntities: { count: number; data: { idEntity: string; name: string }[] } }>(
      '{ searchEntities(input: { take: 100 }) { count data { idEntity name } } }',
    )).searchEntities;
    expect(entities.data.map((e) => e.name)).toContain('Tourdesk Cusco E.I.R.L.');
    expect(entities.data.map((e) => e.name)).not.toContain('Tourdesk Travel S.A.C.');
    const cuzLinks = await server.db.query<{ id: string }>('select id_entity as id from entity_ou where id_ou = $1', [ids.ous.CUZ.idOu]);
    expect(entities.data.map((e) => e.idEntity).sort()).toEqual(cuzLinks.map((r) => r.id).sort());
    expect(entities.count).toBe(cuzLinks.length);
  });
});
