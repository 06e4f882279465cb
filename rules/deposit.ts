import { isIsoDate } from './dates.ts';
import { Problems, choice, format, type RuleProblem } from './fields.ts';

/** A bank account: 6 to 30 digits or dashes, a digit at each end. */
export const BANK_ACCOUNT = /^[0-9][0-9-]{4,28}[0-9]$/;
/** A deposit's or transfer's operation number: 4 to 30 letters, digits or dashes, no dash at either end. */
export const DEPOSIT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{2,28}[A-Za-z0-9]$/;

type Text = string | null | undefined;

export interface DepositRuleInput {
  depositDate?: Text;
  depositType?: Text;
  idBank?: Text;
  bankAccount?: Text;
  number?: Text;
}

/**
 * A bank deposit or transfer (SPEC.md section 5): a real day not after `today`, the payment type, the bank, the bank
 * account and the operation number, all required. The currency and amount are the payment's; whether the bank exists
 * is the server's to say.
 */
export function depositProblems(input: DepositRuleInput, today: string): RuleProblem[] {
  const problems = new Problems();
  const day = input.depositDate?.trim();
  if (!day) problems.add('depositDate', 'REQUIRED');
  else if (!isIsoDate(day)) problems.add('depositDate', 'INVALID_DATE');
  else if (day > today) problems.add('depositDate', 'FUTURE_DATE');
  choice(problems, 'depositType', input.depositType);
  choice(problems, 'idBank', input.idBank);
  choice(problems, 'bankAccount', input.bankAccount);
  format(problems, 'bankAccount', input.bankAccount, BANK_ACCOUNT, 'INVALID_BANK_ACCOUNT');
  choice(problems, 'number', input.number);
  format(problems, 'number', input.number, DEPOSIT_NUMBER, 'INVALID_DEPOSIT_NUMBER');
  return problems.list;
}
