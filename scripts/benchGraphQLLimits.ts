// The sizes graphql-armor measures for every operation the app sends (relay-compiler's persisted operations): the
// largest of each against the limit the server enforces (server/src/graphql/operationLimits.ts).
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { SCHEMA_PATH } from '../server/src/app.ts';
import { loadPersistedOperations } from '../server/src/graphql/hardening.ts';
import { GRAPHQL_LIMITS, measureOperation, type OperationSize } from '../server/src/graphql/operationLimits.ts';

export function benchGraphQLLimits() {
  const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
  const sizes = [...loadPersistedOperations().values()].map((text) => ({
    name: /(?:query|mutation) (\w+)/.exec(text)?.[1] ?? '?',
    ...measureOperation(schema, text),
  }));
  const limits: Record<keyof OperationSize, number> = {
    depth: GRAPHQL_LIMITS.maxDepth, aliases: GRAPHQL_LIMITS.maxAliases, directives: GRAPHQL_LIMITS.maxDirectives,
    tokens: GRAPHQL_LIMITS.maxTokens, cost: GRAPHQL_LIMITS.maxCost,
  };
  console.log(`GraphQL limits over the app's ${sizes.length} persisted operations (largest / limit):`);
  for (const key of Object.keys(limits) as (keyof OperationSize)[]) {
    const top = sizes.reduce((a, b) => (b[key] > a[key] ? b : a));
    console.log(`  ${key.padEnd(10)} ${String(Math.ceil(top[key])).padStart(6)} / ${limits[key]}   ${top.name}`);
  }
}
