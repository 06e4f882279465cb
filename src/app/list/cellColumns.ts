import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../ui/DataTable';

/** A table's column with how it draws a row's cell: each column said once, its header beside its cells. */
export interface CellColumn<T, C extends string = string> extends DataTableColumn<C> {
  cell: (row: T) => ReactNode;
}

/** DataTable's columns and renderCell from columns that each draw their own cells (a column with none draws nothing). */
export function cellColumns<T, C extends string = string>(columns: readonly CellColumn<T, C>[]) {
  const cells = new Map(columns.map((column) => [column.id, column.cell]));
  return {
    columns: columns.map(({ cell: _cell, ...column }): DataTableColumn<C> => column),
    renderCell: (row: T, id: C): ReactNode => cells.get(id)?.(row) ?? null,
  };
}
