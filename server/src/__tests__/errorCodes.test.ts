/**
 * Issue 19 in the products, rates and users areas: every problem a person can cause is answered with a code of
 * schema.graphql (the type checker holds the codes to the enums), never as a bare English text. A text-only field
 * problem (`errors.add(field, text)`, `validationError({ field: text })`, `conflict(text, field)` without a code)
 * reaches the screen as INVALID, which no language can translate; this test fails on any such call in these areas.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

const AREAS = [
  'resolvers/products.ts', 'resolvers/productCatalog.ts', 'resolvers/packages.ts', 'resolvers/rates.ts',
  'resolvers/rateCatalog.ts', 'resolvers/users.ts', 'resolvers/ous.ts', 'resolvers/roles.ts', 'resolvers/permissions.ts',
  'domain/inventory.ts', 'domain/pricing.ts', 'domain/cancellation.ts', 'domain/rateSearch.ts', 'domain/users/ous.ts',
  'domain/users/roles.ts', 'domain/users/permissions.ts', 'domain/users/rows.ts', 'domain/products/packageMaintenance.ts',
  'resolvers/inventory.ts', 'domain/products/products.ts', 'domain/products/catalog.ts', 'domain/rates/rates.ts',
  'domain/rates/catalog.ts', 'domain/users/users.ts',
];

/** Calls that answer a field problem without a code, and a CONFLICT on a field without one. */
const TEXT_ONLY = [
  /\berrors\.add\(/,
  /\bvalidationError\(/,
  /\bconflict\(\s*(?:'[^']*'|`[^`]*`|[A-Z_]+)\s*,\s*'[^']+'\s*\)/,
  /\bconflict\(\s*(?:'[^']*'|`[^`]*`|[A-Z_]+)\s*\)/,
];

describe('the error codes of the products, rates and users areas', () => {
  for (const file of AREAS) {
    it(`${file} answers every problem with a code`, () => {
      const lines = readFileSync(resolve(ROOT, file), 'utf8').split('\n');
      const textOnly = lines
        .map((line, i) => [i + 1, line] as const)
        .filter(([, line]) => TEXT_ONLY.some((pattern) => pattern.test(line)))
        .map(([n, line]) => `${file}:${n}: ${line.trim()}`);
      expect(textOnly).toEqual([]);
    });
  }
});
