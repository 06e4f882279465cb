/**
 * Malformed scalars and NUL characters (found by tests/fuzz.test.ts) answer VALIDATION, never a masked unexpected
 * error, and reach no resolver.
 */
import { describe, expect, it } from 'vitest';
import { codeOf } from '../../testing/adminFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';
import { NUL_REFUSED } from '../nulCharacters.ts';

const AVAILABILITY = `query ($input: AvailabilityInput!) { checkAvailability(input: $input) { dates } }`;
const PERMISSIONS = `query ($input: PermissionSearchInput!, $idRole: ID) { searchPermissions(searchInput: $input, idRole: $idRole) { count } }`;

describe.each(dbKinds)('input refusals (%s)', (kind) => {
  const { users: [admin] } = suiteServer(kind, { users: ['ADMIN'] });

  it.each(['2031-02-30', '2031-13-01', '0000-01-01', 'today', '2031-01-05T00:00:00Z'])('a Date of %s is refused as VALIDATION', async (date) => {
    const answer = await admin.gql(AVAILABILITY, { input: { dateFrom: date, dateTo: '2031-01-10' } });
    expect(codeOf(answer)).toBe('VALIDATION');
    expect(answer.errors![0].message).toContain('Date must be a string like "2026-01-31"');
  });

  it('a malformed Decimal is refused as VALIDATION', async () => {
    const answer = await admin.gql(`query ($input: RatePricingInput!) { computeRatePricing(input: $input) { sellingTotal } }`, {
      input: { purchaseUnitPrice: '1e309', purchaseTaxPercentage: '18', sellingTaxPercentage: '18', profitPercentage: '10' },
    });
    expect(codeOf(answer)).toBe('VALIDATION');
  });

  it('a NUL character anywhere in the variables or the document is refused', async () => {
    for (const answer of [
      await admin.gql(PERMISSIONS, { input: { text: 'ROLE\u0000' } }),
      await admin.gql('query { getGeneralParameterValues(code: "A\\u0000") { code } }'),
    ]) {
      expect(codeOf(answer)).toBe('VALIDATION');
      expect(answer.errors![0].message).toBe(NUL_REFUSED);
    }
  });

  it('an empty role id in the permission search means no role', async () => {
    const answer = await admin.gql<{ searchPermissions: { count: number } }>(PERMISSIONS, { input: { take: 5 }, idRole: '' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.searchPermissions.count).toBeGreaterThan(100);
  });
});
