import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../app/list/adminMessages';
import { fromCancellationPolicy, newTier, toCancellationPolicyInput } from '../cancellationPolicy';
import { rateMessages } from '../messages';
import { policyMessages as m } from '../policyMessages';
import { rateWords, validateCancellationPolicy } from '../validation';

describe('the cancellation policy of the rate form', () => {
  it('accepts no tiers and a typical policy', () => {
    expect(validateCancellationPolicy([])).toEqual({});
    expect(validateCancellationPolicy([newTier(30, '0'), newTier(7, '50'), newTier(1, '100.00')])).toEqual({});
  });

  it('checks each tier under the server paths, like the server does', () => {
    expect(validateCancellationPolicy([
      newTier(null, '10'), newTier(366, '10'), newTier(5, ''), newTier(6, '100.01'), newTier(6, '1.005'),
    ])).toEqual({
      'cancellationPolicy.0.daysBefore': { message: adminMessages.required },
      'cancellationPolicy.1.daysBefore': { message: m.daysRange, values: { max: 365 } },
      'cancellationPolicy.2.feePercentage': { message: adminMessages.required },
      'cancellationPolicy.3.feePercentage': { message: rateMessages.percentMax, values: { max: '100' } },
      'cancellationPolicy.4.daysBefore': { message: m.duplicateDays },
      'cancellationPolicy.4.feePercentage': { message: rateMessages.invalidAmount },
    });
    const eleven = Array.from({ length: 11 }, (_, i) => newTier(i, '10'));
    expect(validateCancellationPolicy(eleven)).toEqual({ cancellationPolicy: { message: m.tooManyTiers, values: { max: 10 } } });
  });

  it('lists a saved policy from far to near and sends it back as typed', () => {
    const tiers = fromCancellationPolicy([{ daysBefore: 1, feePercentage: '100.00' }, { daysBefore: 7, feePercentage: '50.00' }]);
    expect(tiers.map((t) => [t.daysBefore, t.feePercentage])).toEqual([[7, '50.00'], [1, '100.00']]);
    expect(new Set(tiers.map((t) => t.key)).size).toBe(2);
    expect(toCancellationPolicyInput(tiers)).toEqual([{ daysBefore: 7, feePercentage: '50.00' }, { daysBefore: 1, feePercentage: '100.00' }]);
  });

  it('words the server\'s tier codes', () => {
    const at = 'cancellationPolicy.0.daysBefore';
    expect(rateWords({ path: at, code: 'NUMBER_RANGE', params: { min: 0, max: 365 } })).toEqual({ message: m.daysRange, values: { max: 365 } });
    expect(rateWords({ path: at, code: 'DUPLICATE', params: {} })).toEqual({ message: m.duplicateDays });
    expect(rateWords({ path: 'cancellationPolicy', code: 'TOO_MANY', params: { max: 10 } })).toEqual({ message: m.tooManyTiers, values: { max: 10 } });
  });
});
