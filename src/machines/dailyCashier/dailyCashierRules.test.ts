import { describe, expect, it } from 'vitest';
import { amountProblem, countProblems, floatProblems, reasonValid } from './dailyCashierRules';

describe('daily cashier validation', () => {
  it.each([
    ['', 'required'], ['  ', 'required'], ['ten', 'notANumber'], ['-1', 'notANumber'], ['1e3', 'notANumber'],
    ['1.005', 'tooManyDecimals'], ['100000000', 'tooLarge'], ['0', null], ['99999999.99', null], [' 12.5 ', null],
    ['00012.50', null],
  ])('amount %j -> %s', (text, problem) => {
    expect(amountProblem(text)).toBe(problem);
  });

  it('wants a currency per float, each once', () => {
    expect(floatProblems([
      { idCurrency: '', openingAmount: '1' }, { idCurrency: 'pen', openingAmount: '1' },
      { idCurrency: 'pen', openingAmount: '2' }, { idCurrency: 'usd', openingAmount: 'x' },
    ])).toEqual({ 0: 'chooseCurrency', 2: 'duplicate', 3: 'notANumber' });
    expect(floatProblems([])).toEqual({});
  });

  it('wants each payment type and currency counted once', () => {
    expect(countProblems([
      { idPaymentType: 'cash', idCurrency: 'pen', countedAmount: '1' },
      { idPaymentType: 'card', idCurrency: 'pen', countedAmount: '' },
      { idPaymentType: 'cash', idCurrency: 'pen', countedAmount: '3' },
    ])).toEqual({ 1: 'required', 2: 'duplicate' });
  });

  it('wants a reason of 1 to 500 characters to reopen', () => {
    expect(reasonValid('  ')).toBe(false);
    expect(reasonValid('Recount')).toBe(true);
    expect(reasonValid('x'.repeat(501))).toBe(false);
  });
});
