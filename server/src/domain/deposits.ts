/*
 * A bank deposit or transfer as the cashier records it (a DEPOSIT payment or an advance taken by deposit): date,
 * payment type, bank, bank account and operation number, all required (SPEC.md section 5); the currency and amount
 * are the payment's. One set of checks and messages wherever a deposit is taken.
 */
import { depositProblems, type DepositRuleInput } from '../../../rules/deposit.ts';
import { FieldErrors, isUuid } from '../graphql/validation.ts';
import { INVALID_CHOICE } from './generalParameters.ts';
import { today } from './calendar.ts';

export const INVALID_DEPOSIT_NUMBER = 'Enter the operation number: 4 to 30 letters, digits or dashes';
export const INVALID_BANK_ACCOUNT = 'Enter the bank account: 6 to 30 digits or dashes';
const DEPOSIT_IN_FUTURE = 'The deposit date cannot be in the future';

/** The English text (logs, the old `fields` map) of the deposit rule's own codes. */
const ENGLISH: Record<string, string> = {
  INVALID_DATE: 'Enter a valid date', FUTURE_DATE: DEPOSIT_IN_FUTURE,
  INVALID_BANK_ACCOUNT, INVALID_DEPOSIT_NUMBER,
};

export interface DepositInput extends DepositRuleInput {
  depositType?: 'DEPOSIT' | 'TRANSFER' | null;
}

/** Deposit or transfer: date, payment type, bank, bank account, number (currency and amount are the payment's). */
export function readDeposit(errors: FieldErrors, prefix: string, deposit: DepositInput | null | undefined) {
  const before = Object.keys(errors.fields).length;
  // The form runs the same rule (rules/deposit.ts); whether the bank is a record's id is the server's to say.
  const problems = depositProblems(deposit ?? {}, today());
  errors.addProblems(problems.map((p) => ({ ...p, path: `${prefix}.${p.path}` })), (p) => ENGLISH[p.code]);
  const idBank = deposit?.idBank?.trim();
  if (idBank && !problems.some((p) => p.path === 'idBank') && !isUuid(idBank)) errors.addCode(`${prefix}.idBank`, 'INVALID_CHOICE', {}, INVALID_CHOICE);
  const depositDate = deposit?.depositDate?.trim() ?? '';
  const bankAccount = deposit?.bankAccount?.trim() ?? '';
  const number = deposit?.number?.trim() ?? '';
  if (Object.keys(errors.fields).length > before) return null;
  return { depositDate, depositType: deposit!.depositType!, idBank: idBank!, bankAccount, number: number.toUpperCase() };
}

