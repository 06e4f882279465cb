import { describe, expect, it } from 'vitest';
import { PREPARED_STATEMENTS_KEPT, openPostgres, preparedStatementName } from '../database.ts';
import { createScratchPostgres } from '../../testing/testServer.ts';

// PostgreSQL parses and plans a parameterised statement once per pooled connection (server/src/db/database.ts).
describe('prepared statements', () => {
  it('names a statement by its text: the same text the same name, another text another', () => {
    const sql = 'select $1::int as prepared_statement_naming_test';
    expect(preparedStatementName(sql)).toMatch(/^s[0-9a-f]{20}$/);
    expect(preparedStatementName(sql)).toBe(preparedStatementName(sql));
    expect(preparedStatementName(`${sql} -- other`)).not.toBe(preparedStatementName(sql));
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('runs a parameterised query as a named statement that the connection keeps', async () => {
    const scratch = await createScratchPostgres();
    const db = await openPostgres(scratch.databaseUrl);
    try {
      const sql = 'select $1::int + 1 as n -- prepared on the connection';
      const [kept, again] = await db.transaction(async (tx) => {
        const [first] = await tx.query<{ n: number }>(sql, [1]);
        const [second] = await tx.query<{ n: number }>(sql, [41]);
        const prepared = await tx.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements where statement = $1', [sql]);
        return [prepared, [first.n, second.n]];
      });
      expect(again).toEqual([2, 42]);
      expect(kept).toEqual([{ name: preparedStatementName(sql), statement: sql }]);
    } finally {
      await db.close();
      await scratch.drop();
    }
  });

  // Last: it fills this file's module-level list of names.
  it('prepares at most a bounded number of texts; the rest run unnamed', () => {
    const names = Array.from({ length: PREPARED_STATEMENTS_KEPT + 50 }, (_, n) => preparedStatementName(`select $1::int + ${n} -- cap test`));
    expect(names.at(-1)).toBeUndefined();
    expect(new Set(names.filter(Boolean)).size).toBeLessThanOrEqual(PREPARED_STATEMENTS_KEPT);
  });
});
