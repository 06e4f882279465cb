import type { MessageDescriptor } from 'react-intl';
import type { CodedFieldError } from '../../app/errors/serverErrors';
import { ruleErrors } from '../../app/forms/ruleErrors';
import type { FieldWords } from '../../app/forms/serverFieldWords';
import type { FieldProblem, PathErrors } from '../../app/forms/validation';
import { cancellationPolicyProblems, pricingProblems, rateProblems } from '../../../rules/rate';
import { toCancellationPolicyInput, type CancellationTierValues } from './cancellationPolicy';
import { rateMessages as m } from './messages';
import { policyMessages } from './policyMessages';

export type ProfitMode = 'percentage' | 'amount';

/** The pricing inputs as typed: decimal strings (never JS numbers), "" for empty. */
export interface RatePricingValues {
  purchaseUnitPrice: string;
  purchaseTaxPercentage: string;
  /** Which one profit field exists; the other value is kept only so switching back restores it, never sent. */
  profitMode: ProfitMode;
  profitPercentage: string;
  profitAmount: string;
  sellingTaxPercentage: string;
}

export interface RateFormValues {
  idProduct: string | null;
  /** The chosen product's PRODUCT_TYPE: rate features of another type do not apply. */
  idProductType: string | null;
  idProductInstance: string | null;
  /** null: every customer. */
  idEntity: string | null;
  idCurrency: string | null;
  idPriceType: string | null;
  service: { start: string; end: string } | null;
  purchase: { start: string; end: string } | null;
  enabled: boolean;
  /** The chosen value per rate feature (dimension id → rate subfeature id). */
  subfeatures: Record<string, string>;
  pricing: RatePricingValues;
  /** The cancellation tiers, as the form lists them. */
  cancellationPolicy: CancellationTierValues[];
}

/**
 * The pricing rules the server applies (SPEC.md section 5, "Rate update"; rules/rate.ts): a unit price, a purchase
 * tax of 0 to 100, exactly one of profit percentage or profit amount, and a selling tax above 0 and at most 100.
 * Paths are the server's ('pricing.sellingTaxPercentage').
 */
export const validatePricing = (pricing: RatePricingValues): PathErrors =>
  ruleErrors(pricingProblems(toPricingInput(pricing), 'pricing.'), rateWords);

/** The policy's tiers, under the server's paths ('cancellationPolicy.2.feePercentage'). */
export const validateCancellationPolicy = (tiers: readonly CancellationTierValues[]): PathErrors =>
  ruleErrors(cancellationPolicyProblems(toCancellationPolicyInput(tiers)), rateWords);

/** Every rule of the rate form, before sending: the server's own (rules/rate.ts). */
export const validateRate = (form: RateFormValues): PathErrors => ruleErrors(rateProblems(toRateInput(form)), rateWords);

/** The RatePricingInput of schema.graphql for these values: only the chosen profit field goes. */
export function toPricingInput(pricing: RatePricingValues) {
  return {
    purchaseUnitPrice: pricing.purchaseUnitPrice || null,
    purchaseTaxPercentage: pricing.purchaseTaxPercentage || null,
    profitPercentage: pricing.profitMode === 'percentage' ? pricing.profitPercentage || null : null,
    profitAmount: pricing.profitMode === 'amount' ? pricing.profitAmount || null : null,
    sellingTaxPercentage: pricing.sellingTaxPercentage || null,
  };
}

/**
 * What to ask computeRatePricing for: the pricing input once it passes the rules, else null (an incomplete form has
 * no breakdown, and asking would only bring back a validation error per keystroke).
 */
export function livePricingInput(pricing: RatePricingValues) {
  const errors = validatePricing(pricing);
  return Object.keys(errors).length ? null : toPricingInput(pricing);
}

/** The RateInput of schema.graphql (create when idRateInstance is omitted). */
export function toRateInput(form: RateFormValues, idRateInstance?: string) {
  return {
    ...(idRateInstance ? { idRateInstance } : { enabled: form.enabled }),
    idProductInstance: form.idProductInstance,
    idEntity: form.idEntity,
    idCurrency: form.idCurrency,
    idPriceType: form.idPriceType,
    serviceFrom: form.service?.start ?? null,
    serviceTo: form.service?.end ?? null,
    purchaseFrom: form.purchase?.start ?? null,
    purchaseTo: form.purchase?.end ?? null,
    subfeatureIds: Object.values(form.subfeatures),
    pricing: toPricingInput(form.pricing),
    cancellationPolicy: toCancellationPolicyInput(form.cancellationPolicy),
  };
}

/** The server's coded field problems in the rate form's words (the cancellation tiers in the policy's). */
export const rateWords: FieldWords = ({ path, code, params }): FieldProblem | undefined => {
  const words = RATE_WORDS[code];
  if (words) return { message: words };
  switch (code) {
    case 'PERCENT_TOO_LARGE': return { message: m.percentMax, values: { max: String(params.max) } };
    case 'AMOUNT_TOO_LARGE': return { message: m.amountMax, values: { max: String(params.max) } };
    case 'RANGE_TOO_MANY_YEARS': return { message: m.rangeTooLong, values: { years: Number(params.maxYears) } };
    case 'ONE_VALUE_PER_DIMENSION': return { message: m.oneValuePerDimension, values: { feature: String(params.feature) } };
    case 'NUMBER_RANGE': return { message: policyMessages.daysRange, values: { max: Number(params.max) } };
    case 'TOO_MANY':
      return path === 'cancellationPolicy' ? { message: policyMessages.tooManyTiers, values: { max: Number(params.max) } } : undefined;
    case 'DUPLICATE': return path.startsWith('cancellationPolicy.') ? { message: policyMessages.duplicateDays } : undefined;
    default: return undefined;
  }
};

const RATE_WORDS: Partial<Record<CodedFieldError['code'], MessageDescriptor>> = {
  ZERO_NOT_ALLOWED: m.sellingTaxZero,
  BOTH_PROFITS: m.profitRule,
  END_BEFORE_START: m.endBeforeStart,
  TOO_MANY_DECIMALS: m.invalidAmount,
  NOT_A_NUMBER: m.notANumber,
  NEGATIVE: m.negative,
  INVALID_DATE: m.invalidDate,
  NOT_FOR_PRODUCT_TYPE: m.notForProductType,
  NOT_A_CUSTOMER: m.notACustomer,
  CUSTOMER_DISABLED: m.customerDisabled,
};
