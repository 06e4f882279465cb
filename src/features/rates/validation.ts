import type { MessageDescriptor } from 'react-intl';
import { isMoneyString } from '../../ui/MoneyField';
import { REQUIRED, serverProblem, type FieldProblem, type PathErrors } from '../general-parameters/validation';
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

/** Compares two non-negative decimal strings exactly (no floats): -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const [aWhole, aFraction = ''] = a.split('.');
  const [bWhole, bFraction = ''] = b.split('.');
  const wholeA = aWhole.replace(/^0+(?=\d)/, '');
  const wholeB = bWhole.replace(/^0+(?=\d)/, '');
  if (wholeA.length !== wholeB.length) return wholeA.length < wholeB.length ? -1 : 1;
  if (wholeA !== wholeB) return wholeA < wholeB ? -1 : 1;
  const width = Math.max(aFraction.length, bFraction.length);
  const fa = aFraction.padEnd(width, '0');
  const fb = bFraction.padEnd(width, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

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

/**
 * The server's VALIDATION paths as the form names them: 'data.pricing.profitAmount' and 'pricing.profitAmount' are the
 * same field, and a message about the range's end goes where the person can see it (the range picker shows one error).
 */
export function normalizeRatePaths(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([path, text]) => [path.replace(/^(data|input)\./, ''), text]));
}

/** The server's rate messages in the reader's language; anything else is shown as the server wrote it. */
export function rateServerProblem(text: string | undefined): FieldProblem | string | undefined {
  const known: Record<string, MessageDescriptor> = {
    'Selling tax cannot be 0': m.sellingTaxZero,
    'Enter a profit percentage or a profit amount, not both': m.profitRule,
    'The end date cannot be before the start date': m.endBeforeStart,
    'Use at most 2 decimals': m.invalidAmount,
    'Enter a number': m.notANumber,
    'Cannot be negative': m.negative,
    'Enter a valid date': m.invalidDate,
    'This value does not apply to this product type': m.notForProductType,
    'This entity is not a customer': m.notACustomer,
    'This customer is disabled': m.customerDisabled,
    'Another tier has the same days': policyMessages.duplicateDays,
  };
  if (text && known[text]) return { message: known[text] };
  const percent = text && /^At most (\d+(?:\.\d+)?)%$/.exec(text)?.[1];
  if (percent) return { message: m.percentMax, values: { max: percent } };
  const amount = text && /^At most (\d+\.\d+)$/.exec(text)?.[1];
  if (amount) return { message: m.amountMax, values: { max: amount } };
  const years = text && /^The range can be at most (\d+) years$/.exec(text)?.[1];
  if (years) return { message: m.rangeTooLong, values: { years: Number(years) } };
  const days = text && /^Must be a whole number from 0 to (\d+)$/.exec(text)?.[1];
  if (days) return { message: policyMessages.daysRange, values: { max: Number(days) } };
  const tiers = text && /^At most (\d+) tiers$/.exec(text)?.[1];
  if (tiers) return { message: policyMessages.tooManyTiers, values: { max: Number(tiers) } };
  const dimension = text && /^Only one value per dimension \((.*)\)$/.exec(text)?.[1];
  if (dimension) return { message: m.oneValuePerDimension, values: { feature: dimension } };
  return serverProblem(text);
}
