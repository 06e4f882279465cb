/* A list's state in the address, read without React: route declarations (src/app/listQuery.ts) use it too. */

export interface ListSort {
  column: string;
  direction: 'ascending' | 'descending';
}

export interface ListParams {
  /** 1-based. */
  page: number;
  pageSize: number;
  text: string;
  sort: ListSort | undefined;
  /** Any other filter kept in the address (e.g. `type=FRONT`). */
  filters: Record<string, string>;
}

export const PAGE_SIZES = [10, 25, 50, 100];
const RESERVED = new Set(['page', 'size', 'q', 'sort', 'dir']);

/** Reads a list screen's state from the query string: `?page=2&size=25&q=ana&sort=name&dir=desc&type=BACK`. */
export function parseListParams(search: URLSearchParams, defaults: { pageSize?: number; sort?: ListSort } = {}): ListParams {
  const positive = (value: string | null, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const sortColumn = search.get('sort');
  const filters: Record<string, string> = {};
  search.forEach((value, key) => {
    if (!RESERVED.has(key) && value) filters[key] = value;
  });
  return {
    page: positive(search.get('page'), 1),
    pageSize: Math.min(positive(search.get('size'), defaults.pageSize ?? 10), 100),
    text: search.get('q') ?? '',
    sort: sortColumn
      ? { column: sortColumn, direction: search.get('dir') === 'desc' ? 'descending' : 'ascending' }
      : defaults.sort,
    filters,
  };
}

/** A filter value from the address, if it is one of the allowed values. */
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | null {
  return allowed.includes(value as T) ? (value as T) : null;
}

/** The SearchInput of schema.graphql for these params (server-side paging, search and sort). */
export function toSearchInput(params: ListParams) {
  return {
    text: params.text.trim() || null,
    skip: (params.page - 1) * params.pageSize,
    take: params.pageSize,
    sortBy: params.sort?.column ?? null,
    sortDirection: params.sort ? (params.sort.direction === 'descending' ? 'DESC' as const : 'ASC' as const) : null,
  };
}
