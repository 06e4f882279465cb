import { readFileSync, readdirSync } from 'node:fs';
import { GraphQLInputObjectType, GraphQLList, GraphQLNonNull, buildSchema, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_PATH } from '../../app.ts';
import { createTestServer, dbKinds, type TestClient, type TestServer } from '../../testing/testServer.ts';
import { loadPersistedOperations } from '../hardening.ts';
import { GRAPHQL_LIMITS, measureOperation } from '../operationLimits.ts';
import { MAX_VARIABLE_DEPTH, TOO_DEEP } from '../variableShape.ts';

const GENERATED = new URL('../../../../src/__generated__/', import.meta.url);
const persisted = loadPersistedOperations();
const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));

/** `{ viewer { ou { users { ou { users … } } } } }`: Ou.users and User.ou make a cycle of any depth. */
const nested = (pairs: number, leaves = 1) => {
  let inner = Array.from({ length: leaves }, () => 'email').join(' ');
  for (let i = 0; i < pairs; i++) inner = `ou { users { ${inner} } }`;
  return `{ viewer { ${inner} } }`;
};

describe('the app\'s own operations', () => {
  /** The persisted id of each Relay artifact: what the client sends. */
  const artifactIds = () => readdirSync(GENERATED)
    .filter((file) => file.endsWith('.graphql.ts'))
    .map((file) => /"id": "([0-9a-f]{64})"/.exec(readFileSync(new URL(file, GENERATED), 'utf8'))?.[1])
    .filter((id): id is string => Boolean(id));

  it('every Relay artifact\'s persisted id is in the server\'s allowlist with the same text', () => {
    const ids = artifactIds();
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) expect(persisted.has(id), id).toBe(true);
  });

  it('allows nothing the app does not send (an operation no client sends is one more door to keep)', () => {
    const sent = new Set(artifactIds());
    expect([...persisted.keys()].filter((id) => !sent.has(id))).toEqual([]);
  });

  it('every persisted operation stays within the limits', () => {
    for (const [id, text] of persisted) {
      const size = measureOperation(schema, text);
      const name = /(?:query|mutation) (\w+)/.exec(text)?.[1] ?? id;
      expect(size.depth, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDepth);
      expect(size.aliases, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxAliases);
      expect(size.directives, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDirectives);
      expect(size.tokens, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxTokens);
      expect(size.cost, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
    }
  });
});

describe.each(dbKinds)('GraphQL hardening in production mode (%s)', (kind) => {
  let server: TestServer;
  let client: TestClient;
  let adminToken: string;
  let resadmToken: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { persistedOperationsOnly: true, allowTestSetupDocuments: true });
    client = server.client();
    adminToken = await client.loginAs('ADMIN');
    resadmToken = await server.client().loginAs('RESADM');
  });
  afterAll(() => server?.close());

  const SETUP = { 'x-test-setup': '1' };
  const post = async (body: unknown, token?: string, headers: Record<string, string> = {}) => {
    const response = await client.post('/graphql', body, { token, headers });
    return { status: response.statusCode, json: response.json<{ data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] }>() };
  };
  /** A document as the browser tests' set-up calls send it. */
  const adhoc = (query: string, token = adminToken, variables: Record<string, unknown> = {}) => post({ query, variables }, token, SETUP);
  const viewerId = [...persisted].find(([, text]) => /^query \w+ \{\n  viewer \{/m.test(text) && !text.includes('$'));

  describe('persisted operations only', () => {
    it('runs an allowlisted operation by its id', async () => {
      expect(viewerId, 'a persisted query without variables that reads the viewer').toBeTruthy();
      const { status, json } = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: viewerId![0] } } }, adminToken);
      expect(status).toBe(200);
      expect(json.errors).toBeUndefined();
      expect(json.data?.viewer).toBeTruthy();
    });

    it('refuses a document, even from an administrator', async () => {
      const { json } = await post({ query: '{ viewer { email } }' }, adminToken);
      expect(json.data ?? null).toBeNull();
      expect(json.errors?.[0]).toMatchObject({ message: 'Only persisted operations are accepted', extensions: { code: 'PERSISTED_QUERY_ONLY' } });
    });

    it('refuses an unknown id', async () => {
      const { json } = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } }, adminToken);
      expect(json.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    });

    it('test set-up documents run only when signed in and marked', async () => {
      const resadm = await adhoc('{ viewer { email } }', resadmToken);
      expect(resadm.json, JSON.stringify(resadm.json)).toMatchObject({ data: { viewer: { email: 'resadm@tourdesk.test' } } });
      expect((await post({ query: '{ viewer { email } }' }, undefined, SETUP)).json.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_ONLY');
      expect((await post({ query: '{ viewer { email } }' }, 'not-a-token', SETUP)).json.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    });
  });

  describe('limits', () => {
    it('refuses a query deeper than the limit with a clear error', async () => {
      const query = nested(6);
      expect(measureOperation(schema, query).cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
      const { json } = await adhoc(query);
      expect(json.data ?? null).toBeNull();
      expect(json.errors?.map((e) => e.message).join(' ')).toMatch(new RegExp(`Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded`));
    });

    it('refuses too many aliases', async () => {
      const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: viewer { email }`).join(' ');
      const { json } = await adhoc(`{ ${aliases} }`);
      expect(json.errors?.map((e) => e.message).join(' ')).toMatch(new RegExp(`Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded`));
    });

    it('refuses too many tokens', async () => {
      const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => 'email').join(' ');
      const { json } = await adhoc(`{ viewer { ${fields} } }`);
      expect(json.errors?.map((e) => e.message).join(' ')).toMatch(new RegExp(`Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded`));
    });

    it('refuses a query that costs too much', async () => {
      // Within the depth, alias and token limits, but the work multiplies at every level.
      const query = nested(5, 120);
      const size = measureOperation(schema, query);
      expect(size.cost).toBeGreaterThan(GRAPHQL_LIMITS.maxCost);
      expect(size.depth).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDepth);
      expect(size.tokens).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxTokens);
      const { json } = await adhoc(query);
      expect(json.data ?? null).toBeNull();
      expect(json.errors?.map((e) => e.message).join(' ')).toMatch(new RegExp(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`));
    });

    it('lets a query within the limits through', async () => {
      const { json } = await adhoc(nested(2));
      expect(json.errors).toBeUndefined();
    });

    it('refuses a batch of operations', async () => {
      const { status, json } = await post([{ query: '{ viewer { email } }' }, { query: '{ viewer { name } }' }], adminToken, SETUP);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(json.data ?? null).toBeNull();
    });

    it('gives no field suggestions', async () => {
      const { json } = await adhoc('{ viewer { emial } }');
      const message = json.errors?.[0].message ?? '';
      expect(message).toMatch(/emial/);
      expect(message).not.toMatch(/Did you mean/);
    });
  });

  describe('variables', () => {
    it('refuses a 200,000-deep nested list with 400 and a clear error, not 500', async () => {
      const n = 200_000;
      const body = `{"query":"query ($ids: [ID!]!) { viewer { email } }","variables":{"ids":${'['.repeat(n)}"x"${']'.repeat(n)}}}`;
      const response = await client.post('/graphql', body, { token: adminToken, headers: { ...SETUP, 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ message: TOO_DEEP, extensions: { code: 'VALIDATION' } });
      // The server is still well.
      expect((await adhoc('{ viewer { email } }')).json.data).toMatchObject({ viewer: { email: expect.any(String) } });
    });

    it('lets the deepest input of the schema through (the limit is above it)', () => {
      const depthOf = (type: GraphQLInputType, seen: string[] = []): number => {
        if (type instanceof GraphQLNonNull) return depthOf(type.ofType, seen);
        if (type instanceof GraphQLList) return 1 + depthOf(type.ofType, seen);
        if (!(type instanceof GraphQLInputObjectType) || seen.includes(type.name)) return 0;
        return 1 + Math.max(0, ...Object.values(type.getFields()).map((f) => depthOf(f.type, [...seen, type.name])));
      };
      const deepest = Math.max(...Object.values({ ...schema.getQueryType()!.getFields(), ...schema.getMutationType()!.getFields() })
        .flatMap((field) => field.args.map((arg) => depthOf(arg.type))));
      expect(deepest).toBeGreaterThan(2);
      expect(MAX_VARIABLE_DEPTH).toBeGreaterThan(deepest * 2);
    });

    it('gives no field suggestions in a variable\'s error either', async () => {
      const { status, json } = await adhoc('query ($i: SearchInput!) { searchOus(input: $i) { count } }', adminToken, { i: { skipp: 1 } });
      expect(status).toBe(400);
      const messages = json.errors?.map((e) => e.message).join(' ') ?? '';
      expect(messages).toMatch(/skipp/);
      expect(messages).not.toMatch(/Did you mean|"skip"/);
    });

    it('answers with cache-control: no-store', async () => {
      const response = await client.post('/graphql', { query: '{ viewer { email } }' }, { token: adminToken, headers: SETUP });
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('introspection', () => {
    it('answers administrators only', async () => {
      const query = '{ __schema { mutationType { fields { name } } } }';
      const admin = await adhoc(query);
      expect((admin.json.data as { __schema: { mutationType: { fields: { name: string }[] } } }).__schema.mutationType.fields
        .map((f) => f.name)).toContain('endUserSessions');
      const resadm = await adhoc(query, resadmToken);
      expect(resadm.json.data ?? null).toBeNull();
      expect(resadm.json.errors?.[0]).toMatchObject({ message: 'Only an administrator can read the schema', extensions: { code: 'FORBIDDEN' } });
      expect((await adhoc('{ __type(name: "User") { name } }', resadmToken)).json.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await adhoc('{ viewer { __typename email } }', resadmToken)).json.data).toMatchObject({ viewer: { __typename: 'User' } });
    });
  });

  describe('errors never leak internals', () => {
    it('masks an unexpected database error in GraphQL and in a REST route', async () => {
      await server.db.query('alter table language rename to language_hidden');
      await server.db.query('alter table password_reset rename to password_reset_hidden');
      try {
        const graphql = await adhoc('{ getLanguages { code } }');
        const text = JSON.stringify(graphql.json);
        expect(graphql.json.errors?.[0].message).toBe('Unexpected error.');
        expect(text).not.toMatch(/language_hidden|relation|does not exist|select |stack|\.ts:/i);

        const rest = await client.post('/auth/forgot-password', { email: 'resview@tourdesk.test' });
        expect(rest.statusCode).toBe(500);
        expect(rest.json()).toEqual({ statusCode: 500, message: 'Something went wrong on the server' });
      } finally {
        await server.db.query('alter table language_hidden rename to language');
        await server.db.query('alter table password_reset_hidden rename to password_reset');
      }
    });
  });
});

describe('development', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('pglite', { development: true });
  });
  afterAll(() => server?.close());

  it('runs documents and keeps field suggestions', async () => {
    const client = server.client();
    const token = await client.loginAs('RESADM');
    const response = await client.graphql('{ viewer { emial } }', {}, token);
    expect(response.errors?.[0].message).toMatch(/Did you mean "email"/);
  });
});
