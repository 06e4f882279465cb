import { categoryProblems, featureProblems } from '../../../../rules/product';
import { formMessages } from '../../../app/forms/messages';
import { ruleErrors } from '../../../app/forms/ruleErrors';
import type { FieldWords } from '../../../app/forms/serverFieldWords';
import type { PathErrors } from '../../../app/forms/validation';
import { categoryMessages, featureKindMessages, featureMessages } from './messages';

export type FeatureKind = 'feature' | 'subfeature';

export interface CategoryFormValues {
  name: string;
  shortName: string;
  idCategoryType: string | null;
}

/** Name, short name and type are required (ProductCategoryInput, rules/product.ts). */
export const validateCategory = (form: CategoryFormValues): PathErrors => ruleErrors(categoryProblems(form), catalogWords());

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

/**
 * ProductFeatureInput's rules (rules/product.ts), run before sending: code, name, short name and type required; each
 * item with a code (unique within the feature, case ignored), a name, a short name and an item type.
 */
export const validateFeature = (form: FeatureFormValues): PathErrors => ruleErrors(featureProblems(form), catalogWords());

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
  if (code === 'HAS_SPACES') return { message: formMessages.codeSpaces };
  if (code !== 'DUPLICATE') return undefined;
  if (path === 'name') return { message: categoryMessages.nameTaken };
  if (path.startsWith('items')) return { message: featureMessages.itemDuplicate };
  return kind ? { message: featureKindMessages[kind].codeTaken } : undefined;
};
