/**
 * OU isolation (issue 4): an administrator of OU A (Cusco) tries every read and write on ids of OU B (Lima) and gets
 * NOT_FOUND, FORBIDDEN, null or an empty list — and nothing changes anywhere.
 *
 * What is OU data: users (and their roles and sessions), entities (through entity_ou) and the members of an OU.
 * What is not: the catalogs ADMIN manages for the whole company — roles, permissions and the list of OUs itself (an
 * ADMIN may read and edit another OU's record, but not see who works there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TABLES, codeOf, demoIds, ok, signIn, tableDump, type DemoIds, type SignedIn } from '../../testing/adminFixtures.ts';
import { toGlobalId } from '../../graphql/globalId.ts';
import { createTestServer, dbKinds, demoEmail, type GraphQLResponse, type TestServer } from '../../testing/testServer.ts';

describe.each(dbKinds)('OU isolation (%s)', (kind) => {
  let server: TestServer;
  let cuzAdmin: SignedIn;
  let ids: DemoIds;
  /** Ids of OU B (Lima). */
  let lim: { idOu: string; user: string; email: string; entity: string; session: string };

  beforeAll(async () => {
    server = await createTestServer(kind);
    ids = await demoIds(server);
    // An administrator working in Cusco (same password as the demo users).
    const [{ id }] = await server.db.query<{ id: string }>(
      `insert into app_user (id_ou, id_entity, name, short_name, code, user_name, email, password_hash)
       select $1, $2, 'Cusco Admin', 'CuzAdmin', 'CZA', 'cuz.admin@tourdesk.test', 'cuz.admin@tourdesk.test', password_hash
       from app_user where email = $3 returning id_user as id`,
      [ids.ous.CUZ.idOu, ids.ous.CUZ.idEntity, demoEmail('ADMIN')],
    );
    await server.db.query('insert into user_role (id_user, id_role) values ($1, $2)', [id, ids.roles.ADMIN]);
    cuzAdmin = await signIn(server, 'cuz.admin@tourdesk.test');

    // Lima data: a signed-in user (with a session) and an entity linked to Lima only.
    const resadm = await signIn(server, 'RESADM');
    const [entity] = await server.db.query<{ id: string }>(
      `insert into entity (name, commercial_name) values ('Lima Only Supplier S.A.', 'LimaOnly') returning id_entity as id`,
    );
    await server.db.query('insert into entity_ou (id_entity, id_ou) values ($1, $2)', [entity.id, ids.ous.LIM.idOu]);
    const sid = JSON.parse(Buffer.from(resadm.token.split('.')[1], 'base64url').toString('utf8')).sid as string;
    lim = { idOu: ids.ous.LIM.idOu, user: resadm.idUser, email: resadm.email, entity: entity.id, session: sid };
  });
  afterAll(() => server?.close());

  const refused = (response: GraphQLResponse<unknown>, label: string) =>
    expect(['NOT_FOUND', 'FORBIDDEN'], `${label}: ${JSON.stringify(response.errors ?? response.data)}`).toContain(codeOf(response));

  it('works in its own OU', async () => {
    const viewer = ok(await cuzAdmin.gql<{ viewer: { ou: { code: string } } }>('{ viewer { ou { code } } }')).viewer;
    expect(viewer.ou.code).toBe('CUZ');
  });

  it('cannot read users, roles of users, entities or entity links of the other OU', async () => {
    const q = cuzAdmin.gql;
    refused(await q('query ($id: ID!) { getUserById(id: $id) { email } }', { id: lim.user }), 'getUserById');
    refused(await q('query ($id: ID!) { getUserRoles(idUser: $id) { code } }', { id: lim.user }), 'getUserRoles');
    refused(await q('query ($id: ID!) { getEntityOu(idOu: $id) { idEntity } }', { id: lim.idOu }), 'getEntityOu');

    expect(ok(await q<{ getUserByEmailAddress: null }>('query ($e: String!) { getUserByEmailAddress(email: $e) { idUser } }', { e: lim.email }))
      .getUserByEmailAddress).toBeNull();
    const all = ok(await q<{ getAllUsers: { idOu: string }[] }>('{ getAllUsers { idOu } }')).getAllUsers;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((u) => u.idOu === ids.ous.CUZ.idOu)).toBe(true);
    expect(ok(await q<{ searchUsers: { count: number } }>('{ searchUsers(input: { text: "resadm" }) { count } }')).searchUsers.count).toBe(0);
    expect(ok(await q<{ searchEntities: { count: number } }>('{ searchEntities(input: { text: "Lima Only" }) { count } }')).searchEntities.count)
      .toBe(0);
    expect(ok(await q<{ searchEntities: { data: { idEntity: string }[] } }>('{ searchEntities(input: { take: 100 }) { data { idEntity } } }'))
      .searchEntities.data.map((e) => e.idEntity)).not.toContain(lim.entity);
    for (const id of [toGlobalId('User', lim.user), toGlobalId('Entity', lim.entity)]) {
      expect(ok(await q<{ node: null }>('query ($id: ID!) { node(id: $id) { id } }', { id })).node).toBeNull();
    }
    // The OU record is part of the company catalog ADMIN manages; its people are not.
    const ou = ok(await q<{ getOuById: { code: string; users: unknown[] } }>('query ($id: ID!) { getOuById(id: $id) { code users { email } } }', { id: lim.idOu }));
    expect(ou.getOuById).toEqual({ code: 'LIM', users: [] });
    const allOus = ok(await q<{ getAllOus: { code: string; users: { email: string }[] }[] }>('{ getAllOus { code users { email } } }')).getAllOus;
    expect(allOus.find((o) => o.code === 'LIM')!.users).toEqual([]);
    expect(allOus.find((o) => o.code === 'CUZ')!.users.map((u) => u.email)).toContain('cuz.admin@tourdesk.test');
    expect(ok(await q<{ checkAccessToPermission: boolean }>(
      'query ($id: ID!) { checkAccessToPermission(target: "/reservations", idUser: $id) }', { id: lim.user },
    )).checkAccessToPermission).toBe(false);
  });

  it('cannot write users, sessions or entity references of the other OU, and nothing changes', async () => {
    const before = await Promise.all(ADMIN_TABLES.map((t) => tableDump(server, t)));
    const q = cuzAdmin.gql;
    const attempts: [string, string, Record<string, unknown>][] = [
      ['updateUser', 'mutation ($d: UpdateUserInput!) { updateUser(data: $d) { idUser } }', { d: { idUser: lim.user, name: 'Taken over' } }],
      ['updateUser INACTIVE', 'mutation ($d: UpdateUserInput!) { updateUser(data: $d) { idUser } }', { d: { idUser: lim.user, idStatus: 'INACTIVE' } }],
      ['deleteUser', 'mutation ($d: DeleteUserInput!) { deleteUser(data: $d) }', { d: { idUser: lim.user } }],
      ['associateRoleUser', 'mutation ($i: AssociateRoleUserInput!) { associateRoleUser(associateRoleUserInput: $i) { idUser } }',
        { i: { idUser: lim.user, idRoles: [ids.roles.ADMIN] } }],
      ['changeUserOu', 'mutation ($u: ID!, $o: ID!, $e: ID!) { changeUserOu(idUser: $u, idOu: $o, idEntity: $e) { idUser } }',
        { u: lim.user, o: ids.ous.CUZ.idOu, e: ids.ous.CUZ.idEntity }],
      ['updateSession', 'mutation ($d: UpdateSessionInput!) { updateSession(data: $d) { idSession } }', { d: { idSession: lim.session, idStatus: 'INACTIVE' } }],
      ['createUser with an entity of the other OU', 'mutation ($d: CreateUserInput!) { createUser(data: $d) { idUser } }',
        { d: { name: 'N', shortName: 'N', code: 'N', email: 'sneaky@example.test', idEntity: lim.entity } }],
      ['updateUser to an entity of the other OU', 'mutation ($d: UpdateUserInput!) { updateUser(data: $d) { idUser } }',
        { d: { idUser: cuzAdmin.idUser, idEntity: lim.entity } }],
      ['createOu with an entity of the other OU', 'mutation ($d: CreateOuInput!) { createOu(data: $d) { idOu } }',
        { d: { code: 'SNK', name: 'Sneaky', shortName: 'Sneaky', idEntity: lim.entity } }],
      ['updateOu to an entity of the other OU', 'mutation ($d: UpdateOuInput!) { updateOu(data: $d) { idOu } }',
        { d: { idOu: ids.ous.CUZ.idOu, idEntity: lim.entity } }],
    ];
    for (const [label, query, variables] of attempts) refused(await q(query, variables), label);
    const after = await Promise.all(ADMIN_TABLES.map((t) => tableDump(server, t)));
    for (const [i, table] of ADMIN_TABLES.entries()) expect(after[i], table).toEqual(before[i]);

    // The Lima user still works.
    const resadm = await signIn(server, 'RESADM');
    expect(ok(await resadm.gql<{ viewer: { name: string } }>('{ viewer { name } }')).viewer.name).not.toBe('Taken over');
  });
});
