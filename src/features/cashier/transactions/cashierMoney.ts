/** The cashier cart's totals, in exact cents (src/app/cents.ts). */
import { fromCents, sumCents, toCents } from '../../../app/cents';

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

/**
 * What a new card line starts at: what is still owed in the cart's currency, or nothing when the cart is covered or
 * holds a payment in another currency (only the server knows what that is worth today).
 */
export function owedForCard(
  items: readonly { amountToPay: string }[], payments: readonly { method: string; idCurrency: string; amount: string }[],
  idCurrency: string | null,
): string {
  const totals = cartTotals(items, payments, idCurrency);
  return totals.otherCurrency || toCents(totals.remaining) === 0n ? '' : totals.remaining;
}

/**
 * The server's problems of payment lines ('payments.1.card.number') keyed by the line's key in the cart, so the mark
 * stays on its line when another line is removed. `keys` are the lines as they were sent.
 */
export function linesProblems(fields: Record<string, string>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(fields)) {
    const index = /^payments\.(\d+)(\.|$)/.exec(path)?.[1];
    const key = index === undefined ? undefined : keys[Number(index)];
    if (key !== undefined) out[key] ??= text;
  }
  return out;
}
