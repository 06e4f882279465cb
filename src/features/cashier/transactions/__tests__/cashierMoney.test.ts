import { describe, expect, it } from 'vitest';
import { validateCard } from '../cardValidation';
import { cartTotals, linesProblems, owedForCard } from '../cashierMoney';
import { fromCents, toCents } from '../../../../app/cents';

describe('cashier totals', () => {
  it('sums exactly and hands back only the cash part of an overpayment', () => {
    expect(toCents('0.1')! + toCents('0.2')!).toBe(toCents('0.3'));
    expect(fromCents(-5n)).toBe('-0.05');
    const items = [{ amountToPay: '100.10' }, { amountToPay: '20.20' }];
    expect(cartTotals(items, [
      { method: 'CARD', idCurrency: 'usd', amount: '100.00' }, { method: 'CASH', idCurrency: 'usd', amount: '50.00' },
    ], 'usd')).toEqual({ due: '120.30', paid: '150.00', remaining: '0.00', change: '29.70', otherCurrency: false });
    expect(cartTotals(items, [{ method: 'CASH', idCurrency: 'usd', amount: '10' }, { method: 'CASH', idCurrency: 'pen', amount: '500' }], 'usd'))
      .toEqual({ due: '120.30', paid: '10.00', remaining: '110.30', change: '0.00', otherCurrency: true });
  });
});

describe('the card line', () => {
  const items = [{ amountToPay: '100.10' }, { amountToPay: '20.20' }];
  it('starts at what is still owed in the cart\'s currency', () => {
    expect(owedForCard(items, [], 'usd')).toBe('120.30');
    expect(owedForCard(items, [{ method: 'CASH', idCurrency: 'usd', amount: '50' }], 'usd')).toBe('70.30');
    expect(owedForCard(items, [{ method: 'CASH', idCurrency: 'usd', amount: '200' }], 'usd')).toBe('');
    // Only the server knows today's worth of a payment in another currency.
    expect(owedForCard(items, [{ method: 'CASH', idCurrency: 'pen', amount: '50' }], 'usd')).toBe('');
    expect(owedForCard([], [], null)).toBe('');
  });

  it('marks the refused line by its key, not by where it stands now', () => {
    const fields = { 'payments.1.card.number': 'The card was declined', note: 'Too long', 'payments.7.amount': 'x' };
    expect(linesProblems(fields, ['cash-key', 'card-key'])).toEqual({ 'card-key': 'The card was declined' });
    expect(linesProblems({}, ['cash-key'])).toEqual({});
  });
});

describe('card checks (as the card gateway)', () => {
  const card = { number: '4111 1111 1111 1111', holderName: 'Ana Quispe', expiry: '12/30', ccv: '123', amount: '10.00' };
  it('passes a valid card and names each wrong field', () => {
    expect(validateCard(card, '2026-11-23')).toEqual({});
    expect(validateCard({ number: '4111 1111 1111 1112', holderName: ' ', expiry: '10/26', ccv: '12', amount: '0' }, '2026-11-23'))
      .toEqual({ number: 'invalidNumber', holderName: 'required', expiry: 'expired', ccv: 'invalidCcv', amount: 'invalidAmount' });
    expect(validateCard({ ...card, expiry: '11/2026' }, '2026-11-23')).toEqual({});
    expect(validateCard({ ...card, expiry: '13/27' }, '2026-11-23')).toEqual({ expiry: 'invalidExpiry' });
  });
});
