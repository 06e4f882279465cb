/**
 * vite.config.ts resolves `relay-runtime` to src/relay/relayRuntime.js, which exports only what is used. react-relay's
 * CommonJS hook modules read relay-runtime through `require(...)`, which the bundler does not check: a name they read
 * and relayRuntime.js lacks would be undefined at run time. This walks the modules reactRelayHooks.js takes and fails
 * on any such name.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// Resolved to src/relay/relayRuntime.js by vite.config.ts's alias, as in the build (checked below).
import * as runtime from 'relay-runtime';

const require = createRequire(import.meta.url);
const HERE = import.meta.dirname;

/** The react-relay files reactRelayHooks.js imports, and every relative module they require, transitively. */
function hookModules(): string[] {
  const entry = readFileSync(resolve(HERE, 'reactRelayHooks.js'), 'utf8');
  const pending = [...entry.matchAll(/from '(react-relay\/lib\/[^']+)'/g)].map((m) => require.resolve(m[1]));
  const seen = new Set<string>();
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/require\('(\.{1,2}\/[^']+)'\)/g)) {
      pending.push(require.resolve(resolve(dirname(file), path)));
    }
  }
  return [...seen];
}

/** The relay-runtime names a CommonJS module reads: `_requireN = require('relay-runtime')` then `_requireN.name`. */
function runtimeNames(source: string): string[] {
  const names: string[] = [];
  for (const [, variable] of source.matchAll(/(_require\d*) = require\('relay-runtime'\)/g)) {
    for (const [, path] of source.matchAll(new RegExp(`\\b${variable}\\.([\\w.]+)`, 'g'))) names.push(path);
  }
  return names;
}

describe('the trimmed relay-runtime', () => {
  it('is what the tests and the build load in place of the package', () => {
    expect('requestSubscription' in runtime).toBe(false);
    expect(typeof runtime.createOperationDescriptor).toBe('function');
  });

  it('has every name the react-relay hook modules read from it', () => {
    const modules = hookModules();
    expect(modules.length).toBeGreaterThan(5);
    const missing = modules.flatMap((file) => runtimeNames(readFileSync(file, 'utf8'))
      .filter((path) => path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], runtime) === undefined)
      .map((path) => `${file.split('react-relay/')[1]}: ${path}`));
    expect(missing).toEqual([]);
  });
});
