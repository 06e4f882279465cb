import { isMoneyString } from '../../ui/MoneyField';
import { REQUIRED, type PathErrors } from '../../app/forms/validation';
import { policyMessages as m } from './policyMessages';
import { compareDecimal } from '../../app/decimal';

/*
 * A rate's cancellation policy as the form edits it (issue 8 item 10): tiers "cancelling D or fewer days before the
 * service costs P% of the item's amount". The rules are the server's (server/src/domain/cancellation.ts).
 */

export const MAX_TIERS = 10;
export const MAX_DAYS_BEFORE = 365;

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

/** Errors under the server's paths ('cancellationPolicy.2.feePercentage'). */
export function validateCancellationPolicy(tiers: readonly CancellationTierValues[]): PathErrors {
  const errors: PathErrors = {};
  if (tiers.length > MAX_TIERS) errors.cancellationPolicy = { message: m.tooManyTiers, values: { max: MAX_TIERS } };
  const seen = new Set<number>();
  tiers.forEach((tier, i) => {
    const days = `cancellationPolicy.${i}.daysBefore`;
    const fee = `cancellationPolicy.${i}.feePercentage`;
    if (tier.daysBefore === null) errors[days] = REQUIRED;
    else if (!Number.isInteger(tier.daysBefore) || tier.daysBefore < 0 || tier.daysBefore > MAX_DAYS_BEFORE) {
      errors[days] = { message: m.daysRange, values: { max: MAX_DAYS_BEFORE } };
    } else if (seen.has(tier.daysBefore)) errors[days] = { message: m.duplicateDays };
    else seen.add(tier.daysBefore);
    if (!tier.feePercentage) errors[fee] = REQUIRED;
    else if (!isMoneyString(tier.feePercentage)) errors[fee] = { message: m.invalidFee };
    else if (compareDecimal(tier.feePercentage, '100') > 0) errors[fee] = { message: m.feeOver100 };
  });
  return errors;
}

/** The CancellationTierInput list of schema.graphql. */
export const toCancellationPolicyInput = (tiers: readonly CancellationTierValues[]) =>
  tiers.map((tier) => ({ daysBefore: tier.daysBefore, feePercentage: tier.feePercentage || null }));

/** The tiers as read from a rate, closest to the service last (how people read a policy: from far to near). */
export const fromCancellationPolicy = (tiers: readonly { daysBefore: number; feePercentage: string }[]) =>
  [...tiers].sort((a, b) => b.daysBefore - a.daysBefore).map((tier) => newTier(tier.daysBefore, tier.feePercentage));
