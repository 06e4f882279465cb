import { formMessages } from '../../../app/forms/messages';
import type { FieldWords } from '../../../app/forms/serverFieldWords';
import {
  REQUIRED, checkText, type PathErrors,
} from '../../../app/forms/validation';
import { categoryMessages, featureKindMessages, featureMessages } from './messages';

/** The server's limits for catalog texts (the same as for general parameters). */
export const CATALOG_LIMITS = { name: 120, shortName: 60, code: 30, value: 200 } as const;

export type FeatureKind = 'feature' | 'subfeature';

export interface CategoryFormValues {
  name: string;
  shortName: string;
  idCategoryType: string | null;
}

/** Name, short name and type are required (ProductCategoryInput). */
export function validateCategory(form: CategoryFormValues): PathErrors {
  const errors: PathErrors = {};
  checkText(errors, 'name', form.name, { max: CATALOG_LIMITS.name, required: true });
  checkText(errors, 'shortName', form.shortName, { max: CATALOG_LIMITS.shortName, required: true });
  if (!form.idCategoryType) errors.idCategoryType = REQUIRED;
  return errors;
}

export interface FeatureItemRow {
  /** A stable React key (new rows have no id yet). */
  key: string;
  idProductFeatureItem?: string;
  code: string;
  name: string;
  shortName: string;
  value: string;
  idItemType: string | null;
}

export interface FeatureFormValues {
  code: string;
  name: string;
  shortName: string;
  idFeatureType: string | null;
  items: FeatureItemRow[];
}

/** A code: required, at most 30 characters, no spaces. */
function checkCode(errors: PathErrors, path: string, code: string) {
  checkText(errors, path, code, { max: CATALOG_LIMITS.code, required: true });
  if (!errors[path] && /\s/.test(code.trim())) errors[path] = { message: formMessages.codeSpaces };
}

/**
 * ProductFeatureInput's rules, run before sending: code, name, short name and type required; each item with a code
 * (unique within the feature, case ignored), a name, a short name and an item type.
 */
export function validateFeature(form: FeatureFormValues): PathErrors {
  const errors: PathErrors = {};
  checkCode(errors, 'code', form.code);
  checkText(errors, 'name', form.name, { max: CATALOG_LIMITS.name, required: true });
  checkText(errors, 'shortName', form.shortName, { max: CATALOG_LIMITS.shortName, required: true });
  if (!form.idFeatureType) errors.idFeatureType = REQUIRED;
  const seen = new Set<string>();
  form.items.forEach((row, i) => {
    const at = `items.${i}`;
    checkCode(errors, `${at}.code`, row.code);
    checkText(errors, `${at}.name`, row.name, { max: CATALOG_LIMITS.name, required: true });
    checkText(errors, `${at}.shortName`, row.shortName, { max: CATALOG_LIMITS.shortName, required: true });
    checkText(errors, `${at}.value`, row.value, { max: CATALOG_LIMITS.value });
    if (!row.idItemType) errors[`${at}.idItemType`] = REQUIRED;
    const code = row.code.trim().toUpperCase();
    if (!code || errors[`${at}.code`]) return;
    if (seen.has(code)) errors[`${at}.code`] = { message: featureMessages.itemDuplicate };
    else seen.add(code);
  });
  return errors;
}

/** The feature input as the mutation takes it: trimmed, blanks as null, items in the order shown. */
export function toFeatureInput(form: FeatureFormValues) {
  return {
    code: form.code.trim(), name: form.name.trim(), shortName: form.shortName.trim(), idFeatureType: form.idFeatureType,
    items: form.items.map((row) => ({
      idProductFeatureItem: row.idProductFeatureItem ?? null, code: row.code.trim(), name: row.name.trim(),
      shortName: row.shortName.trim(), value: row.value.trim() || null, idItemType: row.idItemType,
    })),
  };
}

/** The server's coded problems in the catalog forms' words: a taken name or code of the form's kind, an item in use. */
export const catalogWords = (kind?: FeatureKind): FieldWords => ({ path, code, params }) => {
  if (code === 'ITEM_IN_USE') return { message: featureMessages.itemInUse, values: { name: String(params.item), product: String(params.product) } };
  if (code === 'REMOVED_IN_USE') return { message: featureMessages.removedItemInUse };
  if (code === 'NOT_OWNED') return { message: featureMessages.notAnItem };
  if (code !== 'DUPLICATE') return undefined;
  if (path === 'name') return { message: categoryMessages.nameTaken };
  if (path.startsWith('items')) return { message: featureMessages.itemDuplicate };
  return kind ? { message: featureKindMessages[kind].codeTaken } : undefined;
};
