import type { MessageDescriptor } from 'react-intl';
import { formMessages } from '../../general-parameters/messages';
import { REQUIRED, checkText, serverProblem, type FieldProblem, type PathErrors } from '../../general-parameters/validation';
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

/** The server's rate catalog messages in the reader's language; the general ones go through serverProblem. */
export function rateCatalogServerProblem(text: string | undefined): FieldProblem | string | undefined {
  const known: Record<string, MessageDescriptor> = {
    'A rate feature with this code already exists': m.featureCodeTaken,
    'A rate subfeature with this code already exists': m.subfeatureCodeTaken,
    'Choose a passenger type': m.choosePassengerType,
    'Another value of this dimension already stands for this passenger type': m.passengerTypeTaken,
    'Every value of a passenger dimension must stand for a passenger type': m.valuesNotPassengerTypes,
    'Rates use this value: its dimension cannot change': m.dimensionUsed,
  };
  if (text && known[text]) return { message: known[text] };
  const order = text && /^Must be a whole number from 0 to (\d+)$/.exec(text)?.[1];
  if (order) return { message: m.orderRange, values: { max: Number(order) } };
  return serverProblem(text);
}

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
