/**
 * Exact cents for money typed or read on the screens: the server's Decimal strings and typed amounts (at most 2
 * decimals) are summed as BigInt cents, never as floats. The cart and the daily cashier's close both use them.
 */
const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/** "12.5" -> 1250n; null for anything that is not an amount of at most 2 decimals. */
export function toCents(amount: string | null | undefined): bigint | null {
  const text = (amount ?? '').trim();
  if (!AMOUNT.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** 1250n -> "12.50". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The sum of the amounts that are valid (a half-typed one counts as 0 until it is an amount). */
export const sumCents = (amounts: readonly string[]) => amounts.reduce((total, a) => total + (toCents(a) ?? 0n), 0n);
