import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(process.cwd(), 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__generated__' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

// An effect written as an expression returns that expression's value, which React calls as the cleanup when it is a
// function (scrollIntoView's Promise in current Chromium crashed /reports). House rule: effects have block bodies.
const EXPRESSION_EFFECT = /use(?:Layout|Insertion)?Effect\(\s*(?:async\s*)?\([^)]*\)\s*=>(?!\s*\{)/g;

describe('effects', () => {
  it('always have a block body', () => {
    const offenders = sources(SRC).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return [...text.matchAll(EXPRESSION_EFFECT)].map((match) =>
        `${relative(SRC, path)}:${text.slice(0, match.index).split('\n').length}`);
    });
    expect(offenders).toEqual([]);
  });
});
