/**
 * What must hold of the cashier's books at any moment a transaction is not in flight (after a crash and restart
 * included): each query answers the rows that break a rule, so a violation names itself. Every transaction is whole —
 * items, payments, allocations, its sale document, its idempotency record — or absent; money adds up; numbers have no
 * gaps.
 */
import type { Queryable } from '../../server/src/db/database.ts';

const RULES: [string, string][] = [
  ['an item paid amount differs from its allocations',
    `select i.id_reservation_item::text as id from reservation_item i
     where i.amount - i.pending_amount <> coalesce((select sum(a.amount) from payment_allocation a where a.id_reservation_item = i.id_reservation_item), 0)
       and i.status = 'CONFIRMED'`],
  ['a reservation pending amount differs from its items',
    `select r.id_reservation::text as id from reservation r
     where r.pending_amount <> (select coalesce(sum(i.pending_amount), 0) from reservation_item i
       where i.id_reservation = r.id_reservation and i.status <> 'CANCELLED')
       and r.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID')`],
  ['a reservation paid status disagrees with its pending amount',
    `select id_reservation::text as id from reservation
     where (status = 'PAID' and pending_amount <> 0) or (status = 'PARTIALLY_PAID' and (pending_amount = 0 or pending_amount = amount))`],
  ['a transaction without items',
    `select t.id_cashier_transaction::text as id from cashier_transaction t
     where not exists (select 1 from cashier_transaction_item c where c.id_cashier_transaction = t.id_cashier_transaction)`],
  ['a transaction whose items do not add up to its total',
    `select t.id_cashier_transaction::text as id from cashier_transaction t
     where t.items_total <> (select sum(c.amount_to_pay) from cashier_transaction_item c where c.id_cashier_transaction = t.id_cashier_transaction)`],
  ['a transaction whose payments do not cover its total',
    `select t.id_cashier_transaction::text as id from cashier_transaction t
     where t.items_total <> (select coalesce(sum(p.amount_applied), 0) from payment p
       where p.id_cashier_transaction = t.id_cashier_transaction and p.reversal_of is null)`],
  ['a transaction item whose allocations differ from its amount to pay',
    `select c.id_cashier_transaction_item::text as id from cashier_transaction_item c
     where c.amount_to_pay <> (select coalesce(sum(a.amount), 0) from payment_allocation a
       join payment p using (id_payment) where a.id_cashier_transaction_item = c.id_cashier_transaction_item and p.reversal_of is null)`],
  ['a payment whose allocations differ from what it applied',
    `select p.id_payment::text as id from payment p
     where p.amount_applied <> (select coalesce(sum(a.amount), 0) from payment_allocation a where a.id_payment = p.id_payment)`],
  ['a transaction without exactly one sale document',
    `select t.id_cashier_transaction::text as id from cashier_transaction t
     where (select count(*) from fiscal_document d where d.id_cashier_transaction = t.id_cashier_transaction
       and d.document_type in ('INVOICE', 'RECEIPT')) <> 1`],
  ['a voided payment without exactly one reversal and one credit note',
    `select p.id_payment::text as id from payment p where p.status = 'VOIDED' and p.reversal_of is null and (
       (select count(*) from payment r where r.reversal_of = p.id_payment) <> 1
       or (select count(*) from fiscal_document d where d.id_payment = p.id_payment and d.document_type = 'CREDIT_NOTE') <> 1)`],
  ['a reversal or credit note of a payment that is not voided',
    `select r.id_payment::text as id from payment r join payment p on p.id_payment = r.reversal_of where p.status <> 'VOIDED'
     union all select d.id_fiscal_document::text from fiscal_document d join payment p using (id_payment)
     where d.document_type = 'CREDIT_NOTE' and p.status <> 'VOIDED'`],
  ['a transaction status that disagrees with its payments',
    `select t.id_cashier_transaction::text as id from cashier_transaction t where t.status <> case
       when not exists (select 1 from payment p where p.id_cashier_transaction = t.id_cashier_transaction and p.reversal_of is null and p.status = 'VOIDED') then 'COMPLETED'
       when exists (select 1 from payment p where p.id_cashier_transaction = t.id_cashier_transaction and p.reversal_of is null and p.status = 'ACTIVE') then 'PARTIALLY_VOIDED'
       else 'VOIDED' end`],
  ['a completed key without its transaction, or a transaction without its key',
    `select k.key as id from idempotency_key k where k.operation = 'completeCashierTransaction' and (k.response is null
       or not exists (select 1 from cashier_transaction t where t.id_ou = k.id_ou and t.idempotency_key = k.key
         and t.id_cashier_transaction::text = k.response->>'idCashierTransaction'))
     union all select t.idempotency_key from cashier_transaction t
       where not exists (select 1 from idempotency_key k where k.id_ou = t.id_ou and k.key = t.idempotency_key)`],
  ['a gap or a duplicate in transaction numbers',
    `select id_ou::text as id from cashier_transaction group by id_ou
     having count(*) <> max(number) or count(distinct number) <> count(*)
       or max(number) <> (select last_number from cashier_transaction_counter c where c.id_ou = cashier_transaction.id_ou)`],
  ['a gap or a duplicate in document correlatives',
    `select d.series as id from fiscal_document d group by d.id_ou, d.document_type, d.series
     having count(*) <> max(d.correlative) or count(distinct d.correlative) <> count(*)
       or max(d.correlative) <> (select c.last_number from document_series_counter c
         where c.id_ou = d.id_ou and c.document_type = d.document_type and c.series = d.series)`],
];

/** Every broken rule with up to three offending ids; empty when the books are sound. */
export async function cashierViolations(db: Queryable): Promise<string[]> {
  const found: string[] = [];
  for (const [rule, sql] of RULES) {
    const rows = await db.query<{ id: string }>(sql);
    if (rows.length) found.push(`${rule}: ${rows.slice(0, 3).map((r) => r.id).join(', ')}${rows.length > 3 ? ` (+${rows.length - 3})` : ''}`);
  }
  return found;
}
