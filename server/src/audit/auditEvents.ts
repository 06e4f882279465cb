import type { Queryable } from '../db/database.ts';

type AuditEvent = 'SIGN_IN' | 'SIGN_IN_FAILED' | 'DENIED';

interface AuditEventEntry {
  operation: AuditEvent;
  idUser?: string | null;
  idSession?: string | null;
  idOu?: string | null;
  /** What the event is about: the attempted e-mail, the refused operation or path, the address. Never a secret. */
  details: Record<string, string | null>;
}

/**
 * Writes an event of the audit trail (sign-ins, failed sign-ins, denials). Outside any request transaction on
 * purpose: a denial or a failed sign-in is recorded even though what was asked for is refused.
 */
export async function recordAuditEvent(db: Queryable, entry: AuditEventEntry): Promise<void> {
  const record = entry.operation === 'DENIED' ? 'access' : 'signIn';
  await db.query(
    `insert into audit_log (id_ou, id_user, id_session, operation, record_type, record_id, subject_type, subject_id, details)
     values ($1, $2, $3, $4, $5, $6, 'user', $6, $7)`,
    [
      entry.idOu ?? null, entry.idUser ?? null, entry.idSession ?? null, entry.operation, record, entry.idUser ?? null,
      JSON.stringify(entry.details),
    ],
  );
}
