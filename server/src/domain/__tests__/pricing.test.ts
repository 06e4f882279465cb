import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldErrors, REQUIRED } from '../../graphql/validation.ts';
import { add, compare, multiply, percentOf, sum } from '../money.ts';
import {
  BOTH_PROFITS, MAX_AMOUNT, NEGATIVE, NOT_A_NUMBER, PERCENTAGE_OVER_100, SELLING_TAX_ZERO, TOO_MANY_DECIMALS,
  computePricing, lineTotals, priceRate, readPricing, sumLines, type PricingInput, type RatePricing,
} from '../pricing.ts';

/** Hundredths as decimal text: 12345n -> "123.45". */
const hundredths = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;

const amount = fc.bigInt({ min: 0n, max: 9_999_999_999n }).map(hundredths);
const percentage = fc.bigInt({ min: 0n, max: 10_000n }).map(hundredths);
const sellingTax = fc.bigInt({ min: 1n, max: 10_000n }).map(hundredths);
const profitPercentage = fc.bigInt({ min: 0n, max: 100_000n }).map(hundredths);

/** A valid input with a profit percentage or a profit amount. */
const input = fc.record({
  purchaseUnitPrice: amount,
  purchaseTaxPercentage: percentage,
  sellingTaxPercentage: sellingTax,
  profit: fc.oneof(
    profitPercentage.map((p) => ({ profitPercentage: p, profitAmount: null })),
    amount.map((a) => ({ profitPercentage: null, profitAmount: a })),
  ),
}).map(({ profit, ...rest }) => ({ ...rest, ...profit }));

const same = (a: string, b: string) => compare(a, b) === 0;
const MONEY_FIELDS = [
  'purchaseUnitPrice', 'purchaseTaxPercentage', 'purchaseTaxAmount', 'purchaseTotal', 'profit', 'sellingTaxPercentage',
  'sellingUnitPrice', 'sellingTaxAmount', 'sellingTotal',
] as const;

/** Whole units of 10^-6: enough places for unit × percentage / 100 of 2-place inputs. */
const micro = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(6, '0'));
};

/** The rounding rule checked on its own: the cent nearest the exact value, a tie going up. */
function isHalfUpOf(rounded: string, exact: string) {
  const diff = micro(exact) - micro(rounded);
  // exact - rounded lies in [-0.005, 0.005): a tie (x.xx5) went up, to the cent 0.005 above it.
  return diff >= -5_000n && diff < 5_000n;
}

function validationFields(call: () => unknown): Record<string, string> {
  try {
    call();
  } catch (error) {
    const extensions = (error as { extensions?: { code?: string; fields?: Record<string, string> } }).extensions;
    expect(extensions?.code).toBe('VALIDATION');
    return extensions!.fields!;
  }
  throw new Error('expected a VALIDATION error');
}

describe('pricing: the breakdown', () => {
  it('prices the worked example of the rate form', () => {
    expect(priceRate({
      purchaseUnitPrice: '100', purchaseTaxPercentage: '18', profitPercentage: '25', sellingTaxPercentage: '18',
    })).toEqual({
      purchaseUnitPrice: '100.00', purchaseTaxPercentage: '18.00', purchaseTaxAmount: '18.00', purchaseTotal: '118.00',
      profitPercentage: '25.00', profitAmount: null, profit: '25.00', sellingTaxPercentage: '18.00',
      sellingUnitPrice: '125.00', sellingTaxAmount: '22.50', sellingTotal: '147.50',
    } satisfies RatePricing);
  });

  it('rounds each amount half-up to the cent', () => {
    // 0.25 × 10% = 0.025 -> 0.03; 0.25 × 30% = 0.075 -> 0.08 (a float gives 0.07499999...).
    const p = priceRate({ purchaseUnitPrice: '0.25', purchaseTaxPercentage: '10', profitPercentage: '30', sellingTaxPercentage: '18' });
    expect(p.purchaseTaxAmount).toBe('0.03');
    expect(p.purchaseTotal).toBe('0.28');
    expect(p.profit).toBe('0.08');
    expect(p.sellingUnitPrice).toBe('0.33');
    // 0.33 × 18% = 0.0594 -> 0.06.
    expect(p.sellingTaxAmount).toBe('0.06');
    expect(p.sellingTotal).toBe('0.39');
    // 1.15 × 50% = 0.575 -> 0.58, not the float's 0.57.
    expect(priceRate({ purchaseUnitPrice: '1.15', profitPercentage: '50', sellingTaxPercentage: '18' }).profit).toBe('0.58');
  });

  it('makes every total exactly the sum of its parts, to the cent', () => {
    fc.assert(fc.property(input, (data) => {
      const p = priceRate(data);
      for (const field of MONEY_FIELDS) expect(p[field], field).toMatch(/^\d+\.\d{2}$/);
      expect(p.purchaseTotal).toBe(add(p.purchaseUnitPrice, p.purchaseTaxAmount));
      expect(p.sellingUnitPrice).toBe(add(p.purchaseUnitPrice, p.profit));
      expect(p.sellingTotal).toBe(add(p.sellingUnitPrice, p.sellingTaxAmount));
      // And the selling total is the purchase price plus profit plus selling tax, nothing lost on the way.
      expect(p.sellingTotal).toBe(sum([p.purchaseUnitPrice, p.profit, p.sellingTaxAmount]));
    }));
  });

  it('computes each rounded amount as the cent nearest its exact value (half-up)', () => {
    fc.assert(fc.property(input, (data) => {
      const p = priceRate(data);
      expect(isHalfUpOf(p.purchaseTaxAmount, percentOf(data.purchaseUnitPrice, data.purchaseTaxPercentage))).toBe(true);
      expect(isHalfUpOf(p.sellingTaxAmount, percentOf(p.sellingUnitPrice, data.sellingTaxPercentage))).toBe(true);
      if (data.profitPercentage !== null) {
        expect(isHalfUpOf(p.profit, percentOf(data.purchaseUnitPrice, data.profitPercentage))).toBe(true);
      } else {
        expect(p.profit).toBe(data.profitAmount);
      }
    }));
  });

  it('gives the same price for a profit percentage and the profit amount it comes to', () => {
    fc.assert(fc.property(input.filter((d) => d.profitPercentage !== null), (data) => {
      const byPercentage = priceRate(data);
      const byAmount = priceRate({ ...data, profitPercentage: null, profitAmount: byPercentage.profit });
      for (const field of MONEY_FIELDS) expect(byAmount[field], field).toBe(byPercentage[field]);
      expect(byAmount.profitPercentage).toBeNull();
      expect(byAmount.profitAmount).toBe(byPercentage.profit);
    }));
  });

  it('gives the same price for a profit amount and a percentage that comes to it exactly', () => {
    // unit = 4 × k cents and profit = p% make unit × p / 100 a whole number of cents when p is a multiple of 25.
    const exact = fc.record({
      cents: fc.bigInt({ min: 0n, max: 2_499_999_999n }).map((k) => 4n * k),
      quarter: fc.bigInt({ min: 0n, max: 40n }),
      purchaseTaxPercentage: percentage,
      sellingTaxPercentage: sellingTax,
    });
    fc.assert(fc.property(exact, ({ cents, quarter, ...taxes }) => {
      const unit = hundredths(cents);
      const pct = hundredths(quarter * 2_500n);
      const amountOfProfit = hundredths(cents * quarter * 25n / 100n);
      expect(percentOf(unit, pct)).toSatisfy((v: string) => same(v, amountOfProfit));
      const a = priceRate({ purchaseUnitPrice: unit, profitPercentage: pct, ...taxes });
      const b = priceRate({ purchaseUnitPrice: unit, profitAmount: amountOfProfit, ...taxes });
      for (const field of MONEY_FIELDS) expect(b[field], field).toBe(a[field]);
    }));
  });

  it('treats a missing purchase tax as 0 and accepts a 0 profit', () => {
    const p = priceRate({ purchaseUnitPrice: '80', profitAmount: '0', sellingTaxPercentage: '18' });
    expect(p).toMatchObject({ purchaseTaxPercentage: '0.00', purchaseTaxAmount: '0.00', purchaseTotal: '80.00',
      profit: '0.00', profitAmount: '0.00', sellingUnitPrice: '80.00', sellingTaxAmount: '14.40', sellingTotal: '94.40' });
  });

  it('stays exact at the largest amounts', () => {
    const p = priceRate({ purchaseUnitPrice: MAX_AMOUNT, purchaseTaxPercentage: '100', profitPercentage: '1000', sellingTaxPercentage: '100' });
    expect(p.purchaseTotal).toBe('199999999.98');
    expect(p.profit).toBe('999999999.90');
    expect(p.sellingUnitPrice).toBe('1099999999.89');
    expect(p.sellingTotal).toBe('2199999999.78');
  });
});

describe('pricing: validation', () => {
  const valid: PricingInput = { purchaseUnitPrice: '100', profitPercentage: '10', sellingTaxPercentage: '18' };

  it('refuses both profits, on profitAmount', () => {
    expect(validationFields(() => priceRate({ ...valid, profitAmount: '5' }))).toEqual({ profitAmount: BOTH_PROFITS });
  });

  it('asks for a profit when neither is given, on profitPercentage', () => {
    expect(validationFields(() => priceRate({ ...valid, profitPercentage: null }))).toEqual({ profitPercentage: REQUIRED });
    expect(validationFields(() => priceRate({ ...valid, profitPercentage: '  ' }))).toEqual({ profitPercentage: REQUIRED });
  });

  it('refuses a selling tax of 0, however written', () => {
    for (const zero of ['0', '0.00', '00.0']) {
      expect(validationFields(() => priceRate({ ...valid, sellingTaxPercentage: zero }))).toEqual({ sellingTaxPercentage: SELLING_TAX_ZERO });
    }
  });

  it('asks for the unit price and the selling tax', () => {
    expect(validationFields(() => priceRate({}))).toEqual({
      purchaseUnitPrice: REQUIRED, profitPercentage: REQUIRED, sellingTaxPercentage: REQUIRED,
    });
    expect(validationFields(() => priceRate(null))).toEqual({
      purchaseUnitPrice: REQUIRED, profitPercentage: REQUIRED, sellingTaxPercentage: REQUIRED,
    });
  });

  it('refuses negatives, taxes over 100%, more than 2 decimals and what is not a number', () => {
    expect(validationFields(() => priceRate({ ...valid, purchaseUnitPrice: '-1' }))).toEqual({ purchaseUnitPrice: NEGATIVE });
    expect(validationFields(() => priceRate({ ...valid, purchaseTaxPercentage: '-0.01' }))).toEqual({ purchaseTaxPercentage: NEGATIVE });
    expect(validationFields(() => priceRate({ ...valid, profitPercentage: '-5' }))).toEqual({ profitPercentage: NEGATIVE });
    expect(validationFields(() => priceRate({ ...valid, profitPercentage: null, profitAmount: '-5' }))).toEqual({ profitAmount: NEGATIVE });
    expect(validationFields(() => priceRate({ ...valid, sellingTaxPercentage: '-18' }))).toEqual({ sellingTaxPercentage: NEGATIVE });
    expect(validationFields(() => priceRate({ ...valid, purchaseTaxPercentage: '100.01' }))).toEqual({ purchaseTaxPercentage: PERCENTAGE_OVER_100 });
    expect(validationFields(() => priceRate({ ...valid, sellingTaxPercentage: '101' }))).toEqual({ sellingTaxPercentage: PERCENTAGE_OVER_100 });
    expect(validationFields(() => priceRate({ ...valid, purchaseUnitPrice: '10.005' }))).toEqual({ purchaseUnitPrice: TOO_MANY_DECIMALS });
    expect(validationFields(() => priceRate({ ...valid, purchaseUnitPrice: '1e3' }))).toEqual({ purchaseUnitPrice: NOT_A_NUMBER });
    expect(validationFields(() => priceRate({ ...valid, purchaseUnitPrice: '100000000' }))).toEqual({ purchaseUnitPrice: `At most ${MAX_AMOUNT}` });
    // 100% itself is allowed.
    expect(priceRate({ ...valid, sellingTaxPercentage: '100' }).sellingTaxAmount).toBe('110.00');
  });

  it('reports every problem at once, under the prefix a rate form uses', () => {
    const errors = new FieldErrors();
    expect(readPricing(errors, { purchaseUnitPrice: '-1', profitPercentage: '1', profitAmount: '1', sellingTaxPercentage: '0' }, 'pricing.')).toBeNull();
    expect(errors.fields).toEqual({
      'pricing.purchaseUnitPrice': NEGATIVE, 'pricing.profitAmount': BOTH_PROFITS, 'pricing.sellingTaxPercentage': SELLING_TAX_ZERO,
    });
  });

  it('answers the valid input with defaults filled in', () => {
    const errors = new FieldErrors();
    expect(readPricing(errors, { ...valid, purchaseUnitPrice: ' 100.5 ' })).toEqual({
      purchaseUnitPrice: '100.5', purchaseTaxPercentage: '0', profitPercentage: '10', profitAmount: null, sellingTaxPercentage: '18',
    });
    expect(computePricing(readPricing(errors, valid)!).purchaseUnitPrice).toBe('100.00');
    expect(errors.any).toBe(false);
  });
});

describe('pricing: lines', () => {
  it('multiplies the unit totals by the quantity, exactly', () => {
    fc.assert(fc.property(input, fc.integer({ min: 0, max: 100_000 }), (data, quantity) => {
      const p = priceRate(data);
      const line = lineTotals(p, quantity);
      expect(line.sellingUnitPrice).toBe(p.sellingTotal);
      expect(line.purchaseUnitPrice).toBe(p.purchaseTotal);
      expect(compare(line.sellingTotal, multiply(p.sellingTotal, String(quantity)))).toBe(0);
      expect(compare(line.purchaseTotal, multiply(p.purchaseTotal, String(quantity)))).toBe(0);
      expect(line.sellingTotal).toMatch(/^\d+\.\d{2}$/);
    }));
  });

  it('makes a quote total the exact sum of its lines, and of the units it prices', () => {
    fc.assert(fc.property(fc.array(fc.tuple(input, fc.integer({ min: 1, max: 50 })), { minLength: 1, maxLength: 6 }), (items) => {
      const lines = items.map(([data, quantity]) => lineTotals(priceRate(data), quantity));
      const totals = sumLines(lines);
      // Adding every single unit one by one gives the same cents.
      const unitByUnit = items.flatMap(([data, quantity]) => Array.from({ length: quantity }, () => priceRate(data).sellingTotal));
      expect(totals.sellingTotal).toBe(add(sum(unitByUnit), '0.00'));
      const purchaseByItem = items.map(([data, quantity]) => multiply(priceRate(data).purchaseTotal, String(quantity)));
      expect(compare(totals.purchaseTotal, sum(purchaseByItem))).toBe(0);
    }), { numRuns: 50 });
  });

  it('refuses a quantity that is not a whole number', () => {
    const p = priceRate({ purchaseUnitPrice: '10', profitPercentage: '10', sellingTaxPercentage: '18' });
    expect(() => lineTotals(p, 1.5)).toThrow(RangeError);
    expect(() => lineTotals(p, -1)).toThrow(RangeError);
    expect(lineTotals(p, 3)).toEqual({
      quantity: 3, sellingUnitPrice: '12.98', sellingTotal: '38.94', purchaseUnitPrice: '10.00', purchaseTotal: '30.00',
    });
  });
});
