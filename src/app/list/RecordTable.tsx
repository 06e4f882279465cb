import type { ReactNode } from 'react';
import { useFragment } from 'react-relay';
import type { ArrayKeyType, ArrayKeyTypeData } from 'react-relay/relay-hooks/helpers';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { DataTable, type DataTableProps } from '../../ui/DataTable';
import type { PaginationProps } from '../../ui/Pagination';
import { cellColumns, type CellColumn } from './cellColumns';
import { type EmptyListTexts, type ListTableControls, type PagedListControls, useListTableProps, useRecordTableProps } from './listTable';

type Keyed<T> = T & { id: string | number };

/** What a list's table says itself: its name, its page of rows and each row's key, and its columns with their cells. */
interface TableParts<T> {
  label: string;
  rows: readonly T[];
  idOf: (row: T) => string | number;
  columns: readonly CellColumn<Keyed<T>>[];
  count: number;
  isLoading: boolean;
}

/** A list's page of rows in a DataTable, from the list props every list sets the same way (see listTable). */
function ListDataTable<T>({ list, label, rows, idOf, columns, ...rest }: Omit<TableParts<T>, 'count' | 'isLoading'> & {
  list: ReturnType<typeof useListTableProps> & { emptyLabel?: ReactNode; rowHref?: (row: Keyed<T>) => string };
} & Partial<Pick<DataTableProps<Keyed<T>>, 'emptyLabel' | 'onRowAction' | 'rowHref' | 'pagination'>>) {
  return (
    <DataTable<Keyed<T>> {...list} {...rest} label={label} {...cellColumns(columns)}
      rows={rows.map((row) => ({ ...row, id: idOf(row) }))} />
  );
}

/**
 * A paged list's table: its paging, sort and loading state as every list sets them, what it shows with no rows, and
 * where a list asks for them, a row action, each row's address or other words of its pager.
 */
export function PagedTable<T>({ count, isLoading, label, rows, idOf, columns, emptyLabel, onRowAction, rowHref, pagination, ...paging }:
  PagedListControls & TableParts<T> & {
    emptyLabel: ReactNode; onRowAction?: (id: string | number) => void; rowHref?: (row: Keyed<T>) => string;
    pagination?: Partial<PaginationProps>;
  }) {
  const list = useListTableProps(paging, count, isLoading);
  return (
    <ListDataTable list={list} label={label} rows={rows} idOf={idOf} columns={columns} emptyLabel={emptyLabel}
      onRowAction={onRowAction} rowHref={rowHref} pagination={{ ...list.pagination, ...pagination }} />
  );
}

/** A search's page as a list query answers it: its rows (the table's fragment reference) and how many match. */
export interface SearchPage<K> { readonly data: K; readonly count: number }

/**
 * What a record list page hands its table besides the page (see RecordListPage): the list's controls, whether the
 * next answer is on its way, and the table's name and empty list's words.
 */
export interface RecordTableParts extends ListTableControls { isLoading: boolean; label: string; empty: EmptyListTexts }

/** A record list's table's props: the search's page (none while the first answer loads) and the list's parts. */
export interface RecordListTableProps<K> extends RecordTableParts { page: SearchPage<K> | null | undefined }

/** The rows of a page, read through the table's plural fragment; none while the page loads. */
export function usePageRows<K extends ArrayKeyType>(fragment: GraphQLTaggedNode, page: SearchPage<K> | null | undefined) {
  return useFragment<K>(fragment, page?.data ?? null) ?? ([] as ArrayKeyTypeData<K>);
}

/**
 * The table of a sortable list of records that each open at an address (see useRecordTableProps): it says only its
 * rows, each row's key and its columns; the rest is what the list page handed it.
 */
export function RecordTable<T>({ page, isLoading, empty, label, rows, idOf, columns, ...controls }:
  RecordListTableProps<unknown> & Omit<TableParts<T>, 'label' | 'count' | 'isLoading'>) {
  const list = useRecordTableProps(controls, page?.count ?? 0, isLoading, empty);
  return <ListDataTable list={list} label={label} rows={rows} idOf={idOf} columns={columns} />;
}
