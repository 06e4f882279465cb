import type { MessageDescriptor } from 'react-intl';
import { isStorableEmail } from '../../../rules/fields';
import { authMessages } from './messages';

/** SPEC.md section 5 login rules: a valid email (the shape the server checks, rules/fields.ts), a password present. */
export function validateLogin(values: { email: string; password: string }) {
  const errors: Partial<Record<'email' | 'password', MessageDescriptor>> = {};
  if (!values.email.trim()) errors.email = authMessages.required;
  else if (!isStorableEmail(values.email.trim())) errors.email = authMessages.invalidEmail;
  if (!values.password) errors.password = authMessages.passwordRequired;
  return errors;
}

export function validateEmail(email: string): MessageDescriptor | undefined {
  if (!email.trim()) return authMessages.required;
  if (!isStorableEmail(email.trim())) return authMessages.invalidEmail;
  return undefined;
}

export { MIN_PASSWORD_LENGTH, passwordTooShort } from '../../../rules/password';

/** The field message for a password the server refused, or undefined when the refusal is about something else. */
export function serverPasswordProblem(code: string | undefined): MessageDescriptor | undefined {
  if (code === 'PASSWORD_TOO_COMMON') return authMessages.passwordTooCommon;
  if (code === 'PASSWORD_TOO_SHORT') return authMessages.passwordTooShort;
  return undefined;
}
