// The README and docs/ name files and link each other: a moved or deleted file, or a link to a page that is not there,
// fails here, so the docs stay true as the code moves.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pages = ['README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => join('docs', name))];
const TOP_FOLDERS = ['src', 'server', 'scripts', 'tests', 'rules', 'locales', 'docs'];

/** Repository paths written as code (`server/src/domain/money.ts`), without globs or placeholders. */
function namedPaths(text: string) {
  return [...text.matchAll(/`([^`\s]+)`/g)].map(([, path]) => path.replace(/[:,.]$/, ''))
    .filter((path) => TOP_FOLDERS.some((top) => path.startsWith(`${top}/`)) && !/[<>{}*…]/.test(path));
}

describe('docs', () => {
  it.each(pages)('%s names files that exist', (page) => {
    expect(namedPaths(readFileSync(page, 'utf8')).filter((path) => !existsSync(path))).toEqual([]);
  });

  it.each(pages)('%s links pages that exist', (page) => {
    const links = [...readFileSync(page, 'utf8').matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map(([, target]) => target)
      .filter((target) => !/^[a-z]+:/.test(target));
    expect(links.filter((target) => !existsSync(join(dirname(page), target)))).toEqual([]);
  });
});
