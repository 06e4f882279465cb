import type { FieldWords } from '../../app/forms/serverFieldWords';
import { formMessages } from '../../app/forms/messages';
import { ruleErrors } from '../../app/forms/ruleErrors';
import type { FieldProblem, PathErrors } from '../../app/forms/validation';
import { entityCodeProblems, entityProblems } from '../../../rules/entity';
import type { IdentityDocumentProblem } from '../../../rules/identityDocument';
import { entityMessages as m } from './messages';

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
 * SPEC.md section 5 with the server's own rules (rules/entity.ts). `catalogCode` names the catalog code of a contact
 * type or document type id, for the format of its value.
 */
export function validateEntity(form: EntityFormValues, catalogCode: (id: string) => string | undefined): PathErrors {
  const input = { ...form, entityInfo: { checkingAccount: form.checkingAccount, paidoutCheckingAccount: form.paidoutCheckingAccount } };
  const problems = entityProblems(input);
  const skip = (path: string) => problems.some((p) => p.path === path);
  return ruleErrors([...problems, ...entityCodeProblems(input, catalogCode, skip)], entityFieldWords);
}

/**
 * The entity form's words where a code says less: a DUPLICATE document number names what is taken, the document
 * problems name the type's format, the lists and accounts say what to do.
 */
export const entityFieldWords: FieldWords = (field) => {
  switch (field.code) {
    case 'DUPLICATE': return field.path.endsWith('identityDocumentNumber') ? { message: m.documentTaken } : undefined;
    case 'INVALID_DOCUMENT': {
      const message = DOCUMENT_PROBLEM[field.params.problem as IdentityDocumentProblem];
      return message ? { message } : undefined;
    }
    case 'DOCUMENT_CHARACTERS': return { message: m.documentCharacters };
    case 'INVALID_PHONE': return { message: formMessages.invalidPhone };
    case 'LENGTH_RANGE': return { message: m.accountLength, values: { max: Number(field.params.max) } };
    case 'TOO_FEW': return { message: field.path === 'addresses' ? m.addAtLeastOneAddress : m.addAtLeastOneContact };
    default: return undefined;
  }
};
