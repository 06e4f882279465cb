import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PATH, buildSchema } from '../../app.ts';
import { CAPABILITIES, MODULES } from '../../auth/permissionCatalog.ts';
import { buildResolvers } from '../../resolvers/index.ts';

// The schema object is built by graphql-tools with the graphql module Node resolves (index.js); print it with that
// same module: the test runner may resolve a plain `import 'graphql'` to the ESM build, a different realm.
const { printSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

describe('schema contract', () => {
  const schema = buildSchema();

  it('the server schema printed is exactly schema.graphql', () => {
    const file = readFileSync(SCHEMA_PATH, 'utf8').trim();
    expect(printSchema(schema)).toBe(file);
  });

  it('every operation the server resolves is granted through the permission catalog, and only real operations (or declared capabilities) are', () => {
    // Deny by default: an operation missing from the catalog could be used by ADMIN only.
    const back = Object.values(MODULES).flatMap((m) => m.back as string[]);
    const resolvers = buildResolvers() as Record<string, Record<string, unknown>>;
    const resolved = ['Query', 'Mutation'].flatMap((root) => Object.keys(resolvers[root] ?? {}));
    expect(resolved.length).toBeGreaterThan(0);
    expect(resolved.filter((name) => !back.includes(name))).toEqual([]);

    const operations = [schema.getQueryType(), schema.getMutationType()]
      .flatMap((type) => Object.keys(type?.getFields() ?? {}));
    // A capability (e.g. pricing an item by hand) is a BACK permission a resolver checks, not an operation.
    expect(back.filter((name) => !operations.includes(name) && !CAPABILITIES.includes(name))).toEqual([]);
  });
});
