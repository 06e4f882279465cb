/**
 * Resolvers are thin (issue 23): they map GraphQL to domain calls and back, and hold no SQL and no write of their own
 * (a resolver may open the transaction a domain writer runs in). The SQL, the rules and the writes live in domain/.
 * Comments are stripped first, so a comment that mentions a query does not count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const RESOLVERS = resolve(import.meta.dirname, '../resolvers');

/** What betrays SQL or a write: a query call, an sql tag, or a statement's opening words. */
const SQL_SIGNS: Array<[string, RegExp]> = [
  ['a query call', /\.query\s*(<[^>]*>)?\s*\(/],
  ['an sql tag', /\bsql\s*`/],
  ['a select', /\bselect\b[\s\S]{0,400}?\bfrom\s+[a-z_]+/i],
  ['an insert', /\binsert\s+into\b/i],
  ['an update', /\bupdate\s+[a-z_]+\s+set\b/i],
  ['a delete', /\bdelete\s+from\b/i],
];

/** The file's code without its comments (strings and templates stay: that is where SQL would be). */
function withoutComments(text: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  let out = '';
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) out += ' ';
    else out += scanner.getTokenText();
  }
  return out;
}

/** Each resolver file with the signs of SQL or writes it holds. */
function sqlInResolvers(dir = RESOLVERS): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    const text = withoutComments(readFileSync(join(dir, name), 'utf8'));
    const signs = SQL_SIGNS.filter(([, pattern]) => pattern.test(text)).map(([sign]) => sign);
    if (signs.length) found.set(name, signs);
  }
  return found;
}

describe('resolvers are thin', () => {
  it('no resolver file holds SQL or a write', () => {
    const offenders = [...sqlInResolvers()].map(([name, signs]) => `${name}: ${signs.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('sees SQL where it is, and not in comments', () => {
    const sample = (text: string) => SQL_SIGNS.filter(([, pattern]) => pattern.test(text)).map(([sign]) => sign);
    expect(sample("await db.query<Row>('select 1 from app_user')")).toEqual(['a query call', 'a select']);
    expect(sample('`update session set id_status = $1`')).toEqual(['an update']);
    expect(sample('`insert into exchange_rate (id) values ($1)`')).toEqual(['an insert']);
    expect(sample('`delete from reservation_item where id = $1`')).toEqual(['a delete']);
    expect(sample("context.db.transaction((tx) => saveEntity(tx, viewer, data))")).toEqual([]);
    expect(sample(withoutComments('// select name from app_user\n/* delete from x */ const a = 1;'))).toEqual([]);
    expect(sample(withoutComments("const q = 'select name from app_user'; // why"))).toEqual(['a select']);
  });
});
