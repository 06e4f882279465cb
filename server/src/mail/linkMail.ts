/*
 * Reset and activation links travel as mail (SMTP, or the outbox an administrator reads) instead of the server log.
 * The link is written into the mail as the page a person opens: the app's address, English path.
 */
import { sealMailText, type MfaKeys } from '../auth/mfaCrypto.ts';
import type { Queryable } from '../db/database.ts';
import type { Mailer } from './mailer.ts';

const SUBJECT = { reset: 'Reset your Tourdesk password', activate: 'Activate your Tourdesk account' } as const;
const BODY = {
  reset: 'Someone asked to reset the password of your Tourdesk account. Open this link within an hour to choose a new one:',
  activate: 'An administrator created a Tourdesk account for you. Open this link within an hour to choose your password:',
} as const;

/** The address a person opens: the app's base URL and the English page of the /auth link. */
export const linkUrl = (publicUrl: string, link: string) => `${publicUrl.replace(/\/$/, '')}${link.replace('/auth/', '/en/auth/')}`;

/**
 * The outbox keeps the mail sealed (the link is as good as a password for an hour); retiring the key that sealed it
 * leaves only expired links unreadable.
 */
export async function mailLink(db: Queryable, mailer: Mailer, keys: MfaKeys, kind: 'reset' | 'activate', email: string, url: string) {
  // The user's OU: its administrator is who reads the outbox.
  const [user] = await db.query<{ idOu: string | null }>('select id_ou as "idOu" from app_user where email = $1', [email]);
  const text = `${BODY[kind]}\n\n${url}\n\nIf you did not expect this mail, ignore it.\n`;
  return mailer.send(db, { idOu: user?.idOu ?? null, to: [email], subject: SUBJECT[kind], text, sealedText: sealMailText(keys, text) });
}
