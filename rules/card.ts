import { Problems, choice, text, type RuleProblem } from './fields.ts';

/*
 * The checks of a card payment before it goes to the gateway. The number and the CCV are only read here: no problem
 * carries them in its params, and the server never stores or logs them (server/src/domain/cardGateway.ts).
 */

/** 12 to 19 digits, once spaces and dashes are dropped. */
export const CARD_NUMBER = /^\d{12,19}$/;
/** MM/YY or MM/YYYY. */
export const CARD_EXPIRY = /^(\d{2})\/(\d{2}|\d{4})$/;
/** 3 or 4 digits. */
export const CARD_CCV = /^\d{3,4}$/;
export const CARD_HOLDER_MAX = 80;

type Text = string | null | undefined;

export interface CardRuleInput {
  number?: Text;
  holderName?: Text;
  expiry?: Text;
  ccv?: Text;
}

/** The card number as typed, without its spaces and dashes. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

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

/** The expiry's month (1-12) and four-digit year; null when it is not MM/YY or MM/YYYY with a real month. */
export function readExpiry(expiry: Text): { month: number; year: number } | null {
  const match = CARD_EXPIRY.exec(expiry?.trim() ?? '');
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return null;
  return { month: Number(match[1]), year: match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]) };
}

/**
 * A card (`today` an ISO day): 12-19 digits passing Luhn, a holder of at most 80 characters, an expiry not before this
 * month (a card is valid through the last day of its expiry month), a CCV of 3 or 4 digits; all required.
 */
export function cardProblems(card: CardRuleInput, today: string): RuleProblem[] {
  const problems = new Problems();
  const digits = cardDigits(card.number ?? '');
  if (!digits) problems.add('number', 'REQUIRED');
  else if (!CARD_NUMBER.test(digits) || !luhnValid(digits)) problems.add('number', 'INVALID_CARD_NUMBER');
  text(problems, 'holderName', card.holderName, { max: CARD_HOLDER_MAX, required: true });
  const expiry = readExpiry(card.expiry);
  choice(problems, 'expiry', card.expiry);
  if (!problems.has('expiry') && !expiry) problems.add('expiry', 'INVALID_EXPIRY');
  else if (expiry && `${expiry.year}-${String(expiry.month).padStart(2, '0')}` < today.slice(0, 7)) problems.add('expiry', 'CARD_EXPIRED');
  choice(problems, 'ccv', card.ccv);
  if (!problems.has('ccv') && !CARD_CCV.test(card.ccv?.trim() ?? '')) problems.add('ccv', 'INVALID_CCV');
  return problems.list;
}
