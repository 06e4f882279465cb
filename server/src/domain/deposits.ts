/*
 * A bank deposit or transfer as the cashier records it (a DEPOSIT payment or an advance taken by deposit): date,
 * payment type, bank, bank account and operation number, all required (SPEC.md section 5); the currency and amount
 * are the payment's. One set of checks and messages wherever a deposit is taken.
 */
import { FieldErrors, isUuid } from '../graphql/validation.ts';
import { INVALID_CHOICE } from './generalParameters.ts';
import { isDate, today } from './calendar.ts';

export const INVALID_DEPOSIT_NUMBER = 'Enter the operation number: 4 to 30 letters, digits or dashes';
export const INVALID_BANK_ACCOUNT = 'Enter the bank account: 6 to 30 digits or dashes';
const DEPOSIT_IN_FUTURE = 'The deposit date cannot be in the future';

export interface DepositInput {
  depositDate?: string | null;
  depositType?: 'DEPOSIT' | 'TRANSFER' | null;
  idBank?: string | null;
  bankAccount?: string | null;
  number?: string | null;
}

/** Deposit or transfer: date, payment type, bank, bank account, number (currency and amount are the payment's). */
export function readDeposit(errors: FieldErrors, prefix: string, deposit: DepositInput | null | undefined) {
  const before = Object.keys(errors.fields).length;
  const depositDate = deposit?.depositDate?.trim() ?? '';
  if (!depositDate) errors.addCode(`${prefix}.depositDate`, 'REQUIRED');
  else if (!isDate(depositDate)) errors.addCode(`${prefix}.depositDate`, 'INVALID_DATE', {}, 'Enter a valid date');
  else if (depositDate > today()) errors.addCode(`${prefix}.depositDate`, 'FUTURE_DATE', {}, DEPOSIT_IN_FUTURE);
  if (!deposit?.depositType) errors.addCode(`${prefix}.depositType`, 'REQUIRED');
  const idBank = errors.id(`${prefix}.idBank`, deposit?.idBank);
  if (idBank && !isUuid(idBank)) errors.addCode(`${prefix}.idBank`, 'INVALID_CHOICE', {}, INVALID_CHOICE);
  const bankAccount = deposit?.bankAccount?.trim() ?? '';
  if (!bankAccount) errors.addCode(`${prefix}.bankAccount`, 'REQUIRED');
  else if (!/^[0-9][0-9-]{4,28}[0-9]$/.test(bankAccount)) errors.addCode(`${prefix}.bankAccount`, 'INVALID_BANK_ACCOUNT', {}, INVALID_BANK_ACCOUNT);
  const number = deposit?.number?.trim() ?? '';
  if (!number) errors.addCode(`${prefix}.number`, 'REQUIRED');
  else if (!/^[A-Za-z0-9][A-Za-z0-9-]{2,28}[A-Za-z0-9]$/.test(number)) errors.addCode(`${prefix}.number`, 'INVALID_DEPOSIT_NUMBER', {}, INVALID_DEPOSIT_NUMBER);
  if (Object.keys(errors.fields).length > before) return null;
  return { depositDate, depositType: deposit!.depositType!, idBank: idBank!, bankAccount, number: number.toUpperCase() };
}

