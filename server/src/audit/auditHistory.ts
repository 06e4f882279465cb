import type { Queryable } from '../db/database.ts';
import type { AuditOperation, AuditRecordType } from '../graphql/resolvers-types.ts';

/** What a History panel shows of a record: the subject it is filed under and who may read it. */
interface AuditSubject {
  /** audit_log.subject_type of the record itself. */
  subjectType: string;
  /** The operation whose BACK permission reads the record: the panel shows only what the caller may read. */
  readOperation: string;
  /** Company-wide records (roles) are not filtered by OU. */
  companyWide?: boolean;
}

export const AUDIT_SUBJECTS: Record<AuditRecordType, AuditSubject> = {
  PRODUCT: { subjectType: 'product', readOperation: 'getProductById' },
  RATE: { subjectType: 'rate', readOperation: 'getRateById' },
  RESERVATION: { subjectType: 'reservation', readOperation: 'getReservationById' },
  ENTITY: { subjectType: 'entity', readOperation: 'getEntityById' },
  USER: { subjectType: 'user', readOperation: 'getUserById' },
  ROLE: { subjectType: 'role', readOperation: 'getRoleById', companyWide: true },
  CASHIER_TRANSACTION: { subjectType: 'cashierTransaction', readOperation: 'getCashierTransactionById' },
  DAILY_CASHIER: { subjectType: 'dailyCashier', readOperation: 'getDailyCashierById' },
  SUPPLIER_INVOICE: { subjectType: 'supplierInvoice', readOperation: 'getSupplierInvoiceById' },
};

interface AuditHistoryQuery {
  recordType: AuditRecordType;
  id: string;
  /** null for company-wide records. */
  idOu: string | null;
  operations?: AuditOperation[];
  idUser?: string;
  from?: string;
  to?: string;
  first: number;
  /** Entries older than this id (the cursor). */
  before?: number;
}

export interface AuditFieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

interface AuditEntryModel {
  /** Unique among the store's objects ('AuditEntry:42'); the cursor is the bare number. */
  id: string;
  cursor: string;
  at: string;
  operation: AuditOperation;
  recordType: string;
  recordId: string | null;
  user: { idUser: string; name: string } | null;
  changes: AuditFieldChange[];
  details: { key: string; value: string | null }[];
}

interface AuditRow {
  id: number;
  at: Date | string;
  operation: AuditOperation;
  recordType: string;
  recordId: string | null;
  idUser: string | null;
  userName: string | null;
  changes: Record<string, { old: unknown; new: unknown }> | null;
  details: Record<string, string | null> | null;
}

/**
 * The subjects a record's panel covers: the record and, for a product, its instances (inventory and sale periods
 * are filed under the instance they change).
 */
async function subjectFilter(db: Queryable, query: AuditHistoryQuery, params: unknown[]): Promise<string> {
  const { subjectType } = AUDIT_SUBJECTS[query.recordType];
  params.push(subjectType, query.id);
  const own = `(a.subject_type = $${params.length - 1} and a.subject_id = $${params.length})`;
  if (query.recordType !== 'PRODUCT') return own;
  const instances = await db.query<{ id: string }>(
    'select id_product_instance::text as id from product_instance where id_product = $1', [query.id],
  );
  params.push(instances.map((row) => row.id));
  return `(${own} or (a.subject_type = 'productInstance' and a.subject_id = any($${params.length}::text[])))`;
}

/** One page of a record's trail, newest first, read through audit_log_subject_idx. */
export async function auditHistoryPage(db: Queryable, query: AuditHistoryQuery) {
  const params: unknown[] = [];
  const where = [await subjectFilter(db, query, params)];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (query.idOu) add((n) => `a.id_ou = ${n}`, query.idOu);
  const scope = [...where];
  const scopeParams = params.length;
  if (query.operations?.length) add((n) => `a.operation = any(${n}::text[])`, query.operations);
  if (query.idUser) add((n) => `a.id_user = ${n}`, query.idUser);
  // Calendar days in UTC, the server's calendar; `to` is included.
  if (query.from) add((n) => `a.at >= (${n}::date)::timestamp at time zone 'UTC'`, query.from);
  if (query.to) add((n) => `a.at < (${n}::date + 1)::timestamp at time zone 'UTC'`, query.to);
  if (query.before !== undefined) add((n) => `a.id_audit_log < ${n}`, query.before);
  params.push(query.first + 1);
  const rows = await db.query<AuditRow>(
    `select a.id_audit_log as id, a.at, a.operation, a.record_type as "recordType", a.record_id as "recordId",
       a.id_user as "idUser", u.name as "userName", a.changes, a.details
     from audit_log a left join app_user u on u.id_user = a.id_user
     where ${where.join(' and ')} order by a.id_audit_log desc limit $${params.length}`,
    params,
  );
  const users = await db.query<{ idUser: string; name: string }>(
    `select u.id_user as "idUser", u.name from app_user u
     where u.id_user in (select a.id_user from audit_log a where ${scope.join(' and ')})
     order by lower(u.name)`,
    params.slice(0, scopeParams),
  );
  const page = rows.slice(0, query.first);
  const labels = await referenceLabels(db, page);
  return {
    entries: page.map((row) => toEntry(row, labels)),
    hasNextPage: rows.length > query.first,
    users,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Names for the ids a page's changes refer to (a supplier, a currency, a product instance), one query for the page.
 * Each branch is a primary-key look-up.
 */
async function referenceLabels(db: Queryable, rows: AuditRow[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const row of rows) {
    for (const change of Object.values(row.changes ?? {})) {
      for (const value of [change.old, change.new]) if (typeof value === 'string' && UUID.test(value)) ids.add(value);
    }
  }
  if (!ids.size) return new Map();
  const found = await db.query<{ id: string; label: string }>(
    `select id::text, label from (
       select id_general_parameter_value as id, name as label from general_parameter_value
       union all select id_entity, name from entity
       union all select id_user, name from app_user
       union all select id_role, code from role
       union all select id_permission, value from permission
       union all select id_ou, name from ou
       union all select id_country, name from country
       union all select id_language, name from language
       union all select id_product, name from product
       union all select id_product_instance, name from product_instance
       union all select id_product_category, name from product_category
       union all select id_product_feature, name from product_feature
       union all select id_product_feature_item, name from product_feature_item
       union all select id_rate_subfeature, name from rate_subfeature
       union all select id_rate_instance, code from rate_instance
       union all select id_reservation, code from reservation
       union all select id_package, name from package
     ) refs where id = any($1::uuid[])`,
    [[...ids]],
  );
  return new Map(found.map((row) => [row.id, row.label]));
}

function readable(value: unknown, labels: Map<string, string>): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return labels.get(value) ?? value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function toEntry(row: AuditRow, labels: Map<string, string>): AuditEntryModel {
  return {
    id: `AuditEntry:${row.id}`,
    cursor: String(row.id),
    at: row.at instanceof Date ? row.at.toISOString() : new Date(row.at).toISOString(),
    operation: row.operation,
    recordType: row.recordType,
    recordId: row.recordId,
    user: row.idUser ? { idUser: row.idUser, name: row.userName ?? row.idUser } : null,
    changes: Object.entries(row.changes ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, change]) => ({
        field, oldValue: readable(change.old, labels), newValue: readable(change.new, labels),
      })),
    details: Object.entries(row.details ?? {}).map(([key, value]) => ({ key, value })),
  };
}
