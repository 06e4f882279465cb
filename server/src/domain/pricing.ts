/*
 * The one pricing function of rates (issue 7). Every amount a rate shows, stores or quotes comes from here: the rate
 * form's live breakdown (computeRatePricing), the amounts saved on rate_instance, the rate search's quote lines and,
 * through it, reservation items. Exact decimals (money.ts), rounded half-up to cents at each amount, so every total
 * is exactly the sum of the amounts shown beside it.
 */
import type { RatePricing as RatePricingShape } from '../graphql/resolvers-types.ts';
import type { RuleProblem } from '../../../rules/fields.ts';
import { RATE_LIMITS, pricingProblems } from '../../../rules/rate.ts';
import { FieldErrors } from '../graphql/validation.ts';
import { add, format, multiply, percentOf, sum } from './money.ts';

export const BOTH_PROFITS = 'Enter a profit percentage or a profit amount, not both';
export const SELLING_TAX_ZERO = 'Selling tax cannot be 0';
export const NOT_A_NUMBER = 'Enter a number';
export const NEGATIVE = 'Cannot be negative';
export const TOO_MANY_DECIMALS = 'Use at most 2 decimals';
export const PERCENTAGE_OVER_100 = 'At most 100%';

/** Largest unit price (rules/rate.ts); with the other limits every stored amount fits numeric(14, 2). */
export const MAX_AMOUNT = RATE_LIMITS.unitPrice;

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

const given = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The English text of the amount and pricing codes of rules/rate.ts, for the old `fields` map. */
export function pricingEnglish({ code, params }: RuleProblem): string | undefined {
  switch (code) {
    case 'NOT_A_NUMBER': return NOT_A_NUMBER;
    case 'NEGATIVE': return NEGATIVE;
    case 'TOO_MANY_DECIMALS': return TOO_MANY_DECIMALS;
    case 'PERCENT_TOO_LARGE': return `At most ${params.max}%`;
    case 'AMOUNT_TOO_LARGE': return `At most ${params.max}`;
    case 'BOTH_PROFITS': return BOTH_PROFITS;
    case 'ZERO_NOT_ALLOWED': return SELLING_TAX_ZERO;
    default: return undefined;
  }
}

/**
 * The rules of SPEC.md section 5 (rate update) and the limits of rules/rate.ts, the rate form's own. Field errors go
 * to `errors` under `prefix + field` ('pricing.profitAmount' inside a rate); answers the valid input, or null when a
 * rule failed.
 */
export function readPricing(errors: FieldErrors, input: PricingInput | null | undefined, prefix = ''): ValidPricingInput | null {
  const problems = pricingProblems(input, prefix);
  errors.addProblems(problems, pricingEnglish);
  if (problems.length) return null;
  const data = input!;
  return {
    purchaseUnitPrice: given(data.purchaseUnitPrice)!,
    purchaseTaxPercentage: given(data.purchaseTaxPercentage) ?? '0',
    profitPercentage: given(data.profitPercentage),
    profitAmount: given(data.profitAmount),
    sellingTaxPercentage: given(data.sellingTaxPercentage)!,
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
