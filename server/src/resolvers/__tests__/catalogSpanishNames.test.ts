/*
 * Issue 21 item 10: catalog values and languages carry a Spanish name. Every shipped value has one (seeded on a fresh
 * database, written by migration 0026 on one seeded before it); administrators give, keep and clear it with the
 * values' editor; languages answer theirs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOG_NAMES_ES, ROLE_DESCRIPTIONS_ES } from '../../db/catalogSpanishNames.ts';
import { ROLE_CODES } from '../../auth/permissionCatalog.ts';
import { CATALOG_SEED } from '../../db/generalParameterData.ts';
import { splitStatements } from '../../db/migrate.ts';
import { expectTablesUnchanged, expectValidation, ok } from '../../testing/adminFixtures.ts';
import { dbKinds, type TestServer } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const VALUES = 'query ($code: String!) { getGeneralParameterValues(code: $code) { idGeneralParameterValue name nameEs shortName shortNameEs code value } }';
const GP = 'idGeneralParameter values { idGeneralParameterValue name nameEs shortName code value }';
const CREATE = `mutation ($data: CreateGeneralParameterInput!) { createGeneralParameter(data: $data) { ${GP} } }`;
const UPDATE = `mutation ($data: UpdateGeneralParameterInput!) { updateGeneralParameter(data: $data) { ${GP} } }`;
const MIGRATION = fileURLToPath(new URL('../../../migrations/0026_catalog_spanish_names.sql', import.meta.url));
const MIGRATION_0032 = fileURLToPath(new URL('../../../migrations/0032_spanish_short_names_roles.sql', import.meta.url));
const ROLES = '{ getAllRoles { idRole code description descriptionEs } }';
interface RoleRow { idRole: string; code: string; description: string; descriptionEs: string | null }

/** The data statements of a migration (its columns exist already), run in one transaction. */
async function runMigrationData(server: TestServer, file: string) {
  const statements = splitStatements(readFileSync(file, 'utf8')).filter((s) => !/^alter table/i.test(s));
  await server.db.transaction(async (tx) => {
    for (const statement of statements) await tx.query(statement);
  });
}

interface Value {
  idGeneralParameterValue: string; name: string; nameEs: string | null; shortName: string; shortNameEs?: string | null; code: string;
  value: string | null;
}

describe('the Spanish names of the shipped catalogs', () => {
  it('name every seeded value, and nothing that is not seeded', () => {
    for (const catalog of CATALOG_SEED) {
      expect(Object.keys(CATALOG_NAMES_ES[catalog.code] ?? {}).sort(), catalog.code).toEqual(catalog.values.map((v) => v[2]).sort());
    }
    expect(Object.keys(CATALOG_NAMES_ES).sort()).toEqual(CATALOG_SEED.map((c) => c.code).sort());
  });

  it('describe every seeded role in Spanish', () => {
    expect(Object.keys(ROLE_DESCRIPTIONS_ES).sort()).toEqual([...ROLE_CODES].sort());
  });
});

describe.each(dbKinds)('catalog values in Spanish (%s)', (kind) => {
  const { server, users: [admin, agent] } = suiteServer(kind, { users: ['ADMIN', 'RESCREATE'] });

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

  const shortSpanish = async (code: string) => Object.fromEntries((await values(code)).map((v) => [v.code, v.shortNameEs]));
  const roles = async () => ok(await admin.gql<{ getAllRoles: RoleRow[] }>(ROLES)).getAllRoles;

  it('answers the Spanish short names of the identity document types and the Spanish descriptions of the seeded roles', async () => {
    expect(await shortSpanish('IDENTITY_DOCUMENT_TYPE')).toEqual({
      DNI: 'DNI', RUC: 'RUC', PASSPORT: 'Pasaporte', CEX: 'CE', TAX_ID: 'ID tributario',
    });
    const byCode = Object.fromEntries((await roles()).map((r) => [r.code, r]));
    expect(byCode.RESVIEW).toMatchObject({ description: 'Reservations: view', descriptionEs: 'Reservas: consultar' });
    expect(byCode.STG.descriptionEs).toBe('Cambio de unidad organizativa');
  });

  it('migration 0032 writes the short names and role descriptions of a database seeded without them, keeping those given', async () => {
    await server.db.query('update general_parameter_value set short_name_es = null');
    await server.db.query('update role set description_es = null');
    await server.db.query(`update role set description_es = 'Solo lectura' where code = 'RESVIEW'`);
    await runMigrationData(server, MIGRATION_0032);
    expect(await shortSpanish('IDENTITY_DOCUMENT_TYPE')).toMatchObject({ PASSPORT: 'Pasaporte', CEX: 'CE' });
    expect(await shortSpanish('CURRENCY')).toEqual({ USD: null, EUR: null, PEN: null });
    const byCode = Object.fromEntries((await roles()).map((r) => [r.code, r.descriptionEs]));
    expect(byCode).toMatchObject({ RESVIEW: 'Solo lectura', RESDEL: 'Reservas: eliminar', ADMIN: 'Administrador' });
  });

  it('drops a role\'s Spanish description when its description changes, and keeps it when only the code does', async () => {
    const created = ok(await admin.gql<{ createRole: { role: RoleRow } }>(
      'mutation ($data: RoleInput!) { createRole(roleInput: $data) { role { idRole code description descriptionEs } } }',
      { data: { code: 'GUIDES_ES', description: 'Guides' } })).createRole.role;
    expect(created.descriptionEs).toBeNull();
    await server.db.query(`update role set description_es = 'Guías' where id_role = $1`, [created.idRole]);
    const UPDATE_ROLE = 'mutation ($data: UpdateRoleInput!) { updateRole(updateInput: $data) { code description descriptionEs } }';
    expect(ok(await admin.gql<{ updateRole: RoleRow }>(UPDATE_ROLE, { data: { idRole: created.idRole, code: 'GUIDES_ES2' } })).updateRole)
      .toMatchObject({ code: 'GUIDES_ES2', descriptionEs: 'Guías' });
    expect(ok(await admin.gql<{ updateRole: RoleRow }>(UPDATE_ROLE, {
      data: { idRole: created.idRole, description: 'Tour guides' } })).updateRole).toMatchObject({ description: 'Tour guides', descriptionEs: null });
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
