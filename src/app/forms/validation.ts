import type { MessageDescriptor } from 'react-intl';
import { adminMessages } from '../list/adminMessages';
import { formMessages } from './messages';

/** A field's problem: the message and the values its ICU text takes. */
export interface FieldProblem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** Problems by field path, the same paths the server uses ('name', 'values.2.code'). */
export type PathErrors = Record<string, FieldProblem>;

export const REQUIRED: FieldProblem = { message: adminMessages.required };
export const tooLong = (max: number): FieldProblem => ({ message: adminMessages.tooLong, values: { max } });

/** Required and length rules of one text field; adds the problem under `path`. */
export function checkText(errors: PathErrors, path: string, value: string | null | undefined, rule: { max: number; required?: boolean }) {
  const text = (value ?? '').trim();
  if (!text) {
    if (rule.required) errors[path] = REQUIRED;
  } else if (text.length > rule.max) errors[path] = tooLong(rule.max);
}

export const hasProblems = (errors: object) => Object.keys(errors).length > 0;

/** Reads an area's own server texts; undefined when the text is not one of them. */
export type ServerTextReader = (text: string) => FieldProblem | undefined;

const COMMON_SERVER_TEXTS: Record<string, MessageDescriptor> = {
  'This field is required': adminMessages.required,
  'Invalid email address': adminMessages.invalidEmail,
  'The code cannot contain spaces': formMessages.codeSpaces,
  'Choose one of the listed options': formMessages.invalidChoice,
  'Invalid phone number': formMessages.invalidPhone,
};

/**
 * The English field texts the servers of several areas still answer without a code (INVALID), in the reader's
 * language; undefined for any other text.
 */
export function readCommonServerText(text: string): FieldProblem | undefined {
  if (COMMON_SERVER_TEXTS[text]) return { message: COMMON_SERVER_TEXTS[text] };
  const max = /^At most (\d+) characters$/.exec(text)?.[1];
  if (max) return tooLong(Number(max));
  const min = /^The code must be at least (\d+) characters$/.exec(text)?.[1];
  if (min) return { message: formMessages.codeTooShort, values: { min: Number(min) } };
  return undefined;
}

/**
 * The server's English field messages in the reader's language (the ones a person can meet through the forms);
 * anything else is shown as the server wrote it.
 */
export function serverProblem(text: string | undefined, readArea?: ServerTextReader): FieldProblem | string | undefined {
  if (!text) return undefined;
  return readCommonServerText(text) ?? readArea?.(text) ?? text;
}
