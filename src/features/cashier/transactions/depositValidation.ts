/**
 * The deposit/transfer checks the server runs (rules/deposit.ts), before the line joins the payments cart (or an
 * advance is sent), plus the payment's own currency and an amount above 0 with at most 2 decimals, all required
 * (SPEC.md section 5).
 */
import type { FieldErrorCode } from '../../../../rules/schemaEnums.generated';
import { depositProblems } from '../../../../rules/deposit';
import { toCents } from '../../../app/cents';

export interface DepositDraft {
  depositDate: string;
  depositType: 'DEPOSIT' | 'TRANSFER' | '';
  idBank: string;
  bankAccount: string;
  number: string;
  idCurrency: string;
  amount: string;
}

export type DepositProblem = 'required' | 'invalidAmount' | 'invalidAccount' | 'invalidOperation' | 'futureDate';
export type DepositProblems = Partial<Record<keyof DepositDraft, DepositProblem>>;

export const emptyDeposit = (depositDate: string, idCurrency = ''): DepositDraft => ({
  depositDate, depositType: 'TRANSFER', idBank: '', bankAccount: '', number: '', idCurrency, amount: '',
});

/** The form's word for each code of the deposit rule (a picked day is a real day or none: INVALID_DATE is blank). */
const PROBLEM: Partial<Record<FieldErrorCode, DepositProblem>> = {
  FUTURE_DATE: 'futureDate', INVALID_BANK_ACCOUNT: 'invalidAccount', INVALID_DEPOSIT_NUMBER: 'invalidOperation',
};

export function validateDeposit(draft: DepositDraft, today: string): DepositProblems {
  const problems: DepositProblems = {};
  for (const p of depositProblems(draft, today)) problems[p.path as keyof DepositDraft] = PROBLEM[p.code] ?? 'required';
  if (!draft.idCurrency.trim()) problems.idCurrency = 'required';
  const cents = toCents(draft.amount);
  if (!draft.amount.trim()) problems.amount = 'required';
  else if (cents === null || cents <= 0n) problems.amount = 'invalidAmount';
  return problems;
}

/** What the server's DepositInput receives. */
export const depositInput = (draft: DepositDraft) => ({
  depositDate: draft.depositDate, depositType: draft.depositType as 'DEPOSIT' | 'TRANSFER', idBank: draft.idBank,
  bankAccount: draft.bankAccount.trim(), number: draft.number.trim(),
});
