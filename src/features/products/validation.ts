import { identificationProblems, instanceProblems, productBasicProblems, productProblems } from '../../../rules/product';
import { ruleErrors } from '../../app/forms/ruleErrors';
import type { FieldWords } from '../../app/forms/serverFieldWords';
import type { FieldProblem, PathErrors } from '../../app/forms/validation';
import { inventoryMessages as im, productMessages as m } from './messages';

export type Status = 'ACTIVE' | 'INACTIVE';

/** The basic information section: what /products/{id}/edit changes. */
export interface ProductBasicValues {
  code: string;
  name: string;
  shortName: string;
  idProductType: string | null;
  idProductUnit: string | null;
  idSupplier: string | null;
  /** The chosen supplier's name, so the picker shows it before any search ran. */
  supplierLabel: string;
  hasInventory: boolean;
  taxInternationalCode: string;
  operationalCode: string;
}

export interface IdentificationRow {
  /** A stable React key (rows have no id of their own). */
  key: string;
  idIdentificationType: string | null;
  value: string;
}

export interface InstanceRow {
  key: string;
  idProductInstance?: string;
  code: string;
  name: string;
  shortName: string;
  idStatus: Status;
  /** Subfeature items of the product that describe the instance. */
  itemIds: string[];
}

/** The whole /products/new form: basic information and every list, sent in one createProduct. */
export interface ProductFormValues extends ProductBasicValues {
  categoryIds: string[];
  featureIds: string[];
  subfeatureItemIds: string[];
  identifications: IdentificationRow[];
  instances: InstanceRow[];
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export const emptyBasicValues = (): ProductBasicValues => ({
  code: '', name: '', shortName: '', idProductType: null, idProductUnit: null, idSupplier: null, supplierLabel: '',
  hasInventory: false, taxInternationalCode: '', operationalCode: '',
});
export const newIdentificationRow = (): IdentificationRow => ({ key: newKey(), idIdentificationType: null, value: '' });
export const newInstanceRow = (): InstanceRow => ({ key: newKey(), code: '', name: '', shortName: '', idStatus: 'ACTIVE', itemIds: [] });

/*
 * The server's rules (rules/product.ts), run before sending, in the words the form gives the server's codes
 * (SPEC.md section 5: 'This field is required'): each section of the edit screens alone, the new product whole.
 */
export const validateBasic = (values: ProductBasicValues): PathErrors => ruleErrors(productBasicProblems(values), productWords);

/** Each identification typed and valued; the same type and value twice is refused (as the unique index does). */
export const validateIdentifications = (rows: readonly IdentificationRow[]): PathErrors =>
  ruleErrors(identificationProblems(rows), productWords);

/** Each instance needs a code (unique within the product, case aside), a name and a short name. */
export const validateInstances = (rows: readonly InstanceRow[]): PathErrors => ruleErrors(instanceProblems(rows), productWords);

export const validateProduct = (form: ProductFormValues): PathErrors => ruleErrors(productProblems(form), productWords);

/** The basic fields of a ProductInput, trimmed; blank optional texts are sent as null. */
export function basicInput(values: ProductBasicValues) {
  return {
    code: values.code.trim(), name: values.name.trim(), shortName: values.shortName.trim(),
    idProductType: values.idProductType, idProductUnit: values.idProductUnit, idSupplier: values.idSupplier,
    hasInventory: values.hasInventory, taxInternationalCode: values.taxInternationalCode.trim() || null,
    operationalCode: values.operationalCode.trim() || null,
  };
}

export const identificationsInput = (rows: readonly IdentificationRow[]) =>
  rows.map((row) => ({ idIdentificationType: row.idIdentificationType, value: row.value.trim() }));

/** Instances as the server takes them: with an id updated, without one added, left out removed. */
export const instancesInput = (rows: readonly InstanceRow[]) =>
  rows.map((row) => ({
    idProductInstance: row.idProductInstance ?? null, code: row.code.trim(), name: row.name.trim(),
    shortName: row.shortName.trim(), idStatus: row.idStatus, itemIds: row.itemIds,
  }));

/** The createProduct input of the whole form. */
export function productInput(form: ProductFormValues) {
  return {
    ...basicInput(form), categoryIds: form.categoryIds, featureIds: form.featureIds,
    subfeatureItemIds: form.subfeatureItemIds, identifications: identificationsInput(form.identifications),
    instances: instancesInput(form.instances),
  };
}

/**
 * An instance may only be described by the product's own subfeature items: when an item leaves the product, it
 * leaves the instances too (the server would refuse it otherwise).
 */
export function keepOnlyItems(rows: readonly InstanceRow[], allowed: readonly string[]): InstanceRow[] {
  const keep = new Set(allowed);
  return rows.map((row) => (row.itemIds.every((id) => keep.has(id)) ? row : { ...row, itemIds: row.itemIds.filter((id) => keep.has(id)) }));
}

/**
 * The instance's items after choosing `idItem` (or none) for one subfeature: an instance is described by at most one
 * item per subfeature (one room type, one language), so the others of that subfeature go.
 */
export function chooseItem(itemIds: readonly string[], groupItemIds: readonly string[], idItem: string | null): string[] {
  const group = new Set(groupItemIds);
  const rest = itemIds.filter((id) => !group.has(id));
  return idItem ? [...rest, idItem] : rest;
}

/** Adds or removes an id of a checkbox list, keeping the order the ids were chosen in. */
export function toggleId(ids: readonly string[], id: string, selected: boolean): string[] {
  if (selected) return ids.includes(id) ? [...ids] : [...ids, id];
  return ids.filter((x) => x !== id);
}

/**
 * The server's field codes in the product and inventory screens' own words where they say more than the code's
 * general words (error.field.* of the locales, which the figures of HELD_SHORTFALL and the like use).
 */
export const productWords: FieldWords = ({ path, code, params }): FieldProblem | undefined => {
  switch (code) {
    case 'DUPLICATE':
      if (path === 'code') return { message: m.codeTaken };
      return { message: path.startsWith('identifications.') ? m.identificationDuplicate : m.instanceCodeDuplicate };
    case 'HAS_SPACES': return { message: m.codeSpaces };
    case 'ITEM_REMOVED': return { message: m.itemInUse, values: { code: String(params.code) } };
    case 'END_BEFORE_START': return { message: im.endBeforeStart };
    case 'RANGE_TOO_MANY_YEARS': return { message: im.rangeTooLong };
    case 'NO_INVENTORY': return { message: im.productWithoutInventory };
    case 'ZERO_NOT_ALLOWED': return { message: im.quantityNotZero };
    case 'NOT_WHOLE_NUMBER':
    case 'NUMBER_TOO_SMALL': return path === 'quantity' ? { message: im.quantityPositive } : undefined;
    case 'NUMBER_RANGE': return path === 'releaseDays' ? { message: im.releaseRange } : undefined;
    default: return undefined;
  }
};
