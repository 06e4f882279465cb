import type { MessageDescriptor } from 'react-intl';
import { formMessages } from '../general-parameters/messages';
import {
  REQUIRED, checkText, serverProblem, type FieldProblem, type PathErrors,
} from '../general-parameters/validation';
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

/**
 * The server's English field messages of these forms in the reader's language; the general ones (required, too
 * long, no spaces) are shared with the other catalog forms, anything unknown is shown as the server wrote it.
 */
export function catalogServerProblem(text: string | undefined, kind?: FeatureKind): FieldProblem | string | undefined {
  if (!text) return undefined;
  const known: Record<string, MessageDescriptor> = {
    'A category with this name already exists': categoryMessages.nameTaken,
    'A feature with this code already exists': featureKindMessages.feature.codeTaken,
    'A subfeature with this code already exists': featureKindMessages.subfeature.codeTaken,
    'This code is already used in this feature': featureMessages.itemDuplicate,
    'An item you removed is in use and cannot be removed': featureMessages.removedItemInUse,
    'This item does not belong to the feature': featureMessages.notAnItem,
  };
  if (known[text]) return { message: known[text] };
  // The form knows which kind it edits, whatever the wording of a code clash.
  if (kind && /^A (feature|subfeature) with this code already exists$/.test(text)) return { message: featureKindMessages[kind].codeTaken };
  const inUse = /^The item "(.*)" is used by the product (.*) and cannot be removed$/.exec(text);
  if (inUse) return { message: featureMessages.itemInUse, values: { name: inUse[1], product: inUse[2] } };
  return serverProblem(text);
}
