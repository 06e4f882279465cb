/*
 * A rate's cancellation policy as the form edits it (issue 8 item 10): tiers "cancelling D or fewer days before the
 * service costs P% of the item's amount". The rules are the server's (rules/rate.ts, validateCancellationPolicy).
 */

export interface CancellationTierValues {
  /** A stable key for the row while it is edited (rows move when one is removed). */
  key: string;
  daysBefore: number | null;
  /** Decimal string, "" when empty. */
  feePercentage: string;
}

let nextKey = 0;
export const newTier = (daysBefore: number | null = null, feePercentage = ''): CancellationTierValues => {
  nextKey += 1;
  return { key: `tier-${nextKey}`, daysBefore, feePercentage };
};

/** The CancellationTierInput list of schema.graphql. */
export const toCancellationPolicyInput = (tiers: readonly CancellationTierValues[]) =>
  tiers.map((tier) => ({ daysBefore: tier.daysBefore, feePercentage: tier.feePercentage || null }));

/** The tiers as read from a rate, closest to the service last (how people read a policy: from far to near). */
export const fromCancellationPolicy = (tiers: readonly { daysBefore: number; feePercentage: string }[]) =>
  [...tiers].sort((a, b) => b.daysBefore - a.daysBefore).map((tier) => newTier(tier.daysBefore, tier.feePercentage));
