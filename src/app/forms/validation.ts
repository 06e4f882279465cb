import type { MessageDescriptor } from 'react-intl';
import { adminMessages } from '../list/adminMessages';

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
