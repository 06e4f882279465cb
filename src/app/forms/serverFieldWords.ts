import type { IntlShape, MessageDescriptor } from 'react-intl';
import { fieldErrorText, formatParams, formPathOf, readServerError, type CodedFieldError } from '../errors/serverErrors';
import { adminMessages } from '../list/adminMessages';
import { formMessages } from './messages';
import type { FieldProblem } from './validation';

/**
 * Words a form gives one coded server problem where it says more than the code's general words (a DUPLICATE on
 * 'code' is "A product with this code already exists"); undefined falls back to the general words.
 */
export type FieldWords = (field: CodedFieldError) => FieldProblem | undefined;

/** The codes whose words the forms' own checks already use, so the server and the screen refuse in the same words. */
export const FORM_WORDS: Partial<Record<CodedFieldError['code'], MessageDescriptor>> = {
  REQUIRED: adminMessages.required,
  TOO_LONG: adminMessages.tooLong,
  INVALID_EMAIL: adminMessages.invalidEmail,
  INVALID_CHOICE: formMessages.invalidChoice,
};

/**
 * The server's field problems keyed by the form's paths: 'data.' or 'input.' dropped, then `formPath` where the form
 * names it otherwise; the first problem of a path wins.
 */
export function serverFieldErrors(error: unknown, formPath: (path: string) => string = (path) => path): Record<string, CodedFieldError> {
  const out: Record<string, CodedFieldError> = {};
  for (const field of readServerError(error).fieldErrors) {
    const path = formPath(formPathOf(field.path));
    out[path] ??= { ...field, path };
  }
  return out;
}

/** One server field problem in the page's language: the form's words for its code, else the code's. */
export function serverFieldText(intl: IntlShape, field: CodedFieldError, words?: FieldWords): string {
  const problem = words?.(field);
  if (problem) return intl.formatMessage(problem.message, problem.values);
  const known = FORM_WORDS[field.code];
  if (known) return intl.formatMessage(known, formatParams(intl, field.params));
  return fieldErrorText(intl, field);
}

/** A client problem as text. */
export const problemText = (intl: IntlShape, problem: FieldProblem | undefined) =>
  (problem ? intl.formatMessage(problem.message, problem.values) : undefined);
