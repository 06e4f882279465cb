/**
 * The daily cashier form rules the server applies too (server/src/domain/dailyCashierRequests.ts), checked before a call:
 * an amount is a decimal of 0 or more with at most 2 places; each currency (and each payment type and currency of a
 * count) once; a reopen needs a reason of at most 500 characters.
 */
export interface FloatDraft {
  idCurrency: string;
  openingAmount: string;
}

export interface CountDraft {
  idPaymentType: string;
  idCurrency: string;
  countedAmount: string;
}

export type AmountProblem = 'required' | 'notANumber' | 'tooManyDecimals' | 'tooLarge';
export type LineProblems = Record<number, AmountProblem | 'duplicate' | 'chooseCurrency'>;

export const MAX_AMOUNT = 99_999_999.99;
export const MAX_REASON = 500;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export function amountProblem(text: string): AmountProblem | null {
  const value = text.trim();
  if (!value) return 'required';
  if (!/^\d+(\.\d+)?$/.test(value)) return 'notANumber';
  if (!AMOUNT.test(value)) return 'tooManyDecimals';
  // Digits only, so comparing the whole part's length and value is exact without floats.
  const [whole] = value.split('.');
  if (whole.replace(/^0+/, '').length > 8) return 'tooLarge';
  return null;
}

export function floatProblems(floats: readonly FloatDraft[]): LineProblems {
  const problems: LineProblems = {};
  const seen = new Set<string>();
  floats.forEach((line, i) => {
    const amount = amountProblem(line.openingAmount);
    if (!line.idCurrency) problems[i] = 'chooseCurrency';
    else if (seen.has(line.idCurrency)) problems[i] = 'duplicate';
    else if (amount) problems[i] = amount;
    seen.add(line.idCurrency);
  });
  return problems;
}

export function countProblems(counts: readonly CountDraft[]): LineProblems {
  const problems: LineProblems = {};
  const seen = new Set<string>();
  counts.forEach((line, i) => {
    const key = `${line.idPaymentType}|${line.idCurrency}`;
    const amount = amountProblem(line.countedAmount);
    if (seen.has(key)) problems[i] = 'duplicate';
    else if (amount) problems[i] = amount;
    seen.add(key);
  });
  return problems;
}

export const reasonValid = (reason: string) => reason.trim().length > 0 && reason.trim().length <= MAX_REASON;

export const noProblems = (problems: LineProblems) => Object.keys(problems).length === 0;
