/**
 * The deposit/transfer checks of server/src/domain/deposits.ts, run in the browser before the line joins the payments
 * cart (or an advance is sent): date (not in the future), payment type, bank, bank account (6-30 digits or dashes),
 * operation number (4-30 letters, digits or dashes), currency and an amount above 0 with at most 2 decimals, all
 * required (SPEC.md section 5).
 */
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

export function validateDeposit(draft: DepositDraft, today: string): DepositProblems {
  const problems: DepositProblems = {};
  for (const field of Object.keys(draft) as (keyof DepositDraft)[]) if (!String(draft[field]).trim()) problems[field] = 'required';
  if (!problems.depositDate && draft.depositDate > today) problems.depositDate = 'futureDate';
  if (!problems.bankAccount && !/^[0-9][0-9-]{4,28}[0-9]$/.test(draft.bankAccount.trim())) problems.bankAccount = 'invalidAccount';
  if (!problems.number && !/^[A-Za-z0-9][A-Za-z0-9-]{2,28}[A-Za-z0-9]$/.test(draft.number.trim())) problems.number = 'invalidOperation';
  if (!problems.amount) {
    const cents = toCents(draft.amount);
    if (cents === null || cents <= 0n) problems.amount = 'invalidAmount';
  }
  return problems;
}

/** What the server's DepositInput receives. */
export const depositInput = (draft: DepositDraft) => ({
  depositDate: draft.depositDate, depositType: draft.depositType as 'DEPOSIT' | 'TRANSFER', idBank: draft.idBank,
  bankAccount: draft.bankAccount.trim(), number: draft.number.trim(),
});
