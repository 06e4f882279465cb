import type { MessageDescriptor } from 'react-intl';
import { compareDecimal } from '../../app/decimal';
import { isMoneyString } from '../../ui/MoneyField';
import type { CodedFieldError } from '../../app/errors/serverErrors';
import type { FieldWords } from '../../app/forms/serverFieldWords';
import { REQUIRED, type FieldProblem, type PathErrors } from '../../app/forms/validation';
import {
  toCancellationPolicyInput, validateCancellationPolicy, type CancellationTierValues,
} from './cancellationPolicy';
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

/** The server's limits (server/src/domain/pricing.ts): a profit percentage is a markup, so above 100% is allowed. */
export const PRICING_LIMITS = {
  unitPrice: '99999999.99', profitAmount: '999999999.99', profitPercentage: '1000', taxPercentage: '100',
} as const;

const isZero = (text: string) => compareDecimal(text, '0') === 0;

/** One number field: "" is REQUIRED when required; at most 2 decimals; at most `max` (a percentage or an amount). */
function checkNumber(errors: PathErrors, path: string, text: string, rule: { required?: boolean; max: string; percent?: boolean }) {
  if (!text) {
    if (rule.required) errors[path] = REQUIRED;
  } else if (!isMoneyString(text)) errors[path] = { message: m.invalidAmount };
  else if (compareDecimal(text, rule.max) > 0) errors[path] = { message: rule.percent ? m.percentMax : m.amountMax, values: { max: rule.max } };
}

/**
 * The pricing rules the server applies (SPEC.md section 5, "Rate update"): a unit price, a purchase tax of 0 to 100,
 * exactly one of profit percentage or profit amount, and a selling tax above 0 and at most 100. Paths are the
 * server's ('pricing.sellingTaxPercentage').
 */
export function validatePricing(pricing: RatePricingValues): PathErrors {
  const errors: PathErrors = {};
  checkNumber(errors, 'pricing.purchaseUnitPrice', pricing.purchaseUnitPrice, { required: true, max: PRICING_LIMITS.unitPrice });
  checkNumber(errors, 'pricing.purchaseTaxPercentage', pricing.purchaseTaxPercentage,
    { max: PRICING_LIMITS.taxPercentage, percent: true });
  if (pricing.profitMode === 'percentage') {
    checkNumber(errors, 'pricing.profitPercentage', pricing.profitPercentage,
      { required: true, max: PRICING_LIMITS.profitPercentage, percent: true });
  } else {
    checkNumber(errors, 'pricing.profitAmount', pricing.profitAmount, { required: true, max: PRICING_LIMITS.profitAmount });
  }
  const sellingTax = pricing.sellingTaxPercentage;
  checkNumber(errors, 'pricing.sellingTaxPercentage', sellingTax, { required: true, max: PRICING_LIMITS.taxPercentage, percent: true });
  if (!errors['pricing.sellingTaxPercentage'] && isZero(sellingTax)) errors['pricing.sellingTaxPercentage'] = { message: m.sellingTaxZero };
  return errors;
}

/** Every rule of the rate form, before sending. */
export function validateRate(form: RateFormValues): PathErrors {
  const errors: PathErrors = {};
  if (!form.idProductInstance) errors.idProductInstance = REQUIRED;
  if (!form.idCurrency) errors.idCurrency = REQUIRED;
  if (!form.idPriceType) errors.idPriceType = REQUIRED;
  const range = (from: string, to: string, value: RateFormValues['service']) => {
    if (!value) errors[from] = REQUIRED;
    else if (value.end < value.start) errors[to] = { message: m.endBeforeStart };
  };
  range('serviceFrom', 'serviceTo', form.service);
  range('purchaseFrom', 'purchaseTo', form.purchase);
  return { ...errors, ...validatePricing(form.pricing), ...validateCancellationPolicy(form.cancellationPolicy) };
}

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
