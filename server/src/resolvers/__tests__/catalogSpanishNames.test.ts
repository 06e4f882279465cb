/*
 * Issue 21 item 10: catalog values and languages carry a Spanish name. Every shipped value has one (seeded on a fresh
 * database, written by migration 0026 on one seeded before it); administrators give, keep and clear it with the
 * values' editor; languages answer theirs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_NAMES_ES } from '../../db/catalogSpanishNames.ts';
import { CATALOG_SEED } from '../../db/generalParameterData.ts';
import { splitStatements } from '../../db/migrate.ts';
import { expectTablesUnchanged, expectValidation, ok, signIn, type SignedIn } from '../../testing/adminFixtures.ts';
import { createTestServer, dbKinds, type TestServer } from '../../testing/testServer.ts';

const VALUES = 'query ($code: String!) { getGeneralParameterValues(code: $code) { idGeneralParameterValue name nameEs shortName code value } }';
const GP = 'idGeneralParameter values { idGeneralParameterValue name nameEs shortName code value }';
const CREATE = `mutation ($data: CreateGeneralParameterInput!) { createGeneralParameter(data: $data) { ${GP} } }`;
const UPDATE = `mutation ($data: UpdateGeneralParameterInput!) { updateGeneralParameter(data: $data) { ${GP} } }`;
const MIGRATION = fileURLToPath(new URL('../../../migrations/0026_catalog_spanish_names.sql', import.meta.url));

interface Value { idGeneralParameterValue: string; name: string; nameEs: string | null; shortName: string; code: string; value: string | null }

describe('the Spanish names of the shipped catalogs', () => {
  it('name every seeded value, and nothing that is not seeded', () => {
    for (const catalog of CATALOG_SEED) {
      expect(Object.keys(CATALOG_NAMES_ES[catalog.code] ?? {}).sort(), catalog.code).toEqual(catalog.values.map((v) => v[2]).sort());
    }
    expect(Object.keys(CATALOG_NAMES_ES).sort()).toEqual(CATALOG_SEED.map((c) => c.code).sort());
  });
});

describe.each(dbKinds)('catalog values in Spanish (%s)', (kind) => {
  let server: TestServer;
  let admin: SignedIn;
  let agent: SignedIn;

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, agent] = await Promise.all([signIn(server, 'ADMIN'), signIn(server, 'RESCREATE')]);
  });
  afterAll(() => server?.close());

  const values = async (code: string) =>
    ok(await agent.gql<{ getGeneralParameterValues: Value[] }>(VALUES, { code })).getGeneralParameterValues;
  const spanish = async (code: string) => Object.fromEntries((await values(code)).map((v) => [v.code, v.nameEs]));

  it('answers the Spanish names of currencies, payment and document types and languages', async () => {
    expect(await spanish('CURRENCY')).toMatchObject({ USD: 'Dólar estadounidense', PEN: 'Sol peruano' });
    expect(await spanish('PAYMENT_TYPE')).toMatchObject({ CASH: 'Efectivo', TRANSFER: 'Transferencia bancaria' });
    expect(await spanish('IDENTITY_DOCUMENT_TYPE')).toMatchObject({ PASSPORT: 'Pasaporte' });
    expect(await spanish('LANGUAGE')).toMatchObject({ deu: 'Alemán' });
    const { getLanguages } = ok(await agent.gql<{ getLanguages: { code: string; name: string; nameEs: string | null }[] }>(
      '{ getLanguages { code name nameEs } }'));
    expect(getLanguages.find((l) => l.code === 'deu')).toEqual({ code: 'deu', name: 'German', nameEs: 'Alemán' });
  });

  it('migration 0026 names the shipped values of a database seeded without them, keeping names already given', async () => {
    await server.db.query('update general_parameter_value set name_es = null');
    await server.db.query('update language set name_es = null');
    await server.db.query(`update general_parameter_value set name_es = 'Billete verde'
      where code = 'USD' and id_general_parameter = (select id_general_parameter from general_parameter where code = 'CURRENCY')`);
    // The data part of the migration (the columns exist already).
    const statements = splitStatements(readFileSync(MIGRATION, 'utf8')).filter((s) => !/^alter table/i.test(s));
    await server.db.transaction(async (tx) => {
      for (const statement of statements) await tx.query(statement);
    });
    expect(await spanish('CURRENCY')).toEqual({ USD: 'Billete verde', EUR: 'Euro', PEN: 'Sol peruano' });
    expect(await spanish('GENDER')).toEqual({ FEMALE: 'Femenino', MALE: 'Masculino', UNSPECIFIED: 'No indicado' });
    expect(await spanish('COUNTRY')).toMatchObject({ DEU: 'Alemania' });
    expect(await spanish('LANGUAGE')).toMatchObject({ deu: 'Alemán', spa: 'Español' });
  });

  it('lets an administrator give, keep and clear a value\'s Spanish name; a long one is refused and changes nothing', async () => {
    const created = ok(await admin.gql<{ createGeneralParameter: { idGeneralParameter: string; values: Value[] } }>(CREATE, { data: {
      name: 'Meal plans', shortName: 'Meal plans', code: 'MEAL_PLANS_ES', values: [
        { name: 'Breakfast', nameEs: '  Desayuno ', shortName: 'BB', code: 'BBB' }, { name: 'Half board', shortName: 'HB', code: 'HBB' },
      ],
    } })).createGeneralParameter;
    expect(created.values.map((v) => [v.name, v.nameEs])).toEqual([['Breakfast', 'Desayuno'], ['Half board', null]]);
    const [breakfast, half] = created.values;
    const update = (list: Record<string, unknown>[]) => admin.gql<{ updateGeneralParameter: { values: Value[] } }>(UPDATE, { data: {
      idGeneralParameter: created.idGeneralParameter, name: 'Meal plans', shortName: 'Meal plans', values: list,
    } });
    const row = (v: Value, extra: Record<string, unknown> = {}) => ({
      idGeneralParameterValue: v.idGeneralParameterValue, name: v.name, shortName: v.shortName, code: v.code, ...extra,
    });
    // Omitted keeps it (a client that does not know the field), given sets it.
    const kept = ok(await update([row(breakfast), row(half, { nameEs: 'Media pensión' })])).updateGeneralParameter;
    expect(kept.values.map((v) => v.nameEs)).toEqual(['Desayuno', 'Media pensión']);
    await expectTablesUnchanged(server, ['general_parameter_value'], async () => {
      expectValidation(await update([row(breakfast, { nameEs: 'x'.repeat(121) }), row(half)]), { 'values.0.nameEs': 'At most 120 characters' });
    });
    const cleared = ok(await update([row(breakfast, { nameEs: ' ' }), row(half, { nameEs: null })])).updateGeneralParameter;
    expect(cleared.values.map((v) => v.nameEs)).toEqual([null, null]);
  });
});
