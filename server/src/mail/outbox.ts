/*
 * The outbox table: every message the server wrote is recorded here with its attachments (outboxReads.ts reads them).
 */
import type { Queryable } from '../db/database.ts';
import type { MailMessage, MailResult, MailStatus } from './mailMessage.ts';

export async function recordMail(db: Queryable, message: MailMessage, status: MailStatus, failure: string | null): Promise<MailResult> {
  const [row] = await db.query<{ idMail: string }>(
    `insert into mail_outbox (id_ou, recipients, subject, body, sealed, status, failure) values ($1, $2, $3, $4, $5, $6, $7)
     returning id_mail as "idMail"`,
    [message.idOu, [...message.to], message.subject, message.sealedText ?? message.text, message.sealedText !== undefined, status, failure],
  );
  for (const attachment of message.attachments ?? []) {
    await db.query(
      'insert into mail_attachment (id_mail, file_name, mime_type, content) values ($1, $2, $3, $4)',
      [row.idMail, attachment.fileName, attachment.mimeType, attachment.content],
    );
  }
  return { idMail: row.idMail, status, failure };
}
