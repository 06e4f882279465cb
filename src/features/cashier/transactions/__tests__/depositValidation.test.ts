import { describe, expect, it } from 'vitest';
import { depositInput, emptyDeposit, validateDeposit } from '../depositValidation';

const TODAY = '2031-05-10';
const good = { ...emptyDeposit(TODAY, 'usd'), idBank: 'bcp', bankAccount: '191-2345678-0-12', number: 'op-1001', amount: '25.50' };

describe('deposit registration checks (SPEC.md section 5)', () => {
  it('requires every field', () => {
    expect(validateDeposit({ depositDate: '', depositType: '', idBank: '', bankAccount: '', number: '', idCurrency: '', amount: '' }, TODAY))
      .toEqual({ depositDate: 'required', depositType: 'required', idBank: 'required', bankAccount: 'required', number: 'required', idCurrency: 'required', amount: 'required' });
  });
  it('checks the number, the account, the amount and the date as the server does', () => {
    expect(validateDeposit(good, TODAY)).toEqual({});
    expect(validateDeposit({ ...good, number: 'ab', bankAccount: '12-3', amount: '0', depositDate: '2031-05-11' }, TODAY)).toEqual({
      number: 'invalidOperation', bankAccount: 'invalidAccount', amount: 'invalidAmount', depositDate: 'futureDate',
    });
    expect(validateDeposit({ ...good, amount: '1.005' }, TODAY)).toEqual({ amount: 'invalidAmount' });
  });
  it('sends the server only the deposit fields, trimmed', () => {
    expect(depositInput({ ...good, number: ' op-1001 ' })).toEqual({
      depositDate: TODAY, depositType: 'TRANSFER', idBank: 'bcp', bankAccount: '191-2345678-0-12', number: 'op-1001',
    });
  });
});
