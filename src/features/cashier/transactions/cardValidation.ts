/**
 * The card checks of server/src/domain/cardGateway.ts, run in the browser before the card joins the payments cart:
 * 12-19 digits passing Luhn, an MM/YY or MM/YYYY expiry not before this month, a CCV of 3 or 4 digits.
 */
export interface CardDraft {
  number: string;
  holderName: string;
  expiry: string;
  ccv: string;
  amount: string;
}

export type CardProblem = 'required' | 'invalidNumber' | 'invalidExpiry' | 'expired' | 'invalidCcv' | 'tooLong' | 'invalidAmount';
export type CardProblems = Partial<Record<keyof CardDraft, CardProblem>>;

export function luhnValid(digits: string): boolean {
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total % 10 === 0;
}

export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** `today` is an ISO date (YYYY-MM-DD); a card is valid through the last day of its expiry month. */
export function validateCard(card: CardDraft, today: string): CardProblems {
  const problems: CardProblems = {};
  const digits = cardDigits(card.number);
  if (!digits) problems.number = 'required';
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) problems.number = 'invalidNumber';
  if (!card.holderName.trim()) problems.holderName = 'required';
  else if (card.holderName.trim().length > 80) problems.holderName = 'tooLong';
  const expiry = /^(\d{2})\/(\d{2}|\d{4})$/.exec(card.expiry.trim());
  if (!card.expiry.trim()) problems.expiry = 'required';
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) problems.expiry = 'invalidExpiry';
  else {
    const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    if (`${year}-${expiry[1]}` < today.slice(0, 7)) problems.expiry = 'expired';
  }
  if (!card.ccv.trim()) problems.ccv = 'required';
  else if (!/^\d{3,4}$/.test(card.ccv.trim())) problems.ccv = 'invalidCcv';
  if (!card.amount.trim()) problems.amount = 'required';
  else if (!/^\d{1,12}(\.\d{1,2})?$/.test(card.amount.trim()) || /^0+(\.0+)?$/.test(card.amount.trim())) problems.amount = 'invalidAmount';
  return problems;
}
