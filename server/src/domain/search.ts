/**
 * Quick search (issue 21, day-one expectations): one text looked up across reservations, customers, products and
 * cashier transactions of the caller's OU, a few hits per kind, each with the address that opens it. Every kind reads
 * the folded search_text columns (and their trigram indexes) the list pages use; the caller decides which kinds the
 * person may read.
 */
import type { Queryable } from '../db/database.ts';
import { CATALOG, ENTITY_ROLE } from '../db/generalParameterData.ts';
import { FieldErrors, MAX, containsPattern } from '../graphql/validation.ts';
import { foldSearchText } from './searchText.ts';

export const QUICK_SEARCH_KINDS = ['RESERVATION', 'CUSTOMER', 'PRODUCT', 'PAYMENT'] as const;
export type QuickSearchKind = (typeof QUICK_SEARCH_KINDS)[number];

export interface QuickSearchHit {
  kind: QuickSearchKind;
  idRecord: string;
  /** The code (reservation, product, transaction number) or the name (customer). */
  title: string;
  /** The customer, the lead passenger, a document number: whatever tells two hits apart. */
  subtitle: string | null;
  /** A second line: the matched passenger or fiscal document. */
  detail: string | null;
  /** The SPA address without the locale prefix. */
  href: string;
}

const QUICK_SEARCH_TAKE = { default: 5, max: 10 };

/** The text and how many hits per kind, checked: blank or too long text and a take out of range are field errors. */
export function readQuickSearchInput(text: string, take: number | null | undefined) {
  const errors = new FieldErrors();
  const trimmed = errors.text('text', text, { max: MAX.search, required: true });
  const count = take ?? QUICK_SEARCH_TAKE.default;
  if (!Number.isInteger(count) || count < 1 || count > QUICK_SEARCH_TAKE.max) {
    errors.addCode('take', 'NUMBER_RANGE', { min: 1, max: QUICK_SEARCH_TAKE.max }, `A whole number from 1 to ${QUICK_SEARCH_TAKE.max}`);
  }
  errors.check();
  return { text: trimmed!, take: count };
}

type Search = (db: Queryable, idOu: string, text: string, take: number) => Promise<QuickSearchHit[]>;

/** Code, file number and customer (search_text) or a passenger's name or document (passenger_search_text). */
const reservations: Search = async (db, idOu, text, take) => {
  const pattern = containsPattern(foldSearchText(text));
  const rows = await db.query<{ id: string; code: string; customer: string; lead: string | null; fileNumber: string | null }>(
    `select r.id_reservation as id, r.code, e.name as customer, r.file_number as "fileNumber",
       (select concat_ws(' ', p.first_name, p.last_name) from reservation_passenger p
        where p.id_reservation = r.id_reservation and p.status <> 'CANCELLED' order by p.sort_order limit 1) as lead
     from reservation r join entity e on e.id_entity = r.id_entity
     where r.id_ou = $1 and (r.search_text like $2 or r.passenger_search_text like $2)
     order by r.reservation_date desc, r.code desc limit $3`,
    [idOu, pattern, take],
  );
  return rows.map((r) => ({
    kind: 'RESERVATION', idRecord: r.id, title: r.code, subtitle: r.customer,
    detail: [r.fileNumber, r.lead].filter(Boolean).join(' · ') || null, href: `/reservations/${r.id}`,
  }));
};

/** Customers (and entities that are both) of the OU by name, commercial name or the start of their document number. */
const customers: Search = async (db, idOu, text, take) => {
  const rows = await db.query<{ id: string; name: string; commercialName: string | null; document: string | null }>(
    `select e.id_entity as id, e.name, e.commercial_name as "commercialName", e.identity_document_number as document
     from entity e
     where e.id_ous @> array[$1::uuid]
       and (e.search_text like $2 or upper(e.identity_document_number) like $3)
       and e.id_entity_role in (
         select v.id_general_parameter_value from general_parameter_value v join general_parameter g using (id_general_parameter)
         where upper(g.code) = '${CATALOG.entityRole}' and (g.id_ou is null or g.id_ou = $1) and upper(v.code) = any($4::text[]))
     order by e.search_text collate "C", e.id_entity limit $5`,
    [idOu, containsPattern(foldSearchText(text)), `${containsPattern(text.toUpperCase()).slice(1)}`,
      [ENTITY_ROLE.customer, ENTITY_ROLE.both], take],
  );
  return rows.map((r) => ({
    kind: 'CUSTOMER', idRecord: r.id, title: r.name, subtitle: r.document,
    detail: r.commercialName && r.commercialName !== r.name ? r.commercialName : null, href: `/entities/${r.id}/edit`,
  }));
};

/** Products by code, name or short name. */
const products: Search = async (db, idOu, text, take) => {
  const rows = await db.query<{ id: string; code: string; name: string }>(
    `select p.id_product as id, p.code, p.name from product p
     where p.id_ou = $1 and p.search_text like $2 order by p.code, p.id_product limit $3`,
    [idOu, containsPattern(foldSearchText(text)), take],
  );
  return rows.map((r) => ({ kind: 'PRODUCT', idRecord: r.id, title: r.code, subtitle: r.name, detail: null, href: `/products/${r.id}` }));
};

/** "F001-00000042", "F001-42" or "f001 42": a fiscal document's series and correlative. */
const DOCUMENT_NUMBER = /^([A-Za-z0-9]{4})[\s-]*0*(\d{1,15})$/;

/**
 * Cashier transactions by their number, or by the series-number of a fiscal document they issued. The transactions
 * list opens the one found (its search matches the number exactly).
 */
const payments: Search = async (db, idOu, text, take) => {
  const number = /^\d{1,15}$/.test(text) ? Number(text) : -1;
  const document = DOCUMENT_NUMBER.exec(text);
  const rows = await db.query<{ id: string; number: string; customer: string; document: string | null }>(
    `select t.id_cashier_transaction as id, t.number::text as number, e.name as customer,
       (select d.series || '-' || lpad(d.correlative::text, 8, '0') from fiscal_document d
        where d.id_cashier_transaction = t.id_cashier_transaction
        order by (d.series = $3 and d.correlative = $4) desc, d.created_at limit 1) as document
     from cashier_transaction t join entity e on e.id_entity = t.id_entity
     where t.id_ou = $1 and (t.number = $2 or exists (
       select 1 from fiscal_document d where d.id_ou = $1 and d.id_cashier_transaction = t.id_cashier_transaction
         and d.series = $3 and d.correlative = $4))
     order by t.transaction_date desc, t.number desc limit $5`,
    [idOu, number, document?.[1].toUpperCase() ?? '', document ? Number(document[2]) : -1, take],
  );
  return rows.map((r) => ({
    kind: 'PAYMENT', idRecord: r.id, title: r.number, subtitle: r.customer, detail: r.document,
    href: `/cashier-transaction/transactions?q=${r.number}`,
  }));
};

const SEARCHES: Record<QuickSearchKind, Search> = { RESERVATION: reservations, CUSTOMER: customers, PRODUCT: products, PAYMENT: payments };

/** Up to `take` hits of each kind asked for, in the order of QUICK_SEARCH_KINDS. */
export async function quickSearch(db: Queryable, idOu: string, kinds: readonly QuickSearchKind[], text: string, take: number) {
  const lists = await Promise.all(QUICK_SEARCH_KINDS.filter((k) => kinds.includes(k)).map((k) => SEARCHES[k](db, idOu, text, take)));
  return lists.flat();
}
