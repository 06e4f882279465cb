import { graphql } from 'react-relay';
import type { OusListTable_ous$key } from '../../__generated__/OusListTable_ous.graphql';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../app/list/RecordTable';
import { useRecordColumns } from '../../app/list/recordColumns';
import * as styles from '../../app/list/AdminPage.css';
import { ouMessages as m } from './messages';

export function OusListTable(table: RecordListTableProps<OusListTable_ous$key>) {
  const { t, column } = useRecordColumns();
  const rows = usePageRows(graphql`
    fragment OusListTable_ous on Ou @relay(plural: true) {
      idOu code name shortName idStatus
      entity { name }
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idOu} columns={[
      { id: 'code', label: t(m.code), allowsSorting: true, cell: (row) => <span className={styles.mono}>{row.code}</span> },
      { id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, cell: (row) => row.name },
      { id: 'shortName', label: t(m.shortName), allowsSorting: true, cell: (row) => row.shortName },
      { id: 'entity', label: t(m.entity), cell: (row) => row.entity?.name ?? '' },
      column.status(),
    ]} />
  );
}
