import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 20: the folder tree is the map. A business area (src/features/<area>) imports only its own folder, src/app,
 * src/ui, src/machines and generated code; machines import no feature; src/app and src/ui import no area (except the
 * two places that compose them: the route table and App's guest pages); and no module imports itself through others.
 */
const ROOT = normalize(join(__dirname, '../../..'));
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__generated__') sourceFiles(path, into);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) into.push(path);
  }
  return into;
}

interface Import { from: string; to: string; typeOnly: boolean }

function importsOf(file: string): Import[] {
  // Comments may quote an import; only code counts.
  const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: Import[] = [];
  for (const [, typeOnly, spec] of source.matchAll(/(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/g)) {
    const base = normalize(join(dirname(file), spec.replace(/\?.*$/, '')));
    const to = EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
    if (to) found.push({ from: relative(ROOT, file), to: relative(ROOT, to), typeOnly: Boolean(typeOnly) });
  }
  for (const [, spec] of source.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)) {
    const base = normalize(join(dirname(file), spec));
    const to = EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate));
    if (to) found.push({ from: relative(ROOT, file), to: relative(ROOT, to), typeOnly: false });
  }
  return found;
}

const COMPOSERS = ['src/app/areaRoutes.ts', 'src/app/App.tsx'];
const files = sourceFiles(join(ROOT, 'src'));
const imports = files.flatMap(importsOf);
const areaOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];

describe('the client folders', () => {
  it('are read by the check (sanity)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(imports.length).toBeGreaterThan(1000);
  });

  it('let an area import only its own folder, src/app, src/ui, src/machines and generated code', () => {
    const allowed = (area: string, to: string) => areaOf(to) === area
      || /^(src\/(app|ui|machines|relay|__generated__)\/|locales\/|rules\/)/.test(to);
    const wrong = imports.filter(({ from, to }) => areaOf(from) && !allowed(areaOf(from)!, to)).map((i) => `${i.from} -> ${i.to}`);
    expect(wrong).toEqual([]);
  });

  it('keep src/app, src/ui and the machines free of areas (the route table and App compose them)', () => {
    const wrong = imports
      .filter(({ from, to }) => /^src\/(app|ui|machines|relay)\//.test(from) && areaOf(to) && !COMPOSERS.includes(from))
      .map((i) => `${i.from} -> ${i.to}`);
    expect(wrong).toEqual([]);
    const uiUp = imports.filter(({ from, to }) => from.startsWith('src/ui/') && /^src\/(app|machines|relay)\//.test(to));
    expect(uiUp.map((i) => `${i.from} -> ${i.to}`)).toEqual([]);
  });

  it('have no import cycles (type-only imports aside)', () => {
    const graph = new Map<string, string[]>();
    for (const { from, to, typeOnly } of imports) if (!typeOnly) graph.set(from, [...(graph.get(from) ?? []), to]);
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (node: string) => {
      state.set(node, 'open');
      stack.push(node);
      for (const next of graph.get(node) ?? []) {
        if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(node, 'done');
    };
    [...graph.keys()].forEach((node) => state.has(node) || visit(node));
    expect(cycles).toEqual([]);
  });
});
