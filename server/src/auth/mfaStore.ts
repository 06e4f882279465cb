import type { Database, Queryable } from '../db/database.ts';
import {
  decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCodes, canonicalRecoveryCode, type MfaKeys,
} from './mfaCrypto.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';
// The generated enum list (not graphql/errors.ts): the request context imports this store, and the generated resolver types import the context.
import type { ErrorReason } from '../../../rules/schemaEnums.generated.ts';

/**
 * Holding any of these BACK permissions means the person can take or give back money: multi-factor sign-in is then
 * required (PCI DSS 8.4), as it is for ADMIN. Derived from permissions, so a custom cashier role is covered too.
 */
const PAYMENT_PERMISSIONS: readonly string[] = ['completeCashierTransaction', 'voidPayment'];

/** What multi-factor sign-in needs at run time: its keys and the clock codes are checked against. */
export interface MfaKit {
  keys: MfaKeys;
  /** Milliseconds since the epoch; tests move it to give each sign-in its own time step. */
  now: () => number;
}

export interface MfaStatus {
  enrolled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

export async function isMfaRequired(db: Queryable, idUser: string): Promise<boolean> {
  const [row] = await db.query<{ required: boolean }>(
    `select exists (
       select 1 from user_role ur join role r using (id_role)
       where ur.id_user = $1 and (r.code = 'ADMIN' or exists (
         select 1 from role_permission rp join permission p using (id_permission)
         where rp.id_role = ur.id_role and p.type = 'BACK' and p.value = any($2::text[])))
     ) as required`,
    [idUser, PAYMENT_PERMISSIONS],
  );
  return row.required;
}

export async function mfaStatus(db: Queryable, idUser: string): Promise<MfaStatus> {
  const [row] = await db.query<{ enrolled: boolean; left: number }>(
    `select exists (select 1 from user_mfa where id_user = $1 and confirmed_at is not null) as enrolled,
       (select count(*)::int from user_mfa_recovery_code where id_user = $1 and used_at is null) as left`,
    [idUser],
  );
  return { enrolled: row.enrolled, required: await isMfaRequired(db, idUser), recoveryCodesLeft: row.enrolled ? row.left : 0 };
}

/** The second step a sign-in still owes after the password: a code, an enrolment, or none. */
export async function secondStepFor(db: Queryable, idUser: string): Promise<'CODE' | 'ENROL' | null> {
  const status = await mfaStatus(db, idUser);
  if (status.enrolled) return 'CODE';
  return status.required ? 'ENROL' : null;
}

export class MfaError extends Error {
  constructor(readonly reason: 'ALREADY_ENROLLED' | 'NO_ENROLMENT' | 'WRONG_CODE', message: string) {
    super(message);
  }
}

/** The reason code each MfaError answers (GraphQL and /auth/mfa/*), for the screens' words. */
export const MFA_ERROR_REASON: Record<MfaError['reason'], ErrorReason> = {
  ALREADY_ENROLLED: 'MFA_ALREADY_ENROLLED', NO_ENROLMENT: 'MFA_NOT_STARTED', WRONG_CODE: 'WRONG_CODE',
};

/**
 * Starts (or restarts) an enrolment with a new secret, kept encrypted and unconfirmed until a first code proves the
 * app holds it. This is the only moment the secret leaves the server.
 */
export async function startEnrolment(db: Database, kit: MfaKit, user: { idUser: string; email: string }) {
  const secret = newTotpSecret();
  const rows = await db.query(
    `insert into user_mfa (id_user, secret_ciphertext) values ($1, $2)
     on conflict (id_user) do update set secret_ciphertext = excluded.secret_ciphertext, last_used_step = null,
       created_at = now(), updated_at = now()
     where user_mfa.confirmed_at is null
     returning id_user`,
    [user.idUser, encryptSecret(kit.keys, user.idUser, secret)],
  );
  if (!rows.length) throw new MfaError('ALREADY_ENROLLED', 'Multi-factor sign-in is already set up for this account');
  return { secret, otpauthUri: otpauthUri(secret, user.email) };
}

/** Confirms an enrolment with its first code and returns the ten recovery codes, in plain text this once. */
export async function confirmEnrolment(db: Database, kit: MfaKit, idUser: string, code: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ secret: string; confirmedAt: string | null }>(
      `select secret_ciphertext as secret, confirmed_at as "confirmedAt" from user_mfa where id_user = $1 for update`,
      [idUser],
    );
    if (!row) throw new MfaError('NO_ENROLMENT', 'Start the set-up again: no authenticator is waiting for a code');
    if (row.confirmedAt) throw new MfaError('ALREADY_ENROLLED', 'Multi-factor sign-in is already set up for this account');
    const step = matchTotp(decryptSecret(kit.keys, idUser, row.secret), code.trim(), kit.now(), null);
    if (step === null) throw new MfaError('WRONG_CODE', 'Wrong code');
    await tx.query(
      `update user_mfa set confirmed_at = now(), last_used_step = $2, updated_at = now() where id_user = $1`,
      [idUser, step],
    );
    return replaceRecoveryCodes(tx, kit, idUser);
  });
}

async function replaceRecoveryCodes(tx: Queryable, kit: MfaKit, idUser: string) {
  const codes = newRecoveryCodes();
  await tx.query('delete from user_mfa_recovery_code where id_user = $1', [idUser]);
  for (const code of codes) {
    await tx.query('insert into user_mfa_recovery_code (id_user, code_hash) values ($1, $2)', [idUser, hashRecoveryCode(kit.keys, code)]);
  }
  return codes;
}

/**
 * Checks a second factor: a 6-digit code from the app (for a time step later than the last one accepted) or an
 * unused recovery code, which is spent. The row lock makes two simultaneous uses of one code accept only one.
 */
export async function verifySecondFactor(db: Database, kit: MfaKit, idUser: string, given: string): Promise<'TOTP' | 'RECOVERY' | null> {
  // '123 456' as some apps show it is the same code.
  const code = /^[\d\s]+$/.test(given) ? given.replace(/\s+/g, '') : given.trim();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ secret: string; lastUsedStep: string | null }>(
      `select secret_ciphertext as secret, last_used_step as "lastUsedStep" from user_mfa
       where id_user = $1 and confirmed_at is not null for update`,
      [idUser],
    );
    if (!row) return null;
    if (/^\d{6}$/.test(code)) {
      const last = row.lastUsedStep === null ? null : Number(row.lastUsedStep);
      const step = matchTotp(decryptSecret(kit.keys, idUser, row.secret), code, kit.now(), last);
      if (step === null) return null;
      // The guard repeats the check in the write itself: whatever another process accepted meanwhile, a step is taken once.
      const taken = await tx.query(
        `update user_mfa set last_used_step = $2, updated_at = now()
         where id_user = $1 and (last_used_step is null or last_used_step < $2) returning 1`,
        [idUser, step],
      );
      return taken.length ? 'TOTP' : null;
    }
    if (canonicalRecoveryCode(code).length !== 10) return null;
    const spent = await tx.query(
      `update user_mfa_recovery_code set used_at = now()
       where id_user = $1 and code_hash = $2 and used_at is null returning 1`,
      [idUser, hashRecoveryCode(kit.keys, code)],
    );
    return spent.length ? 'RECOVERY' : null;
  });
}

/** Removes the authenticator and the recovery codes (an administrator's reset, or the person turning it off). */
export async function removeMfa(tx: Queryable, idUser: string) {
  await tx.query('delete from user_mfa_recovery_code where id_user = $1', [idUser]);
  await tx.query('delete from user_mfa where id_user = $1', [idUser]);
}

/** Enrols a user with a known secret, already confirmed (the demo data's convenience; never used for real accounts). */
export async function enrolWithSecret(tx: Queryable, kit: MfaKit, idUser: string, secret: string) {
  await tx.query(
    `insert into user_mfa (id_user, secret_ciphertext, confirmed_at) values ($1, $2, now())
     on conflict (id_user) do nothing`,
    [idUser, encryptSecret(kit.keys, idUser, secret)],
  );
}
