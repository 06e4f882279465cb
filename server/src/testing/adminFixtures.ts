/**
 * Helpers for the administration suites (users, roles, permissions, OUs), on top of testServer.ts: a signed-in
 * caller with a one-line GraphQL call, error-code accessors and look-ups of the demo data's ids.
 */
import { expect } from 'vitest';
import { demoEmail, type GraphQLResponse, type TestClient, type TestServer } from './testServer.ts';
import { FieldErrorCode } from '../../../rules/schemaEnums.generated.ts';

export interface SignedIn {
  client: TestClient;
  token: string;
  idUser: string;
  email: string;
  gql: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => Promise<GraphQLResponse<T>>;
}

/** Signs in a demo role ('ADMIN') or any e-mail (with its password) and returns a ready caller. */
export async function signIn(server: TestServer, roleOrEmail: string, password?: string): Promise<SignedIn> {
  const email = roleOrEmail.includes('@') ? roleOrEmail : demoEmail(roleOrEmail);
  const client = server.client();
  const token = password ? await client.login(email, password) : await client.login(email);
  const sub = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub as string;
  return {
    client, token, idUser: sub, email,
    gql: (query, variables = {}) => client.graphql(query, variables, token),
  };
}

/** The error code of the first error (undefined when the call succeeded). */
export const codeOf = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions?.code as string | undefined;
export const fieldsOf = (response: GraphQLResponse<unknown>) =>
  response.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

/** Asserts the call succeeded and returns its data. */
export function ok<T>(response: GraphQLResponse<T>): T {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data as T;
}

/** Asserts a VALIDATION error with exactly these field messages (a subset check when `partial`). */
export function expectValidation(response: GraphQLResponse<unknown>, fields: Record<string, string>, partial = false) {
  expect(codeOf(response), JSON.stringify(response.errors)).toBe('VALIDATION');
  if (partial) expect(fieldsOf(response)).toMatchObject(fields);
  else expect(fieldsOf(response)).toEqual(fields);
  // The coded field errors (issue 19) name the same fields as the old map, each with a code of schema.graphql.
  const coded = fieldErrorsOf(response) ?? [];
  expect(coded.map((f) => f.path).sort()).toEqual(Object.keys(fieldsOf(response) ?? {}).sort());
  for (const f of coded) expect(Object.keys(FieldErrorCode)).toContain(f.code);
}

/** extensions.fieldErrors of the first error: [{ path, code, params }]. */
export const fieldErrorsOf = (response: GraphQLResponse<unknown>) =>
  response.errors?.[0]?.extensions?.fieldErrors as { path: string; code: string; params: Record<string, unknown> }[] | undefined;

/** The coded field errors by path: `{ path: 'CODE' }`, or `{ path: ['CODE', params] }` where the figures matter. */
export function expectFieldCodes(response: GraphQLResponse<unknown>, codes: Record<string, string | [string, Record<string, unknown>]>) {
  const coded = Object.fromEntries((fieldErrorsOf(response) ?? []).map((f) => [f.path, f]));
  for (const [path, expected] of Object.entries(codes)) {
    const [code, params] = typeof expected === 'string' ? [expected, undefined] : expected;
    expect(coded[path]?.code, `${path} in ${JSON.stringify(coded)}`).toBe(code);
    if (params) expect(coded[path].params).toEqual(params);
  }
}

/** extensions.reason and params of the first error. */
export const reasonOf = (response: GraphQLResponse<unknown>) => {
  const extensions = response.errors?.[0]?.extensions ?? {};
  return { reason: extensions.reason, params: extensions.params };
};

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export interface DemoIds {
  ous: Record<'LIM' | 'CUZ', { idOu: string; idEntity: string }>;
  roles: Record<string, string>;
  users: Record<string, string>;
  languages: Record<string, string>;
}

export async function demoIds(server: TestServer): Promise<DemoIds> {
  const ous = await server.db.query<{ code: 'LIM' | 'CUZ'; idOu: string; idEntity: string }>(
    `select code, id_ou as "idOu", id_entity as "idEntity" from ou where code in ('LIM', 'CUZ')`,
  );
  const roles = await server.db.query<{ code: string; id: string }>('select code, id_role as id from role');
  const users = await server.db.query<{ email: string; id: string }>('select email, id_user as id from app_user');
  const languages = await server.db.query<{ code: string; id: string }>('select code, id_language as id from language');
  return {
    ous: Object.fromEntries(ous.map((o) => [o.code, { idOu: o.idOu, idEntity: o.idEntity }])) as DemoIds['ous'],
    roles: Object.fromEntries(roles.map((r) => [r.code, r.id])),
    users: Object.fromEntries(users.map((u) => [u.email, u.id])),
    languages: Object.fromEntries(languages.map((l) => [l.code, l.id])),
  };
}

/** Row counts of the given tables, to assert that a refused call changed nothing. */
export async function counts(server: TestServer, tables: string[]) {
  const out: Record<string, number> = {};
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table ${table}`);
    out[table] = (await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
  }
  return out;
}

/** A whole table as JSON text, ordered, for "nothing changed" comparisons. */
export async function tableDump(server: TestServer, table: string) {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table ${table}`);
  const rows = await server.db.query(`select row_to_json(t)::text as j from ${table} t order by 1`);
  return rows.map((r) => (r as { j: string }).j);
}

/** Runs a refused call and checks that not one row of these tables changed. */
export async function expectTablesUnchanged(server: TestServer, tables: string[], call: () => Promise<unknown>) {
  const before = await Promise.all(tables.map((t) => tableDump(server, t)));
  await call();
  expect(await Promise.all(tables.map((t) => tableDump(server, t)))).toEqual(before);
}

/** Looks up a shared catalog value's id by catalog code and value code (e.g. 'PRODUCT_TYPE', 'HOTEL'). */
export async function catalogValueIds(server: TestServer): Promise<(catalog: string, code: string) => string> {
  const values = await server.db.query<{ catalog: string; code: string; id: string }>(
    `select g.code as catalog, v.code, v.id_general_parameter_value as id
     from general_parameter_value v join general_parameter g using (id_general_parameter)`,
  );
  return (catalog, code) => values.find((r) => r.catalog === catalog && r.code === code)!.id;
}

export const ADMIN_TABLES = [
  'app_user', 'user_role', 'role', 'permission', 'role_permission', 'ou', 'entity', 'entity_ou', 'session',
  'password_reset',
];
