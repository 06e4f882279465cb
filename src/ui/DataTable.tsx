import type { ReactNode } from 'react';
import {
  Cell, Column, Row, Table, TableBody, TableHeader, type Key, type SortDescriptor as AriaSortDescriptor,
} from 'react-aria-components';
import * as styles from './DataTable.css';
import { ArrowDownIcon, ArrowUpIcon } from './icons';
import { Pagination, type PaginationProps } from './Pagination';
import { Spinner } from './Spinner';

export interface DataTableColumn<C extends string = string> {
  /** Passed back to renderCell and in sort descriptors. */
  id: C;
  label: string;
  allowsSorting?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Let long text wrap instead of keeping the cell on one line. */
  wrap?: boolean;
  /** The column that names each row for screen readers; defaults to the first column. */
  isRowHeader?: boolean;
}

export interface SortDescriptor<C extends string = string> {
  column: C;
  direction: 'ascending' | 'descending';
}

export interface DataTableProps<T extends { id: string | number }, C extends string = string> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataTableColumn<C>[];
  rows: readonly T[];
  renderCell: (row: T, columnId: C) => ReactNode;
  /** Server-side sorting: the table only shows the arrows and reports clicks. */
  sortDescriptor?: SortDescriptor<C>;
  onSortChange?: (descriptor: SortDescriptor<C>) => void;
  /** Shown in a full-width row when there are no rows (text or an EmptyState). */
  emptyLabel?: ReactNode;
  /** Replaces the rows with a spinner row. */
  isLoading?: boolean;
  loadingLabel?: string;
  /** Makes rows clickable and Enter-activatable. */
  onRowAction?: (id: T['id'], row: T) => void;
  /** When given, a Pagination bar is rendered under the table. */
  pagination?: PaginationProps;
}

/** A server-driven table: sorting and paging are reported to the caller, which fetches. */
export function DataTable<T extends { id: string | number }, C extends string = string>({
  label, columns, rows, renderCell, sortDescriptor, onSortChange, emptyLabel = 'No results', isLoading = false,
  loadingLabel = 'Loading…', onRowAction, pagination,
}: DataTableProps<T, C>) {
  const hasRowHeader = columns.some((c) => c.isRowHeader);
  const byId = new Map<Key, T>(rows.map((row) => [row.id, row]));
  return (
    <div className={styles.wrapper}>
      <div className={styles.scroller}>
        <Table
          aria-label={label}
          className={styles.table}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange
            ? (d: AriaSortDescriptor) => onSortChange({ column: String(d.column) as C, direction: d.direction })
            : undefined}
          onRowAction={onRowAction ? (key) => {
            const row = byId.get(key);
            if (row) onRowAction(row.id, row);
          } : undefined}
        >
          <TableHeader columns={columns} className={styles.header}>
            {(column) => (
              <Column
                id={column.id}
                allowsSorting={column.allowsSorting}
                isRowHeader={column.isRowHeader ?? (!hasRowHeader && column === columns[0])}
                textValue={column.label}
                className={styles.column({ align: column.align, sortable: Boolean(column.allowsSorting) })}
              >
                {({ sortDirection }) => (
                  <span className={styles.columnContent({ align: column.align })}>
                    <span>{column.label}</span>
                    {column.allowsSorting && (
                      <span className={styles.sortIcon({ active: Boolean(sortDirection) })} aria-hidden="true">
                        {sortDirection === 'descending' ? <ArrowDownIcon size={12} /> : <ArrowUpIcon size={12} />}
                      </span>
                    )}
                  </span>
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={isLoading ? [] : rows}
            dependencies={[renderCell, Boolean(onRowAction)]}
            renderEmptyState={() => (
              isLoading
                ? <Spinner label={loadingLabel} />
                : <div className={styles.empty}>{emptyLabel}</div>
            )}
          >
            {(row) => (
              <Row id={row.id} columns={columns} className={styles.row({ actionable: Boolean(onRowAction) })}>
                {(column) => (
                  <Cell className={styles.cell({ align: column.align, wrap: Boolean(column.wrap) })}>
                    {renderCell(row, column.id)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}
