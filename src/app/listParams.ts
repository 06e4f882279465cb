import { useMemo } from 'react';
import { useLocation, useRouter, useSearchParams } from 'wouter';
import { parseListParams, type ListSort } from './listSearch';

export { oneOf, PAGE_SIZES, parseListParams, toSearchInput, type ListParams, type ListSort } from './listSearch';

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
