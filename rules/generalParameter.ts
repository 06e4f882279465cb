import { Problems, count, format, isUuid, text, type RuleProblem } from './fields.ts';

/** The general parameter rules of SPEC.md sections 5 and 9: a value code has at least 3 characters, unique in its parameter. */
export const GP_LIMITS = { name: 120, shortName: 60, code: 30, value: 200, values: 500, valueCodeMin: 3 } as const;

/** Codes are typed as identifiers: no spaces (HAS_SPACES). */
export const NO_SPACES = /^\S+$/;

type Text = string | null | undefined;

export interface GeneralParameterRuleInput {
  name?: Text;
  shortName?: Text;
  code?: Text;
  idParent?: Text;
  values?: readonly { name?: Text; nameEs?: Text; shortName?: Text; code?: Text; value?: Text }[] | null;
}

/** Name and short name required; the code optional; each value named and coded (3+ characters, unique). */
export function generalParameterProblems(input: GeneralParameterRuleInput): RuleProblem[] {
  const problems = new Problems();
  text(problems, 'name', input.name, { max: GP_LIMITS.name, required: true });
  text(problems, 'shortName', input.shortName, { max: GP_LIMITS.shortName, required: true });
  // The code is optional: a new parameter gets one from its short name, an update keeps the current one.
  text(problems, 'code', input.code, { max: GP_LIMITS.code });
  format(problems, 'code', input.code, NO_SPACES, 'HAS_SPACES');
  const idParent = input.idParent?.trim();
  if (idParent && !isUuid(idParent)) problems.add('idParent', 'INVALID_CHOICE');
  if (!input.values) return problems.list;

  count(problems, 'values', input.values, { max: GP_LIMITS.values });
  const seenCodes = new Set<string>();
  input.values.forEach((value, i) => {
    const at = `values.${i}`;
    const code = text(problems, `${at}.code`, value.code, { max: GP_LIMITS.code, required: true, min: GP_LIMITS.valueCodeMin });
    format(problems, `${at}.code`, code, NO_SPACES, 'HAS_SPACES');
    if (code && !problems.has(`${at}.code`)) {
      if (seenCodes.has(code.toUpperCase())) problems.add(`${at}.code`, 'DUPLICATE');
      seenCodes.add(code.toUpperCase());
    }
    text(problems, `${at}.name`, value.name, { max: GP_LIMITS.name, required: true });
    // An absent Spanish name keeps the one stored.
    if (value.nameEs !== undefined) text(problems, `${at}.nameEs`, value.nameEs, { max: GP_LIMITS.name });
    text(problems, `${at}.shortName`, value.shortName, { max: GP_LIMITS.shortName, required: true });
    text(problems, `${at}.value`, value.value, { max: GP_LIMITS.value });
  });
  return problems.list;
}
