import { describe, expect, it } from 'vitest';
import type { CodedFieldError } from '../../../app/errors/serverErrors';
import { adminMessages } from '../../../app/list/adminMessages';
import { rateMessages as m } from '../messages';
import { compareDecimalText as compareDecimal } from '../../../../rules/decimal';
import {
  livePricingInput, rateWords, toPricingInput, toRateInput, validatePricing,
  validateRate, type RateFormValues, type RatePricingValues,
} from '../validation';

const pricing = (changes: Partial<RatePricingValues> = {}): RatePricingValues => ({
  purchaseUnitPrice: '100.00', purchaseTaxPercentage: '18.00', profitMode: 'percentage', profitPercentage: '20.00',
  profitAmount: '', sellingTaxPercentage: '18.00', ...changes,
});

const rate = (changes: Partial<RateFormValues> = {}): RateFormValues => ({
  idProduct: 'p1', idProductType: 'tour', idProductInstance: 'i1', idEntity: null, idCurrency: 'usd', idPriceType: 'pp',
  service: { start: '2026-07-01', end: '2026-12-31' }, purchase: { start: '2026-01-01', end: '2026-06-30' }, enabled: true,
  subfeatures: {}, pricing: pricing(), cancellationPolicy: [], ...changes,
});

const required = { message: adminMessages.required };

describe('validatePricing (SPEC.md section 5, rate update)', () => {
  it('accepts a complete pricing with a profit percentage or with a profit amount', () => {
    expect(validatePricing(pricing())).toEqual({});
    expect(validatePricing(pricing({ profitMode: 'amount', profitAmount: '35.50', profitPercentage: '' }))).toEqual({});
    // The purchase tax may be left empty (the server takes 0).
    expect(validatePricing(pricing({ purchaseTaxPercentage: '' }))).toEqual({});
  });

  it('refuses a selling tax of 0 in any spelling, and requires it', () => {
    for (const zero of ['0', '0.0', '0.00', '00']) {
      expect(validatePricing(pricing({ sellingTaxPercentage: zero }))).toEqual({
        'pricing.sellingTaxPercentage': { message: m.sellingTaxZero },
      });
    }
    expect(validatePricing(pricing({ sellingTaxPercentage: '' }))).toEqual({ 'pricing.sellingTaxPercentage': required });
    expect(validatePricing(pricing({ sellingTaxPercentage: '0.01' }))).toEqual({});
  });

  it('requires the one profit field the mode shows, whatever the hidden one holds', () => {
    expect(validatePricing(pricing({ profitPercentage: '', profitAmount: '12.00' }))).toEqual({ 'pricing.profitPercentage': required });
    // The server names no profit on profitPercentage whatever the mode; the amount field shows it (RatePricingFields).
    expect(validatePricing(pricing({ profitMode: 'amount', profitAmount: '' }))).toEqual({ 'pricing.profitPercentage': required });
  });

  it('keeps percentages and amounts within the server limits, compared exactly', () => {
    expect(validatePricing(pricing({ purchaseTaxPercentage: '100.01', sellingTaxPercentage: '100' }))).toEqual({
      'pricing.purchaseTaxPercentage': { message: m.percentMax, values: { max: '100' } },
    });
    // A markup may be above 100%, up to 1000%.
    expect(validatePricing(pricing({ profitPercentage: '250.00' }))).toEqual({});
    expect(validatePricing(pricing({ profitPercentage: '1000.01' }))).toEqual({
      'pricing.profitPercentage': { message: m.percentMax, values: { max: '1000' } },
    });
    expect(validatePricing(pricing({ purchaseUnitPrice: '100000000.00' }))).toEqual({
      'pricing.purchaseUnitPrice': { message: m.amountMax, values: { max: '99999999.99' } },
    });
    expect(validatePricing(pricing({ purchaseUnitPrice: '12.' }))).toEqual({ 'pricing.purchaseUnitPrice': { message: m.notANumber } });
    expect(validatePricing(pricing({ purchaseUnitPrice: '12.345' }))).toEqual({ 'pricing.purchaseUnitPrice': { message: m.invalidAmount } });
    expect(validatePricing(pricing({ purchaseUnitPrice: '-1' }))).toEqual({ 'pricing.purchaseUnitPrice': { message: m.negative } });
  });
});

describe('validateRate', () => {
  it('accepts a complete rate for all customers', () => {
    expect(validateRate(rate())).toEqual({});
  });

  it('requires the instance, currency, price type and both ranges, under the server paths', () => {
    expect(validateRate(rate({ idProductInstance: null, idCurrency: null, idPriceType: null, service: null, purchase: null }))).toEqual({
      idProductInstance: required, idCurrency: required, idPriceType: required, serviceFrom: required, serviceTo: required,
      purchaseFrom: required, purchaseTo: required,
    });
  });

  it('refuses a range that ends before it starts', () => {
    expect(validateRate(rate({ service: { start: '2026-07-02', end: '2026-07-01' } }))).toEqual({
      serviceTo: { message: m.endBeforeStart },
    });
  });
});

describe('what goes to the server', () => {
  it('sends only the profit field of the chosen mode (never both)', () => {
    const both = pricing({ profitPercentage: '20.00', profitAmount: '15.00' });
    expect(toPricingInput(both)).toEqual({
      purchaseUnitPrice: '100.00', purchaseTaxPercentage: '18.00', profitPercentage: '20.00', profitAmount: null,
      sellingTaxPercentage: '18.00',
    });
    expect(toPricingInput({ ...both, profitMode: 'amount' })).toMatchObject({ profitPercentage: null, profitAmount: '15.00' });
  });

  it('asks for a live breakdown only when the pricing is complete', () => {
    expect(livePricingInput(pricing())).not.toBeNull();
    expect(livePricingInput(pricing({ purchaseUnitPrice: '' }))).toBeNull();
    expect(livePricingInput(pricing({ sellingTaxPercentage: '0' }))).toBeNull();
  });

  it('creates with the enabled flag and updates without it; one value per dimension', () => {
    const form = rate({ subfeatures: { season: 'high', pax: 'adult' }, enabled: false });
    expect(toRateInput(form)).toMatchObject({ enabled: false, subfeatureIds: ['high', 'adult'], idEntity: null,
      serviceFrom: '2026-07-01', serviceTo: '2026-12-31', purchaseFrom: '2026-01-01', purchaseTo: '2026-06-30' });
    const update = toRateInput(form, 'r1');
    expect(update).toMatchObject({ idRateInstance: 'r1' });
    expect(update).not.toHaveProperty('enabled');
  });
});

describe('server messages', () => {
  it('words the pricing and rate codes in the rate form\'s words, with their figures', () => {
    const w = (code: CodedFieldError['code'], params = {}, path = 'pricing.x') => rateWords({ path, code, params });
    expect(w('ZERO_NOT_ALLOWED')).toEqual({ message: m.sellingTaxZero });
    expect(w('BOTH_PROFITS')).toEqual({ message: m.profitRule });
    expect(w('PERCENT_TOO_LARGE', { max: '100' })).toEqual({ message: m.percentMax, values: { max: '100' } });
    expect(w('AMOUNT_TOO_LARGE', { max: '99999999.99' })).toEqual({ message: m.amountMax, values: { max: '99999999.99' } });
    expect(w('ONE_VALUE_PER_DIMENSION', { feature: 'Season' })).toEqual({ message: m.oneValuePerDimension, values: { feature: 'Season' } });
    expect(w('RANGE_TOO_MANY_YEARS', { maxYears: 2 })).toEqual({ message: m.rangeTooLong, values: { years: 2 } });
    expect(w('TOO_LONG', { max: 30 })).toBeUndefined();
  });
});

describe('compareDecimal', () => {
  it('compares decimal strings exactly', () => {
    expect(compareDecimal('0.10', '0.1')).toBe(0);
    expect(compareDecimal('100', '99.99')).toBe(1);
    expect(compareDecimal('007.5', '7.49')).toBe(1);
    expect(compareDecimal('99999999.99', '100000000')).toBe(-1);
    expect(compareDecimal('-0.01', '0')).toBe(-1);
    expect(compareDecimal('+1.0', '1')).toBe(0);
  });
});
