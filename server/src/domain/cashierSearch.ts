/*
 * What the cashier's lists share (transactions, payments, advances, daily cashiers, tax documents): optional date
 * filters checked the same way, a growing parameter list, and one page of rows with the count of all that match.
 */
import type { Queryable } from '../db/database.ts';
import type { FieldErrors } from '../graphql/validation.ts';
import { isDate } from './calendar.ts';
import { END_BEFORE_START, INVALID_DATE } from './inventory.ts';

/** Optional dateFrom / dateTo filters: each a real date, and the end not before the start. */
export function checkDateFilters(errors: FieldErrors, input: { dateFrom?: string | null; dateTo?: string | null }) {
  for (const field of ['dateFrom', 'dateTo'] as const) {
    if (input[field] && !isDate(input[field])) errors.addCode(field, 'INVALID_DATE', {}, INVALID_DATE);
  }
  if (input.dateFrom && input.dateTo && !errors.any && input.dateTo < input.dateFrom) errors.addCode('dateTo', 'END_BEFORE_START', {}, END_BEFORE_START);
}

/** A query's growing parameter list: param(value) answers its placeholder. */
export function params(first: unknown[]) {
  const list = [...first];
  return { list, param: (value: unknown) => `$${list.push(value)}` };
}

/**
 * One page of `select` (ordered, without offset and limit) and the count of `count`, both over the parameters
 * gathered so far; the page's offset and limit are added after them.
 */
export async function pageWithCount<T>(
  db: Queryable, query: ReturnType<typeof params>, select: string, count: string, page: { skip: number; take: number },
) {
  const countParams = [...query.list];
  const [data, [{ count: total }]] = await Promise.all([
    db.query<T>(`${select} offset ${query.param(page.skip)} limit ${query.param(page.take)}`, query.list),
    db.query<{ count: number }>(count, countParams),
  ]);
  return { data, count: total };
}
