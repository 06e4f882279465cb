// The server runs only persisted operations (server/src/graphql/hardening.ts): an operation the client was built with
// but relay-compiler did not persist (a merge that kept another branch's persisted-operations.json beside up-to-date
// artifacts, which relay then does not rewrite) answers PERSISTED_QUERY_NOT_FOUND and the screen shows its load error.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const GENERATED = 'src/__generated__';
const persisted = JSON.parse(readFileSync('server/src/graphql/persisted-operations.json', 'utf8')) as Record<string, string>;

/** Each generated operation's name and the id the client sends for it. */
const operations = readdirSync(GENERATED).filter((file) => file.endsWith('.graphql.ts')).flatMap((file) => {
  const params = /"params": \{\s*"id": "([0-9a-f]+)",[\s\S]*?"name": "(\w+)"/.exec(readFileSync(join(GENERATED, file), 'utf8'));
  return params ? [{ id: params[1]!, name: params[2]! }] : [];
});

describe('persisted operations', () => {
  it('holds every operation the client sends', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter(({ id }) => !(id in persisted)).map(({ name }) => name)).toEqual([]);
  });

  it('holds nothing else (an operation no client sends is one more door to keep)', () => {
    const sent = new Set(operations.map(({ id }) => id));
    expect(Object.keys(persisted).filter((id) => !sent.has(id))).toEqual([]);
  });
});
