import { describe, expect, it } from 'vitest';
import { rateProblem, validateExchangeRate, type ExchangeRateFormValues } from '../validation';

const valid: ExchangeRateFormValues = {
  rateDate: '2026-11-23', idCurrencyFrom: 'usd', idCurrencyTo: 'eur', buyRate: '0.92', sellRate: '0.95',
};

describe('exchange rate form rules', () => {
  it('accepts a complete rate with sell at or above buy', () => {
    expect(validateExchangeRate(valid)).toEqual({});
    expect(validateExchangeRate({ ...valid, sellRate: '0.920000' })).toEqual({});
  });

  it('requires the date, both currencies and both rates', () => {
    expect(validateExchangeRate({ rateDate: null, idCurrencyFrom: null, idCurrencyTo: null, buyRate: ' ', sellRate: '' }))
      .toEqual({ rateDate: 'required', idCurrencyFrom: 'required', idCurrencyTo: 'required', buyRate: 'required', sellRate: 'required' });
  });

  it('refuses the same currency on both sides', () => {
    expect(validateExchangeRate({ ...valid, idCurrencyTo: 'usd' })).toEqual({ idCurrencyTo: 'sameCurrency' });
  });

  it('refuses a sell rate below the buy rate, compared exactly', () => {
    expect(validateExchangeRate({ ...valid, buyRate: '1.000001', sellRate: '1.000000' })).toEqual({ sellRate: 'sellBelowBuy' });
  });

  it('reads each rate as a positive decimal of at most 6 places', () => {
    expect(rateProblem('abc')).toBe('notANumber');
    expect(rateProblem('-1')).toBe('notANumber');
    expect(rateProblem('0.000000')).toBe('notPositive');
    expect(rateProblem('1.1234567')).toBe('tooManyDecimals');
    expect(rateProblem('100000000')).toBe('tooLarge');
    expect(rateProblem('99999999.999999')).toBeNull();
  });
});
