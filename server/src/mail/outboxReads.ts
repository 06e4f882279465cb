/*
 * The outbox as an administrator of its OU reads it: the mail, newest first, and an attachment's content.
 */
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../graphql/validation.ts';
import type { OutboxMailModel as OutboxMailRow } from '../models.ts';

export type { OutboxMailRow };

/** The OU's mail, newest first, a page at a time; a sealed text is opened with `openSealed`. */
export async function outboxMails(
  db: Queryable, idOu: string, page: { offset: number; limit: number }, openSealed: (stored: string) => string,
) {
  const rows = await db.query<OutboxMailRow & { sealed: boolean }>(
    `select m.id_mail as "idMail", m.recipients, m.subject, m.body, m.sealed, m.status, m.failure, m.created_at as "createdAt",
       coalesce((select json_agg(json_build_object('idMailAttachment', a.id_mail_attachment, 'fileName', a.file_name,
         'mimeType', a.mime_type, 'sizeBytes', octet_length(a.content)) order by a.file_name)
         from mail_attachment a where a.id_mail = m.id_mail), '[]'::json) as attachments
     from mail_outbox m where m.id_ou = $1 order by m.created_at desc, m.id_mail desc offset $2 limit $3`,
    [idOu, page.offset, page.limit],
  );
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from mail_outbox where id_ou = $1', [idOu]);
  return { data: rows.map(({ sealed, ...mail }) => (sealed ? { ...mail, body: openSealed(mail.body) } : mail)), count };
}

/** One attachment of a mail of the OU, or null. */
export async function outboxAttachment(db: Queryable, idOu: string, idMailAttachment: string) {
  if (!isUuid(idMailAttachment)) return null;
  const [row] = await db.query<{ fileName: string; mimeType: string; content: Uint8Array }>(
    `select a.file_name as "fileName", a.mime_type as "mimeType", a.content from mail_attachment a
     join mail_outbox m using (id_mail) where a.id_mail_attachment = $1 and m.id_ou = $2`,
    [idMailAttachment, idOu],
  );
  return row ? { fileName: row.fileName, mimeType: row.mimeType, contentBase64: Buffer.from(row.content).toString('base64') } : null;
}
