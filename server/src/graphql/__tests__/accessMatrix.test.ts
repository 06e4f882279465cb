/**
 * The generated access matrix (issue 4): every Query and Mutation field of schema.graphql, called by every demo role.
 * A role gets FORBIDDEN exactly when the permission catalog does not grant it the operation's BACK permission
 * (ADMIN holds all), or when the operation is reserved to other roles (OPERATION_ROLES: only STG changes OU).
 * Allowed calls run with minimal, syntactically valid arguments built from the argument types (unknown ids, one-letter
 * strings), so they may answer VALIDATION or NOT_FOUND — never FORBIDDEN, never an internal error — and change nothing
 * that a later row depends on.
 */
import { readFileSync } from 'node:fs';
import {
  GraphQLEnumType, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, GraphQLScalarType, buildSchema, getNamedType,
  isCompositeType, type GraphQLField, type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_PATH } from '../../app.ts';
import { CAPABILITIES, MODULES, OPERATION_ROLES, ROLE_CODES, ROLE_MODULES, type RoleCode } from '../../auth/permissionCatalog.ts';
import { syncPermissionCatalog } from '../../auth/permissionSync.ts';
import { UNKNOWN_ID, codeOf } from '../../testing/adminFixtures.ts';
import { createTestServer, dbKinds, type TestClient, type TestServer } from '../../testing/testServer.ts';

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
const roots = [['query', schema.getQueryType()!], ['mutation', schema.getMutationType()!]] as const;
const operations = roots.flatMap(([kind, type]) =>
  Object.values(type.getFields()).map((field) => ({ kind, name: field.name, field })),
);

/** A minimal valid value of an input type: required input fields filled, optional ones left out. */
function sampleValue(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return sampleValue(type.ofType);
  if (type instanceof GraphQLList) return [sampleValue(type.ofType)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0].value;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => f.type instanceof GraphQLNonNull)
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  }
  const scalar = type as GraphQLScalarType;
  switch (scalar.name) {
    case 'ID': return UNKNOWN_ID;
    case 'Int': case 'Float': return 0;
    case 'Boolean': return false;
    case 'Decimal': return '0';
    case 'Date': return '2026-01-01';
    case 'DateTime': return '2026-01-01T00:00:00Z';
    default: return 'x';
  }
}

function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((a) => a.type instanceof GraphQLNonNull);
  const declarations = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind} Probe${declarations ? `(${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((a) => [a.name, sampleValue(a.type)])),
  };
}

const granted = (role: RoleCode) => new Set(ROLE_MODULES[role].flatMap((module) => MODULES[module].back as string[]));

/** The catalog's answer: may this role use this operation? */
function mayUse(role: RoleCode, operation: string) {
  const reserved = Object.hasOwn(OPERATION_ROLES, operation) ? OPERATION_ROLES[operation] : undefined;
  if (reserved && !reserved.includes(role)) return false;
  return role === 'ADMIN' || granted(role).has(operation);
}

/** Answers an allowed call may give with the sample arguments. */
const ACCEPTABLE = [undefined, 'VALIDATION', 'NOT_FOUND', 'CONFLICT'];

describe('the permission catalog covers the schema', () => {
  const back = Object.values(MODULES).flatMap((m) => m.back as string[]);

  it('names every operation of schema.graphql in some module (an operation without a permission fails here)', () => {
    expect(operations.map((o) => o.name).filter((name) => !back.includes(name))).toEqual([]);
  });

  // Modules may share an operation (RESCREATE and RESEDIT both save passengers), but none lists one twice.
  it('lists an operation at most once per module', () => {
    for (const module of Object.values(MODULES)) {
      const names = module.back as string[];
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    }
  });

  it('names only operations, or the capabilities resolvers check (e.g. the manual price of an item)', () => {
    const names = new Set(operations.map((o) => o.name));
    expect([...new Set(back.filter((name) => !names.has(name)))].sort()).toEqual([...CAPABILITIES].sort());
  });

  it('reserves operations only to real roles and real operations', () => {
    for (const [operation, roles] of Object.entries(OPERATION_ROLES)) {
      expect(back).toContain(operation);
      for (const role of roles ?? []) expect(ROLE_CODES).toContain(role);
    }
  });
});

describe.each(dbKinds)('access matrix: every operation x every demo role (%s)', (kind) => {
  let server: TestServer;
  const callers = {} as Record<RoleCode, { client: TestClient; token: string }>;

  beforeAll(async () => {
    server = await createTestServer(kind);
    for (const role of ROLE_CODES) {
      const client = server.client();
      callers[role] = { client, token: await client.loginAs(role) };
    }
  });
  afterAll(() => server?.close());

  it.each(operations.map((o) => [o.name, o] as const))('%s', async (_name, operation) => {
    const { query, variables } = documentFor(operation.kind, operation.field);
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const role of ROLE_CODES) {
      const { client, token } = callers[role];
      const response = await client.graphql(query, variables, token);
      const code = codeOf(response);
      expected[role] = mayUse(role, operation.name) ? 'allowed' : 'FORBIDDEN';
      actual[role] = code === 'FORBIDDEN' ? 'FORBIDDEN'
        : ACCEPTABLE.includes(code) ? 'allowed'
        : `unexpected ${code ?? ''}: ${response.errors?.[0]?.message}`;
      if (code === 'FORBIDDEN') expect(response.errors?.[0]?.extensions?.operation).toBe(operation.name);
    }
    expect(actual).toEqual(expected);
  });

  it.each(operations.map((o) => [o.name, o] as const))('%s without a token answers UNAUTHENTICATED', async (_name, operation) => {
    const { query, variables } = documentFor(operation.kind, operation.field);
    const response = await server.client().graphql(query, variables);
    expect(response.status).toBe(401);
    expect(codeOf(response)).toBe('UNAUTHENTICATED');
  });

  it('grants in the database exactly what the catalog says (the seed grants from it)', async () => {
    const rows = await server.db.query<{ code: string; value: string }>(
      `select r.code, p.value from role r join role_permission rp using (id_role)
       join permission p using (id_permission) where p.type = 'BACK'`,
    );
    for (const role of ROLE_CODES.filter((r) => r !== 'ADMIN')) {
      const inDb = rows.filter((r) => r.code === role).map((r) => r.value).sort();
      expect(inDb).toEqual([...granted(role)].sort());
    }
  });

  it('a database seeded before an operation existed gets its permission and built-in grants once, at start', async () => {
    const { client, token } = callers.STG;
    const SEARCH = '{ searchOus(input: {}) { count } }';
    const forget = async (applied: boolean) => {
      await server.db.query(`delete from permission where type = 'BACK' and value = 'searchOus'`);
      if (applied) await server.db.query(`delete from permission_catalog_applied where type = 'BACK' and value = 'searchOus'`);
    };
    // As if the seed predates searchOus: no permission row, never applied.
    await forget(true);
    expect(codeOf(await client.graphql(SEARCH, {}, token))).toBe('FORBIDDEN');
    expect(await syncPermissionCatalog(server.db)).toEqual(['BACK searchOus']);
    expect(codeOf(await client.graphql(SEARCH, {}, token))).toBeUndefined();
    const holders = await server.db.query<{ code: string }>(
      `select r.code from role r join role_permission rp using (id_role) join permission p using (id_permission)
       where p.type = 'BACK' and p.value = 'searchOus' order by r.code`,
    );
    expect(holders.map((h) => h.code)).toEqual(['ADMIN', 'STG']);
    expect(await syncPermissionCatalog(server.db)).toEqual([]);
    // Deleted by an administrator afterwards: it stays deleted.
    await forget(false);
    expect(await syncPermissionCatalog(server.db)).toEqual([]);
    expect(codeOf(await client.graphql(SEARCH, {}, token))).toBe('FORBIDDEN');
    await forget(true);
    await syncPermissionCatalog(server.db);
  });
});
