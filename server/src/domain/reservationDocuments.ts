/*
 * Files attached to a reservation, kept in the database (reservation_document.content), and the reservation's
 * remarks. The file rules are plain functions: the declared type must be one we accept and, for binary formats,
 * agree with the file's first bytes, so a renamed executable is not served back as a PDF.
 */
import type { Viewer } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../graphql/errors.ts';
import type { ReservationDocumentInput } from '../graphql/resolvers-types.ts';
import { FieldErrors, isUuid } from '../graphql/validation.ts';
import { lockReservation } from './reservationPassengers.ts';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
const MAX_FILE_NAME = 200;
export const MAX_REMARK = 2000;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The first bytes each binary type starts with; text types have none and are checked as UTF-8 instead. */
const MAGIC: Record<string, number[] | null> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  [XLSX]: ZIP,
  [DOCX]: ZIP,
  'text/plain': null,
  'text/csv': null,
};

/** What a browser shows inline; the rest download. */
const DISPLAYABLE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'text/plain', 'text/csv']);

export const TYPE_NOT_ALLOWED = 'Attach a PDF, PNG, JPEG, text, CSV, XLSX or DOCX file';
export const TYPE_MISMATCH = 'The file content does not match its type';
export const FILE_TOO_LARGE = `The file can be at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`;
export const INVALID_BASE64 = 'The file content is not valid base64';
const EMPTY_FILE = 'The file is empty';
export const FILE_NAME_TOO_LONG = `At most ${MAX_FILE_NAME} characters`;

export const isDisplayable = (mimeType: string) => DISPLAYABLE.has(mimeType);

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes strict base64 (no whitespace, padded), refusing anything larger than the limit before decoding it. */
export function decodeContent(errors: FieldErrors, value: string | null | undefined): Buffer | undefined {
  const field = 'contentBase64';
  if (!value) {
    errors.addCode(field, 'REQUIRED');
    return undefined;
  }
  if (value.length > Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4) {
    errors.addCode(field, 'FILE_TOO_LARGE', { maxKb: MAX_DOCUMENT_BYTES / 1024 }, FILE_TOO_LARGE);
    return undefined;
  }
  if (value.length % 4 !== 0 || !BASE64.test(value)) {
    errors.addCode(field, 'INVALID_FILE', {}, INVALID_BASE64);
    return undefined;
  }
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length > MAX_DOCUMENT_BYTES) errors.addCode(field, 'FILE_TOO_LARGE', { maxKb: MAX_DOCUMENT_BYTES / 1024 }, FILE_TOO_LARGE);
  else if (!bytes.length) errors.addCode(field, 'INVALID_FILE', {}, EMPTY_FILE);
  else return bytes;
  return undefined;
}

/** The last path segment without control characters: a name never carries a folder ('../../x' is 'x'). */
export function sanitizeFileName(errors: FieldErrors, value: string | null | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex
  const name = (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').split(/[\\/]/).pop()!.trim();
  if (!name || name === '.' || name === '..') errors.addCode('fileName', 'REQUIRED');
  else if (name.length > MAX_FILE_NAME) errors.addCode('fileName', 'TOO_LONG', { max: MAX_FILE_NAME }, FILE_NAME_TOO_LONG);
  else return name;
  return undefined;
}

function startsWith(bytes: Buffer, magic: number[]) {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/** Text must be UTF-8 without NUL bytes (a binary file declared as text is refused). */
function isText(bytes: Buffer) {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function checkContentType(errors: FieldErrors, mimeType: string | undefined, bytes: Buffer | undefined) {
  if (!mimeType || !bytes || errors.fields.mimeType) return;
  const magic = MAGIC[mimeType];
  const agrees = magic ? startsWith(bytes, magic) : isText(bytes);
  if (!agrees) errors.addCode('contentBase64', 'FILE_TYPE_MISMATCH', {}, TYPE_MISMATCH);
}

/** Every rule of an attachment; nothing touches the database here. */
export function readDocument(errors: FieldErrors, data: ReservationDocumentInput) {
  const idReservation = errors.id('idReservation', data.idReservation);
  const fileName = sanitizeFileName(errors, data.fileName);
  const mimeType = data.mimeType?.trim().toLowerCase();
  if (!mimeType) errors.addCode('mimeType', 'REQUIRED');
  else if (!Object.hasOwn(MAGIC, mimeType)) errors.addCode('mimeType', 'FILE_TYPE_NOT_ALLOWED', {}, TYPE_NOT_ALLOWED);
  const bytes = decodeContent(errors, data.contentBase64);
  checkContentType(errors, mimeType, bytes);
  return { idReservation, fileName, mimeType, bytes };
}

export const DOCUMENT_COLUMNS = `d.id_reservation_document as "idReservationDocument", d.id_reservation as "idReservation",
  d.file_name as "fileName", d.mime_type as "mimeType", d.size_bytes as "sizeBytes", d.created_at as "createdAt",
  u.name as "createdBy"`;

interface DocumentRow {
  idReservationDocument: string;
  idReservation: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
  createdBy: string | null;
}

/** Answers the row as GraphQL shows it. */
export const documentView = (row: DocumentRow) => ({ ...row, displayable: isDisplayable(row.mimeType) });

export function reservationDocuments(db: Queryable, idReservation: string) {
  return db.query<DocumentRow>(
    `select ${DOCUMENT_COLUMNS} from reservation_document d left join app_user u on u.id_user = d.id_user_create
     where d.id_reservation = $1 order by d.created_at desc, d.id_reservation_document desc`,
    [idReservation],
  );
}

/*
 * Documents and remarks may still be added to a cancelled reservation (the cancellation letter, the reason): they
 * change nothing that was sold. They do not bump reservation.version either, so an editor with the reservation open
 * is not told its data changed when only a note was added.
 */

export async function attachDocument(tx: Queryable, viewer: Viewer, fields: ReturnType<typeof readDocument>) {
  await lockReservation(tx, viewer.idOu, fields.idReservation!, true);
  const [row] = await tx.query<{ id: string }>(
    `insert into reservation_document (id_reservation, file_name, mime_type, size_bytes, content, id_user_create)
     values ($1, $2, $3, $4, $5, $6) returning id_reservation_document as id`,
    [fields.idReservation, fields.fileName, fields.mimeType, fields.bytes!.length, fields.bytes, viewer.idUser],
  );
  return (await findDocument(tx, viewer.idOu, row.id))!;
}

/** A document of the OU's reservations, or null. */
async function findDocument(db: Queryable, idOu: string, idReservationDocument: string) {
  if (!isUuid(idReservationDocument)) return null;
  const [row] = await db.query<DocumentRow>(
    `select ${DOCUMENT_COLUMNS} from reservation_document d join reservation r using (id_reservation)
     left join app_user u on u.id_user = d.id_user_create
     where d.id_reservation_document = $1 and r.id_ou = $2`,
    [idReservationDocument, idOu],
  );
  return row ?? null;
}

export async function documentContent(db: Queryable, idOu: string, idReservationDocument: string) {
  if (!isUuid(idReservationDocument)) throw notFound('Document');
  const [row] = await db.query<{ fileName: string; mimeType: string; content: Uint8Array }>(
    `select d.file_name as "fileName", d.mime_type as "mimeType", d.content
     from reservation_document d join reservation r using (id_reservation)
     where d.id_reservation_document = $1 and r.id_ou = $2`,
    [idReservationDocument, idOu],
  );
  if (!row) throw notFound('Document');
  // Encoded here: SQL's encode(.., 'base64') breaks lines every 76 characters.
  return { fileName: row.fileName, mimeType: row.mimeType, contentBase64: Buffer.from(row.content).toString('base64') };
}

export async function deleteDocument(tx: Queryable, viewer: Viewer, idReservationDocument: string) {
  const found = await findDocument(tx, viewer.idOu, idReservationDocument);
  if (!found) throw notFound('Document');
  await lockReservation(tx, viewer.idOu, found.idReservation, true);
  await tx.query('delete from reservation_document where id_reservation_document = $1', [idReservationDocument]);
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// Remarks

const REMARK_COLUMNS = `m.id_reservation_remark as "idReservationRemark", m.text, m.created_at as "createdAt",
  u.name as "createdBy"`;

export function reservationRemarks(db: Queryable, idReservation: string) {
  return db.query<{ idReservationRemark: string; text: string; createdAt: Date; createdBy: string | null }>(
    `select ${REMARK_COLUMNS} from reservation_remark m left join app_user u on u.id_user = m.id_user_create
     where m.id_reservation = $1 order by m.created_at desc, m.id_reservation_remark desc`,
    [idReservation],
  );
}

export async function addRemark(tx: Queryable, viewer: Viewer, idReservation: string, text: string) {
  const errors = new FieldErrors();
  const trimmed = errors.text('text', text, { max: MAX_REMARK, required: true });
  errors.check();
  await lockReservation(tx, viewer.idOu, idReservation, true);
  // clock_timestamp: two remarks of one transaction still sort newest first.
  const [row] = await tx.query<{ id: string }>(
    `insert into reservation_remark (id_reservation, text, id_user_create, created_at)
     values ($1, $2, $3, clock_timestamp()) returning id_reservation_remark as id`,
    [idReservation, trimmed, viewer.idUser],
  );
  const [remark] = await tx.query<{ idReservationRemark: string; text: string; createdAt: Date; createdBy: string | null }>(
    `select ${REMARK_COLUMNS} from reservation_remark m left join app_user u on u.id_user = m.id_user_create
     where m.id_reservation_remark = $1`,
    [row.id],
  );
  return remark;
}
