import type { MessageDescriptor } from 'react-intl';
import { formMessages } from '../../app/forms/messages';
import type { CodedFieldError } from '../../app/errors/serverErrors';
import type { FieldWords } from '../../app/forms/serverFieldWords';
import { checkText, type FieldProblem, type PathErrors } from '../../app/forms/validation';
import { gpMessages } from './messages';

/** The server's limits (server/src/resolvers/generalParameters.ts). */
export const GP_LIMITS = { name: 120, shortName: 60, code: 30, value: 200 } as const;
/** SPEC.md section 5 and 9: a value code has at least 3 characters. */
export const VALUE_CODE_MIN = 3;

export interface ValueRow {
  /** A stable React key for a row (new rows have no id yet). */
  key: string;
  idGeneralParameterValue?: string;
  name: string;
  /** The Spanish name (blank: Spanish screens show the name). */
  nameEs: string;
  shortName: string;
  code: string;
  value: string;
}

export interface GeneralParameterFormValues {
  name: string;
  shortName: string;
  code: string;
  idParent: string | null;
  values: ValueRow[];
}

/** The server's rules, run before sending: name and short name required; each value named, coded (3+), unique. */
export function validateGeneralParameter(form: GeneralParameterFormValues): PathErrors {
  const errors: PathErrors = {};
  checkText(errors, 'name', form.name, { max: GP_LIMITS.name, required: true });
  checkText(errors, 'shortName', form.shortName, { max: GP_LIMITS.shortName, required: true });
  checkText(errors, 'code', form.code, { max: GP_LIMITS.code });
  if (!errors.code && /\s/.test(form.code.trim())) errors.code = { message: formMessages.codeSpaces };
  const seen = new Set<string>();
  form.values.forEach((row, i) => {
    const at = `values.${i}`;
    checkText(errors, `${at}.name`, row.name, { max: GP_LIMITS.name, required: true });
    checkText(errors, `${at}.nameEs`, row.nameEs, { max: GP_LIMITS.name });
    checkText(errors, `${at}.shortName`, row.shortName, { max: GP_LIMITS.shortName, required: true });
    checkText(errors, `${at}.value`, row.value, { max: GP_LIMITS.value });
    const code = row.code.trim();
    checkText(errors, `${at}.code`, code, { max: GP_LIMITS.code, required: true });
    if (errors[`${at}.code`]) return;
    if (code.length < VALUE_CODE_MIN) errors[`${at}.code`] = { message: formMessages.codeTooShort, values: { min: VALUE_CODE_MIN } };
    else if (/\s/.test(code)) errors[`${at}.code`] = { message: formMessages.codeSpaces };
    else if (seen.has(code.toUpperCase())) errors[`${at}.code`] = { message: gpMessages.valueDuplicate };
    else seen.add(code.toUpperCase());
  });
  return errors;
}

const GP_WORDS: Partial<Record<CodedFieldError['code'], MessageDescriptor>> = {
  SHARED_CODE_FIXED: gpMessages.sharedCodeFixed,
  OWN_PARENT: gpMessages.ownParent,
  DESCENDANT_PARENT: gpMessages.descendantParent,
};

/** The server's codes in this form's words: a taken code, a short value code, a value in use, a parent loop. */
export const generalParameterWords: FieldWords = ({ path, code, params }): FieldProblem | undefined => {
  if (code === 'DUPLICATE') return { message: path === 'code' ? gpMessages.codeTaken : gpMessages.valueDuplicate };
  if (code === 'TOO_SHORT') return { message: formMessages.codeTooShort, values: { min: Number(params.min) } };
  if (code === 'IN_USE') return { message: gpMessages.valueInUse, values: { name: String(params.name) } };
  const words = GP_WORDS[code];
  return words ? { message: words } : undefined;
};
