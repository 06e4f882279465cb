import { formMessages } from '../../../app/forms/messages';
import type { FieldWords } from '../../../app/forms/serverFieldWords';
import { REQUIRED, checkText, type FieldProblem, type PathErrors } from '../../../app/forms/validation';
import { packageMessages as m } from './messages';
import { dayOffsetOf, lastDayOf } from './packageDays';

/** PackageInput's limits: the server's text limits and 1 to 365 days. */
export const PACKAGE_LIMITS = { name: 120, shortName: 60, code: 30, description: 500, maxDays: 365, maxQuantity: 99 } as const;

export interface PackageItemRow {
  /** A stable React key. */
  key: string;
  product: { idProduct: string; name: string } | null;
  /** The chosen product's active instances, offered in the instance select. */
  instances: { id: string; label: string }[];
  idProductInstance: string | null;
  /** 1-based day of the trip the part starts on. */
  day: number | null;
  nights: number | null;
  quantity: number | null;
}

export interface PackageFormValues {
  code: string;
  name: string;
  shortName: string;
  description: string;
  durationDays: number | null;
  items: PackageItemRow[];
}

const wholeAtLeastOne = (n: number | null) => n != null && Number.isInteger(n) && n >= 1;

/**
 * PackageInput's rules, run before sending. Paths are the server's ('items.2.dayOffset'), so its messages land on
 * the same fields; 'items.N.product' is ours only (the server sees the instance).
 */
export function validatePackage(form: PackageFormValues): PathErrors {
  const errors: PathErrors = {};
  checkText(errors, 'code', form.code, { max: PACKAGE_LIMITS.code, required: true });
  if (!errors.code && /\s/.test(form.code.trim())) errors.code = { message: formMessages.codeSpaces };
  checkText(errors, 'name', form.name, { max: PACKAGE_LIMITS.name, required: true });
  checkText(errors, 'shortName', form.shortName, { max: PACKAGE_LIMITS.shortName, required: true });
  checkText(errors, 'description', form.description, { max: PACKAGE_LIMITS.description });
  const duration = form.durationDays;
  if (duration == null) errors.durationDays = REQUIRED;
  else if (!Number.isInteger(duration) || duration < 1 || duration > PACKAGE_LIMITS.maxDays) errors.durationDays = { message: m.durationRange };
  const days = errors.durationDays ? null : duration;
  if (form.items.length === 0) errors.items = { message: m.atLeastOnePart };
  form.items.forEach((row, i) => {
    const at = `items.${i}`;
    if (!row.product) errors[`${at}.product`] = REQUIRED;
    else if (!row.idProductInstance) errors[`${at}.idProductInstance`] = REQUIRED;
    if (row.day == null) errors[`${at}.dayOffset`] = REQUIRED;
    else if (!wholeAtLeastOne(row.day) || (days != null && row.day > days)) {
      errors[`${at}.dayOffset`] = { message: m.dayOutside, values: { max: days ?? PACKAGE_LIMITS.maxDays } };
    }
    if (row.nights == null) errors[`${at}.nights`] = REQUIRED;
    else if (!wholeAtLeastOne(row.nights)) errors[`${at}.nights`] = { message: m.atLeastOne };
    else if (days != null && row.day != null && !errors[`${at}.dayOffset`] && lastDayOf(row.day, row.nights) > days) {
      errors[`${at}.nights`] = { message: m.endsAfter, values: { max: days } };
    }
    if (row.quantity == null) errors[`${at}.quantity`] = REQUIRED;
    else if (!wholeAtLeastOne(row.quantity)) errors[`${at}.quantity`] = { message: m.atLeastOne };
  });
  return errors;
}

/** The PackageInput for a valid form: trimmed texts, blank description as null, 1-based days as offsets. */
export function toPackageInput(form: PackageFormValues) {
  return {
    code: form.code.trim(), name: form.name.trim(), shortName: form.shortName.trim(),
    description: form.description.trim() || null, durationDays: form.durationDays,
    items: form.items.map((row) => ({
      idProductInstance: row.idProductInstance, dayOffset: row.day == null ? null : dayOffsetOf(row.day),
      nights: row.nights, quantity: row.quantity,
    })),
  };
}

/**
 * The server's coded problems in the package form's words. The server counts days from 0 (dayOffset); its range for
 * that field is put back in the 1-based days the form shows.
 */
export const packageWords: FieldWords = ({ path, code, params }): FieldProblem | undefined => {
  switch (code) {
    case 'DUPLICATE': return { message: m.codeTaken };
    case 'TOO_FEW': return { message: m.atLeastOnePart };
    case 'NOT_ACTIVE': return { message: m.chooseActiveInstance };
    case 'PART_BEYOND_PACKAGE': return { message: m.endsAfter, values: { max: Number(params.days) } };
    case 'NUMBER_RANGE':
      return path.endsWith('.dayOffset')
        ? { message: m.dayOutside, values: { max: Number(params.max) + 1 } }
        : { message: m.wholeRange, values: { min: Number(params.min), max: Number(params.max) } };
    default: return undefined;
  }
};
