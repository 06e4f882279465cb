/**
 * Identity document numbers by type (IDENTITY_DOCUMENT_TYPE catalog codes), one rule for the server and the entity
 * form: the screen refuses what the server refuses, and the server stays the authority. A fiscal invoice needs a
 * valid RUC (SUNAT): 11 digits, a taxpayer prefix (10 person, 15/17 other natural-person cases, 20 company) and the
 * modulo-11 check digit.
 */
export type IdentityDocumentProblem = 'RUC_FORMAT' | 'RUC_CHECK_DIGIT' | 'DNI_FORMAT' | 'PASSPORT_FORMAT' | 'CE_FORMAT';

/** The server's English texts of the problems (the client shows its own translations of the same codes). */
export const IDENTITY_DOCUMENT_TEXT: Record<IdentityDocumentProblem, string> = {
  RUC_FORMAT: 'A RUC has 11 digits and starts with 10, 15, 17 or 20',
  RUC_CHECK_DIGIT: 'This RUC is not valid: check its digits',
  DNI_FORMAT: 'A DNI has 8 digits',
  PASSPORT_FORMAT: 'A passport number has 6 to 12 letters and digits',
  CE_FORMAT: 'A foreigner identity card number has 8 to 12 letters and digits',
};

const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** SUNAT's check digit of the first ten digits of a RUC. */
export function rucCheckDigit(firstTen: string): number {
  const sum = RUC_WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstTen[i]), 0);
  return (11 - (sum % 11)) % 10;
}

export function isValidRuc(value: string): boolean {
  return /^(10|15|17|20)\d{9}$/.test(value) && rucCheckDigit(value) === Number(value[10]);
}

/** What is wrong with `number` for a document of type `typeCode`, or null; other types keep the general format. */
export function identityDocumentProblem(typeCode: string | null | undefined, number: string): IdentityDocumentProblem | null {
  const value = number.trim().toUpperCase();
  switch (typeCode) {
    case 'RUC':
      if (!/^(10|15|17|20)\d{9}$/.test(value)) return 'RUC_FORMAT';
      return isValidRuc(value) ? null : 'RUC_CHECK_DIGIT';
    case 'DNI':
      return /^\d{8}$/.test(value) ? null : 'DNI_FORMAT';
    case 'PASSPORT':
      return /^[A-Z0-9]{6,12}$/.test(value) ? null : 'PASSPORT_FORMAT';
    case 'CEX':
      return /^[A-Z0-9]{8,12}$/.test(value) ? null : 'CE_FORMAT';
    default:
      return null;
  }
}
