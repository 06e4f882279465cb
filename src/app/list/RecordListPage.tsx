import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { OperationType } from 'relay-runtime';
import type { ListParams } from '../listParams';
import type { ListDefaults } from '../listQuery';
import type { BreadcrumbItem } from '../../ui/Breadcrumbs';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { adminMessages } from './adminMessages';
import { ListPage, useRecordListControls, type ListPageProps } from './ListPage';
import type { RecordTableParts } from './RecordTable';
import { SearchBox } from './SearchBox';

/** The address's list (page, search, sort, filters) and how to change it. */
export type RecordList = ReturnType<typeof useRecordListControls>['list'];

/** What a record list's table and extras draw with besides the table's parts: the address's list and the Retry. */
export interface RecordListPageParts { list: RecordList; refetch: () => void }

/**
 * A record list's words, named as the areas' messages name them (a route may pass `{ ...m, newRecord: m.newX }`): the
 * header's title and description, the New button's words (the empty list's button too), the table's name and what it
 * says with no records.
 */
export interface RecordListTexts {
  listTitle: MessageDescriptor;
  listDescription: MessageDescriptor;
  newRecord: MessageDescriptor;
  tableLabel: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyDescription: MessageDescriptor;
}

export interface RecordListPageProps<T extends OperationType> extends Pick<ListPageProps<T>, 'query' | 'styles' | 'failedTitle'> {
  /** The list's page size and sort when the address has none (its routeQueries entry). */
  defaults: ListDefaults;
  /** The address of a record (each row links to it) and of the New button's form. */
  hrefOf: (id: string) => string;
  newHref: string | ((params: ListParams) => string);
  texts: RecordListTexts;
  breadcrumbs: BreadcrumbItem[];
  /** The header's buttons before New. */
  actions?: ReactNode;
  /** The search box's hint; `false` where the list has no search box. */
  search?: MessageDescriptor | boolean;
  /** The toolbar's filters after the search box. */
  filters?: (list: RecordList) => ReactNode;
  /** The table, from the query's answer (null while it loads) and the parts its props take (RecordListTableProps). */
  table: (data: T['response'] | null, table: RecordTableParts, parts: RecordListPageParts) => ReactNode;
  /** What the page holds besides the list (a dialog). */
  children?: (parts: RecordListPageParts) => ReactNode;
}

/**
 * A list of records that each open at an address, with a New button in its header: its address's page, search,
 * sort and filters, the header, the search box and filters, and the table the route draws from its query's answer.
 */
export function RecordListPage<T extends OperationType>({
  query, styles, failedTitle, defaults, hrefOf, newHref, texts, breadcrumbs, actions, search = true, filters, table, children,
}: RecordListPageProps<T>) {
  const t = useIntl().formatMessage;
  const { list, controls } = useRecordListControls(defaults, hrefOf, newHref);
  const parts = (refetch: () => void): RecordListPageParts => ({ list, refetch });
  const tableParts = (isLoading: boolean): RecordTableParts => ({
    ...controls, isLoading, label: t(texts.tableLabel),
    empty: { title: t(texts.emptyTitle), description: t(texts.emptyDescription), createLabel: t(texts.newRecord) },
  });
  const searchBox = search !== false && (
    <SearchBox value={list.params.text} onSearch={list.setText} placeholder={search === true ? undefined : t(search)} />
  );
  return (
    <ListPage<T> query={query} styles={styles} failedTitle={failedTitle}
      header={{
        title: t(texts.listTitle), description: t(texts.listDescription), breadcrumbs, breadcrumbsLabel: t(adminMessages.breadcrumbs),
        actions: <>{actions}<Button onPress={controls.onCreate}><PlusIcon size={14} />{t(texts.newRecord)}</Button></>,
      }}
      toolbar={searchBox || filters ? <>{searchBox}{filters?.(list)}</> : undefined}
      table={(data, isLoading, refetch) => table(data, tableParts(isLoading), parts(refetch))}>
      {children && ((refetch) => children(parts(refetch)))}
    </ListPage>
  );
}
