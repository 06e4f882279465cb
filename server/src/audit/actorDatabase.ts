import type { Database, Queryable } from '../db/database.ts';

/** Who the audit trigger records for the writes of one request. */
interface AuditActor {
  idUser: string;
  idSession: string;
  idOu: string;
}

// A statement that may write; anything else (a plain select) runs as is, without a transaction around it.
const MAY_WRITE = /\b(insert|update|delete|merge)\b/i;

/**
 * The database as one caller uses it: every transaction starts by naming the caller in transaction-local settings
 * (tourdesk.user, tourdesk.session, tourdesk.ou) that the audit trigger reads, and a single write outside a
 * transaction gets one of its own so it is attributed too. Transaction-local (set_config(..., true)) because a
 * pooled connection serves the next caller afterwards.
 */
export function actorDatabase(db: Database, actor: AuditActor): Database {
  const name = (tx: Queryable) =>
    tx.query(
      `select set_config('tourdesk.user', $1, true), set_config('tourdesk.session', $2, true),
         set_config('tourdesk.ou', $3, true)`,
      [actor.idUser, actor.idSession, actor.idOu],
    );
  return {
    kind: db.kind,
    query: (sql, params) =>
      MAY_WRITE.test(sql)
        ? db.transaction(async (tx) => {
            await name(tx);
            return tx.query(sql, params);
          })
        : db.query(sql, params),
    transaction: (fn) =>
      db.transaction(async (tx) => {
        await name(tx);
        return fn(tx);
      }),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
}
