import type { ReactNode } from 'react';
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

/**
 * The table of a sortable list of records that each open at an address (see useRecordTableProps): it says only its
 * name, rows, columns and what it holds when empty.
 */
export function RecordTable<T>({ count, isLoading, empty, label, rows, idOf, columns, ...controls }:
  ListTableControls & TableParts<T> & { empty: EmptyListTexts }) {
  const list = useRecordTableProps(controls, count, isLoading, empty);
  return <ListDataTable list={list} label={label} rows={rows} idOf={idOf} columns={columns} />;
}
