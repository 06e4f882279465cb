/* Amounts of the payables forms: exact decimals, 0 or more, at most 2 places, within numeric(14, 2)'s reach. */
import { FieldErrors } from '../../graphql/validation.ts';
import { compare, format, isDecimal, scaleOf } from '../money.ts';

const MAX_PAYABLE_AMOUNT = '999999999.99';

/** A decimal amount; blank is REQUIRED when `required`, else undefined. Answers it formatted to 2 places. */
export function readAmount(errors: FieldErrors, field: string, value: string | null | undefined, required: boolean) {
  const text = value?.trim() ?? '';
  if (!text) {
    if (required) errors.addCode(field, 'REQUIRED');
    return undefined;
  }
  if (!isDecimal(text)) errors.addCode(field, 'NOT_A_NUMBER', {}, 'Enter a number');
  else if (compare(text, '0') < 0) errors.addCode(field, 'NEGATIVE', {}, 'Cannot be negative');
  else if (scaleOf(text) > 2) errors.addCode(field, 'TOO_MANY_DECIMALS', { max: 2 }, 'Use at most 2 decimals');
  else if (compare(text, MAX_PAYABLE_AMOUNT) > 0) errors.addCode(field, 'AMOUNT_TOO_LARGE', { max: MAX_PAYABLE_AMOUNT }, `At most ${MAX_PAYABLE_AMOUNT}`);
  else return format(text);
  return undefined;
}
