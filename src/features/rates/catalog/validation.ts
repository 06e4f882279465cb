import { formMessages } from '../../../app/forms/messages';
import { ruleErrors } from '../../../app/forms/ruleErrors';
import type { FieldWords } from '../../../app/forms/serverFieldWords';
import type { FieldProblem, PathErrors } from '../../../app/forms/validation';
import { rateFeatureProblems, rateSubfeatureProblems } from '../../../../rules/rate';
import { rateCatalogMessages as m } from './messages';

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

/** Code (no spaces), name, short name and feature type required; order a whole number (rules/rate.ts). */
export const validateRateFeature = (form: RateFeatureFormValues): PathErrors =>
  ruleErrors(rateFeatureProblems(form), rateCatalogWords('feature'));

/**
 * As a feature, with the rate feature it belongs to in place of the type. A value of a passenger dimension must name
 * the passenger type it prices (the rate search matches passengers by it).
 */
export const validateRateSubfeature = (form: RateSubfeatureFormValues, isPassengerDimension: boolean): PathErrors =>
  ruleErrors(rateSubfeatureProblems(form, isPassengerDimension), rateCatalogWords('subfeature'));

/** The server's coded problems in the words of a feature's or a subfeature's form. */
export const rateCatalogWords = (kind: 'feature' | 'subfeature'): FieldWords => ({ path, code, params }): FieldProblem | undefined => {
  switch (code) {
    case 'DUPLICATE':
      if (path === 'idTypeSubfeatureItem') return { message: m.passengerTypeTaken };
      return { message: kind === 'feature' ? m.featureCodeTaken : m.subfeatureCodeTaken };
    case 'HAS_SPACES': return { message: formMessages.codeSpaces };
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
