import type { CodedFieldError } from '../../../../app/errors/serverErrors';
import { OLDEST_BIRTH_DATE, PASSENGER_LIMITS, hasControlCharacters, isPassengerDocumentNumber } from '../../../../../rules/passenger';
/*
 * Pure rules of the Excel passenger load, shared by the worker (which applies them to every row) and the tests.
 * They mirror server/src/domain/reservationPassengers.ts so a person sees the bad rows before anything is sent;
 * the server still checks everything again.
 */

export type PassengerColumn =
  | 'passengerType' | 'firstName' | 'lastName' | 'documentType' | 'documentNumber' | 'citizenship' | 'gender' | 'birthDate';

export const REQUIRED_COLUMNS: readonly PassengerColumn[] = ['passengerType', 'firstName', 'lastName', 'documentType', 'documentNumber'];
export const ALL_COLUMNS: readonly PassengerColumn[] = [...REQUIRED_COLUMNS, 'citizenship', 'gender', 'birthDate'];

/** The English headers the template carries, in its column order. */
export const TEMPLATE_HEADERS: Record<PassengerColumn, string> = {
  passengerType: 'Passenger type', firstName: 'First name', lastName: 'Last name', documentType: 'Document type',
  documentNumber: 'Document number', citizenship: 'Citizenship', gender: 'Gender', birthDate: 'Birth date',
};

/** Headers people actually write, English and Spanish, already folded (see foldText). */
const HEADER_ALIASES: Record<PassengerColumn, readonly string[]> = {
  passengerType: ['passenger type', 'type', 'pax type', 'tipo', 'tipo de pasajero', 'tipo pasajero'],
  firstName: ['first name', 'first names', 'given name', 'name', 'nombre', 'nombres'],
  lastName: ['last name', 'last names', 'surname', 'family name', 'apellido', 'apellidos'],
  documentType: ['document type', 'id type', 'tipo de documento', 'tipo documento', 'tipo doc'],
  documentNumber: ['document number', 'document', 'document no', 'id number', 'numero de documento', 'numero documento', 'documento', 'nro documento', 'nro de documento'],
  citizenship: ['citizenship', 'nationality', 'country', 'ciudadania', 'nacionalidad', 'pais'],
  gender: ['gender', 'sex', 'genero', 'sexo'],
  birthDate: ['birth date', 'date of birth', 'birthdate', 'dob', 'fecha de nacimiento', 'fecha nacimiento', 'nacimiento'],
};

// The server's passenger rules (rules/passenger.ts): the load refuses before sending what it would refuse.
/** Rows one load may carry. */
export const MAX_LOAD_ROWS = PASSENGER_LIMITS.loadRows;

/** Lower case, no accents, single spaces: how headers and catalog names are compared. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9/]+/g, ' ').trim();
}

/** Which column each sheet column holds (index → column), and the required columns it lacks. */
export function mapHeaders(headers: readonly string[]): { columns: (PassengerColumn | null)[]; missing: PassengerColumn[] } {
  const taken = new Set<PassengerColumn>();
  const columns = headers.map((header) => {
    const folded = foldText(header ?? '');
    const column = ALL_COLUMNS.find((c) => !taken.has(c) && HEADER_ALIASES[c].includes(folded)) ?? null;
    if (column) taken.add(column);
    return column;
  });
  return { columns, missing: REQUIRED_COLUMNS.filter((c) => !taken.has(c)) };
}

/** A catalog value the load can name by code, short name or name (countries too). */
export interface CatalogOption {
  id: string;
  code: string;
  name: string;
  shortName: string;
}

export interface PassengerCatalogs {
  passengerTypes: readonly CatalogOption[];
  documentTypes: readonly CatalogOption[];
  genders: readonly CatalogOption[];
  countries: readonly CatalogOption[];
}

export type RowProblem = 'required' | 'unknownChoice' | 'invalidDate' | 'futureDate' | 'tooLong' | 'documentCharacters'
  | 'controlCharacters' | 'duplicateDocument';

/** What a valid row sends: ReservationPassengerInput without an id. */
export interface PassengerRowInput {
  idPassengerType: string;
  firstName: string;
  lastName: string;
  idDocumentType: string;
  documentNumber: string;
  idCitizenship: string | null;
  idGender: string | null;
  birthDate: string | null;
}

export interface PreviewRow {
  /** The row's number in the sheet as a person sees it (the header is row 1). */
  sheetRow: number;
  /** The cells as read, plain text. */
  cells: Record<PassengerColumn, string>;
  /** Where each column's cell is in the sheet ("H5"), so a problem names the cell to fix. */
  cellRefs: Partial<Record<PassengerColumn, string>>;
  problems: Partial<Record<PassengerColumn, RowProblem>>;
  /** Null while the row has problems. */
  input: PassengerRowInput | null;
}

const findOption = (options: readonly CatalogOption[], text: string) => {
  const folded = foldText(text);
  return options.find((o) => [o.code, o.shortName, o.name].some((v) => foldText(v) === folded));
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The order a person writes day, month and year in (en-US: month first; es-419 and most others: day first). */
export type DateOrder = 'DMY' | 'MDY' | 'YMD';

/** The order of the page's locale's numeric dates, as Intl writes them. */
export function dateOrderOf(locale: string): DateOrder {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date(Date.UTC(2001, 1, 3)))
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
  const order = parts.map((type) => type[0].toUpperCase()).join('');
  return order === 'MDY' || order === 'YMD' ? order : 'DMY';
}

/** Month names and abbreviations, English and Spanish, folded ("sept", "setiembre" as Peru writes it). */
const MONTHS: readonly (readonly string[])[] = [
  ['jan', 'january', 'ene', 'enero'], ['feb', 'february', 'febrero'], ['mar', 'march', 'marzo'], ['apr', 'april', 'abr', 'abril'],
  ['may', 'mayo'], ['jun', 'june', 'junio'], ['jul', 'july', 'julio'], ['aug', 'august', 'ago', 'agosto'],
  ['sep', 'sept', 'september', 'set', 'setiembre', 'septiembre'], ['oct', 'october', 'octubre'],
  ['nov', 'november', 'noviembre'], ['dec', 'december', 'dic', 'diciembre'],
];
const monthOf = (word: string) => MONTHS.findIndex((names) => names.includes(word.replace(/\.$/, ''))) + 1;

/** A two-digit year of a birth date: never in the future, so 25 is 2025 until then and 1925 after. */
function fullYear(text: string, today: string): number {
  const year = Number(text);
  if (text.length !== 2) return year;
  const century = Number(today.slice(0, 2)) * 100;
  return century + year > Number(today.slice(0, 4)) ? century - 100 + year : century + year;
}

function isoOf(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * ISO yyyy-mm-dd from what people type in a spreadsheet (issue 21 item 6), or null when it is no real date:
 * ISO (2001-02-03, 2001/02/03); numbers in the page locale's order with /, . or - (03/02/2001, 3.2.01; en-US
 * 02/03/2001), a two-digit year read as the past; and a month by name in English or Spanish (3 Feb 2001,
 * 3-feb-01, February 3, 2001, 3 de febrero de 2001).
 */
export function readDate(text: string, order: DateOrder = 'DMY', today = new Date().toISOString().slice(0, 10)): string | null {
  const value = text.trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  if (match) return isoOf(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    const [d, m] = order === 'MDY' ? [second, first] : [first, second];
    return isoOf(fullYear(match[3], today), m, d);
  }
  const words = foldText(value).replace(/\bde\b/g, ' ').split(/[\s/]+/).filter(Boolean);
  if (words.length !== 3) return null;
  // "3 feb 2001" or "feb 3 2001" (foldText turned "-" and "," into spaces).
  const [a, b, c] = words;
  const named = monthOf(b) ? { d: a, m: monthOf(b), y: c } : monthOf(a) ? { d: b, m: monthOf(a), y: c } : null;
  if (!named || !/^\d{1,2}$/.test(named.d) || !/^(\d{2}|\d{4})$/.test(named.y)) return null;
  return isoOf(fullYear(named.y, today), named.m, Number(named.d));
}

/** Checks one row's cells; `today` is an ISO date (passed in so tests are stable). */
export function validateRow(
  cells: Record<PassengerColumn, string>, catalogs: PassengerCatalogs, today: string, sheetRow: number,
  order: DateOrder = 'DMY', cellRefs: PreviewRow['cellRefs'] = {},
): PreviewRow {
  const problems: PreviewRow['problems'] = {};
  const text = (column: PassengerColumn, max: number, required: boolean) => {
    const value = cells[column].trim();
    if (!value) {
      if (required) problems[column] = 'required';
    } else if (value.length > max) problems[column] = 'tooLong';
    else if (hasControlCharacters(value)) problems[column] = 'controlCharacters';
    return value;
  };
  const choice = (column: PassengerColumn, options: readonly CatalogOption[], required: boolean) => {
    const value = cells[column].trim();
    if (!value) {
      if (required) problems[column] = 'required';
      return null;
    }
    const option = findOption(options, value);
    if (!option) problems[column] = 'unknownChoice';
    return option?.id ?? null;
  };
  const idPassengerType = choice('passengerType', catalogs.passengerTypes, true);
  const firstName = text('firstName', PASSENGER_LIMITS.name, true);
  const lastName = text('lastName', PASSENGER_LIMITS.name, true);
  const idDocumentType = choice('documentType', catalogs.documentTypes, true);
  const documentNumber = text('documentNumber', PASSENGER_LIMITS.documentNumber, true);
  if (documentNumber && !problems.documentNumber && !isPassengerDocumentNumber(documentNumber)) problems.documentNumber = 'documentCharacters';
  const idCitizenship = choice('citizenship', catalogs.countries, false);
  const idGender = choice('gender', catalogs.genders, false);
  const birthText = cells.birthDate.trim();
  let birthDate: string | null = null;
  if (birthText) {
    birthDate = readDate(birthText, order, today);
    if (!birthDate || birthDate < OLDEST_BIRTH_DATE) problems.birthDate = 'invalidDate';
    else if (birthDate > today) problems.birthDate = 'futureDate';
  }
  const ok = Object.keys(problems).length === 0;
  return {
    sheetRow, cells, cellRefs, problems,
    input: ok ? {
      idPassengerType: idPassengerType!, firstName, lastName, idDocumentType: idDocumentType!, documentNumber,
      idCitizenship, idGender, birthDate,
    } : null,
  };
}

/** A document number may appear once per document type in the file (the server also checks the saved ones). */
export function markDuplicateDocuments(rows: PreviewRow[]): PreviewRow[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    if (!row.input) return row;
    const key = `${row.input.idDocumentType}|${row.input.documentNumber.toUpperCase()}`;
    if (!seen.has(key)) {
      seen.add(key);
      return row;
    }
    return { ...row, problems: { ...row.problems, documentNumber: 'duplicateDocument' }, input: null };
  });
}

export type LoadVerdict =
  | { ok: true; passengers: PassengerRowInput[] }
  | { ok: false; reason: 'badRows' | 'maxExceeded' | 'empty' };

/**
 * Whether the preview may be saved: all or nothing, so one bad row blocks the load, and the loaded passengers must
 * fit in the room the reservation has left (passengerCount - registered active passengers).
 */
export function loadVerdict(rows: readonly PreviewRow[], room: number): LoadVerdict {
  if (!rows.length) return { ok: false, reason: 'empty' };
  if (rows.some((r) => !r.input)) return { ok: false, reason: 'badRows' };
  if (rows.length > room) return { ok: false, reason: 'maxExceeded' };
  return { ok: true, passengers: rows.map((r) => r.input!) };
}

/** The server's field codes in the preview's words; any other code reads as a value the sheet cannot use. */
const CODE_PROBLEMS: Partial<Record<CodedFieldError['code'], RowProblem>> = {
  REQUIRED: 'required', FUTURE_DATE: 'futureDate', INVALID_DATE: 'invalidDate', TOO_LONG: 'tooLong',
  DOCUMENT_CHARACTERS: 'documentCharacters', CONTROL_CHARACTERS: 'controlCharacters', DUPLICATE: 'duplicateDocument',
};

/** Puts the server's 'passengers.N.field' problems (coded, issue 19) back on the preview rows they name. */
export function applyServerErrors(rows: readonly PreviewRow[], fields: readonly CodedFieldError[]): PreviewRow[] {
  const inputToColumn: Record<string, PassengerColumn> = {
    idPassengerType: 'passengerType', firstName: 'firstName', lastName: 'lastName', idDocumentType: 'documentType',
    documentNumber: 'documentNumber', idCitizenship: 'citizenship', idGender: 'gender', birthDate: 'birthDate',
  };
  const next = rows.map((r) => ({ ...r, problems: { ...r.problems } }));
  for (const field of fields) {
    const match = /^passengers\.(\d+)\.(\w+)$/.exec(field.path);
    const row = match && next[Number(match[1])];
    const column = match && inputToColumn[match[2]];
    if (!row || !column) continue;
    row.problems[column] = CODE_PROBLEMS[field.code] ?? 'unknownChoice';
    row.input = null;
  }
  return next;
}
