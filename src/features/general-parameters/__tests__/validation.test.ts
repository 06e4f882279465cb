import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import { adminMessages } from '../../../app/list/adminMessages';
import { formMessages } from '../../../app/forms/messages';
import { gpMessages } from '../messages';
import { hasProblems } from '../../../app/forms/validation';
import {
  generalParameterWords, validateGeneralParameter, type GeneralParameterFormValues, type ValueRow,
} from '../validation';
import { createIntl } from 'react-intl';
import type { CodedFieldError } from '../../../app/errors/serverErrors';
import { serverFieldText } from '../../../app/forms/serverFieldWords';
import { messagesFor } from '../../../app/i18n';

/** The English words users see (locales/en.json). */
const english: Record<string, string> = en;

const value = (code: string, changes: Partial<ValueRow> = {}): ValueRow => ({
  key: code, name: `Value ${code}`, nameEs: '', shortName: code, code, value: '', ...changes,
});
const parameter = (changes: Partial<GeneralParameterFormValues> = {}): GeneralParameterFormValues => ({
  name: 'Meal plans', shortName: 'Meals', code: 'MEAL_PLAN', idParent: null, values: [value('BBK'), value('HBD')], ...changes,
});

describe('validateGeneralParameter (SPEC.md section 5)', () => {
  it('accepts a complete parameter, and one without values or code', () => {
    expect(hasProblems(validateGeneralParameter(parameter()))).toBe(false);
    expect(hasProblems(validateGeneralParameter(parameter({ values: [], code: '' })))).toBe(false);
  });

  it('requires name and short name, and name, short name and code of each value', () => {
    const errors = validateGeneralParameter(parameter({
      name: ' ', shortName: '', values: [value('AAA', { name: '', shortName: ' ' }), value('', { name: 'x', shortName: 'x' })],
    }));
    for (const path of ['name', 'shortName', 'values.0.name', 'values.0.shortName', 'values.1.code']) {
      expect(errors[path]?.message, path).toBe(adminMessages.required);
    }
  });

  it('refuses a value code under 3 characters with the message, accepts 3', () => {
    const errors = validateGeneralParameter(parameter({ values: [value('AB'), value('ABC'), value(' X ')] }));
    expect(errors['values.0.code']).toEqual({ message: formMessages.codeTooShort, values: { min: 3 } });
    expect(errors['values.1.code']).toBeUndefined();
    expect(errors['values.2.code']?.message).toBe(formMessages.codeTooShort);
    expect(english[String(formMessages.codeTooShort.id)]).toBe('The code must be at least {min} characters');
  });

  it('refuses a code used twice in the parameter, whatever the case, and codes with spaces', () => {
    const errors = validateGeneralParameter(parameter({ code: 'A B', values: [value('USD'), value('usd'), value('U S D')] }));
    expect(errors['values.1.code']?.message).toBe(gpMessages.valueDuplicate);
    expect(errors['values.2.code']?.message).toBe(formMessages.codeSpaces);
    expect(errors.code?.message).toBe(formMessages.codeSpaces);
  });

  it('enforces the server limits', () => {
    const errors = validateGeneralParameter(parameter({
      name: 'n'.repeat(121), shortName: 's'.repeat(61), code: 'c'.repeat(31),
      values: [value('c'.repeat(31), { name: 'n'.repeat(121), shortName: 's'.repeat(61), value: 'v'.repeat(201) })],
    }));
    expect(errors.name).toEqual({ message: adminMessages.tooLong, values: { max: 120 } });
    expect(errors.shortName?.values).toEqual({ max: 60 });
    expect(errors.code?.values).toEqual({ max: 30 });
    expect(errors['values.0.name']?.values).toEqual({ max: 120 });
    expect(errors['values.0.shortName']?.values).toEqual({ max: 60 });
    expect(errors['values.0.code']?.values).toEqual({ max: 30 });
    expect(errors['values.0.value']?.values).toEqual({ max: 200 });
  });
});

describe('the server\'s field problems in this form\'s words', () => {
  const say = (locale: 'en' | 'es', field: CodedFieldError) =>
    serverFieldText(createIntl({ locale, messages: messagesFor(locale) }), field, generalParameterWords);
  const field = (path: string, code: CodedFieldError['code'], params: CodedFieldError['params'] = {}) => ({ path, code, params });

  it('reads the codes first, in the words the form\'s own checks use', () => {
    expect(say('en', field('name', 'REQUIRED'))).toBe('This field is required');
    expect(say('es', field('name', 'TOO_LONG', { max: 60 }))).toBe('Use como máximo 60 caracteres');
    expect(say('en', field('values.0.code', 'TOO_SHORT', { min: 3 }))).toBe('The code must be at least 3 characters');
    expect(say('en', field('code', 'DUPLICATE'))).toBe(createIntl({ locale: 'en', messages: messagesFor('en') }).formatMessage(gpMessages.codeTaken));
  });

  it('says a value in use and a parent loop in Spanish from their codes, with the value\'s name', () => {
    const es = createIntl({ locale: 'es', messages: messagesFor('es') });
    expect(say('es', field('values', 'IN_USE', { name: 'Supplier' }))).toBe(es.formatMessage(gpMessages.valueInUse, { name: 'Supplier' }));
    expect(say('es', field('idParent', 'OWN_PARENT'))).toBe(es.formatMessage(gpMessages.ownParent));
    expect(say('es', field('code', 'HAS_SPACES'))).toBe(es.formatMessage({ id: 'error.field.HAS_SPACES' }));
  });
});
