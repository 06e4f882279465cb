import type { MailStatus } from '../models.ts';

export type { MailStatus };

/** A message as the server writes it, and what became of it. */
export interface MailAttachment {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

export interface MailMessage {
  /** The OU whose administrator reads it in the outbox (null: no OU, e.g. an address nobody holds). */
  idOu: string | null;
  to: readonly string[];
  subject: string;
  text: string;
  /** The text as the outbox keeps it when the mail carries a secret (a link token): sealed under the key file. */
  sealedText?: string;
  attachments?: readonly MailAttachment[];
}

export interface MailResult {
  idMail: string;
  status: MailStatus;
  failure: string | null;
}
