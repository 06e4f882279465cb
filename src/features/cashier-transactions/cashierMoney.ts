/**
 * Exact cents for the cashier screen's totals: the server's Decimal strings and the cart's typed amounts (at most 2
 * decimals, as the cart machine checks) are summed as BigInt cents, never as floats.
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

export interface CartTotals {
  due: string;
  /** Payments in the cart's currency; payments in another currency are converted by the server at the day's rate. */
  paid: string;
  /** Still to pay in the cart's currency (0 when covered). */
  remaining: string;
  /** Cash handed back: what the payments exceed the due by, when the excess is cash. */
  change: string;
  /** Whether some payment is in another currency (the server converts it; the totals here leave it out). */
  otherCurrency: boolean;
}

export function cartTotals(
  items: readonly { amountToPay: string }[], payments: readonly { method: string; idCurrency: string; amount: string }[],
  idCurrency: string | null,
): CartTotals {
  const due = sumCents(items.map((i) => i.amountToPay));
  const same = payments.filter((p) => !idCurrency || p.idCurrency === idCurrency);
  const paid = sumCents(same.map((p) => p.amount));
  const cash = sumCents(same.filter((p) => p.method === 'CASH').map((p) => p.amount));
  const excess = paid - due;
  // Only cash can be handed back: a card or deposit is charged for exactly its amount.
  const change = excess > 0n ? (excess < cash ? excess : cash) : 0n;
  return {
    due: fromCents(due), paid: fromCents(paid), remaining: fromCents(excess < 0n ? -excess : 0n), change: fromCents(change),
    otherCurrency: same.length !== payments.length,
  };
}
