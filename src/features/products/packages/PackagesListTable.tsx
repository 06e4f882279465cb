import { graphql } from 'react-relay';
import type { PackagesListTable_packages$key } from '../../../__generated__/PackagesListTable_packages.graphql';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../../app/list/RecordTable';
import { useRecordColumns } from '../../../app/list/recordColumns';
import { packageMessages as m } from './messages';

export function PackagesListTable(table: RecordListTableProps<PackagesListTable_packages$key>) {
  const { t, intl, column } = useRecordColumns();
  const rows = usePageRows(graphql`
    fragment PackagesListTable_packages on Package @relay(plural: true) {
      id idPackage code name shortName durationDays itemCount idStatus updatedAt
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idPackage} columns={[
      column.code(t(m.code), 'code'),
      column.name(t(m.name)),
      { id: 'durationDays', label: t(m.duration), allowsSorting: true, align: 'end', cell: (row) => t(m.days, { count: row.durationDays }) },
      { id: 'itemCount', label: t(m.parts), align: 'end', cell: (row) => intl.formatNumber(row.itemCount) },
      column.status(),
      column.updatedAt(t(m.updatedAt)),
    ]} />
  );
}
