import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TABLES, UNKNOWN_ID, codeOf, counts, expectValidation, ok, expectFieldCodes } from '../../testing/adminFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const ROLE = 'idRole code description userCount idUserCreate idUserUpdate createdAt updatedAt permissions { idPermission value }';
const CREATE = `mutation ($input: RoleInput!) { createRole(roleInput: $input) { idRole role { ${ROLE} } } }`;
const UPDATE = `mutation ($input: UpdateRoleInput!) { updateRole(updateInput: $input) { ${ROLE} } }`;
const ASSOCIATE = `mutation ($input: AssociateInput!) { associateRolePermission(associateInput: $input) { ${ROLE} } }`;
const REMOVE = `mutation ($input: AssociateInput!) { removeRolePermission(associateInput: $input) { ${ROLE} } }`;

interface Role {
  idRole: string; code: string; description: string; userCount: number; idUserCreate: string | null;
  idUserUpdate: string | null; createdAt: string; updatedAt: string; permissions: { idPermission: string; value: string }[];
}

describe.each(dbKinds)('roles (%s)', (kind) => {
  const { server, users: [admin], ids } = suiteServer(kind, { users: ['ADMIN'], ids: true });
  let permissionIds: string[];
  beforeAll(async () => {
    permissionIds = (await server.db.query<{ id: string }>(
      `select id_permission as id from permission where value in ('/reports', 'getAllUsers', 'searchUsers') order by value`,
    )).map((r) => r.id);
  });

  const unchanged = async (call: () => Promise<unknown>) => {
    const before = await counts(server, ADMIN_TABLES);
    const roles = await server.db.query('select * from role order by id_role');
    await call();
    expect(await counts(server, ADMIN_TABLES)).toEqual(before);
    expect(await server.db.query('select * from role order by id_role')).toEqual(roles);
  };

  let role: Role;

  it('createRole upper-cases and trims the code, sets audit fields, and answers idRole', async () => {
    const created = ok(await admin.gql<{ createRole: { idRole: string; role: Role } }>(
      CREATE, { input: { code: ' reports_viewer ', description: ' Reports: view ' } },
    )).createRole;
    role = created.role;
    expect(created.idRole).toBe(role.idRole);
    expect(role).toMatchObject({
      code: 'REPORTS_VIEWER', description: 'Reports: view', userCount: 0, permissions: [],
      idUserCreate: admin.idUser, idUserUpdate: admin.idUser,
    });
  });

  it('createRole validates code (2-30, letters/digits/-/_) and description; CONFLICT on a used code', async () => {
    await unchanged(async () => {
      expectValidation(await admin.gql(CREATE, { input: { code: '', description: '' } }), {
        code: 'This field is required', description: 'This field is required',
      });
      expectValidation(await admin.gql(CREATE, { input: { code: 'A', description: 'x'.repeat(201) } }), {
        code: 'At least 2 characters', description: 'At most 200 characters',
      });
      expectValidation(await admin.gql(CREATE, { input: { code: 'C'.repeat(31), description: 'd' } }), { code: 'At most 30 characters' });
      expectValidation(await admin.gql(CREATE, { input: { code: 'NO SPACES', description: 'd' } }), {
        code: 'Use only letters, digits, - and _',
      });
      const taken = await admin.gql(CREATE, { input: { code: 'resadm', description: 'again' } });
      expect(codeOf(taken)).toBe('CONFLICT');
      expect(taken.errors?.[0].message).toBe('A role with this code already exists');
      expect((await admin.gql(CREATE, { input: { code: 12, description: 'd' } })).errors?.length).toBeGreaterThan(0);
      expect((await admin.gql(CREATE, { input: { code: 'OK' } })).errors?.length).toBeGreaterThan(0);
    });
  });

  it('updateRole changes what is given and sets idUserUpdate', async () => {
    const updated = ok(await admin.gql<{ updateRole: Role }>(UPDATE, { input: { idRole: role.idRole, description: 'Reports viewer' } })).updateRole;
    expect(updated).toMatchObject({ code: 'REPORTS_VIEWER', description: 'Reports viewer', idUserUpdate: admin.idUser });
    const renamed = ok(await admin.gql<{ updateRole: Role }>(UPDATE, { input: { idRole: role.idRole, code: 'rep-view' } })).updateRole;
    expect(renamed.code).toBe('REP-VIEW');
  });

  it('updateRole refuses bad input, a used code, unknown ids and renaming a built-in role', async () => {
    await unchanged(async () => {
      expectValidation(await admin.gql(UPDATE, { input: { idRole: role.idRole, code: ' ', description: '' } }), {
        code: 'This field is required', description: 'This field is required',
      });
      expect(codeOf(await admin.gql(UPDATE, { input: { idRole: role.idRole, code: 'STG' } }))).toBe('CONFLICT');
      expect(codeOf(await admin.gql(UPDATE, { input: { idRole: UNKNOWN_ID, description: 'x' } }))).toBe('NOT_FOUND');
      expect(codeOf(await admin.gql(UPDATE, { input: { idRole: 'nope', description: 'x' } }))).toBe('NOT_FOUND');
      const builtIn = await admin.gql(UPDATE, { input: { idRole: ids.roles.ADMIN, code: 'BOSS' } });
      expectValidation(builtIn, { code: 'The code of a built-in role cannot change' });
      expectFieldCodes(builtIn, { code: 'BUILT_IN_FIXED' });
      expectValidation(await admin.gql(UPDATE, { input: { idRole: ids.roles.STG, code: 'SWITCHER' } }), {
        code: 'The code of a built-in role cannot change',
      });
    });
    // Its own code again (any case) is fine, and so is a new description for ADMIN.
    ok(await admin.gql(UPDATE, { input: { idRole: ids.roles.ADMIN, code: 'admin', description: 'Administrator' } }));
  });

  it('associateRolePermission adds permissions (twice is harmless); removeRolePermission takes them away', async () => {
    const added = ok(await admin.gql<{ associateRolePermission: Role }>(ASSOCIATE, { input: { idRole: role.idRole, idPermissions: permissionIds } }))
      .associateRolePermission;
    expect(added.permissions.map((p) => p.idPermission).sort()).toEqual([...permissionIds].sort());
    expect(added.idUserUpdate).toBe(admin.idUser);
    const again = ok(await admin.gql<{ associateRolePermission: Role }>(
      ASSOCIATE, { input: { idRole: role.idRole, idPermissions: [permissionIds[0], permissionIds[0].toUpperCase()] } },
    )).associateRolePermission;
    expect(again.permissions).toHaveLength(3);
    const removed = ok(await admin.gql<{ removeRolePermission: Role }>(REMOVE, { input: { idRole: role.idRole, idPermissions: [permissionIds[0]] } }))
      .removeRolePermission;
    expect(removed.permissions.map((p) => p.idPermission).sort()).toEqual(permissionIds.slice(1).sort());
  });

  it('associate/remove answer NOT_FOUND for unknown role or permission and VALIDATION for none; nothing changes', async () => {
    await unchanged(async () => {
      for (const mutation of [ASSOCIATE, REMOVE]) {
        expect(codeOf(await admin.gql(mutation, { input: { idRole: UNKNOWN_ID, idPermissions: permissionIds } }))).toBe('NOT_FOUND');
        const unknownPermission = await admin.gql(mutation, { input: { idRole: role.idRole, idPermissions: [permissionIds[0], UNKNOWN_ID] } });
        expect(codeOf(unknownPermission)).toBe('NOT_FOUND');
        expect(unknownPermission.errors?.[0].extensions?.fields).toEqual({ idPermissions: 'Permission not found' });
        expect(codeOf(await admin.gql(mutation, { input: { idRole: role.idRole, idPermissions: ['bad'] } }))).toBe('NOT_FOUND');
        expectValidation(await admin.gql(mutation, { input: { idRole: role.idRole, idPermissions: [] } }), {
          idPermissions: 'Select at least one permission',
        });
      }
    });
  });

  it('getRoleById, getAllRoles, searchRole, userCount', async () => {
    const byId = ok(await admin.gql<{ getRoleById: Role }>(`query ($id: ID!) { getRoleById(idRole: $id) { ${ROLE} } }`, { id: ids.roles.RESADM }));
    expect(byId.getRoleById).toMatchObject({ code: 'RESADM', userCount: 1 });
    expect(byId.getRoleById.permissions.map((p) => p.value)).toContain('/reservations');
    expect(codeOf(await admin.gql('query ($id: ID!) { getRoleById(idRole: $id) { code } }', { id: UNKNOWN_ID }))).toBe('NOT_FOUND');

    const all = ok(await admin.gql<{ getAllRoles: { code: string }[] }>('{ getAllRoles { code } }')).getAllRoles.map((r) => r.code);
    expect(all).toEqual(expect.arrayContaining(['ADMIN', 'RESADM', 'RESCREATE', 'RESVIEW', 'RESEDIT', 'RESDEL', 'STG', 'REP-VIEW']));
    expect(all).toEqual([...all].sort());

    const SEARCH = 'query ($input: SearchInput!) { searchRole(input: $input) { count data { code } } }';
    type Page = { searchRole: { count: number; data: { code: string }[] } };
    const res = ok(await admin.gql<Page>(SEARCH, { input: { text: 'reservations', take: 2 } })).searchRole;
    expect(res.count).toBe(5);
    expect(res.data).toHaveLength(2);
    const page2 = ok(await admin.gql<Page>(SEARCH, { input: { text: 'reservations', skip: 4, take: 2 } })).searchRole;
    expect(page2.data).toHaveLength(1);
    expect(ok(await admin.gql<Page>(SEARCH, { input: { text: 'rep-' } })).searchRole).toEqual({ count: 1, data: [{ code: 'REP-VIEW' }] });
    const byDescription = ok(await admin.gql<Page>(SEARCH, { input: { sortBy: 'description', sortDirection: 'DESC', take: 100 } })).searchRole;
    expect(byDescription.count).toBe(all.length);
    expectValidation(await admin.gql(SEARCH, { input: { sortBy: 'nope' } }), { sortBy: 'Sort by one of: code, description, createdAt, updatedAt' });
  });
});
