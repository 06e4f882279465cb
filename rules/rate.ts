import { Problems, choice, format, isUuid, text, type RuleProblem } from './fields.ts';
import { NO_SPACES } from './generalParameter.ts';
import { dateRange } from './dates.ts';
import { compareDecimalText as compareDecimal, decimalScale as scaleOf, isDecimalText } from './decimal.ts';

/**
 * The rate rules of SPEC.md section 5 ("Rate update": one of profit percentage or profit amount, selling tax not 0)
 * with the limits that keep every stored amount within numeric(14, 2), the cancellation policy's tiers and the rate
 * catalog's (features, subfeatures) fields. Amounts and percentages are decimal strings compared exactly, never as
 * JavaScript numbers (0.1 has no exact float).
 */
export const RATE_LIMITS = {
  unitPrice: '99999999.99', profitAmount: '999999999.99', profitPercentage: '1000', taxPercentage: '100',
  decimals: 2, subfeatures: 20, rangeYears: 2,
} as const;
export const CANCELLATION_LIMITS = { tiers: 10, daysBefore: 365, feePercentage: '100' } as const;
export const RATE_CATALOG_LIMITS = { code: 30, name: 120, shortName: 60, order: 9999 } as const;

type Text = string | null | undefined;

const blank = (value: Text) => !value?.trim();

/**
 * An amount or a percentage, when given: a decimal (NOT_A_NUMBER), not negative (NEGATIVE), at most 2 places
 * (TOO_MANY_DECIMALS {max}) and at most `max` (PERCENT_TOO_LARGE or AMOUNT_TOO_LARGE {max}). Blank is the caller's.
 */
export function decimal(problems: Problems, path: string, value: Text, max: string, kind: 'amount' | 'percent') {
  if (blank(value)) return;
  const trimmed = value!.trim();
  if (!isDecimalText(trimmed)) problems.add(path, 'NOT_A_NUMBER');
  else if (compareDecimal(trimmed, '0') < 0) problems.add(path, 'NEGATIVE');
  else if (scaleOf(trimmed) > RATE_LIMITS.decimals) problems.add(path, 'TOO_MANY_DECIMALS', { max: RATE_LIMITS.decimals });
  else if (compareDecimal(trimmed, max) > 0) problems.add(path, kind === 'percent' ? 'PERCENT_TOO_LARGE' : 'AMOUNT_TOO_LARGE', { max });
}

/* ---------- pricing ---------- */

export interface PricingRuleInput {
  purchaseUnitPrice?: Text;
  purchaseTaxPercentage?: Text;
  profitPercentage?: Text;
  profitAmount?: Text;
  sellingTaxPercentage?: Text;
}

/**
 * A unit price (required), a purchase tax of 0 to 100 (blank is 0), exactly one of profit percentage (a markup, up
 * to 1000) or profit amount, and a selling tax above 0 and at most 100. Paths are `prefix + field`.
 */
export function pricingProblems(input: PricingRuleInput | null | undefined, prefix = ''): RuleProblem[] {
  const problems = new Problems();
  const data = input ?? {};
  const at = (field: keyof PricingRuleInput) => `${prefix}${field}`;
  decimal(problems, at('purchaseUnitPrice'), data.purchaseUnitPrice, RATE_LIMITS.unitPrice, 'amount');
  if (blank(data.purchaseUnitPrice)) problems.add(at('purchaseUnitPrice'), 'REQUIRED');
  decimal(problems, at('purchaseTaxPercentage'), data.purchaseTaxPercentage, RATE_LIMITS.taxPercentage, 'percent');
  decimal(problems, at('profitPercentage'), data.profitPercentage, RATE_LIMITS.profitPercentage, 'percent');
  decimal(problems, at('profitAmount'), data.profitAmount, RATE_LIMITS.profitAmount, 'amount');
  if (!blank(data.profitPercentage) && !blank(data.profitAmount)) problems.add(at('profitAmount'), 'BOTH_PROFITS');
  else if (blank(data.profitPercentage) && blank(data.profitAmount)) problems.add(at('profitPercentage'), 'REQUIRED');
  const sellingTax = at('sellingTaxPercentage');
  decimal(problems, sellingTax, data.sellingTaxPercentage, RATE_LIMITS.taxPercentage, 'percent');
  if (blank(data.sellingTaxPercentage)) problems.add(sellingTax, 'REQUIRED');
  else if (!problems.has(sellingTax) && compareDecimal(data.sellingTaxPercentage!.trim(), '0') === 0) {
    problems.add(sellingTax, 'ZERO_NOT_ALLOWED');
  }
  return problems.list;
}

/* ---------- cancellation policy ---------- */

export interface CancellationTierRuleInput {
  daysBefore?: number | null;
  feePercentage?: Text;
}

/** At most 10 tiers, each with whole days 0..365 (each once) and a fee of 0..100% with at most 2 decimals. */
export function cancellationPolicyProblems(tiers: readonly CancellationTierRuleInput[] | null | undefined): RuleProblem[] {
  const problems = new Problems();
  if (!tiers) return problems.list;
  if (tiers.length > CANCELLATION_LIMITS.tiers) {
    problems.add('cancellationPolicy', 'TOO_MANY', { max: CANCELLATION_LIMITS.tiers });
    return problems.list;
  }
  const seen = new Set<number>();
  tiers.forEach((tier, i) => {
    const days = `cancellationPolicy.${i}.daysBefore`;
    const fee = `cancellationPolicy.${i}.feePercentage`;
    const n = tier.daysBefore;
    if (n === null || n === undefined) problems.add(days, 'REQUIRED');
    else if (!Number.isInteger(n) || n < 0 || n > CANCELLATION_LIMITS.daysBefore) {
      problems.add(days, 'NUMBER_RANGE', { min: 0, max: CANCELLATION_LIMITS.daysBefore });
    } else if (seen.has(n)) problems.add(days, 'DUPLICATE');
    else seen.add(n);
    if (blank(tier.feePercentage)) problems.add(fee, 'REQUIRED');
    else decimal(problems, fee, tier.feePercentage, CANCELLATION_LIMITS.feePercentage, 'percent');
  });
  return problems.list;
}

/* ---------- rate instance ---------- */

export interface RateRuleInput {
  idProductInstance?: Text;
  idEntity?: Text;
  idCurrency?: Text;
  idPriceType?: Text;
  serviceFrom?: Text;
  serviceTo?: Text;
  purchaseFrom?: Text;
  purchaseTo?: Text;
  subfeatureIds?: readonly string[] | null;
  pricing?: PricingRuleInput | null;
  cancellationPolicy?: readonly CancellationTierRuleInput[] | null;
}

/** The distinct subfeature ids a rate names, trimmed (null when the input leaves them as they are). */
export const distinctSubfeatureIds = (ids: readonly string[] | null | undefined) =>
  (ids == null ? null : [...new Set(ids.map((id) => id.trim()))]);

/** The rate's own fields: the instance, currency and price type chosen, both date ranges, at most 20 feature values. */
export function rateFieldProblems(input: RateRuleInput): RuleProblem[] {
  const problems = new Problems();
  dateRange(problems, input.serviceFrom, input.serviceTo, { maxYears: RATE_LIMITS.rangeYears, fromPath: 'serviceFrom', toPath: 'serviceTo' });
  dateRange(problems, input.purchaseFrom, input.purchaseTo, { maxYears: RATE_LIMITS.rangeYears, fromPath: 'purchaseFrom', toPath: 'purchaseTo' });
  const subfeatureIds = distinctSubfeatureIds(input.subfeatureIds);
  if (subfeatureIds && subfeatureIds.length > RATE_LIMITS.subfeatures) problems.add('subfeatureIds', 'TOO_MANY', { max: RATE_LIMITS.subfeatures });
  subfeatureIds?.forEach((id, i) => {
    if (!isUuid(id)) problems.add(`subfeatureIds.${i}`, 'INVALID_CHOICE');
  });
  const idEntity = input.idEntity?.trim();
  if (idEntity && !isUuid(idEntity)) problems.add('idEntity', 'INVALID_CHOICE');
  for (const field of ['idProductInstance', 'idCurrency', 'idPriceType'] as const) choice(problems, field, input[field]);
  return problems.list;
}

/** Every rule of a rate before any record is looked up: its fields, the pricing ('pricing.<field>'), the policy. */
export const rateProblems = (input: RateRuleInput): RuleProblem[] => [
  ...rateFieldProblems(input), ...pricingProblems(input.pricing, 'pricing.'), ...cancellationPolicyProblems(input.cancellationPolicy),
];

/* ---------- rate features and subfeatures ---------- */

export interface RateCatalogRuleInput {
  code?: Text;
  name?: Text;
  shortName?: Text;
  /** Absent is 0. */
  order?: number | null;
  /** A feature's type. */
  idTypeFeature?: Text;
  /** A subfeature's rate feature (its dimension). */
  idTypeSubfeature?: Text;
  idTypeSubfeatureItem?: Text;
}

function catalogCommon(problems: Problems, input: RateCatalogRuleInput) {
  text(problems, 'code', input.code, { max: RATE_CATALOG_LIMITS.code, required: true });
  format(problems, 'code', input.code, NO_SPACES, 'HAS_SPACES');
  text(problems, 'name', input.name, { max: RATE_CATALOG_LIMITS.name, required: true });
  text(problems, 'shortName', input.shortName, { max: RATE_CATALOG_LIMITS.shortName, required: true });
  const order = input.order ?? 0;
  if (!Number.isInteger(order) || order < 0 || order > RATE_CATALOG_LIMITS.order) {
    problems.add('order', 'NUMBER_RANGE', { min: 0, max: RATE_CATALOG_LIMITS.order });
  }
}

/** Code (no spaces), name and short name required; order a whole number 0..9999; the feature type chosen. */
export function rateFeatureProblems(input: RateCatalogRuleInput): RuleProblem[] {
  const problems = new Problems();
  catalogCommon(problems, input);
  choice(problems, 'idTypeFeature', input.idTypeFeature);
  return problems.list;
}

/**
 * As a feature, with the rate feature it is a value of in place of the type. A value of a passenger dimension must
 * name the passenger type it prices (the rate search matches passengers by it).
 */
export function rateSubfeatureProblems(input: RateCatalogRuleInput, isPassengerDimension = false): RuleProblem[] {
  const problems = new Problems();
  catalogCommon(problems, input);
  choice(problems, 'idTypeSubfeature', input.idTypeSubfeature);
  if (isPassengerDimension) choice(problems, 'idTypeSubfeatureItem', input.idTypeSubfeatureItem);
  return problems.list;
}
