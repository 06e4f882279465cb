/*
 * The one pricing function of rates (issue 7). Every amount a rate shows, stores or quotes comes from here: the rate
 * form's live breakdown (computeRatePricing), the amounts saved on rate_instance, the rate search's quote lines and,
 * through it, reservation items. Exact decimals (money.ts), rounded half-up to cents at each amount, so every total
 * is exactly the sum of the amounts shown beside it.
 */
import type { RatePricing as RatePricingShape } from '../graphql/resolvers-types.ts';
import { FieldErrors } from '../graphql/validation.ts';
import { add, compare, format, isDecimal, isZero, multiply, percentOf, scaleOf, sum } from './money.ts';

export const BOTH_PROFITS = 'Enter a profit percentage or a profit amount, not both';
export const SELLING_TAX_ZERO = 'Selling tax cannot be 0';
export const NOT_A_NUMBER = 'Enter a number';
export const NEGATIVE = 'Cannot be negative';
export const TOO_MANY_DECIMALS = 'Use at most 2 decimals';
export const PERCENTAGE_OVER_100 = 'At most 100%';

/** Largest unit price; with the other limits every stored amount fits numeric(14, 2). */
export const MAX_AMOUNT = '99999999.99';
/** Largest profit percentage (a markup, so above 100% is allowed). */
const MAX_PROFIT_PERCENTAGE = '1000';
/** Largest profit amount: what the largest percentage gives on the largest price, so either way reaches it. */
const MAX_PROFIT_AMOUNT = '999999999.99';

export interface PricingInput {
  purchaseUnitPrice?: string | null;
  /** Defaults to 0. */
  purchaseTaxPercentage?: string | null;
  /** Exactly one of profitPercentage and profitAmount. */
  profitPercentage?: string | null;
  profitAmount?: string | null;
  sellingTaxPercentage?: string | null;
}

/** Input that passed readPricing: every number valid, exactly one kind of profit. */
interface ValidPricingInput {
  purchaseUnitPrice: string;
  purchaseTaxPercentage: string;
  profitPercentage: string | null;
  profitAmount: string | null;
  sellingTaxPercentage: string;
}

/**
 * A rate's amounts as the GraphQL RatePricing gives them (decimal strings with exactly 2 places), every field present:
 * the profit kind not chosen is null.
 */
export type RatePricing = { [K in keyof Omit<RatePricingShape, '__typename'>]-?: Exclude<RatePricingShape[K], undefined> };

/** What `quantity` units of a rate come to (a quote line or a reservation item). */
export interface LineTotals {
  quantity: number;
  /** The customer's price of one unit, selling tax included (the rate's sellingTotal). */
  sellingUnitPrice: string;
  sellingTotal: string;
  /** The supplier's price of one unit, purchase tax included (the rate's purchaseTotal). */
  purchaseUnitPrice: string;
  purchaseTotal: string;
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** A number above its limit: the code, the limit and the English text of the old `fields` map. */
export const overMax = (max: string, kind: 'amount' | 'percent') => (kind === 'percent'
  ? ['PERCENT_TOO_LARGE', { max }, `At most ${max}%`]
  : ['AMOUNT_TOO_LARGE', { max }, `At most ${max}`]) as ['PERCENT_TOO_LARGE' | 'AMOUNT_TOO_LARGE', { max: string }, string];

/**
 * One number field: a decimal with at most 2 places, from 0 to `max`. Answers it, or undefined after adding the
 * field's error (also for a blank one, which the caller decides about).
 */
function readNumber(
  errors: FieldErrors, field: string, value: string | null | undefined, max: string, kind: 'amount' | 'percent',
): string | undefined {
  if (blank(value)) return undefined;
  const text = value!.trim();
  if (!isDecimal(text)) errors.addCode(field, 'NOT_A_NUMBER', {}, NOT_A_NUMBER);
  else if (compare(text, '0') < 0) errors.addCode(field, 'NEGATIVE', {}, NEGATIVE);
  else if (scaleOf(text) > 2) errors.addCode(field, 'TOO_MANY_DECIMALS', { max: 2 }, TOO_MANY_DECIMALS);
  else if (compare(text, max) > 0) errors.addCode(field, ...overMax(max, kind));
  else return text;
  return undefined;
}

/**
 * The rules of SPEC.md section 5 (rate update) and the limits above. Field errors go to `errors` under
 * `prefix + field` ('pricing.profitAmount' inside a rate); answers the valid input, or null when a rule failed.
 */
export function readPricing(errors: FieldErrors, input: PricingInput | null | undefined, prefix = ''): ValidPricingInput | null {
  const data = input ?? {};
  const at = (field: keyof PricingInput) => `${prefix}${field}`;
  const before = Object.keys(errors.fields).length;
  const unit = readNumber(errors, at('purchaseUnitPrice'), data.purchaseUnitPrice, MAX_AMOUNT, 'amount');
  if (blank(data.purchaseUnitPrice)) errors.addCode(at('purchaseUnitPrice'), 'REQUIRED');
  const purchaseTax = readNumber(errors, at('purchaseTaxPercentage'), data.purchaseTaxPercentage, '100', 'percent');
  const profitPercentage = readNumber(errors, at('profitPercentage'), data.profitPercentage, MAX_PROFIT_PERCENTAGE, 'percent');
  const profitAmount = readNumber(errors, at('profitAmount'), data.profitAmount, MAX_PROFIT_AMOUNT, 'amount');
  if (!blank(data.profitPercentage) && !blank(data.profitAmount)) errors.addCode(at('profitAmount'), 'BOTH_PROFITS', {}, BOTH_PROFITS);
  else if (blank(data.profitPercentage) && blank(data.profitAmount)) errors.addCode(at('profitPercentage'), 'REQUIRED');
  const sellingTax = readNumber(errors, at('sellingTaxPercentage'), data.sellingTaxPercentage, '100', 'percent');
  if (blank(data.sellingTaxPercentage)) errors.addCode(at('sellingTaxPercentage'), 'REQUIRED');
  else if (sellingTax !== undefined && isZero(sellingTax)) {
    errors.addCode(at('sellingTaxPercentage'), 'ZERO_NOT_ALLOWED', {}, SELLING_TAX_ZERO);
  }
  if (Object.keys(errors.fields).length > before) return null;
  return {
    purchaseUnitPrice: unit!,
    purchaseTaxPercentage: purchaseTax ?? '0',
    profitPercentage: profitPercentage ?? null,
    profitAmount: profitAmount ?? null,
    sellingTaxPercentage: sellingTax!,
  };
}

/**
 * The breakdown: purchaseTaxAmount = round(unit × tax%), purchaseTotal = unit + purchaseTaxAmount,
 * profit = round(unit × profit%) or the amount, sellingUnitPrice = unit + profit,
 * sellingTaxAmount = round(sellingUnitPrice × sellingTax%), sellingTotal = sellingUnitPrice + sellingTaxAmount.
 * Rounding is half-up to cents (money.ts); sums of amounts that already have 2 places are exact.
 */
export function computePricing(input: ValidPricingInput): RatePricing {
  const unit = format(input.purchaseUnitPrice);
  const purchaseTaxAmount = format(percentOf(unit, input.purchaseTaxPercentage));
  const profit = input.profitPercentage !== null
    ? format(percentOf(unit, input.profitPercentage))
    : format(input.profitAmount ?? '0');
  const sellingUnitPrice = format(add(unit, profit));
  const sellingTaxAmount = format(percentOf(sellingUnitPrice, input.sellingTaxPercentage));
  return {
    purchaseUnitPrice: unit,
    purchaseTaxPercentage: format(input.purchaseTaxPercentage),
    purchaseTaxAmount,
    purchaseTotal: format(add(unit, purchaseTaxAmount)),
    profitPercentage: input.profitPercentage === null ? null : format(input.profitPercentage),
    profitAmount: input.profitPercentage === null ? profit : null,
    profit,
    sellingTaxPercentage: format(input.sellingTaxPercentage),
    sellingUnitPrice,
    sellingTaxAmount,
    sellingTotal: format(add(sellingUnitPrice, sellingTaxAmount)),
  };
}

/** Validates and prices in one step; throws the VALIDATION error (fields under `prefix`) when a rule fails. */
export function priceRate(input: PricingInput | null | undefined, prefix = ''): RatePricing {
  const errors = new FieldErrors();
  const valid = readPricing(errors, input, prefix);
  errors.check();
  return computePricing(valid!);
}

/** `quantity` units of a priced rate: the unit totals times the quantity, exact. */
export function lineTotals(pricing: Pick<RatePricing, 'sellingTotal' | 'purchaseTotal'>, quantity: number): LineTotals {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`Not a quantity: ${quantity}`);
  const times = String(quantity);
  return {
    quantity,
    sellingUnitPrice: format(pricing.sellingTotal),
    sellingTotal: format(multiply(pricing.sellingTotal, times)),
    purchaseUnitPrice: format(pricing.purchaseTotal),
    purchaseTotal: format(multiply(pricing.purchaseTotal, times)),
  };
}

/** The totals of several lines (a quote, a reservation): exact sums. */
export function sumLines(lines: readonly Pick<LineTotals, 'sellingTotal' | 'purchaseTotal'>[]) {
  return {
    sellingTotal: format(sum(lines.map((line) => line.sellingTotal))),
    purchaseTotal: format(sum(lines.map((line) => line.purchaseTotal))),
  };
}
