import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The source files below a folder (no tests, no generated files, no declarations), for checks that read code. */
export function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__generated__' && entry.name !== '__tests__') sourceFiles(path, into);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) into.push(path);
  }
  return into;
}

/** The code of a file without its comments (a comment may name what a check looks for). */
export const codeOf = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
