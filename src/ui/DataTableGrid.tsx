import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-aria-components';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import {
  useTable, useTableCell, useTableColumnHeader, useTableHeaderRow, useTableRow, useTableRowGroup,
} from 'react-aria/useTable';
import {
  Cell, Column, Row, TableBody, TableHeader, useTableState, type TableState,
} from 'react-stately/useTableState';
import * as styles from './DataTable.css';
import { ArrowDownIcon, ArrowUpIcon } from './icons';
import { Pagination, type PaginationProps } from './Pagination';
import { Spinner } from './Spinner';

/** A row, column or cell of the table's collection. */
type GridNode<T> = TableState<T>['collection']['body'];

/*
 * Built from react-aria's table hooks rather than react-aria-components' Table: that one also carries drag and drop,
 * column resizing, virtualisation and its own collection, which every list page downloaded without using. The grid's
 * keyboard, focus, sorting, row actions and links are the same hooks either way; the data-* attributes the styles
 * read (hovered, pressed, focused, focus-visible) are set here as react-aria-components sets them.
 */

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
  /** The next rows are on their way: the shown rows stay, faded and busy; with none yet, a spinner row. */
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

/** The table of ./DataTable, loaded when a page first draws one. */
export function DataTableGrid<T extends { id: string | number }, C extends string = string>({
  label, columns, rows, renderCell, sortDescriptor, onSortChange, emptyLabel = 'No results', isLoading = false,
  loadingLabel = 'Loading…', onRowAction, rowHref, pagination,
}: DataTableProps<T, C>) {
  const hasRowHeader = columns.some((c) => c.isRowHeader);
  const rowHeader = columns.find((c) => c.isRowHeader) ?? columns[0];
  const actionable = Boolean(onRowAction || rowHref);
  const byId = new Map<string | number, T>(rows.map((row) => [row.id, row]));
  const byColumn = new Map<string | number, DataTableColumn<C>>(columns.map((column) => [column.id, column]));
  const state = useTableState<{ row: T }>({
    sortDescriptor,
    onSortChange: onSortChange ? (d) => onSortChange({ column: String(d.column) as C, direction: d.direction }) : undefined,
    children: [
      <TableHeader key="header" columns={columns}>
        {(column) => (
          <Column key={column.id} allowsSorting={column.allowsSorting} textValue={column.label}
            isRowHeader={column.isRowHeader ?? (!hasRowHeader && column === columns[0])}>
            {column.label}
          </Column>
        )}
      </TableHeader>,
      // Fresh wrappers each render: the collection caches a row's cells by its item, and a row's cells may change
      // with renderCell or rowHref while the row object stays the same.
      <TableBody key="body" items={rows.map((row) => ({ row }))}>
        {({ row }) => (
          <Row key={row.id} href={rowHref?.(row)}>
            {(columnId) => {
              const column = byColumn.get(columnId)!;
              const content = column.truncate ? <Truncated>{renderCell(row, column.id)}</Truncated> : renderCell(row, column.id);
              return (
                <Cell textValue={String(columnId)}>
                  {rowHref && column === rowHeader ? <Link href={rowHref(row)} className={styles.rowLink}>{content}</Link> : content}
                </Cell>
              );
            }}
          </Row>
        )}
      </TableBody>,
    ],
  });
  const { collection } = state;
  const bodyRows = [...collection.body.childNodes];
  const rowAction = onRowAction ? (key: string | number) => {
    const row = byId.get(key);
    if (row) onRowAction(row.id, row);
  } : undefined;
  return (
    <div className={styles.wrapper}>
      <Scroller label={label}>
        <Grid state={state} label={label} onRowAction={rowAction}>
          <RowGroup type="thead" className={styles.header}>
            {collection.headerRows.map((headerRow) => (
              <HeaderRow key={headerRow.key} item={headerRow} state={state}>
                {[...headerRow.childNodes].map((node) => (
                  <ColumnHeader key={node.key} node={node} state={state} column={byColumn.get(node.key)!} />
                ))}
              </HeaderRow>
            ))}
          </RowGroup>
          <RowGroup type="tbody" className={styles.body} data-empty={bodyRows.length === 0 || undefined}
            aria-busy={(isLoading && bodyRows.length > 0) || undefined}>
            {bodyRows.map((row) => (
              <BodyRow key={row.key} item={row} state={state} actionable={actionable}>
                {([...row.childNodes] as GridNode<{ row: T }>[]).map((cell) => (
                  <BodyCell key={cell.key} cell={cell} state={state} column={byColumn.get(cell.column!.key)!} />
                ))}
              </BodyRow>
            ))}
            {bodyRows.length === 0 && (
              <tr role="row">
                <td role="rowheader" colSpan={columns.length}>
                  {isLoading ? <Spinner label={loadingLabel} /> : <div className={styles.empty}>{emptyLabel}</div>}
                </td>
              </tr>
            )}
          </RowGroup>
        </Grid>
      </Scroller>
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}

/**
 * The table element with the grid's props, its rows passed in as children: react-aria's useTable settles the sort's
 * description id in a layout effect, a second render straight after the first, and here that render is this element's
 * alone. Called in DataTableGrid, it drew every row and cell a second time in the same task (some 30 ms of a
 * 25-row page, a third of the list's longest task on a phone); the table's focus ring re-renders only this too.
 */
function Grid<T>({ state, label, onRowAction, children }: {
  state: TableState<T>; label: string; onRowAction?: (key: string | number) => void; children: ReactNode;
}) {
  const tableRef = useRef<HTMLTableElement>(null);
  const { gridProps } = useTable({ 'aria-label': label, onRowAction }, state, tableRef);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  return (
    <table {...mergeProps(gridProps, focusProps)} ref={tableRef} className={styles.table}
      data-focused={isFocused || undefined} data-focus-visible={isFocusVisible || undefined}>
      {children}
    </table>
  );
}

function RowGroup({ type: Element, children, ...props }: {
  type: 'thead' | 'tbody'; className?: string; children: ReactNode; 'data-empty'?: true; 'aria-busy'?: true;
}) {
  const { rowGroupProps } = useTableRowGroup();
  return <Element {...rowGroupProps} {...props}>{children}</Element>;
}

function HeaderRow<T>({ item, state, children }: { item: GridNode<T>; state: TableState<T>; children: ReactNode }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const { rowProps } = useTableHeaderRow({ node: item }, state, ref);
  return <tr {...rowProps} ref={ref}>{children}</tr>;
}

function ColumnHeader<T, C extends string>({ node, state, column }: {
  node: GridNode<T>; state: TableState<T>; column: DataTableColumn<C>;
}) {
  const ref = useRef<HTMLTableCellElement>(null);
  const { columnHeaderProps } = useTableColumnHeader({ node }, state, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const sortable = Boolean(column.allowsSorting);
  const { hoverProps, isHovered } = useHover({ isDisabled: !sortable });
  const sortDirection = state.sortDescriptor?.column === node.key ? state.sortDescriptor?.direction : undefined;
  return (
    <th {...mergeProps(columnHeaderProps, focusProps, hoverProps)} ref={ref}
      className={styles.column({ align: column.align, sortable })}
      data-hovered={isHovered || undefined} data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined} data-allows-sorting={sortable || undefined}
      data-sort-direction={sortDirection}>
      <span className={styles.columnContent({ align: column.align })}>
        <span>{column.label}</span>
        {sortable && (
          <span className={styles.sortIcon({ active: Boolean(sortDirection) })} aria-hidden="true">
            {sortDirection === 'descending' ? <ArrowDownIcon size={12} /> : <ArrowUpIcon size={12} />}
          </span>
        )}
      </span>
    </th>
  );
}

function BodyRow<T>({ item, state, actionable, children }: {
  item: GridNode<T>; state: TableState<T>; actionable: boolean; children: ReactNode;
}) {
  const ref = useRef<HTMLTableRowElement>(null);
  const { rowProps, isPressed } = useTableRow({ node: item }, state, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: !actionable });
  return (
    <tr {...mergeProps(rowProps, focusProps, hoverProps)} ref={ref as RefObject<HTMLTableRowElement>}
      className={styles.row({ actionable })}
      data-hovered={isHovered || undefined} data-pressed={isPressed || undefined}
      data-focused={isFocused || undefined} data-focus-visible={isFocusVisible || undefined}>
      {children}
    </tr>
  );
}

function BodyCell<T, C extends string>({ cell, state, column }: {
  cell: GridNode<T>; state: TableState<T>; column: DataTableColumn<C>;
}) {
  const ref = useRef<HTMLTableCellElement>(null);
  const { gridCellProps } = useTableCell({ node: cell }, state, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  return (
    <td {...mergeProps(gridCellProps, focusProps)} ref={ref}
      className={styles.cell({ align: column.align, wrap: Boolean(column.wrap) })}
      data-focused={isFocused || undefined} data-focus-visible={isFocusVisible || undefined}>
      {cell.rendered}
    </td>
  );
}

/**
 * When the columns overflow (a narrow screen), the region takes focus so the keyboard can scroll it too. Its own
 * component, the table passed in: finding the overflow (once laid out) re-renders this element only, where it drew
 * every row and cell again on every phone-sized page.
 */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  const { ref, overflows } = useOverflow<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.scroller} data-overflows={overflows || undefined}
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
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
    // The observer reports each element once it is laid out, so the first answer needs no layout of its own: reading
    // the widths here, in the effect, forced one while the page was still being drawn.
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
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
