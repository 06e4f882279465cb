import { dateRange } from './dates.ts';
import { Problems, choice, count, format, text, type RuleProblem } from './fields.ts';
import { NO_SPACES } from './generalParameter.ts';

/**
 * The product rules (SPEC.md section 5: "This field is required", lengths), as the server enforces them for
 * products, their identifications and instances, the category and feature catalogs and inventory transactions.
 * Whether a chosen type, supplier or item exists and whether a code is free is the server's alone.
 */
export const PRODUCT_LIMITS = {
  code: 30, name: 120, shortName: 60, taxInternationalCode: 20, operationalCode: 30, identificationValue: 60,
  links: 200, identifications: 20, instances: 100,
} as const;

/** Category and feature texts (the same lengths as general parameters) and a feature's items. */
export const CATALOG_LIMITS = { name: 120, shortName: 60, code: 30, value: 200, items: 200 } as const;

/** An inventory transaction: a range of at most 2 years, at most 100 000 units a day, a note of 200 characters. */
export const INVENTORY_LIMITS = { rangeYears: 2, units: 100_000, note: 200, releaseDays: 365 } as const;

type Text = string | null | undefined;

/** A required code without spaces (screens and imports match codes exactly); answers it trimmed. */
export function code(problems: Problems, path: string, value: Text, max: number) {
  const trimmed = text(problems, path, value, { max, required: true });
  format(problems, path, trimmed, NO_SPACES, 'HAS_SPACES');
  return trimmed;
}

/** DUPLICATE on `path` when `key` (upper-cased) was seen in an earlier row. */
function unique(problems: Problems, path: string, key: string | undefined, seen: Set<string>) {
  if (!key || problems.has(path)) return;
  if (seen.has(key.toUpperCase())) problems.add(path, 'DUPLICATE');
  seen.add(key.toUpperCase());
}

export interface ProductBasicRuleInput {
  code?: Text;
  name?: Text;
  shortName?: Text;
  idProductType?: Text;
  idProductUnit?: Text;
  idSupplier?: Text;
  taxInternationalCode?: Text;
  operationalCode?: Text;
}

export type IdentificationRuleInput = { idIdentificationType?: Text; value?: Text };
export type InstanceRuleInput = { code?: Text; name?: Text; shortName?: Text };

export interface ProductRuleInput extends ProductBasicRuleInput {
  identifications?: readonly IdentificationRuleInput[] | null;
  instances?: readonly InstanceRuleInput[] | null;
}

function basic(problems: Problems, input: ProductBasicRuleInput) {
  code(problems, 'code', input.code, PRODUCT_LIMITS.code);
  text(problems, 'name', input.name, { max: PRODUCT_LIMITS.name, required: true });
  text(problems, 'shortName', input.shortName, { max: PRODUCT_LIMITS.shortName, required: true });
  for (const field of ['idProductType', 'idProductUnit', 'idSupplier'] as const) choice(problems, field, input[field]);
  // Optional: absent leaves the stored value alone, blank clears it.
  text(problems, 'taxInternationalCode', input.taxInternationalCode, { max: PRODUCT_LIMITS.taxInternationalCode }, true);
  text(problems, 'operationalCode', input.operationalCode, { max: PRODUCT_LIMITS.operationalCode }, true);
}

/** Each identification typed and valued; the same type and value twice (case aside) is DUPLICATE, as the unique index. */
function identifications(problems: Problems, rows: readonly IdentificationRuleInput[]) {
  count(problems, 'identifications', rows, { max: PRODUCT_LIMITS.identifications });
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const at = `identifications.${i}`;
    choice(problems, `${at}.idIdentificationType`, row.idIdentificationType);
    const value = text(problems, `${at}.value`, row.value, { max: PRODUCT_LIMITS.identificationValue, required: true });
    if (!problems.has(`${at}.idIdentificationType`)) unique(problems, `${at}.value`, value && `${row.idIdentificationType!.trim()}|${value}`, seen);
  });
}

/** Each instance coded (unique within the product, case aside), named and short-named. */
function instances(problems: Problems, rows: readonly InstanceRuleInput[]) {
  count(problems, 'instances', rows, { max: PRODUCT_LIMITS.instances });
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const at = `instances.${i}`;
    unique(problems, `${at}.code`, code(problems, `${at}.code`, row.code, PRODUCT_LIMITS.code), seen);
    text(problems, `${at}.name`, row.name, { max: PRODUCT_LIMITS.name, required: true });
    text(problems, `${at}.shortName`, row.shortName, { max: PRODUCT_LIMITS.shortName, required: true });
  });
}

/** The basic information section alone (/products/{id}/edit). */
export function productBasicProblems(input: ProductBasicRuleInput): RuleProblem[] {
  const problems = new Problems();
  basic(problems, input);
  return problems.list;
}

export function identificationProblems(rows: readonly IdentificationRuleInput[]): RuleProblem[] {
  const problems = new Problems();
  identifications(problems, rows);
  return problems.list;
}

export function instanceProblems(rows: readonly InstanceRuleInput[]): RuleProblem[] {
  const problems = new Problems();
  instances(problems, rows);
  return problems.list;
}

/** A whole product; lists left out (null) are not changed and not checked. */
export function productProblems(input: ProductRuleInput): RuleProblem[] {
  const problems = new Problems();
  basic(problems, input);
  if (input.identifications) identifications(problems, input.identifications);
  if (input.instances) instances(problems, input.instances);
  return problems.list;
}

export interface CategoryRuleInput {
  name?: Text;
  shortName?: Text;
  idCategoryType?: Text;
}

export function categoryProblems(input: CategoryRuleInput): RuleProblem[] {
  const problems = new Problems();
  text(problems, 'name', input.name, { max: CATALOG_LIMITS.name, required: true });
  text(problems, 'shortName', input.shortName, { max: CATALOG_LIMITS.shortName, required: true });
  choice(problems, 'idCategoryType', input.idCategoryType);
  return problems.list;
}

export interface FeatureRuleInput {
  code?: Text;
  name?: Text;
  shortName?: Text;
  idFeatureType?: Text;
  items?: readonly { code?: Text; name?: Text; shortName?: Text; value?: Text; idItemType?: Text }[] | null;
}

/** A feature or subfeature: coded, named, typed; each item coded (unique in the feature, case aside), named, typed. */
export function featureProblems(input: FeatureRuleInput): RuleProblem[] {
  const problems = new Problems();
  code(problems, 'code', input.code, CATALOG_LIMITS.code);
  text(problems, 'name', input.name, { max: CATALOG_LIMITS.name, required: true });
  text(problems, 'shortName', input.shortName, { max: CATALOG_LIMITS.shortName, required: true });
  choice(problems, 'idFeatureType', input.idFeatureType);
  if (!input.items) return problems.list;
  count(problems, 'items', input.items, { max: CATALOG_LIMITS.items });
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    const at = `items.${i}`;
    unique(problems, `${at}.code`, code(problems, `${at}.code`, item.code, CATALOG_LIMITS.code), seen);
    text(problems, `${at}.name`, item.name, { max: CATALOG_LIMITS.name, required: true });
    text(problems, `${at}.shortName`, item.shortName, { max: CATALOG_LIMITS.shortName, required: true });
    text(problems, `${at}.value`, item.value, { max: CATALOG_LIMITS.value });
    choice(problems, `${at}.idItemType`, item.idItemType);
  });
  return problems.list;
}

export const TRANSACTION_TYPES = ['ADD_CAPACITY', 'RELEASE', 'BLOCK', 'ADJUSTMENT'] as const;

export interface InventoryTransactionRuleInput {
  dateFrom?: Text;
  dateTo?: Text;
  transactionType?: Text;
  quantity?: number | null;
  note?: Text;
}

/**
 * A range of real days of at most 2 years, a type, and a whole quantity of at most 100 000 that is positive, except
 * that an ADJUSTMENT is a signed correction (negative allowed, 0 not); a note of at most 200 characters.
 */
export function inventoryTransactionProblems(input: InventoryTransactionRuleInput): RuleProblem[] {
  const problems = new Problems();
  dateRange(problems, input.dateFrom, input.dateTo, { maxYears: INVENTORY_LIMITS.rangeYears });
  const type = input.transactionType;
  if (!type) problems.add('transactionType', 'REQUIRED');
  else if (!(TRANSACTION_TYPES as readonly string[]).includes(type)) problems.add('transactionType', 'INVALID_CHOICE');
  const q = input.quantity;
  if (q === null || q === undefined || Number.isNaN(q)) problems.add('quantity', 'REQUIRED');
  else if (!Number.isInteger(q)) problems.add('quantity', 'NOT_WHOLE_NUMBER');
  else if (type === 'ADJUSTMENT' && q === 0) problems.add('quantity', 'ZERO_NOT_ALLOWED');
  else if (type !== 'ADJUSTMENT' && q <= 0) problems.add('quantity', 'NUMBER_TOO_SMALL', { min: 1 });
  else if (Math.abs(q) > INVENTORY_LIMITS.units) problems.add('quantity', 'NUMBER_TOO_LARGE', { max: INVENTORY_LIMITS.units });
  text(problems, 'note', input.note, { max: INVENTORY_LIMITS.note });
  return problems.list;
}

export const SALE_STATUSES = ['FREE_SALE', 'ON_REQUEST', 'STOP_SALE'] as const;

export interface SalePeriodRuleInput {
  dateFrom?: Text;
  dateTo?: Text;
  saleStatus?: Text;
  releaseDays?: number | null;
}

/** A range of real days of at most 2 years, a sale status and a release period of 0 to 365 whole days (absent is 0). */
export function salePeriodProblems(input: SalePeriodRuleInput): RuleProblem[] {
  const problems = new Problems();
  dateRange(problems, input.dateFrom, input.dateTo, { maxYears: INVENTORY_LIMITS.rangeYears });
  const status = input.saleStatus;
  if (!status) problems.add('saleStatus', 'REQUIRED');
  else if (!(SALE_STATUSES as readonly string[]).includes(status)) problems.add('saleStatus', 'INVALID_CHOICE');
  const release = input.releaseDays;
  if (release !== null && release !== undefined) {
    if (!Number.isInteger(release)) problems.add('releaseDays', 'NOT_WHOLE_NUMBER');
    else if (release < 0 || release > INVENTORY_LIMITS.releaseDays) problems.add('releaseDays', 'NUMBER_RANGE', { min: 0, max: INVENTORY_LIMITS.releaseDays });
  }
  return problems.list;
}
