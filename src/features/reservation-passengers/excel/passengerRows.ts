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

export const NAME_MAX = 100;
export const DOCUMENT_MAX = 30;
/** Rows one load may carry (the server's MAX_LOAD_ROWS). */
export const MAX_LOAD_ROWS = 500;
const OLDEST_BIRTH_DATE = '1900-01-01';
const DOCUMENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

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
  problems: Partial<Record<PassengerColumn, RowProblem>>;
  /** Null while the row has problems. */
  input: PassengerRowInput | null;
}

const findOption = (options: readonly CatalogOption[], text: string) => {
  const folded = foldText(text);
  return options.find((o) => [o.code, o.shortName, o.name].some((v) => foldText(v) === folded));
};

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO yyyy-mm-dd from ISO, dd/mm/yyyy or dd-mm-yyyy (the office writes day first), or null when not a real date. */
export function readDate(text: string): string | null {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  let [y, m, d] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match) {
    match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
    if (!match) return null;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Checks one row's cells; `today` is an ISO date (passed in so tests are stable). */
export function validateRow(
  cells: Record<PassengerColumn, string>, catalogs: PassengerCatalogs, today: string, sheetRow: number,
): PreviewRow {
  const problems: PreviewRow['problems'] = {};
  const text = (column: PassengerColumn, max: number, required: boolean) => {
    const value = cells[column].trim();
    if (!value) {
      if (required) problems[column] = 'required';
    } else if (value.length > max) problems[column] = 'tooLong';
    else if (CONTROL.test(value)) problems[column] = 'controlCharacters';
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
  const firstName = text('firstName', NAME_MAX, true);
  const lastName = text('lastName', NAME_MAX, true);
  const idDocumentType = choice('documentType', catalogs.documentTypes, true);
  const documentNumber = text('documentNumber', DOCUMENT_MAX, true);
  if (documentNumber && !problems.documentNumber && !DOCUMENT_NUMBER.test(documentNumber)) problems.documentNumber = 'documentCharacters';
  const idCitizenship = choice('citizenship', catalogs.countries, false);
  const idGender = choice('gender', catalogs.genders, false);
  const birthText = cells.birthDate.trim();
  let birthDate: string | null = null;
  if (birthText) {
    birthDate = readDate(birthText);
    if (!birthDate || birthDate < OLDEST_BIRTH_DATE) problems.birthDate = 'invalidDate';
    else if (birthDate > today) problems.birthDate = 'futureDate';
  }
  const ok = Object.keys(problems).length === 0;
  return {
    sheetRow, cells, problems,
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

/** Puts the server's 'passengers.N.field' errors back on the preview rows they name. */
export function applyServerErrors(rows: readonly PreviewRow[], fields: Record<string, string>): PreviewRow[] {
  const inputToColumn: Record<string, PassengerColumn> = {
    idPassengerType: 'passengerType', firstName: 'firstName', lastName: 'lastName', idDocumentType: 'documentType',
    documentNumber: 'documentNumber', idCitizenship: 'citizenship', idGender: 'gender', birthDate: 'birthDate',
  };
  const next = rows.map((r) => ({ ...r, problems: { ...r.problems } }));
  for (const [path, message] of Object.entries(fields)) {
    const match = /^passengers\.(\d+)\.(\w+)$/.exec(path);
    const row = match && next[Number(match[1])];
    const column = match && inputToColumn[match[2]];
    if (!row || !column) continue;
    row.problems[column] = /another passenger/i.test(message) ? 'duplicateDocument' : serverProblem(message);
    row.input = null;
  }
  return next;
}

function serverProblem(message: string): RowProblem {
  if (/required/i.test(message)) return 'required';
  if (/future/i.test(message)) return 'futureDate';
  if (/date/i.test(message)) return 'invalidDate';
  if (/at most/i.test(message)) return 'tooLong';
  if (/letters, digits/i.test(message)) return 'documentCharacters';
  if (/control/i.test(message)) return 'controlCharacters';
  return 'unknownChoice';
}
