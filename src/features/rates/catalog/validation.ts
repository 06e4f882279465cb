import { formMessages } from '../../../app/forms/messages';
import type { FieldWords } from '../../../app/forms/serverFieldWords';
import { REQUIRED, checkText, type FieldProblem, type PathErrors } from '../../../app/forms/validation';
import { rateCatalogMessages as m } from './messages';

/** The server's limits for rate features and subfeatures. */
export const RATE_CATALOG_LIMITS = { code: 30, name: 120, shortName: 60, order: 9999 } as const;

export interface RateFeatureFormValues {
  code: string;
  name: string;
  shortName: string;
  /** null when empty (the server then stores 0). */
  order: number | null;
  idTypeFeature: string | null;
  /** null: every product type. */
  idTypeCategoryProduct: string | null;
}

export interface RateSubfeatureFormValues extends Omit<RateFeatureFormValues, 'idTypeFeature'> {
  /** The rate feature (dimension) it is a value of. */
  idTypeSubfeature: string | null;
  idTypeSubfeatureItem: string | null;
}

function checkCommon(errors: PathErrors, form: Omit<RateFeatureFormValues, 'idTypeFeature'>) {
  checkText(errors, 'code', form.code, { max: RATE_CATALOG_LIMITS.code, required: true });
  if (!errors.code && /\s/.test(form.code.trim())) errors.code = { message: formMessages.codeSpaces };
  checkText(errors, 'name', form.name, { max: RATE_CATALOG_LIMITS.name, required: true });
  checkText(errors, 'shortName', form.shortName, { max: RATE_CATALOG_LIMITS.shortName, required: true });
  if (form.order != null && (!Number.isInteger(form.order) || form.order < 0 || form.order > RATE_CATALOG_LIMITS.order)) {
    errors.order = { message: m.orderRange, values: { max: RATE_CATALOG_LIMITS.order } };
  }
}

/** Code (no spaces), name, short name and feature type required; order a whole number. */
export function validateRateFeature(form: RateFeatureFormValues): PathErrors {
  const errors: PathErrors = {};
  checkCommon(errors, form);
  if (!form.idTypeFeature) errors.idTypeFeature = REQUIRED;
  return errors;
}

/**
 * As a feature, with the rate feature it belongs to in place of the type. A value of a passenger dimension must name
 * the passenger type it prices (the rate search matches passengers by it).
 */
export function validateRateSubfeature(form: RateSubfeatureFormValues, isPassengerDimension: boolean): PathErrors {
  const errors: PathErrors = {};
  checkCommon(errors, form);
  if (!form.idTypeSubfeature) errors.idTypeSubfeature = REQUIRED;
  if (isPassengerDimension && !form.idTypeSubfeatureItem) errors.idTypeSubfeatureItem = REQUIRED;
  return errors;
}

/** The server's coded problems in the words of a feature's or a subfeature's form. */
export const rateCatalogWords = (kind: 'feature' | 'subfeature'): FieldWords => ({ path, code, params }): FieldProblem | undefined => {
  switch (code) {
    case 'DUPLICATE':
      if (path === 'idTypeSubfeatureItem') return { message: m.passengerTypeTaken };
      return { message: kind === 'feature' ? m.featureCodeTaken : m.subfeatureCodeTaken };
    case 'NOT_A_PASSENGER_TYPE': return { message: m.choosePassengerType };
    case 'VALUES_NOT_PASSENGER_TYPES': return { message: m.valuesNotPassengerTypes };
    case 'DIMENSION_USED': return { message: m.dimensionUsed };
    case 'NUMBER_RANGE': return { message: m.orderRange, values: { max: Number(params.max) } };
    default: return undefined;
  }
};

/** The input both mutations take: trimmed texts, the code as typed (the server compares codes without case). */
export function commonInput(form: Omit<RateFeatureFormValues, 'idTypeFeature'>) {
  return {
    code: form.code.trim(),
    name: form.name.trim(),
    shortName: form.shortName.trim(),
    order: form.order ?? 0,
    idTypeCategoryProduct: form.idTypeCategoryProduct,
  };
}
