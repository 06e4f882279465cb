import type { MessageDescriptor } from 'react-intl';
import { adminMessages } from '../../app/list/adminMessages';
import { formMessages, gpMessages } from './messages';

/** A field's problem: the message and the values its ICU text takes. */
export interface FieldProblem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** Problems by field path, the same paths the server uses ('name', 'values.2.code'). */
export type PathErrors = Record<string, FieldProblem>;

/** The server's limits (server/src/resolvers/generalParameters.ts). */
export const GP_LIMITS = { name: 120, shortName: 60, code: 30, value: 200 } as const;
/** SPEC.md section 5 and 9: a value code has at least 3 characters. */
export const VALUE_CODE_MIN = 3;

export const REQUIRED: FieldProblem = { message: adminMessages.required };
export const tooLong = (max: number): FieldProblem => ({ message: adminMessages.tooLong, values: { max } });

/** Required and length rules of one text field; adds the problem under `path`. */
export function checkText(errors: PathErrors, path: string, value: string | null | undefined, rule: { max: number; required?: boolean }) {
  const text = (value ?? '').trim();
  if (!text) {
    if (rule.required) errors[path] = REQUIRED;
  } else if (text.length > rule.max) errors[path] = tooLong(rule.max);
}

export interface ValueRow {
  /** A stable React key for a row (new rows have no id yet). */
  key: string;
  idGeneralParameterValue?: string;
  name: string;
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

export const hasProblems = (errors: object) => Object.keys(errors).length > 0;

/**
 * The server's English field messages in the reader's language (the ones a person can meet through the forms);
 * anything else is shown as the server wrote it.
 */
export function serverProblem(text: string | undefined): FieldProblem | string | undefined {
  if (!text) return undefined;
  const known: Record<string, MessageDescriptor> = {
    'This field is required': adminMessages.required,
    'Invalid email address': adminMessages.invalidEmail,
    'The code cannot contain spaces': formMessages.codeSpaces,
    'Choose one of the listed options': formMessages.invalidChoice,
    'Invalid phone number': formMessages.invalidPhone,
    'This code is already used in this parameter': gpMessages.valueDuplicate,
    'A general parameter with this code already exists': gpMessages.codeTaken,
    'The code of a shared catalog cannot change': gpMessages.sharedCodeFixed,
    'A parameter cannot be its own parent': gpMessages.ownParent,
    'A parameter cannot hang under one of its own descendants': gpMessages.descendantParent,
  };
  if (known[text]) return { message: known[text] };
  const max = /^At most (\d+) characters$/.exec(text)?.[1];
  if (max) return tooLong(Number(max));
  const min = /^The code must be at least (\d+) characters$/.exec(text)?.[1];
  if (min) return { message: formMessages.codeTooShort, values: { min: Number(min) } };
  const inUse = /^The value "(.*)" is in use and cannot be removed$/.exec(text)?.[1];
  if (inUse !== undefined) return { message: gpMessages.valueInUse, values: { name: inUse } };
  return text;
}
