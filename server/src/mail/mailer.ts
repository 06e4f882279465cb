/*
 * Every mail the server writes goes through here (issue 22). With SMTP_URL the message is handed to that server by
 * nodemailer; without it, it is kept in the outbox table for an administrator to read in the app. Either way the
 * message is recorded in mail_outbox with what happened (OUTBOX, SENT, FAILED), so a failed send is never silent.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../db/database.ts';
import type { MailMessage, MailResult } from './mailMessage.ts';
import { recordMail } from './outbox.ts';

export type { MailAttachment, MailMessage, MailResult, MailStatus } from './mailMessage.ts';

export interface Mailer {
  /** Whether mail leaves the building (SMTP_URL) or stays in the outbox. */
  readonly delivers: boolean;
  /** Sends (or keeps) the message and records it; never throws for a refused delivery, it answers FAILED. */
  send(db: Queryable, message: MailMessage): Promise<MailResult>;
  close(): void;
}

/** The sender address of every mail; SMTP servers that insist on their own rewrite it. */
const MAIL_FROM = 'Tourdesk <no-reply@tourdesk.invalid>';

export function createMailer(options: { smtpUrl?: string; from?: string } = {}): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const from = options.from ?? MAIL_FROM;
  return {
    delivers: transport !== null,
    async send(db, message) {
      if (!transport) return recordMail(db, message, 'OUTBOX', null);
      try {
        await transport.sendMail({
          from,
          to: [...message.to],
          subject: message.subject,
          text: message.text,
          attachments: (message.attachments ?? []).map((a) => ({ filename: a.fileName, contentType: a.mimeType, content: a.content })),
        });
        return await recordMail(db, message, 'SENT', null);
      } catch (error) {
        // The SMTP server's own words (refused recipient, connection refused) are what an administrator needs.
        return recordMail(db, message, 'FAILED', smtpFailure(error));
      }
    },
    close() {
      transport?.close();
    },
  };
}

/** One line of what went wrong, without the credentials an SMTP URL may carry. */
function smtpFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\/\/[^@\s]*@/g, '//').split('\n')[0].slice(0, 500);
}
