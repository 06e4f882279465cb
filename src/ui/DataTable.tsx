import type { ComponentType, ReactNode } from 'react';
import type { DataTableColumn, DataTableProps, SortDescriptor } from './DataTableGrid';
import * as styles from './DataTable.css';
import { deferredPart } from './deferredPart';
import { ArrowDownIcon, ArrowUpIcon } from './icons';
import { Pagination } from './Pagination';
import { Spinner } from './Spinner';

export type { DataTableColumn, DataTableProps, SortDescriptor };

// The grid's keyboard, focus, sorting and row actions (react-aria's table hooks and collection: about 25 KB gzipped)
// come when a page first draws a table; until then the same rows show as a plain table drawn with the grid's styles.
type AnyProps = DataTableProps<{ id: string | number }>;
const grid = deferredPart<AnyProps>(async () => (await import('./DataTableGrid')).DataTableGrid as ComponentType<AnyProps>);
export const preloadDataTable = grid.preload;

/** A server-driven table: sorting and paging are reported to the caller, which fetches. */
export function DataTable<T extends { id: string | number }, C extends string = string>(props: DataTableProps<T, C>) {
  const fallback = grid.isLoaded() ? null : <StaticTable {...props} />;
  return <grid.Deferred fallback={fallback} props={props as unknown as AnyProps} />;
}

/**
 * The rows as they will show, inert and hidden from assistive technology until the grid takes over (nothing moves
 * then): no control in it can be reached before the one that works is there.
 */
function StaticTable<T extends { id: string | number }, C extends string>({
  columns, rows, renderCell, sortDescriptor, emptyLabel = 'No results', isLoading = false, loadingLabel = 'Loading…',
  onRowAction, rowHref, pagination,
}: DataTableProps<T, C>) {
  const rowHeader = columns.find((c) => c.isRowHeader) ?? columns[0];
  const actionable = Boolean(onRowAction || rowHref);
  return (
    <div className={styles.wrapper} aria-hidden="true" inert>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead className={styles.header}>
            <tr>
              {columns.map((column) => {
                const sortable = Boolean(column.allowsSorting);
                const direction = sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
                return (
                  <th key={column.id} className={styles.column({ align: column.align, sortable })}>
                    <span className={styles.columnContent({ align: column.align })}>
                      <span>{column.label}</span>
                      {sortable && (
                        <span className={styles.sortIcon({ active: Boolean(direction) })}>
                          {direction === 'descending' ? <ArrowDownIcon size={12} /> : <ArrowUpIcon size={12} />}
                        </span>
                      )}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={styles.body} data-empty={rows.length === 0 || undefined}
            aria-busy={(isLoading && rows.length > 0) || undefined}>
            {rows.map((row) => (
              <StaticRow key={row.id} row={row} columns={columns} renderCell={renderCell} actionable={actionable}
                linkColumn={rowHref ? rowHeader : undefined} />
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length}>
                  {isLoading ? <Spinner label={loadingLabel} /> : <div className={styles.empty}>{emptyLabel}</div>}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}

/**
 * One row of the stand-in, a component of its own: React draws the first page as a transition, in slices that let
 * the browser in between, but a component is one slice; a page of rows drawn by the table itself was one task of
 * some 90 ms on a slow phone.
 */
function StaticRow<T, C extends string>({ row, columns, renderCell, actionable, linkColumn }: {
  row: T; columns: readonly DataTableColumn<C>[]; renderCell: (row: T, columnId: C) => ReactNode; actionable: boolean;
  linkColumn: DataTableColumn<C> | undefined;
}) {
  return (
    <tr className={styles.row({ actionable })}>
      {columns.map((column) => {
        const content = column.truncate ? <span className={styles.truncate}>{renderCell(row, column.id)}</span> : renderCell(row, column.id);
        return (
          <td key={column.id} className={styles.cell({ align: column.align, wrap: Boolean(column.wrap) })}>
            {column === linkColumn ? <a className={styles.rowLink}>{content}</a> : content}
          </td>
        );
      })}
    </tr>
  );
}
