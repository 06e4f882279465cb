import { DOCUMENT_NUMBER } from './entity.ts';

/**
 * A reservation's passengers as the server takes them and the Excel load checks them before sending (SPEC.md
 * section 5): the longest names and document numbers, the most rows one load may carry, the oldest birth date.
 */
export const PASSENGER_LIMITS = { name: 100, documentNumber: 30, loadRows: 500 } as const;
export const OLDEST_BIRTH_DATE = '1900-01-01';

/** A document number: letters and digits first, then also spaces and - . / (an entity's document rule). */
export const isPassengerDocumentNumber = (text: string) => DOCUMENT_NUMBER.test(text);

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Tabs, line breaks and other control characters are refused in names and document numbers. */
export const hasControlCharacters = (text: string) => CONTROL.test(text);
