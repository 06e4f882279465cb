/**
 * The exchange rate form rules the server applies too (server/src/resolvers/exchangeRates.ts), checked before a call:
 * a date and two different currencies are required; each rate is a decimal above 0 with at most 6 places, and the
 * sell rate is not below the buy rate. Rates are compared as scaled BigInts, never as floats.
 */
export interface ExchangeRateFormValues {
  rateDate: string | null;
  idCurrencyFrom: string | null;
  idCurrencyTo: string | null;
  buyRate: string;
  sellRate: string;
}

export type ExchangeRateProblem =
  'required' | 'notANumber' | 'notPositive' | 'tooManyDecimals' | 'tooLarge' | 'sameCurrency' | 'sellBelowBuy';
export type ExchangeRateErrors = Partial<Record<keyof ExchangeRateFormValues, ExchangeRateProblem>>;

const SCALE = 6;
const DECIMAL = /^\d+(\.\d+)?$/;

/** '1.5' as 1500000n (6 places); the text must already be a plain decimal of at most 6 places. */
function scaled(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(SCALE, '0'));
}

export function rateProblem(text: string): ExchangeRateProblem | null {
  const value = text.trim();
  if (!value) return 'required';
  if (!DECIMAL.test(value)) return 'notANumber';
  if ((value.split('.')[1] ?? '').length > SCALE) return 'tooManyDecimals';
  const amount = scaled(value);
  if (amount <= 0n) return 'notPositive';
  if (amount > scaled('99999999.999999')) return 'tooLarge';
  return null;
}

export function validateExchangeRate(form: ExchangeRateFormValues): ExchangeRateErrors {
  const errors: ExchangeRateErrors = {};
  if (!form.rateDate) errors.rateDate = 'required';
  if (!form.idCurrencyFrom) errors.idCurrencyFrom = 'required';
  if (!form.idCurrencyTo) errors.idCurrencyTo = 'required';
  else if (form.idCurrencyTo === form.idCurrencyFrom) errors.idCurrencyTo = 'sameCurrency';
  const buy = rateProblem(form.buyRate);
  const sell = rateProblem(form.sellRate);
  if (buy) errors.buyRate = buy;
  if (sell) errors.sellRate = sell;
  else if (!buy && scaled(form.sellRate.trim()) < scaled(form.buyRate.trim())) errors.sellRate = 'sellBelowBuy';
  return errors;
}

export const hasProblems = (errors: object) => Object.keys(errors).length > 0;
