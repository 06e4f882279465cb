import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Cell, Column, Link, Row, Table, TableBody, TableHeader, type Key, type SortDescriptor as AriaSortDescriptor,
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
  /** Let long text wrap (up to 28rem wide) instead of keeping the cell on one line. */
  wrap?: boolean;
  /** Keep one line, cut with an ellipsis; the whole text shows on hover and while the cell has focus. */
  truncate?: boolean;
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
  /**
   * The address each row opens (an app path such as '/reservations/1'): the whole row navigates, and its row header
   * holds a real link, so a person can middle-click, open it in a new tab or copy the address.
   */
  rowHref?: (row: T) => string;
  /** When given, a Pagination bar is rendered under the table. */
  pagination?: PaginationProps;
}

/** A server-driven table: sorting and paging are reported to the caller, which fetches. */
export function DataTable<T extends { id: string | number }, C extends string = string>({
  label, columns, rows, renderCell, sortDescriptor, onSortChange, emptyLabel = 'No results', isLoading = false,
  loadingLabel = 'Loading…', onRowAction, rowHref, pagination,
}: DataTableProps<T, C>) {
  const hasRowHeader = columns.some((c) => c.isRowHeader);
  const rowHeader = columns.find((c) => c.isRowHeader) ?? columns[0];
  const actionable = Boolean(onRowAction || rowHref);
  const byId = new Map<Key, T>(rows.map((row) => [row.id, row]));
  const { ref: scrollerRef, overflows } = useOverflow<HTMLDivElement>();
  return (
    <div className={styles.wrapper}>
      {/* When the columns overflow (a narrow screen), the region takes focus so the keyboard can scroll it too. */}
      <div ref={scrollerRef} className={styles.scroller} data-overflows={overflows || undefined}
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
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
            dependencies={[renderCell, Boolean(onRowAction), rowHref]}
            renderEmptyState={() => (
              isLoading
                ? <Spinner label={loadingLabel} />
                : <div className={styles.empty}>{emptyLabel}</div>
            )}
          >
            {(row) => (
              <Row id={row.id} columns={columns} href={rowHref?.(row)} className={styles.row({ actionable })}>
                {(column) => {
                  const content = column.truncate ? <Truncated>{renderCell(row, column.id)}</Truncated> : renderCell(row, column.id);
                  return (
                    <Cell className={styles.cell({ align: column.align, wrap: Boolean(column.wrap) })}>
                      {rowHref && column === rowHeader ? <Link href={rowHref(row)} className={styles.rowLink}>{content}</Link> : content}
                    </Cell>
                  );
                }}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}

/** Whether the element's content is wider than the element, followed as either resizes. */
function useOverflow<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => {
      observer.disconnect();
    };
  }, []);
  return { ref, overflows };
}

/** A one-line cell whose full text is the tooltip when it does not fit. */
function Truncated({ children }: { children: ReactNode }) {
  return (
    <span className={styles.truncate} onPointerEnter={(event) => {
      const span = event.currentTarget;
      span.title = span.scrollWidth > span.clientWidth ? span.textContent ?? '' : '';
    }}>
      {children}
    </span>
  );
}
