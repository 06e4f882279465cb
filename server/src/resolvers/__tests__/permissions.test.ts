import { describe, expect, it } from 'vitest';
import { ADMIN_TABLES, UNKNOWN_ID, codeOf, counts, expectValidation, ok, reasonOf } from '../../testing/adminFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const PERMISSION = 'idPermission type value module idUserCreate idUserUpdate createdAt updatedAt';
const CREATE = `mutation ($input: PermissionInput!) { createPermission(permissionInput: $input) { idPermission permission { ${PERMISSION} } } }`;
const DELETE = 'mutation ($id: ID!) { deletePermission(idPermission: $id) }';
const ALL = 'query ($skip: Int, $take: Int) { getAllPermissions(skip: $skip, take: $take) { count data { idPermission value } } }';
const SEARCH = `query ($input: PermissionSearchInput!, $idRole: ID) {
  searchPermissions(searchInput: $input, idRole: $idRole) { count data { idPermission type value module } } }`;

type Page = { count: number; data: { idPermission: string; type?: string; value: string; module?: string }[] };

describe.each(dbKinds)('permissions (%s)', (kind) => {
  const { server, users: [admin], ids } = suiteServer(kind, { users: ['ADMIN'], ids: true });

  const unchanged = async (call: () => Promise<unknown>) => {
    const before = await counts(server, ADMIN_TABLES);
    await call();
    expect(await counts(server, ADMIN_TABLES)).toEqual(before);
  };
  const total = async () => (await counts(server, ['permission'])).permission;

  describe('getAllPermissions(skip, take)', () => {
    it('pages through every permission with the total count', async () => {
      const count = await total();
      const first = ok(await admin.gql<{ getAllPermissions: Page }>(ALL, { skip: 0, take: 5 })).getAllPermissions;
      expect(first.count).toBe(count);
      expect(first.data).toHaveLength(5);
      const next = ok(await admin.gql<{ getAllPermissions: Page }>(ALL, { skip: 5, take: 5 })).getAllPermissions;
      expect(next.data).toHaveLength(5);
      expect(next.data.map((p) => p.idPermission)).not.toEqual(expect.arrayContaining([first.data[0].idPermission]));
      const wide = ok(await admin.gql<{ getAllPermissions: Page }>(ALL, { skip: 0, take: 10 })).getAllPermissions;
      expect(wide.data).toEqual([...first.data, ...next.data]);
      const last = ok(await admin.gql<{ getAllPermissions: Page }>(ALL, { skip: count - 2, take: 100 })).getAllPermissions;
      expect(last).toMatchObject({ count, data: [expect.anything(), expect.anything()] });
      const beyond = ok(await admin.gql<{ getAllPermissions: Page }>(ALL, { skip: count + 10 })).getAllPermissions;
      expect(beyond).toEqual({ count, data: [] });
      // Without arguments: the first 20.
      expect(ok(await admin.gql<{ getAllPermissions: Page }>(ALL)).getAllPermissions.data).toHaveLength(20);
    });

    it('refuses a negative skip or a take outside 1..100', async () => {
      expectValidation(await admin.gql(ALL, { skip: -1, take: 101 }), { skip: 'Must be 0 or more', take: 'Must be between 1 and 100' });
      expectValidation(await admin.gql(ALL, { take: 0 }), { take: 'Must be between 1 and 100' });
      expect((await admin.gql(ALL, { take: 'ten' })).errors?.length).toBeGreaterThan(0);
    });
  });

  describe('createPermission', () => {
    it('creates a permission with audit fields; the module comes from the catalog or defaults to custom', async () => {
      const count = await total();
      const created = ok(await admin.gql<{ createPermission: { idPermission: string; permission: Record<string, unknown> } }>(
        CREATE, { input: { type: 'FRONT', value: '/reports/monthly' } },
      )).createPermission;
      expect(created.idPermission).toBe(created.permission.idPermission);
      expect(created.permission).toMatchObject({
        type: 'FRONT', value: '/reports/monthly', module: 'custom', idUserCreate: admin.idUser, idUserUpdate: admin.idUser,
      });
      expect(await total()).toBe(count + 1);
      const withModule = ok(await admin.gql<{ createPermission: { permission: { module: string } } }>(
        CREATE, { input: { type: 'BACK', value: 'exportReport', module: 'reports' } },
      )).createPermission;
      expect(withModule.permission.module).toBe('reports');
    });

    it('same value with the other type is a different permission', async () => {
      ok(await admin.gql(CREATE, { input: { type: 'BACK', value: '/reports/monthly' } }));
    });

    it('refuses a short or blank value, too long values, and a duplicate (CONFLICT); nothing saved', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { input: { type: 'BACK', value: 'ab' } }), { value: 'Value is too short' });
        expectValidation(await admin.gql(CREATE, { input: { type: 'BACK', value: '  ab  ' } }), { value: 'Value is too short' });
        expectValidation(await admin.gql(CREATE, { input: { type: 'BACK', value: '' } }), { value: 'This field is required' });
        expectValidation(await admin.gql(CREATE, { input: { type: 'BACK', value: 'v'.repeat(201), module: 'm'.repeat(61) } }), {
          value: 'At most 200 characters', module: 'At most 60 characters',
        });
        const duplicate = await admin.gql(CREATE, { input: { type: 'BACK', value: 'getAllUsers' } });
        expect(codeOf(duplicate)).toBe('CONFLICT');
        expect(duplicate.errors?.[0].message).toBe('A permission with this type and value already exists');
      });
    });

    it('accepts only FRONT or BACK as type (a GraphQL error otherwise)', async () => {
      await unchanged(async () => {
        for (const type of ['SIDE', 'front', '', null]) {
          const response = await admin.gql(CREATE, { input: { type, value: '/somewhere' } });
          expect(response.errors?.length, String(type)).toBeGreaterThan(0);
          expect(response.data ?? null).toBeNull();
        }
      });
    });
  });

  describe('deletePermission', () => {
    it('deletes a permission no role holds', async () => {
      const { idPermission } = ok(await admin.gql<{ createPermission: { idPermission: string } }>(
        CREATE, { input: { type: 'FRONT', value: '/to-delete' } },
      )).createPermission;
      expect(ok(await admin.gql<{ deletePermission: boolean }>(DELETE, { id: idPermission })).deletePermission).toBe(true);
      expect(await server.db.query('select 1 from permission where id_permission = $1', [idPermission])).toHaveLength(0);
      expect(codeOf(await admin.gql(DELETE, { id: idPermission }))).toBe('NOT_FOUND');
    });

    it('answers CONFLICT for a permission still held by a role, and changes nothing', async () => {
      const [held] = await server.db.query<{ id: string }>(
        `select p.id_permission as id from permission p where p.value = 'getOuById' and p.type = 'BACK'`,
      );
      await unchanged(async () => {
        const response = await admin.gql(DELETE, { id: held.id });
        expect(codeOf(response)).toBe('CONFLICT');
        expect(reasonOf(response).reason).toBe('PERMISSION_HELD');
      });
    });

    it('answers NOT_FOUND for unknown or malformed ids', async () => {
      await unchanged(async () => {
        expect(codeOf(await admin.gql(DELETE, { id: UNKNOWN_ID }))).toBe('NOT_FOUND');
        expect(codeOf(await admin.gql(DELETE, { id: 'x' }))).toBe('NOT_FOUND');
      });
    });
  });

  describe('searchPermissions and getModulePermissions', () => {
    it('searches by text, type and module', async () => {
      const text = ok(await admin.gql<{ searchPermissions: Page }>(SEARCH, { input: { text: 'ROLE', take: 100 } })).searchPermissions;
      expect(text.count).toBeGreaterThan(0);
      expect(text.data.every((p) => /role/i.test(p.value) || /role/i.test(p.module!))).toBe(true);
      const back = ok(await admin.gql<{ searchPermissions: Page }>(SEARCH, { input: { type: 'BACK', module: 'changeOu' } })).searchPermissions;
      expect(back.data.map((p) => p.value).sort()).toEqual(['changeUserOu', 'getAllOus', 'searchOus']);
      expect(back.count).toBe(3);
    });

    it('with idRole: associated true lists what the role holds, false what it can still get', async () => {
      const idRole = ids.roles.STG;
      const held = ok(await admin.gql<{ searchPermissions: Page }>(SEARCH, { input: { associated: true, take: 100 }, idRole })).searchPermissions;
      const dbHeld = await server.db.query<{ id: string }>('select id_permission as id from role_permission where id_role = $1', [idRole]);
      expect(held.data.map((p) => p.idPermission).sort()).toEqual(dbHeld.map((r) => r.id).sort());
      const notHeld = ok(await admin.gql<{ searchPermissions: Page }>(SEARCH, { input: { associated: false, take: 1 }, idRole })).searchPermissions;
      expect(held.count + notHeld.count).toBe(await total());
      const all = ok(await admin.gql<{ searchPermissions: Page }>(SEARCH, { input: { take: 1 }, idRole })).searchPermissions;
      expect(all.count).toBe(await total());
    });

    it('answers NOT_FOUND for an unknown role and VALIDATION for bad paging', async () => {
      expect(codeOf(await admin.gql(SEARCH, { input: {}, idRole: UNKNOWN_ID }))).toBe('NOT_FOUND');
      expectValidation(await admin.gql(SEARCH, { input: { take: 1000, text: 'x'.repeat(121) } }), {
        take: 'Must be between 1 and 100', text: 'At most 120 characters',
      });
    });

    it('groups every permission by module', async () => {
      const modules = ok(await admin.gql<{ getModulePermissions: { module: string; permissions: { value: string }[] }[] }>(
        '{ getModulePermissions { module permissions { value } } }',
      )).getModulePermissions;
      expect(modules.map((m) => m.module)).toEqual(expect.arrayContaining(['common', 'users', 'changeOu', 'reservations']));
      expect(modules.reduce((n, m) => n + m.permissions.length, 0)).toBe(await total());
      expect(modules.find((m) => m.module === 'changeOu')!.permissions.map((p) => p.value)).toContain('/change-ou');
    });
  });
});
