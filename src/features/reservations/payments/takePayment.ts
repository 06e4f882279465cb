/** The cashier cart with a reservation's payable items searched and added (the cashier route reads `reservation`). */
export const takePaymentHref = (code: string) => `/cashier-transaction?reservation=${encodeURIComponent(code)}`;

export type PaymentOffer = 'take' | 'confirmFirst' | null;

/**
 * What the payments section offers: Take payment only to someone who may complete a cashier transaction, on a
 * confirmed or partly paid reservation with something pending; a quote with something pending says it must be
 * confirmed first (no deposit on a quote: docs/reservations.md); anything else offers nothing.
 */
export function paymentOffer(status: string, pendingAmount: string, mayTakePayment: boolean): PaymentOffer {
  if (!mayTakePayment || !/[1-9]/.test(pendingAmount) || pendingAmount.startsWith('-')) return null;
  if (status === 'CONFIRMED' || status === 'PARTIALLY_PAID') return 'take';
  return status === 'QUOTE' ? 'confirmFirst' : null;
}
