import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../app/list/adminMessages';
import { addDays, dayTone, stripStartFor } from '../availability';
import { stripWindow } from '../inventoryParams';
import { validateSalePeriod, validateTransaction, type TransactionValues } from '../inventoryValidation';
import { inventoryMessages as m } from '../messages';

const REQUIRED = { message: adminMessages.required };
const range = (start: string, end: string) => ({ start, end });
const transaction = (changes: Partial<TransactionValues> = {}): TransactionValues => ({
  range: range('2027-03-01', '2027-03-31'), transactionType: 'ADD_CAPACITY', quantity: 8, note: '', ...changes,
});

describe('validateTransaction (InventoryTransactionInput)', () => {
  it('accepts a complete transaction', () => {
    expect(validateTransaction(transaction())).toEqual({});
  });

  it('requires the dates, the type and the quantity', () => {
    expect(validateTransaction({ range: null, transactionType: null, quantity: null, note: '' })).toEqual({
      dateFrom: REQUIRED, dateTo: REQUIRED, transactionType: REQUIRED, quantity: REQUIRED,
    });
  });

  it('takes a range of at most 2 years', () => {
    expect(validateTransaction(transaction({ range: range('2027-01-01', '2029-01-01') }))).toEqual({});
    expect(validateTransaction(transaction({ range: range('2027-01-01', '2029-01-02') }))).toEqual({ dateTo: { message: m.rangeTooLong } });
  });

  it.each(['ADD_CAPACITY', 'RELEASE', 'BLOCK'] as const)('wants a positive quantity for %s', (transactionType) => {
    expect(validateTransaction(transaction({ transactionType, quantity: 0 }))).toEqual({ quantity: { message: m.quantityPositive } });
    expect(validateTransaction(transaction({ transactionType, quantity: -2 }))).toEqual({ quantity: { message: m.quantityPositive } });
  });

  it('lets an adjustment be negative but not 0', () => {
    expect(validateTransaction(transaction({ transactionType: 'ADJUSTMENT', quantity: -3 }))).toEqual({});
    expect(validateTransaction(transaction({ transactionType: 'ADJUSTMENT', quantity: 0 }))).toEqual({ quantity: { message: m.quantityNotZero } });
  });

  it('refuses a fractional quantity', () => {
    expect(validateTransaction(transaction({ quantity: 1.5 }))).toEqual({ quantity: { message: m.quantityPositive } });
  });
});

describe('validateSalePeriod (InventorySalePeriodInput)', () => {
  it('requires dates and a status; the release period defaults to 0', () => {
    expect(validateSalePeriod({ range: null, saleStatus: null, releaseDays: null })).toEqual({ dateFrom: REQUIRED, dateTo: REQUIRED, saleStatus: REQUIRED });
    expect(validateSalePeriod({ range: range('2027-03-01', '2027-03-01'), saleStatus: 'STOP_SALE', releaseDays: null })).toEqual({});
  });

  it('keeps the release period between 0 and 365 days', () => {
    const base = { range: range('2027-03-01', '2027-03-05'), saleStatus: 'FREE_SALE' as const };
    expect(validateSalePeriod({ ...base, releaseDays: 365 })).toEqual({});
    expect(validateSalePeriod({ ...base, releaseDays: 366 })).toEqual({ releaseDays: { message: m.releaseRange } });
    expect(validateSalePeriod({ ...base, releaseDays: -1 })).toEqual({ releaseDays: { message: m.releaseRange } });
  });
});

describe('the availability strip', () => {
  it('shows 31 days from its start, across month ends', () => {
    expect(stripWindow('2027-01-15')).toEqual({ dateFrom: '2027-01-15', dateTo: '2027-02-14' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('stays put when it shows part of a changed range, else jumps to its start', () => {
    expect(stripStartFor('2027-01-01', range('2027-01-31', '2027-02-10'))).toBe('2027-01-01');
    expect(stripStartFor('2027-01-01', range('2026-12-01', '2027-01-01'))).toBe('2027-01-01');
    expect(stripStartFor('2027-01-01', range('2027-02-01', '2027-02-03'))).toBe('2027-02-01');
    expect(stripStartFor('2027-01-01', range('2026-11-01', '2026-12-31'))).toBe('2026-11-01');
  });

  it('colours a day by what stops it', () => {
    expect(dayTone({ bookable: true, saleStatus: 'FREE_SALE', block: null })).toBe('open');
    expect(dayTone({ bookable: false, saleStatus: 'STOP_SALE', block: 'STOP_SALE' })).toBe('stop');
    expect(dayTone({ bookable: false, saleStatus: 'ON_REQUEST', block: 'ON_REQUEST' })).toBe('request');
    expect(dayTone({ bookable: false, saleStatus: 'FREE_SALE', block: 'NO_CAPACITY' })).toBe('closed');
  });
});
