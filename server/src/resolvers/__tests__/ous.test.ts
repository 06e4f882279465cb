import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TABLES, UNKNOWN_ID, codeOf, counts, expectValidation, ok, reasonOf } from '../../testing/adminFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const OU = 'idOu code name shortName idEntity idStatus idUserCreate idUserUpdate createdAt updatedAt entity { idEntity name }';
const CREATE = `mutation ($data: CreateOuInput!) { createOu(data: $data) { ${OU} } }`;
const UPDATE = `mutation ($data: UpdateOuInput!) { updateOu(data: $data) { ${OU} } }`;
const DELETE = 'mutation ($data: DeleteOuInput!) { deleteOu(data: $data) }';

interface Ou {
  idOu: string; code: string; name: string; shortName: string; idEntity: string; idStatus: string;
  idUserCreate: string | null; idUserUpdate: string | null; createdAt: string; updatedAt: string;
}

describe.each(dbKinds)('organizational units (%s)', (kind) => {
  const { server, users: [admin, resadm, stg], ids } = suiteServer(kind, { users: ['ADMIN', 'RESADM', 'STG'], ids: true });

  const unchanged = async (call: () => Promise<unknown>) => {
    const before = await counts(server, ADMIN_TABLES);
    const ouRows = await server.db.query('select * from ou order by id_ou');
    await call();
    expect(await counts(server, ADMIN_TABLES)).toEqual(before);
    expect(await server.db.query('select * from ou order by id_ou')).toEqual(ouRows);
  };

  const create = (data: Record<string, unknown>) =>
    admin.gql<{ createOu: Ou }>(CREATE, { data: { idEntity: ids.ous.LIM.idEntity, ...data } });

  describe('createOu', () => {
    it('creates an OU with server-set audit fields and links its entity to it', async () => {
      const before = Date.now();
      const ou = ok(await create({ code: 'AQP', name: 'Tourdesk Arequipa', shortName: 'Arequipa' })).createOu;
      expect(ou).toMatchObject({
        code: 'AQP', name: 'Tourdesk Arequipa', shortName: 'Arequipa', idEntity: ids.ous.LIM.idEntity, idStatus: 'ACTIVE',
        idUserCreate: admin.idUser, idUserUpdate: admin.idUser,
      });
      expect(new Date(ou.createdAt).getTime()).toBeGreaterThan(before - 60_000);
      expect(ou.updatedAt).toBe(ou.createdAt);
      const links = await server.db.query('select 1 from entity_ou where id_ou = $1 and id_entity = $2', [ou.idOu, ou.idEntity]);
      expect(links).toHaveLength(1);
    });

    it('trims the text and accepts INACTIVE', async () => {
      const ou = ok(await create({ code: ' TRU ', name: '  Trujillo ', shortName: 'Tru', idStatus: 'INACTIVE' })).createOu;
      expect(ou).toMatchObject({ code: 'TRU', name: 'Trujillo', idStatus: 'INACTIVE' });
    });

    it('requires name, short name, code and entity, with a message per field, and saves nothing', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: { code: '', name: ' ', shortName: '', idEntity: '' } }), {
          code: 'This field is required', name: 'This field is required', shortName: 'This field is required',
          idEntity: 'This field is required',
        });
      });
    });

    it('refuses too long values', async () => {
      await unchanged(async () => {
        expectValidation(await create({ code: 'C'.repeat(31), name: 'N'.repeat(121), shortName: 'S'.repeat(121) }), {
          code: 'At most 30 characters', name: 'At most 120 characters', shortName: 'At most 120 characters',
        });
      });
    });

    it('answers CONFLICT for a code already used (any letter case)', async () => {
      await unchanged(async () => {
        const response = await create({ code: 'cuz', name: 'Copy', shortName: 'Copy' });
        expect(codeOf(response)).toBe('CONFLICT');
        expect(response.errors?.[0].message).toBe('An organizational unit with this code already exists');
        expect(response.errors?.[0].extensions?.fields).toEqual({ code: 'An organizational unit with this code already exists' });
      });
    });

    it('answers NOT_FOUND for an unknown or malformed entity, or one of another OU', async () => {
      await unchanged(async () => {
        for (const idEntity of [UNKNOWN_ID, 'nope', ids.ous.CUZ.idEntity]) {
          const response = await create({ code: 'NEW1', name: 'New', shortName: 'New', idEntity });
          expect(codeOf(response), idEntity).toBe('NOT_FOUND');
          expect(response.errors?.[0].extensions?.fields).toEqual({ idEntity: 'Entity not found' });
        }
      });
    });

    it('refuses wrong GraphQL types before running anything', async () => {
      await unchanged(async () => {
        for (const data of [
          { code: 123, name: 'N', shortName: 'S', idEntity: ids.ous.LIM.idEntity },
          { code: 'X1', name: 'N', shortName: 'S', idEntity: ids.ous.LIM.idEntity, idStatus: 'MAYBE' },
          { code: 'X1', name: 'N', shortName: 'S' },
          { code: 'X1', name: null, shortName: 'S', idEntity: ids.ous.LIM.idEntity },
        ]) {
          const response = await admin.gql(CREATE, { data });
          expect(response.errors?.length, JSON.stringify(data)).toBeGreaterThan(0);
          expect(response.data ?? null).toBeNull();
        }
      });
    });
  });

  describe('updateOu', () => {
    let ou: Ou;
    beforeAll(async () => {
      ou = ok(await create({ code: 'PIU', name: 'Piura', shortName: 'Piura' })).createOu;
    });

    it('changes only the fields given and sets idUserUpdate and updatedAt', async () => {
      const updated = ok(await admin.gql<{ updateOu: Ou }>(UPDATE, { data: { idOu: ou.idOu, name: 'Tourdesk Piura' } })).updateOu;
      expect(updated).toMatchObject({ code: 'PIU', name: 'Tourdesk Piura', shortName: 'Piura', idUserUpdate: admin.idUser });
      expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(ou.updatedAt).getTime());
      const inactive = ok(await admin.gql<{ updateOu: Ou }>(UPDATE, { data: { idOu: ou.idOu, idStatus: 'INACTIVE' } })).updateOu;
      expect(inactive.idStatus).toBe('INACTIVE');
    });

    it('validates what is given: blank, too long; CONFLICT on a used code; NOT_FOUND on unknown ids', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(UPDATE, { data: { idOu: ou.idOu, name: '', code: ' ', shortName: 'x'.repeat(121) } }), {
          name: 'This field is required', code: 'This field is required', shortName: 'At most 120 characters',
        });
        expect(codeOf(await admin.gql(UPDATE, { data: { idOu: ou.idOu, code: 'LIM' } }))).toBe('CONFLICT');
        expect(codeOf(await admin.gql(UPDATE, { data: { idOu: UNKNOWN_ID, name: 'X' } }))).toBe('NOT_FOUND');
        expect(codeOf(await admin.gql(UPDATE, { data: { idOu: 'garbage', name: 'X' } }))).toBe('NOT_FOUND');
        expect(codeOf(await admin.gql(UPDATE, { data: { idOu: ou.idOu, idEntity: UNKNOWN_ID } }))).toBe('NOT_FOUND');
      });
    });

    it('keeps its own code (any case) without a conflict', async () => {
      expect(ok(await admin.gql<{ updateOu: Ou }>(UPDATE, { data: { idOu: ou.idOu, code: 'piu' } })).updateOu.code).toBe('piu');
    });

    it('refuses to deactivate the OU the caller works in', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(UPDATE, { data: { idOu: ids.ous.LIM.idOu, idStatus: 'INACTIVE' } }), {
          idStatus: 'You cannot deactivate the organizational unit you are working in',
        });
      });
    });
  });

  describe('deleteOu', () => {
    it('answers CONFLICT for an OU that still has users, and changes nothing', async () => {
      await unchanged(async () => {
        const response = await admin.gql(DELETE, { data: { idOu: ids.ous.LIM.idOu } });
        expect(codeOf(response)).toBe('CONFLICT');
        expect(reasonOf(response).reason).toBe('OU_HAS_USERS');
      });
    });

    it('deletes an OU without users (its entity links go, the entity stays)', async () => {
      const ou = ok(await create({ code: 'ICA', name: 'Ica', shortName: 'Ica' })).createOu;
      const entities = (await counts(server, ['entity'])).entity;
      expect(ok(await admin.gql<{ deleteOu: boolean }>(DELETE, { data: { idOu: ou.idOu } })).deleteOu).toBe(true);
      expect(await server.db.query('select 1 from ou where id_ou = $1', [ou.idOu])).toHaveLength(0);
      expect(await server.db.query('select 1 from entity_ou where id_ou = $1', [ou.idOu])).toHaveLength(0);
      expect((await counts(server, ['entity'])).entity).toBe(entities);
      expect(codeOf(await admin.gql(DELETE, { data: { idOu: ou.idOu } }))).toBe('NOT_FOUND');
    });

    it('answers NOT_FOUND for unknown ids and VALIDATION for a blank one', async () => {
      await unchanged(async () => {
        expect(codeOf(await admin.gql(DELETE, { data: { idOu: UNKNOWN_ID } }))).toBe('NOT_FOUND');
        expect(codeOf(await admin.gql(DELETE, { data: { idOu: 'x' } }))).toBe('NOT_FOUND');
        expectValidation(await admin.gql(DELETE, { data: { idOu: '' } }), { idOu: 'This field is required' });
      });
    });
  });

  describe('reading OUs', () => {
    it('ADMIN and STG list every OU; others are FORBIDDEN to list', async () => {
      for (const caller of [admin, stg]) {
        const codes = ok(await caller.gql<{ getAllOus: { code: string }[] }>('{ getAllOus { code } }')).getAllOus.map((o) => o.code);
        expect(codes).toEqual(expect.arrayContaining(['LIM', 'CUZ']));
      }
      expect(codeOf(await resadm.gql('{ getAllOus { code } }'))).toBe('FORBIDDEN');
    });

    it('everyone reads their own OU by id; another OU is NOT_FOUND unless ADMIN or STG', async () => {
      const own = await resadm.gql<{ getOuById: { code: string } }>('query ($id: ID!) { getOuById(id: $id) { code } }', { id: ids.ous.LIM.idOu });
      expect(ok(own).getOuById.code).toBe('LIM');
      const other = await resadm.gql('query ($id: ID!) { getOuById(id: $id) { code } }', { id: ids.ous.CUZ.idOu });
      expect(codeOf(other)).toBe('NOT_FOUND');
      const asStg = await stg.gql<{ getOuById: { code: string } }>('query ($id: ID!) { getOuById(id: $id) { code } }', { id: ids.ous.CUZ.idOu });
      expect(ok(asStg).getOuById.code).toBe('CUZ');
    });

    it('getOuByCode (any case), getOuByEntityInput and getEntityOu', async () => {
      const byCode = ok(await admin.gql<{ getOuByCode: { idOu: string } | null }>('{ getOuByCode(code: "cuz") { idOu } }'));
      expect(byCode.getOuByCode?.idOu).toBe(ids.ous.CUZ.idOu);
      expect(ok(await admin.gql<{ getOuByCode: null }>('{ getOuByCode(code: "NOPE") { idOu } }')).getOuByCode).toBeNull();

      const byEntity = await admin.gql<{ getOuByEntityInput: { code: string }[] }>(
        'query ($input: OuByEntityInput!) { getOuByEntityInput(input: $input) { code } }', { input: { idEntity: ids.ous.CUZ.idEntity } },
      );
      expect(ok(byEntity).getOuByEntityInput.map((o) => o.code)).toEqual(['CUZ']);

      const links = await admin.gql<{ getEntityOu: { idOu: string; idEntity: string; entity: { name: string }; ou: { code: string } }[] }>(
        'query ($idOu: ID!) { getEntityOu(idOu: $idOu) { idOu idEntity entity { name } ou { code } } }', { idOu: ids.ous.LIM.idOu },
      );
      expect(ok(links).getEntityOu).toContainEqual({
        idOu: ids.ous.LIM.idOu, idEntity: ids.ous.LIM.idEntity, entity: { name: 'Tourdesk Travel S.A.C.' }, ou: { code: 'LIM' },
      });
    });

    it('searchOus pages, searches, filters and sorts; bad paging is VALIDATION', async () => {
      const SEARCH = 'query ($input: SearchInput!) { searchOus(input: $input) { count data { code } } }';
      type Page = { searchOus: { count: number; data: { code: string }[] } };
      const all = ok(await admin.gql<Page>(SEARCH, { input: { sortBy: 'code', take: 100 } })).searchOus;
      expect(all.count).toBe(all.data.length);
      const codes = all.data.map((o) => o.code);
      expect(codes).toEqual([...codes].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      const second = ok(await admin.gql<Page>(SEARCH, { input: { sortBy: 'code', skip: 1, take: 1 } })).searchOus;
      expect(second).toEqual({ count: all.count, data: [all.data[1]] });
      const desc = ok(await admin.gql<Page>(SEARCH, { input: { sortBy: 'code', sortDirection: 'DESC', take: 100 } })).searchOus;
      expect(desc.data.map((o) => o.code)).toEqual([...codes].reverse());
      expect(ok(await admin.gql<Page>(SEARCH, { input: { text: 'cusco' } })).searchOus).toEqual({ count: 1, data: [{ code: 'CUZ' }] });
      expect(ok(await admin.gql<Page>(SEARCH, { input: { text: '%' } })).searchOus.count).toBe(0);
      const inactive = ok(await admin.gql<Page>(SEARCH, { input: { status: 'INACTIVE', take: 100 } })).searchOus;
      expect(inactive.data.every((o) => !['LIM', 'CUZ'].includes(o.code))).toBe(true);
      expectValidation(await admin.gql(SEARCH, { input: { skip: -1, take: 0, sortBy: 'password' } }), {
        skip: 'Must be 0 or more', take: 'Must be between 1 and 100', sortBy: 'Sort by one of: code, name, shortName, idStatus, createdAt, updatedAt',
      });
      expect(codeOf(await resadm.gql(SEARCH, { input: {} }))).toBe('FORBIDDEN');
    });
  });
});
