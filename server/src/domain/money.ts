/*
 * Exact decimal arithmetic for money and percentages, on decimal strings ("12.345", "-3.5"), with BigInt. A number
 * is held as an integer of digits and a scale (12.345 = 12345 scale 3), so sums and products are exact; only
 * round() and divide() drop digits, and they round half-up: a 5 in the first dropped place rounds AWAY FROM ZERO
 * (2.345 -> 2.35, -2.345 -> -2.35), like Java's ROUND_HALF_UP and what an invoice expects. No floats anywhere: a
 * JavaScript number cannot hold 0.1 exactly.
 *
 * Results of add/subtract/multiply keep every digit (scale of add = the larger scale, of multiply = the sum of the
 * scales): "1.10" + "2" = "3.10", "1.5" * "1.5" = "2.25". round() and format() give exactly the places asked for.
 */

/** digits × 10^-scale. */
interface Fixed {
  digits: bigint;
  scale: number;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;
/** Longest text parse() takes: far above any amount, low enough that a hostile input costs nothing. */
const MAX_LENGTH = 60;

/** Whether the text is a plain decimal ("12", "-3.50", "+0.1"); no exponents, no thousands separators. */
export function isDecimal(text: unknown): text is string {
  return typeof text === 'string' && text.length <= MAX_LENGTH && DECIMAL.test(text);
}

function parse(text: string): Fixed {
  const match = text.length <= MAX_LENGTH ? DECIMAL.exec(text) : null;
  if (!match) throw new RangeError(`Not a decimal number: ${JSON.stringify(text.slice(0, MAX_LENGTH))}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt(whole + fraction);
  return { digits: sign === '-' ? -digits : digits, scale: fraction.length };
}

const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);
const abs = (n: bigint) => (n < 0n ? -n : n);

function toText({ digits, scale }: Fixed): string {
  const text = abs(digits).toString().padStart(scale + 1, '0');
  const body = scale ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text;
  // Zero has no sign: "-0.00" would print as a debt of nothing.
  return digits < 0n ? `-${body}` : body;
}

/** The same number written with `scale` places (scale >= the number's own). */
const widen = (f: Fixed, scale: number): bigint => f.digits * pow10(scale - f.scale);

function aligned(a: string, b: string): [bigint, bigint, number] {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return [widen(x, scale), widen(y, scale), scale];
}

/** Divides exactly-held digits by a power of ten, rounding half away from zero. */
function shiftRounded(digits: bigint, drop: number): bigint {
  if (drop <= 0) return digits * pow10(-drop);
  const factor = pow10(drop);
  const magnitude = abs(digits);
  let quotient = magnitude / factor;
  if ((magnitude % factor) * 2n >= factor) quotient += 1n;
  return digits < 0n ? -quotient : quotient;
}

/** Checks a number of decimal places asked for. */
function places(n: number): number {
  if (!Number.isInteger(n) || n < 0 || n > 30) throw new RangeError(`Decimal places must be 0 to 30, not ${n}`);
  return n;
}

/** The text written canonically and exactly: "+007.50" -> "7.50", "-0" -> "0". */
export const normalize = (a: string) => toText(parse(a));

export function add(a: string, b: string): string {
  const [x, y, scale] = aligned(a, b);
  return toText({ digits: x + y, scale });
}

export function subtract(a: string, b: string): string {
  const [x, y, scale] = aligned(a, b);
  return toText({ digits: x - y, scale });
}

/** The sum of any number of values ("0" for none). */
export const sum = (values: readonly string[]) => values.reduce(add, '0');

export function multiply(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return toText({ digits: x.digits * y.digits, scale: x.scale + y.scale });
}

/** amount × percentage / 100, exactly ("200" at "18" percent -> "36.00"); round() it for an amount of money. */
export function percentOf(amount: string, percentage: string): string {
  const x = parse(amount);
  const y = parse(percentage);
  return toText({ digits: x.digits * y.digits, scale: x.scale + y.scale + 2 });
}

/** a / b rounded half away from zero to `decimals` places (exchange rates, shares); b must not be 0. */
export function divide(a: string, b: string, decimals = 2): string {
  const x = parse(a);
  const y = parse(b);
  if (y.digits === 0n) throw new RangeError('Division by zero');
  // x/y = (xd / yd) × 10^(ys - xs). The truncated quotient with one guard digit beyond `decimals` decides the
  // rounding: the dropped part is at least a half exactly when that digit is 5 or more.
  const shift = places(decimals) + 1 + y.scale - x.scale;
  const numerator = abs(shift >= 0 ? x.digits * pow10(shift) : x.digits);
  const denominator = abs(shift >= 0 ? y.digits : y.digits * pow10(-shift));
  const quotient = numerator / denominator;
  const negative = (x.digits < 0n) !== (y.digits < 0n);
  const rounded = shiftRounded(quotient, 1);
  return toText({ digits: negative ? -rounded : rounded, scale: decimals });
}

export const negate = (a: string) => {
  const x = parse(a);
  return toText({ digits: -x.digits, scale: x.scale });
};

export const absolute = (a: string) => {
  const x = parse(a);
  return toText({ digits: abs(x.digits), scale: x.scale });
};

/** -1, 0 or 1 as a is less than, equal to or greater than b ("1.50" equals "1.5"). */
export function compare(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const isZero = (a: string) => parse(a).digits === 0n;
export const isNegative = (a: string) => parse(a).digits < 0n;

/** How many decimal places the text is written with ("12.50" -> 2, "7" -> 0). */
export const scaleOf = (a: string) => parse(a).scale;

/**
 * Rounds to `decimals` places (2 by default), half away from zero: 2.345 -> "2.35", 2.344 -> "2.34",
 * -2.345 -> "-2.35". The answer is written with exactly that many places ("3" -> "3.00").
 */
export function round(a: string, decimals = 2): string {
  const x = parse(a);
  return toText({ digits: shiftRounded(x.digits, x.scale - places(decimals)), scale: decimals });
}

/** An amount of money as shown and stored: rounded half-up to 2 places, "12.345" -> "12.35". */
export const format = (a: string) => round(a, 2);
