import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../../app/list/adminMessages';
import { exchangeRateMessages as m } from '../messages';
import { validateExchangeRate, type ExchangeRateFormValues } from '../validation';

const valid: ExchangeRateFormValues = {
  rateDate: '2026-11-23', idCurrencyFrom: 'usd', idCurrencyTo: 'eur', buyRate: '0.92', sellRate: '0.95',
};
const REQUIRED = { message: adminMessages.required };
/** The form's problem of the buy rate (the sell rate the largest there is, so never below it). */
const buyProblem = (buyRate: string) => validateExchangeRate({ ...valid, buyRate, sellRate: '99999999.999999' }).buyRate;

describe('exchange rate form rules', () => {
  it('accepts a complete rate with sell at or above buy', () => {
    expect(validateExchangeRate(valid)).toEqual({});
    expect(validateExchangeRate({ ...valid, sellRate: '0.920000' })).toEqual({});
  });

  it('requires the date, both currencies and both rates', () => {
    expect(validateExchangeRate({ rateDate: null, idCurrencyFrom: null, idCurrencyTo: null, buyRate: ' ', sellRate: '' }))
      .toEqual({ rateDate: REQUIRED, idCurrencyFrom: REQUIRED, idCurrencyTo: REQUIRED, buyRate: REQUIRED, sellRate: REQUIRED });
  });

  it('refuses a day that does not exist', () => {
    expect(validateExchangeRate({ ...valid, rateDate: '2026-02-30' })).toEqual({ rateDate: { message: { id: 'error.field.INVALID_DATE' } } });
  });

  it('refuses the same currency on both sides', () => {
    expect(validateExchangeRate({ ...valid, idCurrencyTo: 'usd' })).toEqual({ idCurrencyTo: { message: m.sameCurrency } });
  });

  it('refuses a sell rate below the buy rate, compared exactly', () => {
    expect(validateExchangeRate({ ...valid, buyRate: '1.000001', sellRate: '1.000000' })).toEqual({ sellRate: { message: m.sellBelowBuy } });
    expect(validateExchangeRate({ ...valid, buyRate: '0.3', sellRate: '0.1' })).toEqual({ sellRate: { message: m.sellBelowBuy } });
  });

  it('reads each rate as a positive decimal of at most 6 places', () => {
    expect(buyProblem('abc')).toEqual({ message: m.notANumber });
    expect(buyProblem('1e3')).toEqual({ message: m.notANumber });
    // A sign is a number (the server reads it so): a negative rate is not above 0.
    expect(buyProblem('-1')).toEqual({ message: m.notPositive });
    expect(buyProblem('0.000000')).toEqual({ message: m.notPositive });
    expect(buyProblem('1.1234567')).toEqual({ message: m.tooManyDecimals });
    expect(buyProblem('100000000')).toEqual({ message: m.tooLarge });
    expect(buyProblem('99999999.999999')).toBeUndefined();
  });
});
