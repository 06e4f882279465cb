/**
 * Issue 19: every problem a person can cause is answered with a code of schema.graphql (the type checker holds the
 * codes to the enums), never as a bare English text. The test reads every file of server/src/domain and
 * server/src/resolvers, so new code cannot slip back into sentences:
 * - a text-only field problem (`errors.add(field, text)`, `validationError({ field: text })`, `conflict(text)` or
 *   `conflict(text, field)` without a code) reaches the screen as INVALID, which no language can translate;
 * - a CONFLICT or VALIDATION `appError` with neither a `reason` nor `fieldErrors` tells the screen nothing more than
 *   "conflict", so the person never learns why.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

const sourcesUnder = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  if (name === '__tests__') return [];
  if (statSync(path).isDirectory()) return sourcesUnder(path);
  return path.endsWith('.ts') ? [path] : [];
});

const FILES = [...sourcesUnder(resolve(ROOT, 'domain')), ...sourcesUnder(resolve(ROOT, 'resolvers'))]
  .map((path) => relative(ROOT, path)).sort();

/** Calls that answer a field problem without a code, and a CONFLICT without a field code. */
const TEXT_ONLY = [
  /\berrors\.add\(/,
  /\bvalidationError\(/,
  /\bconflict\(\s*(?:'[^']*'|`[^`]*`|[A-Z_]+)\s*,\s*'[^']+'\s*\)/,
  /\bconflict\(\s*(?:'[^']*'|`[^`]*`|[A-Z_]+)\s*\)/,
];

/** The text of each `appError(` call up to its closing parenthesis, with the line it starts on. */
function appErrorCalls(text: string) {
  const calls: { line: number; call: string }[] = [];
  for (const match of text.matchAll(/\bappError\(/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1;
      else if (text[end] === ')' && --depth === 0) break;
    }
    calls.push({ line: text.slice(0, match.index).split('\n').length, call: text.slice(match.index, end + 1) });
  }
  return calls;
}

/** A CONFLICT or VALIDATION refusal without a reason or field codes: the screen cannot say why. */
const reasonless = (call: string) =>
  /^appError\(\s*'(?:CONFLICT|VALIDATION)'/.test(call) && !/\breason\b|\bfieldErrors\b/.test(call);

describe('every refusal of the domain and the resolvers is a code', () => {
  it('reads the files of both folders', () => {
    expect(FILES).toContain('domain/dailyCashier.ts');
    expect(FILES).toContain('resolvers/reservations.ts');
    expect(FILES.length).toBeGreaterThan(60);
  });

  for (const file of FILES) {
    it(`${file} answers every problem with a code`, () => {
      const text = readFileSync(resolve(ROOT, file), 'utf8');
      const textOnly = text.split('\n')
        .map((line, i) => [i + 1, line] as const)
        .filter(([, line]) => TEXT_ONLY.some((pattern) => pattern.test(line)))
        .map(([n, line]) => `${file}:${n}: ${line.trim()}`);
      const withoutReason = appErrorCalls(text)
        .filter(({ call }) => reasonless(call))
        .map(({ line, call }) => `${file}:${line}: ${call.split('\n')[0]}`);
      expect([...textOnly, ...withoutReason]).toEqual([]);
    });
  }
});
