/*
 * Card payments go through a gateway adapter; the built-in one is a local simulator. The card number and CCV live
 * only in the request being handled: they are checked here, handed to the adapter and dropped. What is kept is the
 * adapter's token, the brand and the last four digits. Error messages never repeat the number or the CCV.
 */
import { randomBytes } from 'node:crypto';
import { cardDigits, cardProblems, luhnValid, readExpiry } from '../../../rules/card.ts';
import { FieldErrors } from '../graphql/validation.ts';
import { today } from './calendar.ts';

export interface CardData {
  number?: string | null;
  holderName?: string | null;
  /** MM/YY or MM/YYYY. */
  expiry?: string | null;
  ccv?: string | null;
}

interface CardCharge {
  /** Digits only, checked. */
  number: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  ccv: string;
  amount: string;
  currencyCode: string;
  /** The cashier transaction's idempotency key plus the payment line: a gateway can refuse a double charge. */
  reference: string;
}

type ChargeResult =
  | { approved: true; token: string; brand: string; last4: string; authorization: string }
  | { approved: false; reason: string };

interface CardGateway {
  charge(charge: CardCharge): Promise<ChargeResult>;
  /** Gives an approved charge back (a completion that failed after charging, or a voided payment). */
  refund(token: string): Promise<void>;
}

export const INVALID_CARD_NUMBER = 'Enter a valid card number';
export const INVALID_EXPIRY = 'Enter the expiry date as MM/YY';
export const CARD_EXPIRED = 'The card has expired';
export const INVALID_CCV = 'The CCV must be 3 or 4 digits';
export const CARD_DECLINED = 'The card was declined';

export { luhnValid };

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'DINERS';
  return 'OTHER';
}

/** The English text (logs, the old `fields` map) of the card rule's own codes; never the number or the CCV. */
const ENGLISH: Record<string, string> = { INVALID_CARD_NUMBER, INVALID_EXPIRY, CARD_EXPIRED, INVALID_CCV };

/**
 * Checks the card fields with the rule the form runs (rules/card.ts), adding problems under `prefix` (e.g.
 * 'payments.1.card'); null when any is wrong.
 */
export function readCard(errors: FieldErrors, prefix: string, card: CardData | null | undefined) {
  const problems = cardProblems(card ?? {}, today());
  errors.addProblems(problems.map((p) => ({ ...p, path: `${prefix}.${p.path}` })), (p) => ENGLISH[p.code]);
  const expiry = readExpiry(card?.expiry);
  if (problems.length || !expiry) return null;
  return {
    number: cardDigits(card!.number!), holderName: card!.holderName!.trim(), expiryMonth: expiry.month, expiryYear: expiry.year,
    ccv: card!.ccv!.trim(),
  };
}

/**
 * The local simulator. Test cards 4000 0000 0000 0002 and 5105 1051 0510 5100 are declined; every other valid card
 * (4111 1111 1111 1111, 5555 5555 5555 4444, ...) is approved.
 */
const DECLINED_TEST_CARDS = new Set(['4000000000000002', '5105105105105100']);

export function simulatorGateway(): CardGateway & { charges: Map<string, { refunded: boolean }> } {
  const charges = new Map<string, { refunded: boolean }>();
  // As a real gateway's idempotency key: the same reference and charge, not refunded, answers the first
  // authorization instead of charging again (a transaction retried after a deadlock charges once).
  const byReference = new Map<string, ChargeResult & { approved: true }>();
  return {
    charges,
    async charge(charge) {
      if (DECLINED_TEST_CARDS.has(charge.number)) return { approved: false, reason: CARD_DECLINED };
      const reference = [charge.reference, charge.amount, charge.currencyCode, charge.number.slice(-4)].join('|');
      const earlier = byReference.get(reference);
      if (earlier && !charges.get(earlier.token)?.refunded) return earlier;
      const token = `tok_sim_${randomBytes(12).toString('hex')}`;
      charges.set(token, { refunded: false });
      const result = {
        approved: true as const, token, brand: cardBrand(charge.number), last4: charge.number.slice(-4),
        authorization: randomBytes(3).toString('hex').toUpperCase(),
      };
      byReference.set(reference, result);
      return result;
    },
    async refund(token) {
      const known = charges.get(token);
      if (known) known.refunded = true;
    },
  };
}

let gateway: CardGateway = simulatorGateway();
/** The adapter in use (the simulator unless a deployment or a test sets another). */
export const cardGateway = () => gateway;
export const setCardGateway = (next: CardGateway) => {
  gateway = next;
};
