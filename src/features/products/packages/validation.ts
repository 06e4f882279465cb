import { PACKAGE_LIMITS, packageProblems } from '../../../../rules/package';
import { formMessages } from '../../../app/forms/messages';
import { ruleErrors } from '../../../app/forms/ruleErrors';
import type { FieldWords } from '../../../app/forms/serverFieldWords';
import type { FieldProblem, PathErrors } from '../../../app/forms/validation';
import { packageMessages as m } from './messages';
import { dayOffsetOf } from './packageDays';

export { PACKAGE_LIMITS };

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

/**
 * PackageInput's rules (rules/package.ts, the server's), run before sending on what would be sent. Paths are the
 * server's ('items.2.dayOffset'); a part with no product chosen is 'items.N.product', ours only (the server sees the
 * instance). Blank nights or quantity are 1, as the server takes them.
 */
export function validatePackage(form: PackageFormValues): PathErrors {
  const errors = ruleErrors(packageProblems(toPackageInput(form)), packageWords);
  form.items.forEach((row, i) => {
    const instance = `items.${i}.idProductInstance`;
    if (row.product || !errors[instance]) return;
    errors[`items.${i}.product`] = errors[instance];
    delete errors[instance];
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
    case 'HAS_SPACES': return { message: formMessages.codeSpaces };
    case 'NUMBER_RANGE':
      if (path === 'durationDays') return { message: m.durationRange };
      return path.endsWith('.dayOffset')
        ? { message: m.dayOutside, values: { max: Number(params.max) + 1 } }
        : { message: m.wholeRange, values: { min: Number(params.min), max: Number(params.max) } };
    default: return undefined;
  }
};
