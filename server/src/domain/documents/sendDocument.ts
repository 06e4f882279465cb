/*
 * Sending a document by mail: rendered now, handed to the mailer (SMTP or the outbox), and recorded as sent — to
 * whom, when, by whom, and whether it went — on its reservation (an invoice on each reservation it covers). A failed
 * send keeps its record with the reason, and any record can be sent again.
 *
 * The mail leaves outside any transaction (an SMTP server is slow and must not hold locks); the record is written
 * after, with the outcome.
 */
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../graphql/errors.ts';
import { FieldErrors, isUuid } from '../../graphql/validation.ts';
import type { Mailer, MailStatus } from '../../mail/mailer.ts';
import type { FiscalDocumentModel, SentDocumentModel as SentDocumentRow } from '../../models.ts';
import { DOCUMENT_COLUMNS } from '../fiscalDocuments.ts';
import { operatorHeader } from './operatorHeader.ts';
import { renderDocument, type DocumentRef, type RenderedDocument, type RequirePermission } from './documentService.ts';
import type { DocumentLanguage } from './documentText.ts';

export const MAX_RECIPIENTS = 10;
const MAX_MESSAGE = 2000;

interface SendInput {
  document: DocumentRef;
  recipients: readonly string[];
  message?: string | null;
}

export type { SentDocumentRow };

const SENT_COLUMNS = `s.id_sent_document as "idSentDocument", s.kind, s.title, s.id_reservation as "idReservation",
  s.id_reservation_item as "idReservationItem", s.id_fiscal_document as "idFiscalDocument", s.id_daily_cashier as "idDailyCashier",
  s.recipients, s.status, s.failure, s.created_at as "sentAt", u.name as "sentBy"`;
const SENT_FROM = 'sent_document s left join app_user u on u.id_user = s.id_user_create';

/** Addresses: one to ten, each an e-mail address, without repeats. */
function readRecipients(values: readonly string[], path = 'input.recipients') {
  const errors = new FieldErrors();
  if (!values.length) errors.addCode(path, 'REQUIRED');
  else if (values.length > MAX_RECIPIENTS) errors.addCode(path, 'TOO_LONG', { max: MAX_RECIPIENTS });
  const addresses = values.map((value, i) => errors.email(`${path}.${i}`, value)).filter((a): a is string => Boolean(a));
  errors.check();
  return [...new Set(addresses)];
}

const GREETING: Record<DocumentLanguage, (title: string, operator: string) => string> = {
  en: (title, operator) => `Hello,\n\nPlease find attached ${title} from ${operator}.`,
  es: (title, operator) => `Hola:\n\nAdjuntamos ${title} de ${operator}.`,
};

interface Sender {
  idOu: string;
  idUser: string;
}

export async function sendDocument(
  db: Queryable, mailer: Mailer, sender: Sender, input: SendInput, requirePermission: RequirePermission,
): Promise<SentDocumentRow[]> {
  const errors = new FieldErrors();
  const message = errors.text('input.message', input.message, { max: MAX_MESSAGE });
  errors.check();
  const recipients = readRecipients(input.recipients);
  const rendered = await renderDocument(db, sender.idOu, input.document, requirePermission);
  const operator = await operatorHeader(db, sender.idOu);
  const result = await mailer.send(db, {
    idOu: sender.idOu,
    to: recipients,
    subject: `${rendered.title} · ${operator.name}`,
    text: `${GREETING[rendered.language](rendered.title, operator.name)}${message ? `\n\n${message}` : ''}\n\n${operator.name}\n`,
    attachments: [{ fileName: rendered.fileName, mimeType: rendered.mimeType, content: rendered.content }],
  });
  return recordSent(db, sender, input.document, rendered, recipients, result);
}

async function recordSent(
  db: Queryable, sender: Sender, ref: DocumentRef, rendered: RenderedDocument, recipients: string[],
  result: { idMail: string; status: MailStatus; failure: string | null },
) {
  // An invoice is recorded on every reservation it covers; other documents belong to one record.
  const reservations = rendered.idReservation ? [rendered.idReservation] : await reservationsOfFiscalDocument(db, rendered.idFiscalDocument);
  const rows: SentDocumentRow[] = [];
  for (const idReservation of reservations.length ? reservations : [null]) {
    const [row] = await db.query<{ id: string }>(
      `insert into sent_document (id_ou, kind, id_reservation, id_reservation_item, id_fiscal_document, id_daily_cashier, title,
         recipients, status, failure, id_mail, id_user_create)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id_sent_document as id`,
      [sender.idOu, ref.kind, idReservation, ref.idReservationItem ?? null, rendered.idFiscalDocument, rendered.idDailyCashier,
        rendered.title, recipients, result.status, result.failure, result.idMail, sender.idUser],
    );
    rows.push((await findSentDocument(db, sender.idOu, row.id))!);
  }
  return rows;
}

async function reservationsOfFiscalDocument(db: Queryable, idFiscalDocument: string | null) {
  if (!idFiscalDocument) return [];
  const rows = await db.query<{ id: string }>(
    `select distinct x.id_reservation as id from fiscal_document d
     join cashier_transaction_item x on x.id_cashier_transaction = d.id_cashier_transaction
     where d.id_fiscal_document = $1 order by 1`,
    [idFiscalDocument],
  );
  return rows.map((r) => r.id);
}

async function findSentDocument(db: Queryable, idOu: string, idSentDocument: string): Promise<SentDocumentRow | null> {
  if (!isUuid(idSentDocument)) return null;
  const [row] = await db.query<SentDocumentRow>(
    `select ${SENT_COLUMNS} from ${SENT_FROM} where s.id_sent_document = $1 and s.id_ou = $2`,
    [idSentDocument, idOu],
  );
  return row ?? null;
}

/** Sends the same document to the same addresses again (a new record; the old one stays). */
export async function resendDocument(
  db: Queryable, mailer: Mailer, sender: Sender, idSentDocument: string, requirePermission: RequirePermission,
) {
  const sent = await findSentDocument(db, sender.idOu, idSentDocument);
  if (!sent) throw notFound('Sent document');
  const document: DocumentRef = {
    kind: sent.kind, idReservation: sent.kind === 'FISCAL_DOCUMENT' ? null : sent.idReservation,
    idReservationItem: sent.idReservationItem, idFiscalDocument: sent.idFiscalDocument, idDailyCashier: sent.idDailyCashier,
  };
  return sendDocument(db, mailer, sender, { document, recipients: sent.recipients }, requirePermission);
}

/** A reservation's sent documents, newest first. */
export function sentDocumentsOfReservation(db: Queryable, idReservation: string) {
  return db.query<SentDocumentRow>(
    `select ${SENT_COLUMNS} from ${SENT_FROM} where s.id_reservation = $1 order by s.created_at desc, s.id_sent_document desc`,
    [idReservation],
  );
}

/** A fiscal document's sends (one per send, though recorded on each reservation), newest first. */
export function sentDocumentsOfFiscalDocument(db: Queryable, idFiscalDocument: string) {
  return db.query<SentDocumentRow>(
    `select distinct on (s.id_mail) ${SENT_COLUMNS} from ${SENT_FROM} where s.id_fiscal_document = $1
     order by s.id_mail, s.created_at desc`,
    [idFiscalDocument],
  ).then((rows) => rows.sort((a, b) => new Date(b.sentAt).getTime() - new Date(a.sentAt).getTime()));
}

/** The fiscal document of the OU a send was about (the send's payload shows it again), or null. */
export async function sentFiscalDocument(db: Queryable, idOu: string, idFiscalDocument: string) {
  const [row] = await db.query<FiscalDocumentModel>(
    `select ${DOCUMENT_COLUMNS} from fiscal_document d where d.id_fiscal_document = $1 and d.id_ou = $2`,
    [idFiscalDocument, idOu],
  );
  return row ?? null;
}
