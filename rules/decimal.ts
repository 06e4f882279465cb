/**
 * Decimal texts ("0.92", "-3.50") read and compared exactly on both sides, with BigInt: a JavaScript number cannot
 * hold 0.1, so no rule compares rates or prices as floats. Pure TypeScript, like the rest of rules/.
 */

/** A plain decimal as people type it: an optional sign, digits, optionally a point and more digits (60 at most). */
const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;
const MAX_LENGTH = 60;

export const isDecimalText = (text: string) => text.length <= MAX_LENGTH && DECIMAL.test(text);

/** How many places the text is written with ("12.50" -> 2); the text must be a decimal. */
export const decimalScale = (text: string) => DECIMAL.exec(text)?.[3]?.length ?? 0;

function digitsAt(text: string, scale: number): bigint {
  const [, sign, whole, fraction = ''] = DECIMAL.exec(text)!;
  const digits = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign === '-' ? -digits : digits;
}

/** -1, 0 or 1 as a is below, equal to or above b ("1.50" equals "1.5"); both must be decimals. */
export function compareDecimalText(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(decimalScale(a), decimalScale(b));
  const x = digitsAt(a, scale);
  const y = digitsAt(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}
