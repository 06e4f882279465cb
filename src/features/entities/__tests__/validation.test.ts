import { describe, expect, it } from 'vitest';
import { formMessages } from '../../../app/forms/messages';
import { adminMessages } from '../../../app/list/adminMessages';
import { entityMessages } from '../messages';
import { entityFieldWords, validateEntity, type EntityFormValues } from '../validation';

const TYPES: Record<string, string> = {
  'ct-email': 'EMAIL', 'ct-phone': 'PHONE', 'ct-web': 'WEB', dt: 'RUC', 'dt-dni': 'DNI', 'dt-passport': 'PASSPORT', 'dt-tax': 'TAX_ID',
};
const codeOf = (id: string) => TYPES[id];

const entity = (changes: Partial<EntityFormValues> = {}): EntityFormValues => ({
  idEntityType: 'et', idEntityRole: 'er', name: 'Qosqo Travel S.A.C.', commercialName: 'Qosqo Travel', idMarket: 'mk',
  idChannel: 'ch', idSector: 'se', idBusinessType: 'bt', deferredDocs: false, idIdentityDocumentType: 'dt',
  identityDocumentNumber: '20512345671', idNationality: null,
  addresses: [{ key: 'a', idAddressType: 'at', address: 'Av. El Sol 123', state: '', city: 'Cusco', idCountry: 'pe', postalCode: '' }],
  contacts: [{ key: 'c', idContactType: 'ct-email', idContactPurpose: null, value: 'reservas@example.pe' }],
  checkingAccount: '1212', paidoutCheckingAccount: '4212', ...changes,
});

describe('validateEntity (SPEC.md section 5)', () => {
  it('accepts a complete entity with only the required fields', () => {
    expect(validateEntity(entity(), codeOf)).toEqual({});
  });

  it.each([
    'idEntityType', 'idEntityRole', 'name', 'commercialName', 'idMarket', 'idChannel', 'idSector', 'idBusinessType',
    'idIdentityDocumentType', 'identityDocumentNumber',
  ] as const)('requires %s', (field) => {
    const blank = typeof entity()[field] === 'string' && field.startsWith('id') ? null : '';
    expect(validateEntity(entity({ [field]: blank }), codeOf)).toEqual({ [field]: { message: adminMessages.required } });
  });

  it('checks the number against its document type with the server\'s own rules, and shows the server\'s words translated', () => {
    const problem = (idIdentityDocumentType: string, identityDocumentNumber: string) =>
      validateEntity(entity({ idIdentityDocumentType, identityDocumentNumber }), codeOf).identityDocumentNumber?.message;
    expect(problem('dt', 'ABC')).toBe(entityMessages.rucFormat);
    expect(problem('dt', '20512345672')).toBe(entityMessages.rucCheckDigit);
    expect(problem('dt', '20512345671')).toBeUndefined();
    expect(problem('dt-dni', '1234567')).toBe(entityMessages.dniFormat);
    expect(problem('dt-dni', '07654321')).toBeUndefined();
    expect(problem('dt-passport', 'AB1')).toBe(entityMessages.passportFormat);
    expect(problem('dt-tax', 'ABC')).toBeUndefined();
  });

  it('requires one address and one contact, and their required parts', () => {
    expect(validateEntity(entity({ addresses: [], contacts: [] }), codeOf)).toEqual({
      addresses: { message: entityMessages.addAtLeastOneAddress }, contacts: { message: entityMessages.addAtLeastOneContact },
    });
    const errors = validateEntity(entity({
      addresses: [{ key: 'a', idAddressType: null, address: ' ', state: '', city: '', idCountry: null, postalCode: '' }],
      contacts: [{ key: 'c', idContactType: null, idContactPurpose: null, value: '' }],
    }), codeOf);
    expect(Object.keys(errors).sort()).toEqual([
      'addresses.0.address', 'addresses.0.city', 'addresses.0.idAddressType', 'addresses.0.idCountry',
      'contacts.0.idContactType', 'contacts.0.value',
    ]);
  });

  it('takes accounts of 1 to 15 characters', () => {
    expect(validateEntity(entity({ checkingAccount: '1', paidoutCheckingAccount: '4'.repeat(15) }), codeOf)).toEqual({});
    expect(validateEntity(entity({ checkingAccount: '', paidoutCheckingAccount: '4'.repeat(16) }), codeOf)).toEqual({
      'entityInfo.checkingAccount': { message: adminMessages.required },
      'entityInfo.paidoutCheckingAccount': { message: entityMessages.accountLength, values: { max: 15 } },
    });
  });

  it('checks lengths, the document characters and the contact value against its type', () => {
    const errors = validateEntity(entity({
      name: 'n'.repeat(201), identityDocumentNumber: '2051*1',
      contacts: [
        { key: '1', idContactType: 'ct-email', idContactPurpose: null, value: 'not-an-email' },
        { key: '2', idContactType: 'ct-phone', idContactPurpose: null, value: 'call me' },
        { key: '3', idContactType: 'ct-web', idContactPurpose: null, value: 'anything goes' },
      ],
    }), codeOf);
    expect(errors).toEqual({
      name: { message: adminMessages.tooLong, values: { max: 200 } },
      identityDocumentNumber: { message: entityMessages.documentCharacters },
      'contacts.0.value': { message: adminMessages.invalidEmail },
      'contacts.1.value': { message: formMessages.invalidPhone },
    });
  });
});

describe('entityFieldWords', () => {
  it('names a taken document number; other codes keep their general words', () => {
    expect(entityFieldWords({ path: 'identityDocumentNumber', code: 'DUPLICATE', params: {} })).toEqual({ message: entityMessages.documentTaken });
    expect(entityFieldWords({ path: 'name', code: 'DUPLICATE', params: {} })).toBeUndefined();
    expect(entityFieldWords({ path: 'identityDocumentNumber', code: 'REQUIRED', params: {} })).toBeUndefined();
  });
});
