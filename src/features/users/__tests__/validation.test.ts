import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import { adminMessages } from '../../../app/list/adminMessages';
import { permissionMessages } from '../messages';
import {
  hasErrors, MAX_LENGTH, serverFieldErrors, validateOu, validatePermission, validateRole, validateUser, type UserFormValues,
} from '../validation';

/** The English words users see (locales/en.json). */
const english: Record<string, string> = en;

const user = (changes: Partial<UserFormValues> = {}): UserFormValues => ({
  name: 'Ana', shortName: 'ana', code: 'U-01', idEntity: 'e-1', email: 'ana@example.test', userName: '', lastName: '',
  phone: '', ...changes,
});

describe('validateUser (SPEC.md section 5: name, short name, code and entity required)', () => {
  it('accepts a complete user', () => {
    expect(hasErrors(validateUser(user()))).toBe(false);
  });

  it('marks each required field with "This field is required"', () => {
    const errors = validateUser(user({ name: '', shortName: '  ', code: '', idEntity: null, email: '' }));
    for (const field of ['name', 'shortName', 'code', 'idEntity', 'email'] as const) {
      expect(errors[field]?.message).toBe(adminMessages.required);
    }
    expect(english[String(adminMessages.required.id)]).toBe('This field is required');
  });

  it('leaves optional fields alone when empty', () => {
    const errors = validateUser(user());
    expect(errors.userName).toBeUndefined();
    expect(errors.lastName).toBeUndefined();
    expect(errors.phone).toBeUndefined();
  });

  it('rejects an invalid email', () => {
    expect(validateUser(user({ email: 'ana@' })).email?.message).toBe(adminMessages.invalidEmail);
  });

  it('rejects text longer than the field takes, saying how long it may be', () => {
    const errors = validateUser(user({ code: 'x'.repeat(MAX_LENGTH.code + 1) }));
    expect(errors.code).toEqual({ message: adminMessages.tooLong, values: { max: MAX_LENGTH.code } });
  });
});

describe('validateOu (name, short name, code and entity required)', () => {
  it('accepts a complete unit and names every missing field', () => {
    expect(hasErrors(validateOu({ name: 'Lima', shortName: 'LIM', code: 'OU-LIM', idEntity: 'e' }))).toBe(false);
    const errors = validateOu({ name: '', shortName: '', code: '', idEntity: null });
    expect(Object.keys(errors).sort()).toEqual(['code', 'idEntity', 'name', 'shortName']);
  });
});

describe('validateRole', () => {
  it('requires code and description', () => {
    expect(Object.keys(validateRole({ code: '', description: ' ' })).sort()).toEqual(['code', 'description']);
    expect(hasErrors(validateRole({ code: 'AUDIT', description: 'Auditors' }))).toBe(false);
  });
});

describe('validatePermission (type FRONT or BACK; value not too short)', () => {
  it('requires a type of FRONT or BACK', () => {
    expect(validatePermission({ type: null, value: '/users', module: '' }).type?.message).toBe(permissionMessages.typeInvalid);
    expect(validatePermission({ type: 'SIDE', value: '/users', module: '' }).type?.message).toBe(permissionMessages.typeInvalid);
    expect(validatePermission({ type: 'BACK', value: 'searchUsers', module: '' }).type).toBeUndefined();
  });

  it('says "Value is too short" under 3 characters and "required" when empty', () => {
    expect(validatePermission({ type: 'FRONT', value: '/a', module: '' }).value?.message).toBe(permissionMessages.valueTooShort);
    expect(english[String(permissionMessages.valueTooShort.id)]).toBe('Value is too short');
    expect(validatePermission({ type: 'FRONT', value: '', module: '' }).value?.message).toBe(adminMessages.required);
    expect(validatePermission({ type: 'FRONT', value: '/ab', module: '' }).value).toBeUndefined();
  });
});

describe('serverFieldErrors', () => {
  it('keeps only the fields the form shows', () => {
    expect(serverFieldErrors({ name: 'Taken', other: 'x' }, ['name', 'code'])).toEqual({ name: 'Taken' });
  });
});
