/**
 * The card checks the gateway runs (rules/card.ts), before the card joins the payments cart, plus the payment's amount.
 */
import { cardProblems } from '../../../../rules/card';
import type { FieldErrorCode } from '../../../../rules/schemaEnums.generated';

export { cardDigits } from '../../../../rules/card';

export interface CardDraft {
  number: string;
  holderName: string;
  expiry: string;
  ccv: string;
  amount: string;
}

export type CardProblem = 'required' | 'invalidNumber' | 'invalidExpiry' | 'expired' | 'invalidCcv' | 'tooLong' | 'invalidAmount';
export type CardProblems = Partial<Record<keyof CardDraft, CardProblem>>;

/** The form's word for each code of the card rule. */
const PROBLEM: Partial<Record<FieldErrorCode, CardProblem>> = {
  INVALID_CARD_NUMBER: 'invalidNumber', INVALID_EXPIRY: 'invalidExpiry', CARD_EXPIRED: 'expired', INVALID_CCV: 'invalidCcv',
  TOO_LONG: 'tooLong',
};

/** `today` is an ISO date (YYYY-MM-DD). */
export function validateCard(card: CardDraft, today: string): CardProblems {
  const problems: CardProblems = {};
  for (const p of cardProblems(card, today)) problems[p.path as keyof CardDraft] = PROBLEM[p.code] ?? 'required';
  if (!card.amount.trim()) problems.amount = 'required';
  else if (!/^\d{1,12}(\.\d{1,2})?$/.test(card.amount.trim()) || /^0+(\.0+)?$/.test(card.amount.trim())) problems.amount = 'invalidAmount';
  return problems;
}
