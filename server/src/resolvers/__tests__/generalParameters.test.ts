import { describe, expect, it } from 'vitest';
import { CATALOG_SEED } from '../../db/generalParameterData.ts';
import { codeOf, expectFieldCodes, expectTablesUnchanged, expectValidation, fieldsOf, ok, UNKNOWN_ID } from '../../testing/adminFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const REQUIRED = 'This field is required';
const GP = `idGeneralParameter name shortName code idParent isShared valueCount idUserCreate idUserUpdate createdAt
  updatedAt parent { idGeneralParameter code } values { idGeneralParameterValue name shortName code value }`;
const CREATE = `mutation ($data: CreateGeneralParameterInput!) { createGeneralParameter(data: $data) { ${GP} } }`;
const UPDATE = `mutation ($data: UpdateGeneralParameterInput!) { updateGeneralParameter(data: $data) { ${GP} } }`;
const GET = `query ($id: ID!) { getGeneralParameterById(id: $id) { ${GP} } }`;
const SEARCH = `query ($input: SearchInput!) { searchGeneralParameters(input: $input) { count data { code isShared valueCount } } }`;
const VALUES = 'query ($code: String!) { getGeneralParameterValues(code: $code) { idGeneralParameterValue name shortName code value } }';

interface Value { idGeneralParameterValue: string; name: string; shortName: string; code: string; value: string | null }
interface Parameter {
  idGeneralParameter: string; name: string; shortName: string; code: string; idParent: string | null; isShared: boolean;
  valueCount: number; idUserCreate: string | null; idUserUpdate: string | null; createdAt: string; updatedAt: string;
  parent: { idGeneralParameter: string; code: string } | null; values: Value[];
}
type Page = { searchGeneralParameters: { count: number; data: { code: string; isShared: boolean; valueCount: number }[] } };

const TABLES = ['general_parameter', 'general_parameter_value'];

describe.each(dbKinds)('general parameters (%s)', (kind) => {
  const { server, users: [admin, resadm], cusco } = suiteServer(kind, { users: ['ADMIN', 'RESADM'], cusco: true });

  /** Runs a call that must be refused and checks that no row of the parameter tables changed. */
  const unchanged = (call: () => Promise<unknown>) => expectTablesUnchanged(server, TABLES, call);

  let serial = 0;
  const unique = (prefix = 'TEST') => `${prefix}_${++serial}`;
  const value = (code: string, extra: Record<string, unknown> = {}) => ({ name: `Value ${code}`, shortName: code, code, ...extra });
  const create = async (data: Record<string, unknown> = {}, who = admin) =>
    ok(await who.gql<{ createGeneralParameter: Parameter }>(CREATE, {
      data: { name: 'Hotel chains', shortName: 'Chains', code: unique(), values: [value('AAA'), value('BBB')], ...data },
    })).createGeneralParameter;

  describe('the shipped catalogs', () => {
    it('every catalog of the issue is a shared general parameter with values', async () => {
      for (const catalog of CATALOG_SEED) {
        const values = ok(await resadm.gql<{ getGeneralParameterValues: Value[] }>(VALUES, { code: catalog.code })).getGeneralParameterValues;
        expect(values.map((v) => v.code), catalog.code).toEqual(catalog.values.map((v) => v[2]));
      }
      const currencies = ok(await admin.gql<{ getGeneralParameterValues: Value[] }>(VALUES, { code: 'currency' })).getGeneralParameterValues;
      expect(currencies.map((c) => c.code)).toEqual(expect.arrayContaining(['USD', 'EUR', 'PEN']));
      const roles = ok(await admin.gql<{ getGeneralParameterValues: Value[] }>(VALUES, { code: 'ENTITY_ROLE' })).getGeneralParameterValues;
      expect(roles.map((r) => r.code)).toEqual(['CUSTOMER', 'SUPPLIER', 'BOTH']);
      const documents = ok(await admin.gql<{ getGeneralParameterValues: Value[] }>(VALUES, { code: 'DOCUMENT_TYPE' })).getGeneralParameterValues;
      expect(documents.map((d) => d.code)).toEqual(expect.arrayContaining(['INVOICE', 'RECEIPT', 'CREDIT_NOTE']));
    });

    it('every seeded value code has at least 3 characters', async () => {
      const short = await server.db.query("select code from general_parameter_value where length(code) < 3");
      expect(short).toEqual([]);
    });

    it('an unknown catalog code answers an empty list', async () => {
      expect(ok(await admin.gql<{ getGeneralParameterValues: Value[] }>(VALUES, { code: 'NO_SUCH_CATALOG' })).getGeneralParameterValues).toEqual([]);
      expect(ok(await admin.gql<{ getGeneralParameterValues: Value[] }>(VALUES, { code: ' ' })).getGeneralParameterValues).toEqual([]);
    });

    it('reading values is open to every signed-in role; maintaining parameters is not', async () => {
      expect(codeOf(await resadm.gql(SEARCH, { input: {} }))).toBe('FORBIDDEN');
      expect(codeOf(await resadm.gql(CREATE, { data: { name: 'X', shortName: 'X' } }))).toBe('FORBIDDEN');
      expect(codeOf(await server.client().graphql(VALUES, { code: 'CURRENCY' }))).toBe('UNAUTHENTICATED');
    });
  });

  describe('createGeneralParameter', () => {
    it('creates a parameter of the caller OU with its values in order and server-set audit fields', async () => {
      const code = unique();
      const p = await create({ code, values: [value('ZZZ', { value: '9' }), value('AAA')] });
      expect(p).toMatchObject({
        name: 'Hotel chains', shortName: 'Chains', code, isShared: false, valueCount: 2, idParent: null,
        idUserCreate: admin.idUser, idUserUpdate: admin.idUser,
      });
      expect(p.values.map((v) => [v.code, v.value])).toEqual([['ZZZ', '9'], ['AAA', null]]);
      const [row] = await server.db.query<{ idOu: string }>(
        `select g.id_ou as "idOu" from general_parameter g where g.id_general_parameter = $1`, [p.idGeneralParameter],
      );
      const [{ idOu }] = await server.db.query<{ idOu: string }>(`select id_ou as "idOu" from ou where code = 'LIM'`);
      expect(row.idOu).toBe(idOu);
      expect(ok(await admin.gql<{ getGeneralParameterValues: Value[] }>(VALUES, { code })).getGeneralParameterValues.map((v) => v.code))
        .toEqual(['ZZZ', 'AAA']);
    });

    it('Relay refetches a parameter through node(id), only within the OU that sees it', async () => {
      const p = await create();
      const { getGeneralParameterById: found } = ok(await admin.gql<{ getGeneralParameterById: { id: string } }>(
        'query ($id: ID!) { getGeneralParameterById(id: $id) { id } }', { id: p.idGeneralParameter },
      ));
      const NODE = 'query ($id: ID!) { node(id: $id) { id ... on GeneralParameter { code } } }';
      expect(ok(await admin.gql<{ node: unknown }>(NODE, { id: found.id })).node).toEqual({ id: found.id, code: p.code });
      expect(ok(await cusco.gql<{ node: unknown }>(NODE, { id: found.id })).node).toBeNull();
    });

    it('trims text, accepts a parameter without values and a value of exactly 3 characters', async () => {
      const p = await create({ name: '  Rooms ', shortName: ' Rooms', values: [value(' SGL ', { name: ' Single ' })] });
      expect(p).toMatchObject({ name: 'Rooms', shortName: 'Rooms' });
      expect(p.values[0]).toMatchObject({ code: 'SGL', name: 'Single' });
      expect((await create({ values: [] })).valueCount).toBe(0);
      expect((await create({ values: null })).valueCount).toBe(0);
    });

    it('makes a free code from the short name when none is given', async () => {
      const a = await create({ code: null, shortName: 'Meal plans' });
      const b = await create({ code: '  ', shortName: 'Meal plans' });
      expect(a.code).toBe('MEAL_PLANS');
      expect(b.code).toBe('MEAL_PLANS_2');
    });

    it('requires name and short name, and name and short name of each value', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: { values: [{ code: 'AAA' }, { name: ' ', shortName: '', code: 'BBB' }] } }), {
          name: REQUIRED, shortName: REQUIRED,
          'values.0.name': REQUIRED, 'values.0.shortName': REQUIRED,
          'values.1.name': REQUIRED, 'values.1.shortName': REQUIRED,
        });
      });
    });

    it.each([
      ['name', { name: null }],
      ['name', { name: '   ' }],
      ['shortName', { shortName: null }],
      ['shortName', { shortName: '' }],
    ])('each required field alone: %s', async (field, data) => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: { name: 'N', shortName: 'S', ...data } }), { [field]: REQUIRED });
      });
    });

    it.each([
      ['name', { name: null }],
      ['shortName', { shortName: ' ' }],
      ['code', { code: null }],
      ['code', { code: '' }],
    ])('each required value field alone: %s', async (field, extra) => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: { name: 'N', shortName: 'S', values: [value('AAA', extra)] } }), {
          [`values.0.${field}`]: REQUIRED,
        });
      });
    });

    it('refuses a value code shorter than 3 characters', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: { name: 'N', shortName: 'S', values: [value('AAA'), value('AB'), value(' X ')] } }), {
          'values.1.code': 'The code must be at least 3 characters',
          'values.2.code': 'The code must be at least 3 characters',
        });
      });
    });

    it('refuses codes with spaces', async () => {
      await unchanged(async () => {
        const refusal = await admin.gql(CREATE, { data: { name: 'N', shortName: 'S', code: 'MY CODE', values: [value('A B C')] } });
        expectValidation(refusal, { code: 'The code cannot contain spaces', 'values.0.code': 'The code cannot contain spaces' });
        expectFieldCodes(refusal, { code: 'HAS_SPACES', 'values.0.code': 'HAS_SPACES' });
      });
    });

    it('enforces every length limit, and accepts the limit itself', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, {
          data: {
            name: 'N'.repeat(121), shortName: 'S'.repeat(61), code: 'C'.repeat(31),
            values: [{ name: 'n'.repeat(121), shortName: 's'.repeat(61), code: 'c'.repeat(31), value: 'v'.repeat(201) }],
          },
        }), {
          name: 'At most 120 characters', shortName: 'At most 60 characters', code: 'At most 30 characters',
          'values.0.name': 'At most 120 characters', 'values.0.shortName': 'At most 60 characters',
          'values.0.code': 'At most 30 characters', 'values.0.value': 'At most 200 characters',
        });
      });
      const p = await create({
        name: 'N'.repeat(120), shortName: 'S'.repeat(60), code: `L${'C'.repeat(29)}`,
        values: [{ name: 'n'.repeat(120), shortName: 's'.repeat(60), code: 'c'.repeat(30), value: 'v'.repeat(200) }],
      });
      expect(p.values[0].code).toHaveLength(30);
    });

    it('refuses a value code used twice in the parameter, whatever the letter case', async () => {
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: { name: 'N', shortName: 'S', values: [value('USD'), value('EUR'), value('usd')] } }), {
          'values.2.code': 'This code is already used in this parameter',
        });
      });
    });

    it('refuses a parameter code the OU already sees (its own or a shared catalog)', async () => {
      const own = await create();
      await unchanged(async () => {
        expectValidation(await admin.gql(CREATE, { data: { name: 'N', shortName: 'S', code: own.code.toLowerCase() } }), {
          code: 'A general parameter with this code already exists',
        });
        expectValidation(await admin.gql(CREATE, { data: { name: 'N', shortName: 'S', code: 'Currency' } }), {
          code: 'A general parameter with this code already exists',
        });
      });
    });

    it('takes a parent the OU sees; refuses an unknown or malformed one', async () => {
      const [{ id: productType }] = await server.db.query<{ id: string }>(
        `select id_general_parameter as id from general_parameter where code = 'PRODUCT_TYPE'`,
      );
      const child = await create({ idParent: productType });
      expect(child.parent).toEqual({ idGeneralParameter: productType, code: 'PRODUCT_TYPE' });
      await unchanged(async () => {
        for (const idParent of [UNKNOWN_ID, 'nope']) {
          expectValidation(await admin.gql(CREATE, { data: { name: 'N', shortName: 'S', idParent } }), { idParent: 'Choose one of the listed options' });
        }
      });
    });
  });

  describe('searchGeneralParameters and getGeneralParameterById', () => {
    it('pages, searches name, short name and code, sorts', async () => {
      const all = ok(await admin.gql<Page>(SEARCH, { input: { take: 100 } })).searchGeneralParameters;
      expect(all.count).toBe(all.data.length);
      expect(all.count).toBeGreaterThanOrEqual(CATALOG_SEED.length + 2);
      const page2 = ok(await admin.gql<Page>(SEARCH, { input: { skip: 5, take: 5, sortBy: 'code' } })).searchGeneralParameters;
      const sorted = ok(await admin.gql<Page>(SEARCH, { input: { take: 100, sortBy: 'code' } })).searchGeneralParameters;
      expect(page2.data.map((d) => d.code)).toEqual(sorted.data.slice(5, 10).map((d) => d.code));
      expect(page2.count).toBe(all.count);
      const desc = ok(await admin.gql<Page>(SEARCH, { input: { take: 3, sortBy: 'code', sortDirection: 'DESC' } })).searchGeneralParameters;
      expect(desc.data.map((d) => d.code)).toEqual([...sorted.data].reverse().slice(0, 3).map((d) => d.code));

      const byName = ok(await admin.gql<Page>(SEARCH, { input: { text: 'curren' } })).searchGeneralParameters;
      expect(byName.data).toEqual([{ code: 'CURRENCY', isShared: true, valueCount: 3 }]);
      const byCode = ok(await admin.gql<Page>(SEARCH, { input: { text: 'identity_doc' } })).searchGeneralParameters;
      expect(byCode.data.map((d) => d.code)).toEqual(['IDENTITY_DOCUMENT_TYPE']);
      const none = ok(await admin.gql<Page>(SEARCH, { input: { text: '%_%' } })).searchGeneralParameters;
      expect(none.data.every((d) => d.code.includes('_'))).toBe(true);
    });

    it('refuses bad paging and sorting', async () => {
      expectValidation(await admin.gql(SEARCH, { input: { take: 101, skip: -1, sortBy: 'password' } }), {
        take: 'Must be between 1 and 100', skip: 'Must be 0 or more',
        sortBy: 'Sort by one of: name, shortName, code, valueCount, updatedAt, createdAt',
      });
    });

    it('reads one parameter with its values; unknown and malformed ids answer null', async () => {
      const p = await create();
      const got = ok(await admin.gql<{ getGeneralParameterById: Parameter }>(GET, { id: p.idGeneralParameter })).getGeneralParameterById;
      expect(got).toEqual(p);
      for (const id of [UNKNOWN_ID, 'x']) {
        expect(ok(await admin.gql<{ getGeneralParameterById: null }>(GET, { id })).getGeneralParameterById).toBeNull();
      }
    });
  });

  describe('updateGeneralParameter', () => {
    it('adds, edits and removes values in one call, in the order sent', async () => {
      const p = await create({ values: [value('AAA'), value('BBB'), value('CCC')] });
      const [a, b] = p.values;
      const updated = ok(await admin.gql<{ updateGeneralParameter: Parameter }>(UPDATE, {
        data: {
          idGeneralParameter: p.idGeneralParameter, name: 'Renamed', shortName: 'Ren',
          values: [
            value('NEW'),
            { idGeneralParameterValue: b.idGeneralParameterValue, name: 'Bee', shortName: 'B', code: 'BBB', value: '2' },
            { idGeneralParameterValue: a.idGeneralParameterValue, name: 'Ay', shortName: 'A', code: 'AAX' },
          ],
        },
      })).updateGeneralParameter;
      expect(updated).toMatchObject({ name: 'Renamed', shortName: 'Ren', code: p.code, valueCount: 3, idUserUpdate: admin.idUser });
      expect(updated.values.map((v) => [v.code, v.name, v.value])).toEqual([['NEW', 'Value NEW', null], ['BBB', 'Bee', '2'], ['AAX', 'Ay', null]]);
      expect(updated.values[1].idGeneralParameterValue).toBe(b.idGeneralParameterValue);
      expect(updated.values[2].idGeneralParameterValue).toBe(a.idGeneralParameterValue);
      expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(p.updatedAt).getTime());
    });

    it('lets two values swap codes in one call', async () => {
      const p = await create({ values: [value('AAA'), value('BBB')] });
      const [a, b] = p.values;
      const updated = ok(await admin.gql<{ updateGeneralParameter: Parameter }>(UPDATE, {
        data: {
          idGeneralParameter: p.idGeneralParameter, name: p.name, shortName: p.shortName,
          values: [{ ...value('BBB'), idGeneralParameterValue: a.idGeneralParameterValue }, { ...value('AAA'), idGeneralParameterValue: b.idGeneralParameterValue }],
        },
      })).updateGeneralParameter;
      expect(updated.values.map((v) => [v.idGeneralParameterValue, v.code])).toEqual([[a.idGeneralParameterValue, 'BBB'], [b.idGeneralParameterValue, 'AAA']]);
    });

    it('leaves the values alone when none are sent, and the code when it is blank', async () => {
      const p = await create();
      const updated = ok(await admin.gql<{ updateGeneralParameter: Parameter }>(UPDATE, {
        data: { idGeneralParameter: p.idGeneralParameter, name: 'Only the name', shortName: 'S', code: '' },
      })).updateGeneralParameter;
      expect(updated.values).toEqual(p.values);
      expect(updated.code).toBe(p.code);
    });

    it('applies every rule of create, and changes nothing when one fails', async () => {
      const p = await create();
      await unchanged(async () => {
        expectValidation(await admin.gql(UPDATE, {
          data: {
            idGeneralParameter: p.idGeneralParameter, name: '', shortName: 'S'.repeat(61),
            values: [{ ...value('AB'), idGeneralParameterValue: p.values[0].idGeneralParameterValue }, value('CCC', { name: '' }), value('ccc')],
          },
        }), {
          name: REQUIRED, shortName: 'At most 60 characters', 'values.0.code': 'The code must be at least 3 characters',
          'values.1.name': REQUIRED, 'values.2.code': 'This code is already used in this parameter',
        });
      });
    });

    it('refuses a value id of another parameter', async () => {
      const p = await create();
      const other = await create();
      await unchanged(async () => {
        expectValidation(await admin.gql(UPDATE, {
          data: {
            idGeneralParameter: p.idGeneralParameter, name: 'N', shortName: 'S',
            values: [{ ...value('QQQ'), idGeneralParameterValue: other.values[0].idGeneralParameterValue }],
          },
        }), { 'values.0.idGeneralParameterValue': 'This value does not belong to the parameter' });
      });
    });

    it('refuses to remove a value that entities use, naming it, and changes nothing', async () => {
      const [role] = await server.db.query<{ id: string; name: string; shortName: string }>(
        `select g.id_general_parameter as id, g.name, g.short_name as "shortName" from general_parameter g where code = 'ENTITY_ROLE'`,
      );
      const values = ok(await admin.gql<{ getGeneralParameterValues: Value[] }>(VALUES, { code: 'ENTITY_ROLE' })).getGeneralParameterValues;
      await unchanged(async () => {
        const response = await admin.gql(UPDATE, {
          data: {
            idGeneralParameter: role.id, name: role.name, shortName: role.shortName,
            values: values.filter((v) => v.code !== 'SUPPLIER').map(({ idGeneralParameterValue, name, shortName, code }) => ({ idGeneralParameterValue, name, shortName, code })),
          },
        });
        expect(codeOf(response)).toBe('CONFLICT');
        expect(fieldsOf(response)).toEqual({ values: 'The value "Supplier" is in use and cannot be removed' });
        expectFieldCodes(response, { values: ['IN_USE', { name: 'Supplier' }] });
      });
    });

    it('keeps the code of a shared catalog, but lets its names and values be maintained', async () => {
      const [bank] = await server.db.query<{ id: string }>(`select id_general_parameter as id from general_parameter where code = 'BANK'`);
      await unchanged(async () => {
        expectValidation(await admin.gql(UPDATE, { data: { idGeneralParameter: bank.id, name: 'Banks', shortName: 'Banks', code: 'BANKS' } }), {
          code: 'The code of a shared catalog cannot change',
        });
      });
      const current = ok(await admin.gql<{ getGeneralParameterById: Parameter }>(GET, { id: bank.id })).getGeneralParameterById;
      const updated = ok(await admin.gql<{ updateGeneralParameter: Parameter }>(UPDATE, {
        data: {
          idGeneralParameter: bank.id, name: 'Banks of Peru', shortName: 'Banks', code: 'bank',
          values: [...current.values.map(({ idGeneralParameterValue, name, shortName, code }) => ({ idGeneralParameterValue, name, shortName, code })),
            value('MIBANCO', { name: 'Mibanco' })],
        },
      })).updateGeneralParameter;
      expect(updated).toMatchObject({ name: 'Banks of Peru', code: 'BANK', isShared: true, valueCount: current.values.length + 1 });
    });

    it('refuses itself or a descendant as parent', async () => {
      const top = await create();
      const middle = await create({ idParent: top.idGeneralParameter });
      const bottom = await create({ idParent: middle.idGeneralParameter });
      await unchanged(async () => {
        const own = await admin.gql(UPDATE, { data: { idGeneralParameter: top.idGeneralParameter, name: 'N', shortName: 'S', idParent: top.idGeneralParameter } });
        expectValidation(own, { idParent: 'A parameter cannot be its own parent' });
        expectFieldCodes(own, { idParent: 'OWN_PARENT' });
        const below = await admin.gql(UPDATE, { data: { idGeneralParameter: top.idGeneralParameter, name: 'N', shortName: 'S', idParent: bottom.idGeneralParameter } });
        expectValidation(below, { idParent: 'A parameter cannot hang under one of its own descendants' });
        expectFieldCodes(below, { idParent: 'DESCENDANT_PARENT' });
      });
    });

    it('answers NOT_FOUND for an unknown or malformed id', async () => {
      for (const idGeneralParameter of [UNKNOWN_ID, 'nope']) {
        expect(codeOf(await admin.gql(UPDATE, { data: { idGeneralParameter, name: 'N', shortName: 'S' } }))).toBe('NOT_FOUND');
      }
    });
  });

  describe('organizational units', () => {
    it("another OU neither sees nor changes a unit's own parameters, but shares the shipped catalogs", async () => {
      const p = await create();
      expect(ok(await cusco.gql<{ getGeneralParameterById: null }>(GET, { id: p.idGeneralParameter })).getGeneralParameterById).toBeNull();
      expect(ok(await cusco.gql<{ getGeneralParameterValues: Value[] }>(VALUES, { code: p.code })).getGeneralParameterValues).toEqual([]);
      const search = ok(await cusco.gql<Page>(SEARCH, { input: { take: 100 } })).searchGeneralParameters;
      expect(search.data.map((d) => d.code)).not.toContain(p.code);
      expect(search.data.every((d) => d.isShared)).toBe(true);
      await unchanged(async () => {
        expect(codeOf(await cusco.gql(UPDATE, { data: { idGeneralParameter: p.idGeneralParameter, name: 'Mine', shortName: 'M' } }))).toBe('NOT_FOUND');
        // Nor can it hang its own parameter under the other unit's.
        expectValidation(await cusco.gql(CREATE, { data: { name: 'N', shortName: 'S', idParent: p.idGeneralParameter } }), {
          idParent: 'Choose one of the listed options',
        });
      });
      // The same code is free in another unit.
      const theirs = await create({ code: p.code }, cusco);
      expect(theirs.code).toBe(p.code);
      expect(ok(await cusco.gql<{ getGeneralParameterValues: Value[] }>(VALUES, { code: 'CURRENCY' })).getGeneralParameterValues).toHaveLength(3);
    });
  });
});
