import type { MessageDescriptor } from 'react-intl';
import { adminMessages } from '../../app/list/adminMessages';
import type { FieldWords } from '../../app/forms/serverFieldWords';
import { permissionMessages } from './messages';

/** A field's problem: the message and the values its ICU text takes. */
export interface FieldProblem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

export type FieldErrors<K extends string> = Partial<Record<K, FieldProblem>>;

/** Longest text each field takes; the server checks the same and answers VALIDATION beyond it. */
export const MAX_LENGTH = {
  name: 120, shortName: 60, code: 30, email: 254, userName: 120, lastName: 120, phone: 30, description: 200,
  value: 200, module: 60,
} as const;

/** SPEC.md section 5: a permission's value must not be too short. */
export const MIN_PERMISSION_VALUE_LENGTH = 3;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required: FieldProblem = { message: adminMessages.required };

function check<K extends string>(values: Partial<Record<K, string | null | undefined>>, rules: { required: K[]; max: K[] }) {
  const errors: FieldErrors<K> = {};
  for (const field of rules.max) {
    const max = MAX_LENGTH[field as keyof typeof MAX_LENGTH];
    if (max && (values[field] ?? '').trim().length > max) errors[field] = { message: adminMessages.tooLong, values: { max } };
  }
  for (const field of rules.required) if (!(values[field] ?? '').trim()) errors[field] = required;
  return errors;
}

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
export function validateUser(values: UserFormValues): FieldErrors<keyof UserFormValues> {
  const errors = check<keyof UserFormValues>(values, {
    required: ['name', 'shortName', 'code', 'idEntity', 'email'],
    max: ['name', 'shortName', 'code', 'email', 'userName', 'lastName', 'phone'],
  });
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = { message: adminMessages.invalidEmail };
  return errors;
}

export interface OuFormValues {
  name: string;
  shortName: string;
  code: string;
  idEntity: string | null;
}

/** SPEC.md section 5: name, short name, code and entity required. */
export function validateOu(values: OuFormValues): FieldErrors<keyof OuFormValues> {
  return check<keyof OuFormValues>(values, {
    required: ['name', 'shortName', 'code', 'idEntity'],
    max: ['name', 'shortName', 'code'],
  });
}

export interface RoleFormValues {
  code: string;
  description: string;
}

export function validateRole(values: RoleFormValues): FieldErrors<keyof RoleFormValues> {
  return check<keyof RoleFormValues>(values, { required: ['code', 'description'], max: ['code', 'description'] });
}

export interface PermissionFormValues {
  type: string | null;
  value: string;
  module: string;
}

/** SPEC.md section 5: the type is FRONT or BACK; the value must not be too short (3 characters at least). */
export function validatePermission(values: PermissionFormValues): FieldErrors<keyof PermissionFormValues> {
  const errors = check<keyof PermissionFormValues>(values, { required: ['value'], max: ['value', 'module'] });
  if (values.type !== 'FRONT' && values.type !== 'BACK') errors.type = { message: permissionMessages.typeInvalid };
  if (!errors.value && values.value.trim().length < MIN_PERMISSION_VALUE_LENGTH) {
    errors.value = { message: permissionMessages.valueTooShort };
  }
  return errors;
}

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
