import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absolute, add, compare, divide, format, isDecimal, isNegative, isZero, multiply, negate, normalize, percentOf, round,
  scaleOf, subtract, sum,
} from '../money.ts';

/*
 * The oracle is plain BigInt on whole units: a decimal written with at most S places is the integer value × 10^S,
 * read here by padding the text (not through money.ts), so every operation can be checked against integer math.
 */
const S = 12;

function units(text: string, scale = S): bigint {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace(/^[+-]/, '').split('.');
  if (fraction.length > scale) throw new Error(`${text} has more than ${scale} places`);
  const value = BigInt(whole + fraction.padEnd(scale, '0'));
  return negative ? -value : value;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** Decimal text with up to 6 places and up to 12 integer digits, either sign, sometimes with trailing zeros. */
const decimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.integer({ min: 0, max: 6 }))
  .map(([digits, scale]) => {
    const text = abs(digits).toString().padStart(scale + 1, '0');
    const body = scale ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text;
    return digits < 0n ? `-${body}` : body;
  });

const places = (text: string) => (text.includes('.') ? text.split('.')[1].length : 0);

describe('money: parsing and writing', () => {
  it('accepts plain decimals and refuses everything else', () => {
    for (const ok of ['0', '12', '-3.5', '+0.10', '007.50', '123456789012345678901234567890.123456']) {
      expect(isDecimal(ok), ok).toBe(true);
    }
    for (const bad of ['', ' 1', '1 ', '1.', '.5', '1e5', '1,000.00', 'abc', '--1', '+-1', '0x10', 'NaN', 'Infinity', '1'.repeat(61)]) {
      expect(isDecimal(bad), bad).toBe(false);
      expect(() => normalize(bad), bad).toThrow(RangeError);
    }
    expect(isDecimal(12)).toBe(false);
    expect(isDecimal(null)).toBe(false);
  });

  it('writes numbers canonically, keeping the written places and never a negative zero', () => {
    expect(normalize('+007.50')).toBe('7.50');
    expect(normalize('-0')).toBe('0');
    expect(normalize('-0.000')).toBe('0.000');
    expect(normalize('-0.50')).toBe('-0.50');
    expect(scaleOf('12.50')).toBe(2);
    expect(scaleOf('7')).toBe(0);
  });

  it('round-trips any decimal through normalize', () => {
    fc.assert(fc.property(decimal, (a) => {
      expect(units(normalize(a))).toBe(units(a));
      expect(normalize(normalize(a))).toBe(normalize(a));
    }));
  });
});

describe('money: exact arithmetic', () => {
  it('add, subtract and multiply agree with integer arithmetic', () => {
    fc.assert(fc.property(decimal, decimal, (a, b) => {
      expect(units(add(a, b))).toBe(units(a) + units(b));
      expect(units(subtract(a, b))).toBe(units(a) - units(b));
      expect(units(multiply(a, b), 2 * S)).toBe(units(a) * units(b));
      expect(units(percentOf(a, b), 2 * S + 2)).toBe(units(a) * units(b));
    }));
  });

  it('keeps the places: the larger scale for sums, the sum of scales for products', () => {
    expect(add('1.10', '2')).toBe('3.10');
    expect(subtract('5', '0.25')).toBe('4.75');
    expect(subtract('0.25', '5')).toBe('-4.75');
    expect(multiply('1.5', '1.5')).toBe('2.25');
    expect(multiply('-0.10', '3')).toBe('-0.30');
    expect(percentOf('200', '18')).toBe('36.00');
    expect(percentOf('0.1', '0.2')).toBe('0.0002');
    // The classic float trap: 0.1 + 0.2 is exactly 0.3.
    expect(add('0.1', '0.2')).toBe('0.3');
    fc.assert(fc.property(decimal, decimal, (a, b) => {
      expect(places(add(a, b))).toBe(Math.max(places(a), places(b)));
      expect(places(multiply(a, b))).toBe(places(a) + places(b));
    }));
  });

  it('sums, negates and takes absolute values exactly', () => {
    expect(sum([])).toBe('0');
    expect(sum(['0.10', '0.20', '-0.05'])).toBe('0.25');
    fc.assert(fc.property(fc.array(decimal, { maxLength: 20 }), (list) => {
      expect(units(sum(list))).toBe(list.reduce((total, x) => total + units(x), 0n));
    }));
    fc.assert(fc.property(decimal, (a) => {
      expect(units(negate(a))).toBe(-units(a));
      expect(units(absolute(a))).toBe(abs(units(a)));
      expect(isZero(a)).toBe(units(a) === 0n);
      expect(isNegative(a)).toBe(units(a) < 0n);
    }));
  });

  it('follows the algebra: commutative, associative, distributive, subtraction undoes addition', () => {
    fc.assert(fc.property(decimal, decimal, decimal, (a, b, c) => {
      expect(compare(add(a, b), add(b, a))).toBe(0);
      expect(compare(add(add(a, b), c), add(a, add(b, c)))).toBe(0);
      expect(compare(multiply(a, add(b, c)), add(multiply(a, b), multiply(a, c)))).toBe(0);
      expect(compare(subtract(add(a, b), b), a)).toBe(0);
    }));
  });

  it('compares by value, whatever the written places', () => {
    expect(compare('1.50', '1.5')).toBe(0);
    expect(compare('-0', '0.00')).toBe(0);
    expect(compare('-1', '0.5')).toBe(-1);
    expect(compare('10', '9.999')).toBe(1);
    fc.assert(fc.property(decimal, decimal, (a, b) => {
      const expected = units(a) < units(b) ? -1 : units(a) > units(b) ? 1 : 0;
      expect(compare(a, b)).toBe(expected);
      expect(compare(b, a)).toBe(expected === 0 ? 0 : -expected); // not -0: toBe tells them apart
    }));
  });
});

describe('money: rounding half-up (away from zero)', () => {
  it('rounds the examples an accountant would', () => {
    expect(round('2.345')).toBe('2.35');
    expect(round('2.344')).toBe('2.34');
    expect(round('2.3449999')).toBe('2.34');
    expect(round('-2.345')).toBe('-2.35');
    expect(round('-2.344')).toBe('-2.34');
    expect(round('0.005')).toBe('0.01');
    expect(round('-0.005')).toBe('-0.01');
    expect(round('0.004999')).toBe('0.00');
    // A negative that rounds to nothing is zero, not "-0.00".
    expect(round('-0.004')).toBe('0.00');
    expect(round('3')).toBe('3.00');
    expect(round('9.995')).toBe('10.00');
    expect(round('-9.995')).toBe('-10.00');
    expect(round('2.5', 0)).toBe('3');
    expect(round('-2.5', 0)).toBe('-3');
    expect(round('1.23456', 4)).toBe('1.2346');
    expect(format('12.345')).toBe('12.35');
    expect(format('12')).toBe('12.00');
    expect(() => round('1', -1)).toThrow(RangeError);
    expect(() => round('1', 1.5)).toThrow(RangeError);
  });

  it('is the nearest cent, a tie going away from zero, always with 2 places', () => {
    const half = units('0.005');
    fc.assert(fc.property(decimal, (a) => {
      const r = round(a);
      expect(places(r)).toBe(2);
      const diff = units(a) - units(r);
      expect(abs(diff) <= half).toBe(true);
      // On a tie the result is the one farther from zero.
      if (abs(diff) === half) expect(abs(units(r)) > abs(units(a))).toBe(true);
      expect(round(negate(a))).toBe(units(r) === 0n ? r : negate(r));
    }));
  });

  it('leaves a value that already has 2 places as it is', () => {
    const cents = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n })
      .map((c) => `${c < 0n ? '-' : ''}${abs(c) / 100n}.${String(abs(c) % 100n).padStart(2, '0')}`);
    fc.assert(fc.property(cents, (a) => {
      expect(round(a)).toBe(normalize(a));
    }));
  });
});

describe('money: division', () => {
  it('divides to the places asked, half away from zero', () => {
    expect(divide('10', '3')).toBe('3.33');
    expect(divide('20', '3')).toBe('6.67');
    expect(divide('-20', '3')).toBe('-6.67');
    expect(divide('20', '-3')).toBe('-6.67');
    expect(divide('1', '8')).toBe('0.13');
    expect(divide('-1', '8')).toBe('-0.13');
    expect(divide('1', '8', 3)).toBe('0.125');
    expect(divide('100.00', '3.7520', 4)).toBe('26.6525');
    expect(divide('0.001', '1000', 2)).toBe('0.00');
    expect(() => divide('1', '0.00')).toThrow(RangeError);
  });

  it('answers the quotient nearest to the exact one', () => {
    const nonZero = decimal.filter((b) => units(b) !== 0n);
    fc.assert(fc.property(decimal, nonZero, fc.integer({ min: 0, max: 6 }), (a, b, d) => {
      const q = divide(a, b, d);
      expect(places(q)).toBe(d);
      // |a/b - q| <= 10^-d / 2, i.e. with A = a·10^S, B = b·10^S, Q = q·10^d: 2·|A·10^d - Q·B| <= |B|; on a tie, q is
      // the one farther from zero.
      const A = units(a, S);
      const B = units(b, S);
      const Q = units(q, d);
      const gap = 2n * abs(A * 10n ** BigInt(d) - Q * B);
      expect(gap <= abs(B), `${a} / ${b} ~ ${q}`).toBe(true);
      if (gap === abs(B)) expect(abs(Q * B) > abs(A * 10n ** BigInt(d))).toBe(true);
    }));
  });
});
