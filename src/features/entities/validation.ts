import { adminMessages } from '../../app/list/adminMessages';
import { formMessages } from '../../app/forms/messages';
import type { FieldWords } from '../../app/forms/serverFieldWords';
import { REQUIRED, checkText, type FieldProblem, type PathErrors } from '../../app/forms/validation';
import { identityDocumentProblem, type IdentityDocumentProblem } from '../../../rules/identityDocument';
import { entityMessages as m } from './messages';

/** The server's limits (server/src/resolvers/entityMaintenance.ts); the accounts are 1 to 15 characters (SPEC.md 9). */
export const ENTITY_LIMITS = {
  name: 200, commercialName: 200, documentNumber: 20, address: 250, state: 100, city: 100, postalCode: 20,
  contactValue: 200, account: 15,
} as const;

const DOCUMENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()./-]{5,30}$/;
/**
 * CONTACT_TYPE codes whose values have a format. The server checks the same codes; the catalog's names and the
 * other types stay free.
 */
const EMAIL_TYPES = ['EMAIL'];
const PHONE_TYPES = ['PHONE', 'MOBILE', 'WHATSAPP'];

export interface AddressRow {
  key: string;
  idEntityAddress?: string;
  idAddressType: string | null;
  address: string;
  state: string;
  city: string;
  idCountry: string | null;
  postalCode: string;
}

export interface ContactRow {
  key: string;
  idEntityContact?: string;
  idContactType: string | null;
  idContactPurpose: string | null;
  value: string;
}

export interface EntityFormValues {
  idEntityType: string | null;
  idEntityRole: string | null;
  name: string;
  commercialName: string;
  idMarket: string | null;
  idChannel: string | null;
  idSector: string | null;
  idBusinessType: string | null;
  deferredDocs: boolean;
  idIdentityDocumentType: string | null;
  identityDocumentNumber: string;
  idNationality: string | null;
  addresses: AddressRow[];
  contacts: ContactRow[];
  checkingAccount: string;
  paidoutCheckingAccount: string;
}

const DOCUMENT_PROBLEM: Record<IdentityDocumentProblem, FieldProblem['message']> = {
  RUC_FORMAT: m.rucFormat, RUC_CHECK_DIGIT: m.rucCheckDigit, DNI_FORMAT: m.dniFormat, PASSPORT_FORMAT: m.passportFormat,
  CE_FORMAT: m.foreignerCardFormat,
};

let nextKey = 0;
export const newAddressRow = (): AddressRow => ({
  key: `new-${++nextKey}`, idAddressType: null, address: '', state: '', city: '', idCountry: null, postalCode: '',
});
export const newContactRow = (): ContactRow => ({ key: `new-${++nextKey}`, idContactType: null, idContactPurpose: null, value: '' });

/**
 * SPEC.md section 5, as the server enforces it: the basic and identification fields required, at least one address
 * and one contact, each complete, and both accounts 1 to 15 characters. `catalogCode` names the catalog code of a
 * contact type or document type id, for the format of its value (the document rules are the server's own module).
 */
export function validateEntity(form: EntityFormValues, catalogCode: (id: string) => string | undefined): PathErrors {
  const errors: PathErrors = {};
  const choice = (path: string, value: string | null) => {
    if (!value) errors[path] = REQUIRED;
  };
  choice('idEntityType', form.idEntityType);
  choice('idEntityRole', form.idEntityRole);
  checkText(errors, 'name', form.name, { max: ENTITY_LIMITS.name, required: true });
  checkText(errors, 'commercialName', form.commercialName, { max: ENTITY_LIMITS.commercialName, required: true });
  choice('idMarket', form.idMarket);
  choice('idChannel', form.idChannel);
  choice('idSector', form.idSector);
  choice('idBusinessType', form.idBusinessType);
  choice('idIdentityDocumentType', form.idIdentityDocumentType);
  checkText(errors, 'identityDocumentNumber', form.identityDocumentNumber, { max: ENTITY_LIMITS.documentNumber, required: true });
  if (!errors.identityDocumentNumber && !DOCUMENT_NUMBER.test(form.identityDocumentNumber.trim())) {
    errors.identityDocumentNumber = { message: m.documentCharacters };
  }
  const documentProblem = !errors.identityDocumentNumber && form.idIdentityDocumentType
    ? identityDocumentProblem(catalogCode(form.idIdentityDocumentType), form.identityDocumentNumber) : null;
  if (documentProblem) errors.identityDocumentNumber = { message: DOCUMENT_PROBLEM[documentProblem] };

  if (!form.addresses.length) errors.addresses = { message: m.addAtLeastOneAddress };
  form.addresses.forEach((a, i) => {
    const at = `addresses.${i}`;
    choice(`${at}.idAddressType`, a.idAddressType);
    checkText(errors, `${at}.address`, a.address, { max: ENTITY_LIMITS.address, required: true });
    checkText(errors, `${at}.state`, a.state, { max: ENTITY_LIMITS.state });
    checkText(errors, `${at}.city`, a.city, { max: ENTITY_LIMITS.city, required: true });
    choice(`${at}.idCountry`, a.idCountry);
    checkText(errors, `${at}.postalCode`, a.postalCode, { max: ENTITY_LIMITS.postalCode });
  });

  if (!form.contacts.length) errors.contacts = { message: m.addAtLeastOneContact };
  form.contacts.forEach((c, i) => {
    const at = `contacts.${i}`;
    choice(`${at}.idContactType`, c.idContactType);
    checkText(errors, `${at}.value`, c.value, { max: ENTITY_LIMITS.contactValue, required: true });
    const code = c.idContactType ? catalogCode(c.idContactType) : undefined;
    const value = c.value.trim();
    if (errors[`${at}.value`] || !code) return;
    if (EMAIL_TYPES.includes(code) && !EMAIL.test(value)) errors[`${at}.value`] = { message: adminMessages.invalidEmail };
    if (PHONE_TYPES.includes(code) && !PHONE.test(value)) errors[`${at}.value`] = { message: formMessages.invalidPhone };
  });

  for (const field of ['checkingAccount', 'paidoutCheckingAccount'] as const) {
    const text = form[field].trim();
    if (!text) errors[`entityInfo.${field}`] = REQUIRED;
    else if (text.length > ENTITY_LIMITS.account) errors[`entityInfo.${field}`] = { message: m.accountLength, values: { max: ENTITY_LIMITS.account } };
  }
  return errors;
}

/** The entity form's words where the server's code says less: a DUPLICATE document number names what is taken. */
export const entityFieldWords: FieldWords = (field) =>
  (field.code === 'DUPLICATE' && field.path.endsWith('identityDocumentNumber') ? { message: m.documentTaken } : undefined);
