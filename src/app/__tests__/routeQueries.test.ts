import { readdirSync } from 'node:fs';
import { basename, dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, sourceFiles } from './sourceFiles';

/**
 * Issue 20 item 3: a screen that reads the route's query (useRouteData, useRouteQueryRef, a ListPage) is declared
 * with that query in its area's route list, so the navigation has started it beside the code; else it would read a
 * query never loaded.
 * Loading a route's query after render (useRouteQuery, a waterfall) is kept only by the screens listed as left.
 */
const ROOT = normalize(join(__dirname, '../../..'));
const FEATURES = join(ROOT, 'src/features');

/** Still loading their query after render (useRouteQuery): to move to a route declaration. Shrinks only. */
const LEFT = new Set<string>([]);

const files = [...sourceFiles(FEATURES), ...sourceFiles(join(ROOT, 'src/app'))].map((file) => relative(ROOT, file));
const using = (hook: RegExp) => files.filter((file) => hook.test(codeOf(join(ROOT, file))));

/** Each screen module of the areas' route lists, with whether every route showing it declares a query. */
function declaredScreens() {
  const screens = new Map<string, boolean>();
  for (const area of readdirSync(FEATURES)) {
    const list = join(FEATURES, area, 'routes.ts');
    let text: string;
    try { text = codeOf(list); } catch { continue; }
    for (const line of text.split('\n')) {
      const imported = /import\('(\.[^']+)'\)/.exec(line)?.[1];
      if (!imported) continue;
      const file = relative(ROOT, join(dirname(list), `${imported}.tsx`));
      screens.set(file, (screens.get(file) ?? true) && /\bquery:/.test(line));
    }
  }
  return screens;
}

/** The screens that import a module (by its file name): a part of a screen reads the screen's route query. */
const importersOf = (file: string) => {
  const name = basename(file).replace(/\.tsx?$/, '');
  return files.filter((other) => other !== file && new RegExp(`from '\\./${name}'`).test(codeOf(join(ROOT, other)))
    && dirname(other) === dirname(file));
};

describe('route queries (issue 20)', () => {
  const screens = declaredScreens();

  it('is read by the check (sanity)', () => {
    expect(screens.size).toBeGreaterThan(60);
    expect(screens.get('src/features/reservations/ReservationEditorRoute.tsx')).toBe(true);
    expect(screens.get('src/features/reservations/ReservationsListRoute.tsx')).toBe(true);
  });

  it('reads a route query only in a screen whose routes all declare it (or a part of such a screen)', () => {
    const readers = using(/\buseRouteData\s*[<(]|\buseRouteQueryRef\s*[<(]|<ListPage\b/).filter((file) => !file.startsWith('src/app/'));
    expect(readers.length).toBeGreaterThan(10);
    const undeclared = readers.filter((file) => screens.has(file)
      ? !screens.get(file)
      : !importersOf(file).some((screen) => screens.get(screen)));
    expect(undeclared).toEqual([]);
  });

  it('loads no route query after render outside the list left (useRouteQuery)', () => {
    expect(using(/\buseRouteQuery\s*[<(]/).filter((file) => !LEFT.has(file))).toEqual([]);
  });

  it('keeps the list left true: every listed file still does (else remove it)', () => {
    expect([...LEFT].filter((file) => !using(/\buseRouteQuery\s*[<(]/).includes(file))).toEqual([]);
  });
});
