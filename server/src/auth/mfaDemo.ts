import type { Database } from '../db/database.ts';
import { DEMO_CUSCO_ADMIN_EMAIL, demoEmail } from '../db/demoData.ts';
import { ROLE_CODES } from './permissionCatalog.ts';
import { enrolWithSecret, isMfaRequired, type MfaKit } from './mfaStore.ts';
import { otpauthUri } from './totp.ts';

/**
 * The demo data's one authenticator secret, published in the README and printed at start so the demo logins that
 * need a second factor work out of the box. Demo-only: real accounts always get a random secret at enrolment.
 */
export const DEMO_TOTP_SECRET = 'TOURDESKDEMOTOTPSECRETONLY234567';

export const demoOtpauthUri = () => otpauthUri(DEMO_TOTP_SECRET, 'demo@tourdesk.test');

/** Every demo login: one per role, and the living demo's Cusco administrator. */
const demoEmails = () => [...ROLE_CODES.map(demoEmail), DEMO_CUSCO_ADMIN_EMAIL];

/** Enrols, with the demo secret, every demo user whose roles require multi-factor sign-in; returns their e-mails. */
export async function enrolDemoUsers(db: Database, mfa: MfaKit): Promise<string[]> {
  const enrolled: string[] = [];
  for (const email of demoEmails()) {
    const [user] = await db.query<{ idUser: string }>('select id_user as "idUser" from app_user where email = $1', [email]);
    if (!user || !(await isMfaRequired(db, user.idUser))) continue;
    await enrolWithSecret(db, mfa, user.idUser, DEMO_TOTP_SECRET);
    enrolled.push(email);
  }
  return enrolled;
}

/** The demo logins that ask for a code (start-up banner). */
export async function demoUsersWithMfa(db: Database): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    `select u.email from app_user u join user_mfa m using (id_user) where m.confirmed_at is not null and u.email = any($1::text[])
     order by u.email`,
    [demoEmails()],
  );
  return rows.map((r) => r.email);
}
