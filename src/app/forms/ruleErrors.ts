import type { RuleProblem } from '../../../rules/fields';
import { FORM_WORDS, type FieldWords } from './serverFieldWords';
import type { PathErrors } from './validation';

/**
 * The problems of a shared rule (rules/<area>.ts, the checks the server runs) by path, in the words the form gives
 * the same codes when the server answers them: the form's own words first, then the forms' general ones, then the
 * code's (error.field.<CODE>).
 */
export function ruleErrors(problems: readonly RuleProblem[], words?: FieldWords): PathErrors {
  const errors: PathErrors = {};
  for (const problem of problems) {
    if (errors[problem.path]) continue;
    const own = words?.(problem);
    const values = Object.keys(problem.params).length ? problem.params : undefined;
    errors[problem.path] = own ?? { message: FORM_WORDS[problem.code] ?? { id: `error.field.${problem.code}` }, ...(values && { values }) };
  }
  return errors;
}
