/**
 * `node(id:)` answers a role exactly what the type's own query answers it (issue 17, item 3): every Node type x every
 * demo role, a demo record of the caller's OU read both ways. Before, `node` checked no BACK permission, so a role
 * refused `getRateById` read the rate's pricing through `node`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CODES, type RoleCode } from '../../auth/permissionCatalog.ts';
import { NODE_READ_OPERATION } from '../../resolvers/node.ts';
import { codeOf } from '../../testing/adminFixtures.ts';
import { openDay } from '../../testing/cashierFixtures.ts';
import { createTestServer, dbKinds, type TestClient, type TestServer } from '../../testing/testServer.ts';
import { toGlobalId } from '../globalId.ts';

/** How to find one demo record of each type in the OU, and its own query. */
const RECORDS: Record<string, { sql: string; query: string }> = {
  User: { sql: 'select id_user as id from app_user where id_ou = $1', query: 'getUserById(id: $id) { id }' },
  Ou: { sql: 'select id_ou as id from ou where id_ou = $1', query: 'getOuById(id: $id) { id }' },
  Entity: { sql: 'select id_entity as id from entity_ou where id_ou = $1', query: 'getEntityById(id: $id) { id }' },
  Role: { sql: 'select id_role as id from role where $1::uuid is not null', query: 'getRoleById(idRole: $id) { id }' },
  Permission: {
    sql: `select id_permission as id from permission where $1::uuid is not null and type = 'BACK' and value = 'getRateById'`,
    query: 'getAllPermissions(take: 1) { count }',
  },
  GeneralParameter: { sql: 'select id_general_parameter as id from general_parameter where id_ou = $1 or id_ou is null', query: 'getGeneralParameterById(id: $id) { id }' },
  ProductCategory: { sql: 'select id_product_category as id from product_category where id_ou = $1', query: 'getProductCategoryById(id: $id) { id }' },
  ProductFeature: { sql: 'select id_product_feature as id from product_feature where id_ou = $1', query: 'getProductFeatureById(id: $id) { id }' },
  Product: { sql: 'select id_product as id from product where id_ou = $1', query: 'getProductById(id: $id) { id }' },
  ProductInstance: {
    sql: 'select i.id_product_instance as id from product_instance i join product p using (id_product) where p.id_ou = $1',
    query: 'getProductInstanceById(id: $id) { id }',
  },
  Package: { sql: 'select id_package as id from package where id_ou = $1', query: 'getPackageById(id: $id) { id }' },
  RateFeature: { sql: 'select id_rate_feature as id from rate_feature where id_ou = $1', query: 'getRateFeatureById(id: $id) { id }' },
  RateSubfeature: { sql: 'select id_rate_subfeature as id from rate_subfeature where id_ou = $1', query: 'getRateSubfeatureById(id: $id) { id }' },
  Rate: { sql: 'select id_rate_instance as id from rate_instance where id_ou = $1', query: 'getRateById(id: $id) { id }' },
  DailyCashier: { sql: 'select id_daily_cashier as id from daily_cashier where id_ou = $1', query: 'getDailyCashierById(id: $id) { id }' },
  ExchangeRate: { sql: 'select id_exchange_rate as id from exchange_rate where id_ou = $1', query: 'getExchangeRateById(id: $id) { id }' },
};

describe.each(dbKinds)('node(id:) applies each type\'s own permission (%s)', (kind) => {
  let server: TestServer;
  const callers = {} as Record<RoleCode, { client: TestClient; token: string }>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await createTestServer(kind);
    const [{ idOu, idUser }] = await server.db.query<{ idOu: string; idUser: string }>(
      `select id_ou as "idOu", id_user as "idUser" from app_user where lower(email) = lower($1)`, [(await import('../../db/demoData.ts')).demoEmail('ADMIN')]);
    await openDay(server.db, idOu, idUser);
    for (const [type, { sql }] of Object.entries(RECORDS)) {
      const [row] = await server.db.query<{ id: string }>(`${sql} limit 1`, [idOu]);
      expect(row, `a demo ${type} in the administrator's OU`).toBeDefined();
      ids[type] = row.id;
    }
    for (const role of ROLE_CODES) {
      const client = server.client();
      callers[role] = { client, token: await client.loginAs(role) };
    }
  });
  afterAll(() => server?.close());

  it('covers every type that implements Node and that node resolves', () => {
    expect(Object.keys(RECORDS).sort()).toEqual(Object.keys(NODE_READ_OPERATION).sort());
  });

  it.each(Object.keys(RECORDS))('%s', async (type) => {
    const direct: Record<string, string> = {};
    const throughNode: Record<string, string> = {};
    for (const role of ROLE_CODES) {
      const { client, token } = callers[role];
      const { query } = RECORDS[type];
      const own = await client.graphql<Record<string, { id?: string } | null>>(
        query.includes('$id') ? `query ($id: ID!) { own: ${query} }` : `{ own: ${query} }`, { id: ids[type] }, token);
      const node = await client.graphql<{ node: { id: string; __typename: string } | null }>(
        'query ($id: ID!) { node(id: $id) { __typename id } }', { id: toGlobalId(type, ids[type]) }, token);
      direct[role] = codeOf(own) ?? (own.data?.own ? 'sees it' : 'null');
      throughNode[role] = codeOf(node) ?? (node.data?.node ? 'sees it' : 'null');
      if (codeOf(node) === 'FORBIDDEN') expect(node.errors?.[0]?.extensions?.operation).toBe(NODE_READ_OPERATION[type]);
      if (node.data?.node) expect(node.data.node.__typename).toBe(type);
    }
    expect(throughNode).toEqual(direct);
    // The walk means something: the administrator sees the record.
    expect(direct.ADMIN).toBe('sees it');
  });

  it('refuses a rate\'s pricing through node to a role refused getRateById', async () => {
    const refused = ROLE_CODES.filter((role) => role !== 'ADMIN');
    const { client, token } = callers[refused.find((role) => role === 'STG') ?? refused[0]];
    const node = await client.graphql('query ($id: ID!) { node(id: $id) { ... on Rate { code } } }', { id: toGlobalId('Rate', ids.Rate) }, token);
    expect(codeOf(node)).toBe('FORBIDDEN');
    expect(node.data?.node ?? null).toBeNull();
  });
});
