import { hashPassword } from '../auth/passwords.ts';
import { MODULES, ROLE_CODES, ROLE_DESCRIPTIONS, ROLE_MODULES, type ModuleName } from '../auth/permissionCatalog.ts';
import type { Database, Queryable } from './database.ts';
import { seedDemoBusinessDay } from './businessDayDemoData.ts';
import { LANGUAGE_NAMES_ES, ROLE_DESCRIPTIONS_ES } from './catalogSpanishNames.ts';
import { seedDemoEntities } from './entityDemoData.ts';
import { seedDemoExchangeRates } from './exchangeRateDemoData.ts';
import { seedGeneralParameters } from './generalParameterData.ts';
import { seedDemoInventory } from './inventoryDemoData.ts';
import { seedDemoProducts } from './productDemoData.ts';
import { seedDemoRates } from './rateDemoData.ts';
import { seedDemoPayables } from './payablesDemoData.ts';
import { seedDemoReservations } from './reservationDemoData.ts';

export const DEMO_PASSWORD = 'Tourdesk#2026';
export const demoEmail = (role: string) => `${role.toLowerCase()}@tourdesk.test`;
/** The living demo's administrator of the Cusco unit, who keeps its cash desk (the role logins all work in Lima). */
export const DEMO_CUSCO_ADMIN_EMAIL = 'admin.cusco@tourdesk.test';

const COUNTRIES: [string, string, string][] = [
  ['Peru', 'PE', 'PER'], ['Spain', 'ES', 'ESP'], ['United States', 'US', 'USA'], ['Argentina', 'AR', 'ARG'],
  ['Bolivia', 'BO', 'BOL'], ['Brazil', 'BR', 'BRA'], ['Chile', 'CL', 'CHL'], ['Colombia', 'CO', 'COL'],
  ['Ecuador', 'EC', 'ECU'], ['Mexico', 'MX', 'MEX'], ['Canada', 'CA', 'CAN'], ['United Kingdom', 'GB', 'GBR'],
  ['France', 'FR', 'FRA'], ['Germany', 'DE', 'DEU'], ['Italy', 'IT', 'ITA'], ['Japan', 'JP', 'JPN'],
  ['China', 'CN', 'CHN'], ['Australia', 'AU', 'AUS'], ['Netherlands', 'NL', 'NLD'], ['Switzerland', 'CH', 'CHE'],
];
const LANGUAGES: [string, string, string][] = [
  ['English', 'EN', 'eng'], ['Spanish', 'ES', 'spa'], ['Portuguese', 'PT', 'por'], ['French', 'FR', 'fra'],
  ['German', 'DE', 'deu'], ['Italian', 'IT', 'ita'], ['Japanese', 'JA', 'jpn'], ['Quechua', 'QU', 'que'],
];

/** Loads the demo data set once, on an empty database. Returns false when there was already data. */
/**
 * `businessDay` adds a living business around today (reservations, payments, cash desks; businessDayDemoData.ts):
 * on for `npm start`, off for the test suites, which build the fixtures they assert on.
 */
export async function loadDemoData(db: Database, options: { businessDay?: boolean } = {}): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>('select count(*) as count from app_user');
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Another server starting at the same time may have loaded it meanwhile: then this one did not.
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727275)');
    const [{ again }] = await tx.query<{ again: number }>('select count(*) as again from app_user');
    if (again > 0) return false;
    await seedCatalogs(tx);
    const ous = await seedOus(tx);
    const catalogs = await seedGeneralParameters(tx);
    await seedDemoEntities(tx, { LIM: ous.hq.idOu, CUZ: ous.branch.idOu }, catalogs);
    await seedDemoProducts(tx, { LIM: ous.hq.idOu, CUZ: ous.branch.idOu }, catalogs);
    await seedDemoInventory(tx);
    await seedDemoRates(tx, { LIM: ous.hq.idOu, CUZ: ous.branch.idOu }, catalogs);
    await seedDemoReservations(tx, { LIM: ous.hq.idOu, CUZ: ous.branch.idOu });
    await seedDemoExchangeRates(tx, { LIM: ous.hq.idOu, CUZ: ous.branch.idOu }, catalogs);
    const roles = await seedRolesAndPermissions(tx);
    const [language] = await tx.query<{ id: string }>(`select id_language as id from language where code = 'eng'`);
    const users = {} as Record<(typeof ROLE_CODES)[number], string>;
    for (const code of ROLE_CODES) {
      const [user] = await tx.query<{ id: string }>(
        `insert into app_user (id_ou, id_entity, name, short_name, code, user_name, last_name, email, password_hash, id_language)
         values ($1, $2, $3, $4, $5, $6, $7, $6, $8, $9) returning id_user as id`,
        [ous.hq.idOu, ous.hq.idEntity, `Demo ${ROLE_DESCRIPTIONS[code]}`, code, code, demoEmail(code), 'Demo',
          passwordHash, language.id],
      );
      await tx.query('insert into user_role (id_user, id_role) values ($1, $2)', [user.id, roles[code]]);
      users[code] = user.id;
    }
    if (options.businessDay) {
      // The administrator keeps Lima's cash desk, where every role login works; Cusco's has its own administrator.
      const [cusco] = await tx.query<{ id: string }>(
        `insert into app_user (id_ou, id_entity, name, short_name, code, user_name, last_name, email, password_hash, id_language)
         values ($1, $2, 'Demo Cusco administrator', 'ADMIN-CUZ', 'ADMIN-CUZ', $3, 'Demo', $3, $4, $5) returning id_user as id`,
        [ous.branch.idOu, ous.branch.idEntity, DEMO_CUSCO_ADMIN_EMAIL, passwordHash, language.id],
      );
      await tx.query('insert into user_role (id_user, id_role) values ($1, $2)', [cusco.id, roles.ADMIN]);
      // Both administrators also hold STG, the role SPEC gives Change OU, so each can work in Lima and in Cusco.
      for (const admin of [users.ADMIN, cusco.id]) {
        await tx.query('insert into user_role (id_user, id_role) values ($1, $2)', [admin, roles.STG]);
      }
      await seedDemoBusinessDay(tx, { LIM: ous.hq.idOu, CUZ: ous.branch.idOu }, { LIM: users.ADMIN, CUZ: cusco.id });
      await seedDemoPayables(tx, { LIM: ous.hq.idOu, CUZ: ous.branch.idOu }, { LIM: users.ADMIN, CUZ: cusco.id });
    }
    return true;
  });
}

async function seedCatalogs(tx: Queryable) {
  const parameter = async (code: string, name: string, values: [string, string, string][]) => {
    const [gp] = await tx.query<{ id: string }>(
      `insert into general_parameter (name, short_name, code) values ($1, $1, $2) returning id_general_parameter as id`,
      [name, code],
    );
    const ids: string[] = [];
    for (const [i, [valueName, short, valueCode]] of values.entries()) {
      const [v] = await tx.query<{ id: string }>(
        `insert into general_parameter_value (id_general_parameter, name, short_name, code, value, sort_order)
         values ($1, $2, $3, $4, $4, $5) returning id_general_parameter_value as id`,
        [gp.id, valueName, short, valueCode, i],
      );
      ids.push(v.id);
    }
    return ids;
  };
  // The countries themselves are ISO 3166-1's (migration 0022); the demo's Countries catalog names the usual ones.
  const countryValues = await parameter('COUNTRY', 'Countries', COUNTRIES);
  for (const [i, [, , code]] of COUNTRIES.entries()) {
    await tx.query('update country set id_general_parameter_value = $1 where code = $2', [countryValues[i], code]);
  }
  // The catalog values are named in Spanish as their countries and languages are (issue 21 item 10).
  await tx.query(`update general_parameter_value v set name_es = c.name_es from country c
    where c.id_general_parameter_value = v.id_general_parameter_value`);
  const languageValues = await parameter('LANGUAGE', 'Languages', LANGUAGES);
  for (const [i, [name, short, code]] of LANGUAGES.entries()) {
    await tx.query('update general_parameter_value set name_es = $2 where id_general_parameter_value = $1', [languageValues[i], LANGUAGE_NAMES_ES[code]]);
    await tx.query('insert into language (name, name_es, short_name, code, id_general_parameter_value) values ($1, $5, $2, $3, $4)', [
      name, short, code, languageValues[i], LANGUAGE_NAMES_ES[code],
    ]);
  }
}

async function seedOus(tx: Queryable) {
  const ou = async (code: string, name: string, shortName: string, legalName: string) => {
    const [entity] = await tx.query<{ id: string }>(
      `insert into entity (name, commercial_name) values ($1, $2) returning id_entity as id`,
      [legalName, name],
    );
    const [row] = await tx.query<{ id: string }>(
      `insert into ou (code, name, short_name, id_entity) values ($1, $2, $3, $4) returning id_ou as id`,
      [code, name, shortName, entity.id],
    );
    await tx.query('insert into entity_ou (id_entity, id_ou) values ($1, $2)', [entity.id, row.id]);
    return { idOu: row.id, idEntity: entity.id };
  };
  return {
    hq: await ou('LIM', 'Tourdesk Lima', 'Lima', 'Tourdesk Travel S.A.C.'),
    branch: await ou('CUZ', 'Tourdesk Cusco', 'Cusco', 'Tourdesk Cusco E.I.R.L.'),
  };
}

/** One permission row per route and operation of the catalog; each demo role gets its modules' rows. */
async function seedRolesAndPermissions(tx: Queryable) {
  const permissionIds = new Map<string, string>();
  for (const [module, { front, back }] of Object.entries(MODULES)) {
    for (const [type, values] of [['FRONT', front], ['BACK', back]] as const) {
      for (const value of values) {
        const [row] = await tx.query<{ id: string }>(
          `insert into permission (type, value, module) values ($1, $2, $3)
           on conflict (type, value) do update set module = excluded.module returning id_permission as id`,
          [type, value, module],
        );
        permissionIds.set(`${module}|${type}|${value}`, row.id);
      }
    }
  }
  const roles = {} as Record<(typeof ROLE_CODES)[number], string>;
  for (const code of ROLE_CODES) {
    const [role] = await tx.query<{ id: string }>(
      'insert into role (code, description, description_es) values ($1, $2, $3) returning id_role as id',
      [code, ROLE_DESCRIPTIONS[code], ROLE_DESCRIPTIONS_ES[code]],
    );
    roles[code] = role.id;
    const modules = new Set<ModuleName>(ROLE_MODULES[code]);
    for (const [key, idPermission] of permissionIds) {
      if (!modules.has(key.split('|')[0] as ModuleName)) continue;
      await tx.query('insert into role_permission (id_role, id_permission) values ($1, $2) on conflict do nothing', [
        role.id, idPermission,
      ]);
    }
  }
  return roles;
}
