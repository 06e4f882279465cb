import type { MessageDescriptor } from 'react-intl';
import type { RuleProblem } from '../../../rules/fields';
import { USER_LIMITS, ouProblems, permissionProblems, roleProblems, userProblems } from '../../../rules/user';
import { ruleErrors } from '../../app/forms/ruleErrors';
import type { FieldWords } from '../../app/forms/serverFieldWords';
import type { FieldProblem } from '../../app/forms/validation';
import { permissionMessages } from './messages';

export type FieldErrors<K extends string> = Partial<Record<K, FieldProblem>>;

/** Longest text each field takes: the server's (rules/user.ts). */
export const MAX_LENGTH = USER_LIMITS;

/** A rule's problems in the words the form gives the server's codes, under the form's fields. */
const errorsOf = <K extends string>(problems: readonly RuleProblem[], words?: FieldWords) => ruleErrors(problems, words) as FieldErrors<K>;

export interface UserFormValues {
  name: string;
  shortName: string;
  code: string;
  idEntity: string | null;
  email: string;
  userName: string;
  lastName: string;
  phone: string;
}

/** SPEC.md section 5: name, short name, code and entity required; the email is where the activation link goes. */
export const validateUser = (values: UserFormValues) => errorsOf<keyof UserFormValues>(userProblems(values));

export interface OuFormValues {
  name: string;
  shortName: string;
  code: string;
  idEntity: string | null;
}

/** SPEC.md section 5: name, short name, code and entity required. */
export const validateOu = (values: OuFormValues) => errorsOf<keyof OuFormValues>(ouProblems(values));

export interface RoleFormValues {
  code: string;
  description: string;
}

/** A code of 2 or more letters, digits, - and _, and a description. */
export const validateRole = (values: RoleFormValues) => errorsOf<keyof RoleFormValues>(roleProblems(values));

export interface PermissionFormValues {
  type: string | null;
  value: string;
  module: string;
}

/** SPEC.md section 5: the type is FRONT or BACK; the value must not be too short (3 characters at least). */
export function validatePermission(values: PermissionFormValues): FieldErrors<keyof PermissionFormValues> {
  const errors = errorsOf<keyof PermissionFormValues>(permissionProblems(values), permissionWords());
  // The type is a GraphQL enum: the server never sees another one, so only the form says so.
  if (values.type !== 'FRONT' && values.type !== 'BACK') errors.type = { message: permissionMessages.typeInvalid };
  return errors;
}

/** A permission's short value in the form's words ("Value is too short", SPEC.md section 5), a taken one in `taken`. */
export const permissionWords = (taken?: MessageDescriptor): FieldWords => (field) =>
  (field.code === 'TOO_SHORT' ? { message: permissionMessages.valueTooShort } : taken && takenWords(taken)(field));

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

/**
 * Server VALIDATION field messages, keyed by our form's field names. The server names input fields as the schema
 * does (idEntity, shortName, ...), which are the names the forms use too.
 */
export function serverFieldErrors<K extends string>(fields: Record<string, string>, known: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of known) if (fields[key]) out[key] = fields[key];
  return out;
}

/** A taken value (DUPLICATE) in the words of the users, OU, role and permission forms; other codes keep their own words. */
export const takenWords = (message: MessageDescriptor): FieldWords => ({ code }) => (code === 'DUPLICATE' ? { message } : undefined);
