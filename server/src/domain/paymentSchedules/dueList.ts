/*
 * The "due and overdue" list: open instalments of the OU's reservations, filtered and paged in SQL (the index on
 * open instalments by due date carries it). Read only.
 */
import type { Queryable } from '../../db/database.ts';
import { FieldErrors, isUuid, pageOf } from '../../graphql/validation.ts';
import { isDate, today } from '../calendar.ts';
import { INVALID_CHOICE } from '../generalParameters.ts';
import { foldSearchText } from '../searchText.ts';
import { containsPattern } from '../../graphql/validation.ts';
import { INSTALMENT_COLUMNS, type InstalmentRow } from './schedule.ts';

interface DueInstalmentSearch {
  /** DUE: not yet past its date; OVERDUE: past it; null: both. */
  status?: 'DUE' | 'OVERDUE' | null;
  dueFrom?: string | null;
  dueTo?: string | null;
  idEntity?: string | null;
  text?: string | null;
  skip?: number | null;
  take?: number | null;
  sortBy?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
}

interface DueInstalmentRow extends InstalmentRow {
  reservationCode: string;
  reservationStatus: string;
  idEntity: string;
  customerName: string;
  idCurrency: string;
}

const SORTS = { dueDate: 'n.due_date, n.sequence', reservationCode: 'r.code', customerName: 'lower(e.commercial_name)' };

export async function searchDueInstalments(db: Queryable, idOu: string, input: DueInstalmentSearch) {
  const page = pageOf({ ...input, status: null }, SORTS, 'dueDate');
  const errors = new FieldErrors();
  for (const field of ['dueFrom', 'dueTo'] as const) {
    if (input[field] && !isDate(input[field])) errors.addCode(field, 'INVALID_DATE', {}, 'Enter a valid date');
  }
  if (input.dueFrom && input.dueTo && !errors.any && input.dueTo < input.dueFrom) errors.addCode('dueTo', 'END_BEFORE_START', {}, 'The end date cannot be before the start date');
  if (input.idEntity && !isUuid(input.idEntity)) errors.addCode('idEntity', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  errors.check();
  const params: unknown[] = [idOu];
  const param = (value: unknown) => `$${params.push(value)}`;
  // Cancelled reservations keep only what their cancellation fees still owe; they stay on the list.
  const filters = ['n.id_ou = $1', 'n.paid_amount < n.amount'];
  if (input.status === 'OVERDUE') filters.push(`n.due_date < ${param(today())}::date`);
  if (input.status === 'DUE') filters.push(`n.due_date >= ${param(today())}::date`);
  if (input.dueFrom) filters.push(`n.due_date >= ${param(input.dueFrom)}::date`);
  if (input.dueTo) filters.push(`n.due_date <= ${param(input.dueTo)}::date`);
  if (input.idEntity) filters.push(`r.id_entity = ${param(input.idEntity)}`);
  if (page.text) {
    const pattern = param(containsPattern(foldSearchText(page.text)));
    filters.push(`(r.search_text like ${pattern} or e.search_text like ${pattern})`);
  }
  const from = `from reservation_instalment n join reservation r using (id_reservation) join entity e on e.id_entity = r.id_entity
    where ${filters.join(' and ')}`;
  const countParams = [...params];
  const [data, [{ count }]] = await Promise.all([
    db.query<DueInstalmentRow>(
      `select ${INSTALMENT_COLUMNS}, r.code as "reservationCode", r.status as "reservationStatus", r.id_entity as "idEntity",
         e.commercial_name as "customerName", r.id_currency as "idCurrency"
       ${from} order by ${page.orderBy}, n.id_reservation_instalment offset ${param(page.skip)} limit ${param(page.take)}`,
      params,
    ),
    db.query<{ count: number }>(`select count(*)::int as count ${from}`, countParams),
  ]);
  return { data, count };
}
