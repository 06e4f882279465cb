import { PHONE, Problems, choice, count, format, isEmail, text, type RuleProblem } from './fields.ts';
import { identityDocumentProblem } from './identityDocument.ts';

/**
 * The entity rules of SPEC.md section 5, as the server enforces them: the basic and identification fields required,
 * one to 20 addresses and one to 30 contacts, each complete, and both accounts 1 to 15 characters (SPEC.md 9).
 */
export const ENTITY_LIMITS = {
  name: 200, commercialName: 200, documentNumber: 20, address: 250, state: 100, city: 100, postalCode: 20,
  contactValue: 200, account: 15, addresses: 20, contacts: 30,
} as const;

/** Letters and digits first, then also spaces and - . / (entities and passengers alike). */
export const DOCUMENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

/** CONTACT_TYPE codes whose values have a format; the other types stay free. */
const EMAIL_TYPES = ['EMAIL'];
const PHONE_TYPES = ['PHONE', 'MOBILE', 'WHATSAPP'];

type Text = string | null | undefined;

export interface EntityRuleInput {
  name?: Text;
  commercialName?: Text;
  idEntityType?: Text;
  idEntityRole?: Text;
  idMarket?: Text;
  idChannel?: Text;
  idSector?: Text;
  idBusinessType?: Text;
  idIdentityDocumentType?: Text;
  identityDocumentNumber?: Text;
  addresses?: readonly { idAddressType?: Text; address?: Text; state?: Text; city?: Text; idCountry?: Text; postalCode?: Text }[] | null;
  contacts?: readonly { idContactType?: Text; value?: Text }[] | null;
  entityInfo?: { checkingAccount?: Text; paidoutCheckingAccount?: Text } | null;
}

/** An identity document number's characters (a type's own format is `documentProblems`). */
export function documentNumber(problems: Problems, path: string, value: Text) {
  text(problems, path, value, { max: ENTITY_LIMITS.documentNumber, required: true });
  format(problems, path, value, DOCUMENT_NUMBER, 'DOCUMENT_CHARACTERS');
}

/** Required fields, lengths and characters: what needs no catalog (in the order the server reports them). */
export function entityProblems(input: EntityRuleInput): RuleProblem[] {
  const problems = new Problems();
  const required = { required: true } as const;
  documentNumber(problems, 'identityDocumentNumber', input.identityDocumentNumber);
  text(problems, 'name', input.name, { max: ENTITY_LIMITS.name, ...required });
  text(problems, 'commercialName', input.commercialName, { max: ENTITY_LIMITS.commercialName, ...required });
  for (const field of ['idEntityType', 'idEntityRole', 'idMarket', 'idChannel', 'idSector', 'idBusinessType', 'idIdentityDocumentType'] as const) {
    choice(problems, field, input[field]);
  }

  count(problems, 'addresses', input.addresses, { min: 1, max: ENTITY_LIMITS.addresses });
  (input.addresses ?? []).forEach((a, i) => {
    const at = `addresses.${i}`;
    choice(problems, `${at}.idAddressType`, a.idAddressType);
    text(problems, `${at}.address`, a.address, { max: ENTITY_LIMITS.address, ...required });
    text(problems, `${at}.state`, a.state, { max: ENTITY_LIMITS.state });
    text(problems, `${at}.city`, a.city, { max: ENTITY_LIMITS.city, ...required });
    choice(problems, `${at}.idCountry`, a.idCountry);
    text(problems, `${at}.postalCode`, a.postalCode, { max: ENTITY_LIMITS.postalCode });
  });

  count(problems, 'contacts', input.contacts, { min: 1, max: ENTITY_LIMITS.contacts });
  (input.contacts ?? []).forEach((c, i) => {
    choice(problems, `contacts.${i}.idContactType`, c.idContactType);
    text(problems, `contacts.${i}.value`, c.value, { max: ENTITY_LIMITS.contactValue, ...required });
  });

  // Both accounts 1 to 15 characters: blank is "required", longer is the length rule.
  for (const field of ['checkingAccount', 'paidoutCheckingAccount'] as const) {
    const path = `entityInfo.${field}`;
    const value = input.entityInfo?.[field]?.trim();
    if (!value) problems.add(path, 'REQUIRED');
    else if (value.length > ENTITY_LIMITS.account) problems.add(path, 'LENGTH_RANGE', { min: 1, max: ENTITY_LIMITS.account });
  }
  return problems.list;
}

/** A contact value's format by its CONTACT_TYPE code: INVALID_EMAIL, INVALID_PHONE or null. */
export function contactValueProblem(typeCode: string | undefined, value: string): 'INVALID_EMAIL' | 'INVALID_PHONE' | null {
  if (!typeCode || !value) return null;
  if (EMAIL_TYPES.includes(typeCode) && !isEmail(value)) return 'INVALID_EMAIL';
  if (PHONE_TYPES.includes(typeCode) && !PHONE.test(value)) return 'INVALID_PHONE';
  return null;
}

/**
 * The rules that need the catalog codes of the chosen types (`codeOf`): each contact value fits its contact type,
 * the number fits its document type (INVALID_DOCUMENT {problem}, rules/identityDocument.ts). `skip` names the paths
 * that already have a problem, whose values are not checked further.
 */
export function entityCodeProblems(
  input: EntityRuleInput, codeOf: (id: string) => string | undefined, skip: (path: string) => boolean,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  (input.contacts ?? []).forEach((c, i) => {
    const path = `contacts.${i}.value`;
    if (skip(path) || skip(`contacts.${i}.idContactType`) || !c.idContactType) return;
    const code = contactValueProblem(codeOf(c.idContactType), c.value?.trim() ?? '');
    if (code) problems.push({ path, code, params: {} });
  });
  const number = input.identityDocumentNumber?.trim();
  if (number && input.idIdentityDocumentType && !skip('identityDocumentNumber')) {
    const problem = identityDocumentProblem(codeOf(input.idIdentityDocumentType)?.toUpperCase(), number);
    if (problem) problems.push({ path: 'identityDocumentNumber', code: 'INVALID_DOCUMENT', params: { problem } });
  }
  return problems;
}
