/**
 * The server's layering (issue 23): domain/ holds the rules and never imports resolvers/, and no module of server/src
 * reaches itself through its imports (type-only imports count too: a circle through the generated types ties the
 * areas together just the same). The graph is read with TypeScript's own pre-processor, so comments and strings
 * that look like imports are not counted.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each file of server/src (relative path) with the files of server/src it imports. */
function importGraph(root = ROOT): Map<string, string[]> {
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((ref) => ref.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolve(dirname(file), name))
      .filter((path) => known.has(path));
    graph.set(relative(root, file), [...new Set(targets.map((path) => relative(root, path)))]);
  }
  return graph;
}

/** Every circle, as the strongly connected components with more than one file (or a file importing itself). */
function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('the import graph of server/src', () => {
  const graph = importGraph();

  it('reads the modules and their imports', () => {
    expect(graph.get('app.ts')).toContain('resolvers/index.ts');
    expect(graph.size).toBeGreaterThan(100);
  });

  it('has no domain module importing a resolver', () => {
    const offending = [...graph].flatMap(([file, targets]) => (file.startsWith('domain/')
      ? targets.filter((target) => target.startsWith('resolvers/')).map((target) => `${file} -> ${target}`)
      : []));
    expect(offending).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle and a domain -> resolvers import when there is one', () => {
    const sample = new Map([
      ['domain/a.ts', ['resolvers/b.ts']], ['resolvers/b.ts', ['domain/c.ts']], ['domain/c.ts', ['domain/a.ts']],
      ['domain/d.ts', []],
    ]);
    expect(importCycles(sample)).toEqual([['domain/a.ts', 'domain/c.ts', 'resolvers/b.ts']]);
  });
});
