import type { MessageDescriptor } from 'react-intl';
import { exchangeRateProblems } from '../../../../rules/exchangeRate';
import type { FieldErrorCode } from '../../../../rules/schemaEnums.generated';
import { ruleErrors } from '../../../app/forms/ruleErrors';
import type { FieldWords } from '../../../app/forms/serverFieldWords';
import type { PathErrors } from '../../../app/forms/validation';
import { exchangeRateMessages as m } from './messages';

export interface ExchangeRateFormValues {
  rateDate: string | null;
  idCurrencyFrom: string | null;
  idCurrencyTo: string | null;
  buyRate: string;
  sellRate: string;
}

const RATE_WORDS: Partial<Record<FieldErrorCode, MessageDescriptor>> = {
  NOT_A_NUMBER: m.notANumber, NOT_POSITIVE: m.notPositive, TOO_MANY_DECIMALS: m.tooManyDecimals,
  NUMBER_TOO_LARGE: m.tooLarge, SAME_CURRENCY: m.sameCurrency, SELL_BELOW_BUY: m.sellBelowBuy, DUPLICATE: m.rateTaken,
};

/** The server's codes in this form's words (a taken day and pair, a rate that is no number); the rest the general ones. */
export const exchangeRateWords: FieldWords = ({ code }) => (RATE_WORDS[code] ? { message: RATE_WORDS[code] } : undefined);

/**
 * The server's rules (rules/exchangeRate.ts), checked before a call: a date and two different currencies; each rate
 * a decimal above 0 with at most 6 places, the sell rate not below the buy rate (compared exactly, never as floats).
 */
export const validateExchangeRate = (form: ExchangeRateFormValues): PathErrors =>
  ruleErrors(exchangeRateProblems(form), exchangeRateWords);
