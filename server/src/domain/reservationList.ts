/*
 * The reservations list (issue 8): a page of the OU's reservations, searched, filtered and sorted on the server, fast
 * at 100,000 reservations of one OU (scripts/benchReservations.ts measures every shape below on both databases).
 *
 * Every shape reads through an index (server/migrations/0006_reservations.sql and 0008_reservation_list_indexes.sql):
 * - each sort column has an index (id_ou, column, id_reservation) whose walk, forwards or backwards, is the page's
 *   order, so a page costs its rows and not a sort of the OU; the tie-breaker's direction follows the index;
 * - a text of 3+ characters matches the folded search columns through their trigram indexes (LIKE on the folded
 *   text is what gin_trgm_ops serves); the planner then either unions the two trigram lookups (rare matches: a code,
 *   a document) or walks the sort order filtering (common matches: a customer met on every other row);
 * - a text of 1-2 characters has no trigram to look up, so it is a prefix of the code instead of a scan;
 * - the total is counted only up to a cap: exact below it, "1,000+" (countIsCapped) above it, so a broad search or
 *   the whole OU never pays for counting rows nobody pages to.
 */
import type { Queryable } from '../db/database.ts';
import type { ReservationSearchInput } from '../graphql/resolvers-types.ts';
import { FieldErrors, containsPattern, pageOf } from '../graphql/validation.ts';
import type { ReservationModel } from '../models.ts';
import { foldSearchText } from './searchText.ts';
import { isDate } from './calendar.ts';
import { END_BEFORE_START, INVALID_DATE } from './inventory.ts';
import { RESERVATION_COLUMNS } from './reservations.ts';

/** Rows counted at most (beyond the page being read): above it the list says "1,000+". */
export const COUNT_CAP = 1000;

/** Texts shorter than this have no trigram: they match the start of the code. */
const MIN_TRIGRAM_TEXT = 3;

type Direction = 'asc' | 'desc';
const opposite = (d: Direction): Direction => (d === 'asc' ? 'desc' : 'asc');

/**
 * The order of each sortable column, written to match its index walked forwards (asc) or backwards (desc).
 * Dates and status keep the newest first within their index's (… reservation_date desc, id_reservation) order.
 */
const ORDERS: Record<string, (d: Direction) => string> = {
  reservationDate: (d) => `r.reservation_date ${d}, r.id_reservation ${opposite(d)}`,
  // Codes are unique in the OU: no tie-breaker.
  code: (d) => `r.code ${d}`,
  fileNumber: (d) => `r.file_number ${d}, r.id_reservation ${d}`,
  // The customer as the entities list sorts names (folded, byte-wise), then the customer, then the reservation.
  entity: (d) => `e.search_text collate "C" ${d}, e.id_entity ${d}, r.id_reservation ${d}`,
  passengerCount: (d) => `r.passenger_count ${d}, r.id_reservation ${d}`,
  status: (d) => `r.status ${d}, r.reservation_date ${opposite(d)}, r.id_reservation ${d}`,
  amount: (d) => `r.amount ${d}, r.id_reservation ${d}`,
  createdAt: (d) => `r.created_at ${d}, r.id_reservation ${d}`,
};

/** pageOf validates sortBy against these names. */
const SORT_KEYS = Object.fromEntries(Object.keys(ORDERS).map((key) => [key, key]));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface ReservationListPage {
  data: ReservationModel[];
  /** Exact when countIsCapped is false; otherwise at least this many match (the cap or the end of this page). */
  count: number;
  countIsCapped: boolean;
}

/** The filters of the input as SQL over `reservation r` (the OU is $1), with their parameters. */
function listFilters(idOu: string, input: ReservationSearchInput, text: string | null) {
  const errors = new FieldErrors();
  for (const field of ['dateFrom', 'dateTo', 'travelFrom', 'travelTo'] as const) {
    if (input[field] && !isDate(input[field])) errors.addCode(field, 'INVALID_DATE', {}, INVALID_DATE);
  }
  if (input.dateFrom && input.dateTo && !errors.fields.dateFrom && !errors.fields.dateTo && input.dateTo < input.dateFrom) errors.addCode('dateTo', 'END_BEFORE_START', {}, END_BEFORE_START);
  if (input.travelFrom && input.travelTo && !errors.fields.travelFrom && !errors.fields.travelTo && input.travelTo < input.travelFrom) errors.addCode('travelTo', 'END_BEFORE_START', {}, END_BEFORE_START);
  errors.check();
  const params: unknown[] = [idOu];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters = ['r.id_ou = $1'];
  let trigram = false;
  if (input.status) filters.push(`r.status = ${param(input.status)}`);
  if (input.dateFrom) filters.push(`r.reservation_date >= ${param(input.dateFrom)}::date`);
  if (input.dateTo) filters.push(`r.reservation_date <= ${param(input.dateTo)}::date`);
  if (input.travelFrom || input.travelTo) filters.push(travelFilter(input.travelFrom ?? null, input.travelTo ?? null, param));
  if (text) {
    const folded = foldSearchText(text);
    if (folded.length < MIN_TRIGRAM_TEXT) {
      // Codes are upper case ('LIM-000123'); reservation_code_prefix_idx serves the prefix in any collation.
      filters.push(`r.code like ${param(`${escapeLike(folded.toUpperCase())}%`)}`);
    } else {
      const pattern = param(containsPattern(folded));
      trigram = true;
      filters.push(`(r.search_text like ${pattern} or r.passenger_search_text like ${pattern})`);
    }
  }
  return { where: filters.join(' and '), params, param, trigram };
}

/**
 * Travel dates: one service that is not cancelled has a day in the range (a stay counts from its first to its last
 * night). Read per reservation through reservation_item's (id_reservation, item_number) key.
 */
function travelFilter(from: string | null, to: string | null, param: (value: unknown) => string) {
  const overlaps = [
    from ? `i.service_date + (i.nights - 1) >= ${param(from)}::date` : null,
    to ? `i.service_date <= ${param(to)}::date` : null,
  ].filter(Boolean).join(' and ');
  return `exists (select from reservation_item i where i.id_reservation = r.id_reservation and i.status <> 'CANCELLED' and ${overlaps})`;
}

/**
 * A page of the OU's reservations: the text matches the folded code / file number / customer (search_text) or
 * passenger names and documents (passenger_search_text); status, reservation dates and travel dates filter; any listed column
 * sorts (default: newest date first). See the file's comment for the indexes each shape uses.
 */
export async function searchReservationRows(db: Queryable, idOu: string, input: ReservationSearchInput): Promise<ReservationListPage> {
  const page = pageOf({ ...input, status: null }, SORT_KEYS, 'reservationDate');
  const defaultOrder = !input.sortBy && !input.sortDirection;
  const direction: Direction = input.sortDirection === 'DESC' || defaultOrder ? 'desc' : 'asc';
  const order = ORDERS[input.sortBy ?? 'reservationDate'](direction);
  const { where, params, param, trigram } = listFilters(idOu, input, page.text);
  const cap = Math.max(COUNT_CAP, page.skip + page.take);
  const countParams = [...params, cap + 1];
  const offset = `offset ${param(page.skip)} limit ${param(page.take)}`;
  const [data, [{ count }]] = await Promise.all([
    db.query<ReservationModel>(
      input.sortBy === 'entity'
        // The page's keys first, from the indexes alone (entity_search_sort_idx, reservation_entity_list_idx): the
        // customer order is sorted within each customer's reservations, so those rows are kept narrow.
        ? `select ${RESERVATION_COLUMNS} from (
             select r.id_reservation, e.search_text collate "C" as customer_key, e.id_entity as customer
             from reservation r join entity e on e.id_entity = r.id_entity where ${where} order by ${order} ${offset}) page
           join reservation r on r.id_reservation = page.id_reservation
           order by page.customer_key ${direction}, page.customer ${direction}, r.id_reservation ${direction}`
        : `select ${RESERVATION_COLUMNS} from reservation r where ${where} order by ${order} ${offset}`,
      params,
    ),
    // In the default order: an index walk of reservation_list_idx (or the status one) that stops at the cap. With a
    // trigram text, unordered, so a bitmap of the matches stops at the cap instead of sorting them all first (a
    // text met on most rows may instead be a sequential read that stops as soon: ~cap / share-of-rows rows).
    db.query<{ count: number }>(
      `select count(*)::int as count from (select from reservation r where ${where}
         ${trigram ? '' : `order by ${ORDERS.reservationDate('desc')}`} limit $${countParams.length}) matched`,
      countParams,
    ),
  ]);
  return { data, count: Math.min(count, cap), countIsCapped: count > cap };
}
