import { Suspense, type ReactNode } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useLocation } from 'wouter';
import { useListParams, type ListParams } from '../listParams';
import type { ListDefaults } from '../listQuery';
import { ErrorBoundary } from '../pages/ErrorBoundary';
import { useRouteQueryRef } from '../routeEntry';
import { PageHeader, type PageHeaderProps } from '../../ui/PageHeader';
import { ListBoundary } from './ListBoundary';
import type { ListTableControls, PagedListControls } from './listTable';

/**
 * A list route's table, drawn from the query's answer, or with its loading row while there is none yet; `refetch`
 * asks again (after a row's delete).
 */
export type ListPageTable<T extends OperationType> = (
  data: T['response'] | null, isLoading: boolean, refetch: () => void,
) => ReactNode;

export interface ListPageProps<T extends OperationType> {
  /** The query the route declares (routes.ts): the navigation has started it, the page reads it here. */
  query: GraphQLTaggedNode;
  /** The page's layout: the area's page and toolbar classes. */
  styles: { page: string; toolbar: string };
  header: PageHeaderProps;
  /** The header's actions that depend on the list's own query (what the caller may do), shown once it answers. */
  queryActions?: (data: T['response']) => ReactNode;
  /** Links between the list's views, under the header. */
  views?: ReactNode;
  /** The search box and filters above the table, where they do not wait for the query. */
  toolbar?: ReactNode;
  table: ListPageTable<T>;
  /** The error's title where the list words its failure itself. */
  failedTitle?: string;
  /** What the page holds besides the list (a dialog), with the list's Retry to show what it changed. */
  children?: (refetch: () => void) => ReactNode;
}

/**
 * A list route's page: its header and toolbar show at once, the table below a boundary that shows the loading table
 * while the route's query answers, and a failed query as an error with Retry. A new page, search or sort is a new
 * address: the shown rows stay, faded and busy (still pressable), until the navigation's query answers.
 */
export function ListPage<T extends OperationType>({
  query, styles, header, queryActions, views, toolbar, table, failedTitle, children,
}: ListPageProps<T>) {
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<T>(query);
  const actions = queryActions ? (
    // A failed list load is the list's to show (with Retry): the actions wait for the next answer, not the page.
    <ErrorBoundary resetKey={String(reference.fetchKey)} fallback={() => null}>
      <Suspense fallback={null}><QueryActions query={query} reference={reference} actions={queryActions} /></Suspense>
    </ErrorBoundary>
  ) : header.actions;
  return (
    <section className={styles.page}>
      <PageHeader {...header} actions={actions} />
      {views}
      {toolbar != null && <div className={styles.toolbar}>{toolbar}</div>}
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={table(null, true, refetch)} failedTitle={failedTitle}>
        <ListData query={query} reference={reference} isPending={isPending} table={table} refetch={refetch} />
      </ListBoundary>
      {children?.(refetch)}
    </section>
  );
}

function ListData<T extends OperationType>({ query, reference, isPending, table, refetch }: {
  query: GraphQLTaggedNode; reference: PreloadedQuery<T>; isPending: boolean; table: ListPageTable<T>; refetch: () => void;
}) {
  return table(usePreloadedQuery<T>(query, reference), isPending, refetch);
}

function QueryActions<T extends OperationType>({ query, reference, actions }: {
  query: GraphQLTaggedNode; reference: PreloadedQuery<T>; actions: (data: T['response']) => ReactNode;
}) {
  return actions(usePreloadedQuery<T>(query, reference));
}

/** The address's page and page size, for a list's pager. */
export const pagingOf = (list: ReturnType<typeof useListParams>): PagedListControls => ({
  params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize,
});

/**
 * The controls of a list whose records each open at an address: the address's page, size and sort, each row's link
 * and the New button's address (which may carry on the list's filter). `list` also sets the search text and filters.
 */
export function useRecordListControls(
  defaults: ListDefaults, hrefOf: (id: string) => string, newHref: string | ((params: ListParams) => string),
) {
  const [, navigate] = useLocation();
  const list = useListParams(defaults);
  const controls: ListTableControls = {
    ...pagingOf(list), onSortChange: list.setSort, hrefOf,
    onCreate: () => navigate(typeof newHref === 'string' ? newHref : newHref(list.params)),
  };
  return { list, controls };
}
