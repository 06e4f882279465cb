/*
 * Payment terms (migration 0023): a customer's own, else the OU's default, else the built-in default below. The OU
 * default also holds the overdue-deposit policy: how many grace days, then FLAG (the reservation is marked for the
 * staff) or RELEASE (overdue.ts cancels it and gives its inventory back).
 *
 * Lock order: setPaymentTerms writes one terms row (insert or update of the OU's row for that customer); it takes no
 * other lock. Reservations keep the terms they were confirmed under (schedule.ts), so a change here moves no date a
 * customer was given.
 */
import type { Queryable } from '../../db/database.ts';
import { isCustomerRole } from '../../db/generalParameterData.ts';
import { FieldErrors, isUuid } from '../../graphql/validation.ts';
import { INVALID_CHOICE } from '../generalParameters.ts';
import { compare, format, isDecimal, scaleOf } from '../money.ts';
import type { DepositKind, Terms } from './plan.ts';

type OverdueAction = 'FLAG' | 'RELEASE';

export interface PaymentTermsRow extends Terms {
  idPaymentTerms: string | null;
  idEntity: string | null;
  /** Null on a customer's own terms: the OU's policy applies. */
  graceDays: number | null;
  overdueAction: OverdueAction | null;
}

export interface OuPolicy {
  graceDays: number;
  overdueAction: OverdueAction;
}

/** Terms of an OU that has set none: 30 % on confirmation, the balance 30 days before the service, 3 grace days, FLAG. */
const BUILT_IN_TERMS: PaymentTermsRow = {
  idPaymentTerms: null, idEntity: null, depositKind: 'PERCENT', depositValue: '30.00', depositDueDays: 0,
  balanceDaysBefore: 30, graceDays: 3, overdueAction: 'FLAG',
};

export const MAX_DAYS = 365;
const MAX_AMOUNT = '999999999999.99';

const COLUMNS = `t.id_payment_terms as "idPaymentTerms", t.id_entity as "idEntity", t.deposit_kind as "depositKind",
  t.deposit_value as "depositValue", t.deposit_due_days as "depositDueDays", t.balance_days_before as "balanceDaysBefore",
  t.grace_days as "graceDays", t.overdue_action as "overdueAction"`;

/** The terms row of the customer (or, with null, the OU default) if one is set. */
async function findTerms(db: Queryable, idOu: string, idEntity: string | null): Promise<PaymentTermsRow | null> {
  const [row] = await db.query<PaymentTermsRow>(
    `select ${COLUMNS} from payment_terms t where t.id_ou = $1 and t.id_entity is not distinct from $2::uuid`,
    [idOu, idEntity],
  );
  return row ?? null;
}

/** What a reservation of the customer is confirmed under: their terms, else the OU's, else the built-in ones. */
export async function effectiveTerms(db: Queryable, idOu: string, idEntity: string | null): Promise<PaymentTermsRow> {
  return (idEntity ? await findTerms(db, idOu, idEntity) : null) ?? (await findTerms(db, idOu, null)) ?? BUILT_IN_TERMS;
}

export async function ouPolicy(db: Queryable, idOu: string): Promise<OuPolicy> {
  const row = (await findTerms(db, idOu, null)) ?? BUILT_IN_TERMS;
  return { graceDays: row.graceDays!, overdueAction: row.overdueAction! };
}

export interface PaymentTermsInput {
  idEntity?: string | null;
  depositKind?: DepositKind | null;
  depositValue?: string | null;
  depositDueDays?: number | null;
  balanceDaysBefore?: number | null;
  graceDays?: number | null;
  overdueAction?: OverdueAction | null;
}

function readDays(errors: FieldErrors, field: string, value: number | null | undefined) {
  if (value === null || value === undefined) errors.addCode(field, 'REQUIRED');
  else if (!Number.isInteger(value) || value < 0 || value > MAX_DAYS) errors.addCode(field, 'NUMBER_RANGE', { min: 0, max: MAX_DAYS });
  else return value;
  return 0;
}

/** Shape checks, every message at once; nothing read. */
function readTerms(data: PaymentTermsInput) {
  const errors = new FieldErrors();
  const idEntity = data.idEntity?.trim() || null;
  if (idEntity && !isUuid(idEntity)) errors.addCode('idEntity', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  if (data.depositKind !== 'PERCENT' && data.depositKind !== 'AMOUNT') errors.addCode('depositKind', 'REQUIRED');
  const value = data.depositValue?.trim() ?? '';
  const limit = data.depositKind === 'PERCENT' ? '100' : MAX_AMOUNT;
  if (!value) errors.addCode('depositValue', 'REQUIRED');
  else if (!isDecimal(value) || scaleOf(value) > 2 || compare(value, '0') < 0 || compare(value, limit) > 0) {
    errors.addCode('depositValue', 'DECIMAL_RANGE', { min: 0, max: limit }, `Enter a number from 0 to ${limit} with at most 2 decimals`);
  }
  const depositDueDays = readDays(errors, 'depositDueDays', data.depositDueDays);
  const balanceDaysBefore = readDays(errors, 'balanceDaysBefore', data.balanceDaysBefore);
  // The overdue policy belongs to the OU default only; a customer's row leaves it to the OU.
  let graceDays: number | null = null;
  let overdueAction: OverdueAction | null = null;
  if (!idEntity) {
    graceDays = readDays(errors, 'graceDays', data.graceDays);
    if (data.overdueAction !== 'FLAG' && data.overdueAction !== 'RELEASE') errors.addCode('overdueAction', 'REQUIRED');
    else overdueAction = data.overdueAction;
  }
  errors.check();
  return {
    idEntity, depositKind: data.depositKind!, depositValue: format(value), depositDueDays, balanceDaysBefore, graceDays, overdueAction,
  };
}

/** Sets the customer's terms (or, without a customer, the OU default and policy); answers the row as stored. */
export async function setPaymentTerms(tx: Queryable, actor: { idOu: string; idUser: string }, data: PaymentTermsInput) {
  const terms = readTerms(data);
  if (terms.idEntity) {
    const errors = new FieldErrors();
    const [row] = await tx.query<{ role: string | null }>(
      `select upper(v.code) as role from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $2
       left join general_parameter_value v on v.id_general_parameter_value = e.id_entity_role where e.id_entity = $1`,
      [terms.idEntity, actor.idOu],
    );
    if (!row) errors.addCode('idEntity', 'INVALID_CHOICE', {}, INVALID_CHOICE);
    else if (!isCustomerRole(row.role)) errors.addCode('idEntity', 'NOT_A_CUSTOMER', {}, 'This entity is not a customer');
    errors.check();
  }
  const values = [actor.idOu, terms.idEntity, terms.depositKind, terms.depositValue, terms.depositDueDays, terms.balanceDaysBefore,
    terms.graceDays, terms.overdueAction, actor.idUser];
  const [updated] = await tx.query<{ id: string }>(
    `update payment_terms set deposit_kind = $3, deposit_value = $4, deposit_due_days = $5, balance_days_before = $6,
       grace_days = $7, overdue_action = $8, id_user_update = $9, updated_at = now()
     where id_ou = $1 and id_entity is not distinct from $2::uuid returning id_payment_terms as id`,
    values,
  );
  if (!updated) {
    await tx.query(
      `insert into payment_terms (id_ou, id_entity, deposit_kind, deposit_value, deposit_due_days, balance_days_before,
         grace_days, overdue_action, id_user_create, id_user_update)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      values,
    );
  }
  return (await findTerms(tx, actor.idOu, terms.idEntity))!;
}

/** Removes a customer's own terms: their next confirmations follow the OU default. */
export async function removePaymentTerms(tx: Queryable, idOu: string, idEntity: string) {
  if (!isUuid(idEntity)) return false;
  return (await tx.query('delete from payment_terms where id_ou = $1 and id_entity = $2 returning 1', [idOu, idEntity])).length > 0;
}
