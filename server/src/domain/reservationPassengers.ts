/*
 * Reservation passengers: the one place that writes reservation_passenger (migration 0006).
 *
 * Every writer runs inside the caller's transaction and first locks the reservation row: the writers
 * of one reservation take turns, so "active passengers never exceed reservation.passenger_count" and "a document
 * number is unique per type among the non-cancelled passengers" are checked against rows nobody else is changing.
 * Each change keeps a history entry (subject PASSENGER, the row before and after as JSON), refreshes
 * reservation.passenger_search_text and bumps reservation.version, so an editor holding the older version hears
 * CONFLICT.
 */
import type { Viewer } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { CATALOG } from '../db/generalParameterData.ts';
import { appError, fieldError, notFound, reasonError } from '../graphql/errors.ts';
import type {
  PassengerStatus, ReservationHistoryEntry, ReservationPassengerInput,
} from '../graphql/resolvers-types.ts';
import { FieldErrors, isUniqueViolation, isUuid } from '../graphql/validation.ts';
import type { ReservationPassengerModel } from '../models.ts';
import { OLDEST_BIRTH_DATE, PASSENGER_LIMITS, hasControlCharacters, isPassengerDocumentNumber } from '../../../rules/passenger.ts';
import { INVALID_CHOICE, checkCatalogRefs } from './generalParameters.ts';
import { isDate, today } from './calendar.ts';
import { refreshReservationSearchText } from './reservations.ts';

// The most rows one Excel load may carry; the load checks the same limits before sending (rules/passenger.ts).
export const MAX_LOAD_ROWS = PASSENGER_LIMITS.loadRows;

export const MAX_PASSENGERS_EXCEEDED = 'Max passenger number exceeded for reservation.';
export const DOCUMENT_TAKEN = 'Another passenger of this reservation has this document';
export const DOCUMENT_CHARACTERS = 'Use letters, digits, spaces and - . / only';
export const NO_CONTROL_CHARACTERS = 'Remove the control characters';
export const BIRTH_DATE_FUTURE = 'The birth date cannot be in the future';
export const INVALID_DATE = 'Enter a valid date';
export const RESERVATION_CANCELLED = 'A cancelled reservation cannot be changed';
export const ADD_PASSENGERS = 'Add at least one passenger';
export const TOO_MANY_ROWS = `At most ${MAX_LOAD_ROWS} passengers per load`;
export const LOAD_ADDS_ONLY = 'A loaded passenger is always a new one';
export const CANNOT_REVERT = 'This change cannot be reverted';
export const NOT_LATEST_CHANGE = 'Only the latest change of a passenger can be reverted';


const PASSENGER_COLUMNS = `p.id_reservation_passenger as "idReservationPassenger",
  p.id_reservation as "idReservation", p.id_passenger_type as "idPassengerType", p.first_name as "firstName",
  p.last_name as "lastName", p.id_document_type as "idDocumentType", p.document_number as "documentNumber",
  p.id_citizenship as "idCitizenship", p.id_gender as "idGender", p.birth_date as "birthDate", p.status,
  p.sort_order as "sortOrder", p.version`;

type PassengerRow = ReservationPassengerModel & { sortOrder: number };

/** A passenger's own fields as the form (or one Excel row) gives them, checked. */
interface PassengerFields {
  idReservationPassenger?: string;
  idPassengerType: string;
  firstName: string;
  lastName: string;
  idDocumentType: string;
  documentNumber: string;
  idCitizenship: string | null;
  idGender: string | null;
  birthDate: string | null;
  /** Undefined on an update keeps the current status; a new passenger is ACTIVE. */
  status?: PassengerStatus;
}

interface LockedReservation {
  idReservation: string;
  passengerCount: number;
  status: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Locking and reading

/**
 * Locks the OU's reservation for the rest of the transaction ("for no key update": the writers of one reservation
 * take turns, while rows that merely reference it, such as payments, can still be inserted); another OU's (or a malformed) id is NOT_FOUND, and a
 * cancelled reservation refuses passenger changes.
 */
export async function lockReservation(tx: Queryable, idOu: string, idReservation: string, allowCancelled = false) {
  if (!isUuid(idReservation)) throw notFound('Reservation');
  const [row] = await tx.query<LockedReservation>(
    `select id_reservation as "idReservation", passenger_count as "passengerCount", status
     from reservation where id_reservation = $1 and id_ou = $2 for no key update`,
    [idReservation, idOu],
  );
  if (!row) throw notFound('Reservation');
  if (row.status === 'CANCELLED' && !allowCancelled) throw reasonError('CONFLICT', 'RESERVATION_CANCELLED', RESERVATION_CANCELLED);
  return row;
}

const PASSENGER_ORDER = 'p.sort_order, p.created_at, p.id_reservation_passenger';

export function reservationPassengers(db: Queryable, idReservation: string) {
  return db.query<PassengerRow>(
    `select ${PASSENGER_COLUMNS} from reservation_passenger p where p.id_reservation = $1 order by ${PASSENGER_ORDER}`,
    [idReservation],
  );
}

/** The passengers of each reservation asked for, in their order (one query for a list of reservations). */
export async function passengersOfReservations(db: Queryable, idsOfReservations: readonly string[]) {
  const rows = await db.query<PassengerRow>(
    `select ${PASSENGER_COLUMNS} from reservation_passenger p where p.id_reservation = any($1::uuid[])
     order by p.id_reservation, ${PASSENGER_ORDER}`,
    [idsOfReservations.filter(isUuid)],
  );
  return groupBy(rows, (row) => row.idReservation);
}

/** The reservation a passenger of the OU belongs to, or null (another OU's passenger is invisible). */
async function reservationOfPassenger(db: Queryable, idOu: string, idReservationPassenger: string) {
  if (!isUuid(idReservationPassenger)) return null;
  const [row] = await db.query<{ id: string }>(
    `select p.id_reservation as id from reservation_passenger p join reservation r using (id_reservation)
     where p.id_reservation_passenger = $1 and r.id_ou = $2`,
    [idReservationPassenger, idOu],
  );
  return row?.id ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Input rules

/** A name field: trimmed and kept verbatim otherwise ("=HYPERLINK(...)" is just text here, never evaluated). */
function nameField(errors: FieldErrors, field: string, value: string | null | undefined) {
  const text = errors.text(field, value, { max: PASSENGER_LIMITS.name, required: true });
  if (text && !errors.fields[field] && hasControlCharacters(text)) errors.addCode(field, 'CONTROL_CHARACTERS', {}, NO_CONTROL_CHARACTERS);
  return text;
}

function documentNumberField(errors: FieldErrors, field: string, value: string | null | undefined) {
  const text = errors.text(field, value, { max: PASSENGER_LIMITS.documentNumber, required: true });
  if (text && !errors.fields[field] && !isPassengerDocumentNumber(text)) errors.addCode(field, 'DOCUMENT_CHARACTERS', {}, DOCUMENT_CHARACTERS);
  return text;
}

function birthDateField(errors: FieldErrors, field: string, value: string | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  if (!isDate(value) || value < OLDEST_BIRTH_DATE) errors.addCode(field, 'INVALID_DATE', {}, INVALID_DATE);
  else if (value > today()) errors.addCode(field, 'FUTURE_DATE', {}, BIRTH_DATE_FUTURE);
  return value;
}

/** The rules that need no database; `at` prefixes the field names ('passengers.3.' for a loaded row). */
function readPassenger(errors: FieldErrors, data: ReservationPassengerInput, at = ''): PassengerFields {
  const optionalId = (field: string, value: string | null | undefined) => {
    const id = value?.trim() || null;
    if (id && !isUuid(id)) errors.addCode(`${at}${field}`, 'INVALID_CHOICE', {}, INVALID_CHOICE);
    return id;
  };
  return {
    idReservationPassenger: data.idReservationPassenger?.trim() || undefined,
    idPassengerType: errors.id(`${at}idPassengerType`, data.idPassengerType)!,
    firstName: nameField(errors, `${at}firstName`, data.firstName)!,
    lastName: nameField(errors, `${at}lastName`, data.lastName)!,
    idDocumentType: errors.id(`${at}idDocumentType`, data.idDocumentType)!,
    documentNumber: documentNumberField(errors, `${at}documentNumber`, data.documentNumber)!,
    idCitizenship: optionalId('idCitizenship', data.idCitizenship),
    idGender: optionalId('idGender', data.idGender),
    birthDate: birthDateField(errors, `${at}birthDate`, data.birthDate),
    status: data.status ?? undefined,
  };
}

/** Catalog values (PASSENGER_TYPE, IDENTITY_DOCUMENT_TYPE, GENDER) the OU sees and countries that exist. */
async function checkReferences(tx: Queryable, idOu: string, errors: FieldErrors, rows: { at: string; fields: PassengerFields }[]) {
  await checkCatalogRefs(tx, idOu, errors, rows.flatMap(({ at, fields }) => [
    { field: `${at}idPassengerType`, catalog: CATALOG.passengerType, id: fields.idPassengerType },
    { field: `${at}idDocumentType`, catalog: CATALOG.identityDocumentType, id: fields.idDocumentType },
    { field: `${at}idGender`, catalog: CATALOG.gender, id: fields.idGender },
  ]));
  const countryIds = [...new Set(rows.map((r) => r.fields.idCitizenship).filter(isUuid))];
  const countries = new Set(countryIds.length
    ? (await tx.query<{ id: string }>('select id_country as id from country where id_country = any($1::uuid[])', [countryIds])).map((r) => r.id)
    : []);
  for (const { at, fields } of rows) {
    if (fields.idCitizenship && !countries.has(fields.idCitizenship)) errors.addCode(`${at}idCitizenship`, 'INVALID_CHOICE', {}, INVALID_CHOICE);
  }
}

const documentKey = (p: { idDocumentType: string; documentNumber: string }) => `${p.idDocumentType}|${p.documentNumber.toUpperCase()}`;

/**
 * A document (type and number, any case) is unique among the non-cancelled passengers of the reservation: against
 * the ones kept, and among the rows of one load.
 */
function checkDocumentsUnique(
  errors: FieldErrors, rows: { at: string; fields: PassengerFields; status: PassengerStatus }[], kept: PassengerRow[],
) {
  const taken = new Set(kept.filter((p) => p.status !== 'CANCELLED').map(documentKey));
  for (const { at, fields, status } of rows) {
    if (status === 'CANCELLED' || !fields.documentNumber || !fields.idDocumentType) continue;
    const key = documentKey(fields);
    if (taken.has(key)) errors.addCode(`${at}documentNumber`, 'DUPLICATE', { documentNumber: fields.documentNumber }, DOCUMENT_TAKEN);
    taken.add(key);
  }
}

/** Refuses a change that leaves more active passengers than the reservation is for (unless it lowers the count). */
function checkMaxPassengers(reservation: LockedReservation, activeBefore: number, activeAfter: number) {
  if (activeAfter > reservation.passengerCount && activeAfter > activeBefore) {
    throw appError('MAX_PASSENGERS_EXCEEDED', MAX_PASSENGERS_EXCEEDED, {
      passengerCount: reservation.passengerCount, activePassengers: activeAfter,
      reason: 'PASSENGER_LIMIT', params: { max: reservation.passengerCount, active: activeAfter },
    });
  }
}

const activeCount = (rows: { status: string }[]) => rows.filter((r) => r.status === 'ACTIVE').length;

// ---------------------------------------------------------------------------------------------------------------
// Writing

/** The row as history keeps it (JSON, camelCase). */
function snapshot(p: PassengerRow) {
  return {
    idReservationPassenger: p.idReservationPassenger, idPassengerType: p.idPassengerType, firstName: p.firstName,
    lastName: p.lastName, idDocumentType: p.idDocumentType, documentNumber: p.documentNumber,
    idCitizenship: p.idCitizenship, idGender: p.idGender, birthDate: p.birthDate, status: p.status,
    sortOrder: p.sortOrder, version: p.version,
  };
}

type Snapshot = ReturnType<typeof snapshot>;

async function writeHistory(
  tx: Queryable, idReservation: string, idSubject: string, operation: 'CREATE' | 'UPDATE' | 'DELETE' | 'REVERT',
  before: PassengerRow | null, after: PassengerRow | null, by: string,
) {
  // clock_timestamp, not now(): several changes of one transaction still get an order.
  const [row] = await tx.query<{ id: string }>(
    `insert into reservation_history (id_reservation, subject, id_subject, operation, before, after, id_user_create, created_at)
     values ($1, 'PASSENGER', $2, $3, $4::jsonb, $5::jsonb, $6, clock_timestamp()) returning id_reservation_history as id`,
    [idReservation, idSubject, operation, before && JSON.stringify(snapshot(before)),
      after && JSON.stringify(snapshot(after)), by],
  );
  return row.id;
}

/** Keeps the list search in step with the passengers and tells open editors the reservation changed. */
async function touchReservation(tx: Queryable, idReservation: string, by: string) {
  await refreshReservationSearchText(tx, idReservation);
  await tx.query(
    'update reservation set version = version + 1, id_user_update = $2, updated_at = now() where id_reservation = $1',
    [idReservation, by],
  );
}

const WRITE_VALUES = (f: PassengerFields) => [
  f.idPassengerType, f.firstName, f.lastName, f.idDocumentType, f.documentNumber, f.idCitizenship, f.idGender,
  f.birthDate, f.status ?? 'ACTIVE',
];

async function insertPassenger(
  tx: Queryable, idReservation: string, fields: PassengerFields, sortOrder: number, by: string, id: string | null = null,
) {
  const [row] = await tx.query<PassengerRow>(
    `insert into reservation_passenger as p (id_passenger_type, first_name, last_name, id_document_type, document_number,
       id_citizenship, id_gender, birth_date, status, id_reservation, sort_order, id_user_create, id_user_update,
       id_reservation_passenger)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, coalesce($13::uuid, gen_random_uuid()))
     returning ${PASSENGER_COLUMNS}`,
    [...WRITE_VALUES(fields), idReservation, sortOrder, by, id],
  );
  return row;
}

async function updatePassenger(tx: Queryable, idReservationPassenger: string, fields: PassengerFields, by: string) {
  const [row] = await tx.query<PassengerRow>(
    `update reservation_passenger p set id_passenger_type = $1, first_name = $2, last_name = $3, id_document_type = $4,
       document_number = $5, id_citizenship = $6, id_gender = $7, birth_date = $8, status = $9, version = version + 1,
       id_user_update = $10, updated_at = now()
     where id_reservation_passenger = $11 returning ${PASSENGER_COLUMNS}`,
    [...WRITE_VALUES(fields), by, idReservationPassenger],
  );
  return row;
}

/** A unique-index violation that slipped past the checks (it cannot while the reservation is locked) is still a field error. */
async function guardUnique<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(field, 'DUPLICATE', DOCUMENT_TAKEN);
    throw error;
  }
}

const sameFields = (current: PassengerRow, next: PassengerFields) =>
  current.idPassengerType === next.idPassengerType && current.firstName === next.firstName
  && current.lastName === next.lastName && current.idDocumentType === next.idDocumentType
  && current.documentNumber === next.documentNumber && current.idCitizenship === next.idCitizenship
  && current.idGender === next.idGender && current.birthDate === next.birthDate && current.status === next.status;

// ---------------------------------------------------------------------------------------------------------------
// The operations

/** Adds a passenger (no idReservationPassenger) or updates one of the reservation; nothing is written unless every rule passes. */
export async function savePassenger(
  tx: Queryable, viewer: Viewer, idReservation: string, data: ReservationPassengerInput,
): Promise<PassengerRow> {
  const errors = new FieldErrors();
  const fields = readPassenger(errors, data);
  const reservation = await lockReservation(tx, viewer.idOu, idReservation);
  const passengers = await reservationPassengers(tx, reservation.idReservation);
  const current = fields.idReservationPassenger
    ? passengers.find((p) => p.idReservationPassenger === fields.idReservationPassenger)
    : undefined;
  if (fields.idReservationPassenger && !current) throw notFound('Passenger');
  fields.status ??= current?.status ?? 'ACTIVE';

  await checkReferences(tx, viewer.idOu, errors, [{ at: '', fields }]);
  const kept = passengers.filter((p) => p !== current);
  checkDocumentsUnique(errors, [{ at: '', fields, status: fields.status }], kept);
  errors.check();
  checkMaxPassengers(reservation, activeCount(passengers), activeCount(kept) + (fields.status === 'ACTIVE' ? 1 : 0));

  if (current && sameFields(current, fields)) return current;
  const by = viewer.idUser;
  const row = await guardUnique('documentNumber', () => (current
    ? updatePassenger(tx, current.idReservationPassenger, fields, by)
    : insertPassenger(tx, reservation.idReservation, fields, nextSortOrder(passengers), by)));
  await writeHistory(tx, reservation.idReservation, row.idReservationPassenger, current ? 'UPDATE' : 'CREATE', current ?? null, row, by);
  await touchReservation(tx, reservation.idReservation, by);
  return row;
}

const nextSortOrder = (passengers: PassengerRow[]) => Math.max(-1, ...passengers.map((p) => p.sortOrder)) + 1;

/**
 * The Excel load: every row checked (field errors named 'passengers.N.field', duplicates within the file too), then
 * all of them added, or none.
 */
export async function loadPassengers(
  tx: Queryable, viewer: Viewer, idReservation: string, input: readonly ReservationPassengerInput[],
): Promise<PassengerRow[]> {
  if (!input.length) throw fieldError('passengers', 'TOO_FEW', ADD_PASSENGERS, { min: 1 });
  if (input.length > MAX_LOAD_ROWS) {
    throw fieldError('passengers', 'TOO_MANY', TOO_MANY_ROWS, { max: MAX_LOAD_ROWS });
  }
  const errors = new FieldErrors();
  const rows = input.map((data, i) => {
    const at = `passengers.${i}.`;
    const fields = readPassenger(errors, data, at);
    if (fields.idReservationPassenger) errors.addCode(`${at}idReservationPassenger`, 'LOAD_ADDS_ONLY', {}, LOAD_ADDS_ONLY);
    return { at, fields, status: (fields.status ??= 'ACTIVE') };
  });
  const reservation = await lockReservation(tx, viewer.idOu, idReservation);
  const passengers = await reservationPassengers(tx, reservation.idReservation);
  await checkReferences(tx, viewer.idOu, errors, rows);
  checkDocumentsUnique(errors, rows, passengers);
  errors.check();
  const activeBefore = activeCount(passengers);
  checkMaxPassengers(reservation, activeBefore, activeBefore + activeCount(rows));

  const by = viewer.idUser;
  let order = nextSortOrder(passengers);
  const created: PassengerRow[] = [];
  for (const { at, fields } of rows) {
    const row = await guardUnique(`${at}documentNumber`, () => insertPassenger(tx, reservation.idReservation, fields, order++, by));
    await writeHistory(tx, reservation.idReservation, row.idReservationPassenger, 'CREATE', null, row, by);
    created.push(row);
  }
  await touchReservation(tx, reservation.idReservation, by);
  return created;
}

/** Deletes a passenger of the OU (history keeps the row, so a revert can bring it back). */
export async function deletePassenger(tx: Queryable, viewer: Viewer, idReservationPassenger: string) {
  const idReservation = await reservationOfPassenger(tx, viewer.idOu, idReservationPassenger);
  if (!idReservation) throw notFound('Passenger');
  await lockReservation(tx, viewer.idOu, idReservation);
  const [row] = await tx.query<PassengerRow>(
    `delete from reservation_passenger p where p.id_reservation_passenger = $1 returning ${PASSENGER_COLUMNS}`,
    [idReservationPassenger],
  );
  if (!row) throw notFound('Passenger');
  await writeHistory(tx, idReservation, idReservationPassenger, 'DELETE', row, null, viewer.idUser);
  await touchReservation(tx, idReservation, viewer.idUser);
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// History

/** canRevert: the subject's latest change, with a row to go back to, on a reservation that is not cancelled. */
const HISTORY_COLUMNS = `h.id_reservation_history as "idReservationHistory", h.subject,
  h.id_subject as "idSubject", h.operation, h.before::text as before, h.after::text as after,
  h.created_at as "createdAt", u.name as "createdBy",
  (h.before is not null and r.status <> 'CANCELLED' and not exists (
    select 1 from reservation_history n where n.id_subject = h.id_subject and n.subject = h.subject
      and (n.created_at, n.id_reservation_history) > (h.created_at, h.id_reservation_history))) as "canRevert"`;

const HISTORY_FROM = `reservation_history h join reservation r on r.id_reservation = h.id_reservation
  left join app_user u on u.id_user = h.id_user_create`;

/** The changes of each passenger asked for, newest first (one query for a whole passenger list). */
export async function passengerHistories(db: Queryable, idsOfPassengers: readonly string[]) {
  const rows = await db.query<ReservationHistoryEntry>(
    `select ${HISTORY_COLUMNS} from ${HISTORY_FROM}
     where h.subject = 'PASSENGER' and h.id_subject = any($1::uuid[])
     order by h.created_at desc, h.id_reservation_history desc`,
    [idsOfPassengers.filter(isUuid)],
  );
  return groupBy(rows, (row) => row.idSubject);
}

export function groupBy<T>(rows: T[], key: (row: T) => string) {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

async function historyEntry(db: Queryable, idReservationHistory: string) {
  const [row] = await db.query<ReservationHistoryEntry & { idReservation: string }>(
    `select ${HISTORY_COLUMNS}, h.id_reservation as "idReservation" from ${HISTORY_FROM} where h.id_reservation_history = $1`,
    [idReservationHistory],
  );
  return row ?? null;
}

/** Snapshot JSON back to the fields a write takes (both drivers may hand jsonb over parsed or as text). */
function fieldsOfSnapshot(value: unknown): Snapshot {
  return (typeof value === 'string' ? JSON.parse(value) : value) as Snapshot;
}

/**
 * Reverts a PASSENGER history entry (revertReservationChange dispatches them here): restores its 'before' as a new
 * change (operation REVERT; history is never rewritten). Only the passenger's latest change can be reverted, and
 * the restored row must still respect the reservation's passenger count and the unique documents. Answers the new
 * entry.
 */
export async function revertPassengerChange(
  tx: Queryable, entry: { idReservationHistory: string; idReservation?: string }, viewer: Viewer,
): Promise<ReservationHistoryEntry> {
  const found = isUuid(entry.idReservationHistory) ? await historyEntry(tx, entry.idReservationHistory) : null;
  if (!found || found.subject !== 'PASSENGER') throw notFound('Change');
  const reservation = await lockReservation(tx, viewer.idOu, found.idReservation);
  // Read again under the lock: a change committed meanwhile may have made this one no longer the latest.
  const locked = (await historyEntry(tx, found.idReservationHistory))!;
  if (locked.before === null || locked.before === undefined) throw reasonError('CONFLICT', 'NOTHING_TO_REVERT', CANNOT_REVERT);
  if (!locked.canRevert) throw reasonError('CONFLICT', 'NOT_LATEST_CHANGE', NOT_LATEST_CHANGE);

  const target = fieldsOfSnapshot(locked.before);
  const passengers = await reservationPassengers(tx, reservation.idReservation);
  const current = passengers.find((p) => p.idReservationPassenger === target.idReservationPassenger) ?? null;
  const kept = passengers.filter((p) => p !== current);
  const fields: PassengerFields = { ...target, status: target.status };
  const errors = new FieldErrors();
  checkDocumentsUnique(errors, [{ at: '', fields, status: target.status }], kept);
  if (errors.any) {
    throw appError('CONFLICT', DOCUMENT_TAKEN, {
      reason: 'DUPLICATE_DOCUMENT', params: { documentNumber: fields.documentNumber }, fields: errors.fields, fieldErrors: errors.codes,
    });
  }
  checkMaxPassengers(reservation, activeCount(passengers), activeCount(kept) + (target.status === 'ACTIVE' ? 1 : 0));

  const by = viewer.idUser;
  const restored = await guardUnique('documentNumber', () => (current
    ? updatePassenger(tx, current.idReservationPassenger, fields, by)
    : insertPassenger(tx, reservation.idReservation, fields, target.sortOrder, by, target.idReservationPassenger)));
  const id = await writeHistory(tx, reservation.idReservation, restored.idReservationPassenger, 'REVERT', current, restored, by);
  await touchReservation(tx, reservation.idReservation, by);
  const { idReservation: _omit, ...created } = (await historyEntry(tx, id))!;
  return created;
}

