import { useMemo } from 'react';
import { useLocation, useRouter, useSearchParams } from 'wouter';

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

/**
 * A list screen's paging, search, sort and filters, kept in the address so Back, reload and shared links show the
 * same page. Changing the search, sort, a filter or the page size goes back to page 1.
 */
export function useListParams(defaults: { pageSize?: number; sort?: ListSort } = {}) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(search, defaults), [search, defaults.pageSize, defaults.sort?.column,
    defaults.sort?.direction]); // eslint-disable-line react-hooks/exhaustive-deps

  const [path] = useLocation();
  const { base } = useRouter();
  // A navigation away keeps this list on screen until the next page is ready (a transition): a search typed just
  // before it must not write the list's address over the new one.
  const shown = () => [location.pathname, decodeURI(location.pathname)].includes(`${base}${path}`);

  const update = (changes: Record<string, string | null>, resetPage: boolean) => shown()
    && setSearch((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value == null || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (resetPage) next.delete('page');
      return next;
    }, { replace: true });

  return {
    params,
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }, false),
    setPageSize: (size: number) => update({ size: String(size) }, true),
    setText: (text: string) => update({ q: text }, true),
    setSort: (sort: ListSort) => update({ sort: sort.column, dir: sort.direction === 'descending' ? 'desc' : null }, true),
    setFilter: (name: string, value: string | null) => update({ [name]: value }, true),
  };
}
