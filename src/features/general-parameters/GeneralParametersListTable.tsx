import { graphql } from 'react-relay';
import type { GeneralParametersListTable_parameters$key } from '../../__generated__/GeneralParametersListTable_parameters.graphql';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../app/list/RecordTable';
import { useRecordColumns } from '../../app/list/recordColumns';
import { TwoLineCell } from '../../app/list/TwoLineCell';
import * as styles from '../../app/forms/Form.css';
import { gpMessages as m } from './messages';

export function GeneralParametersListTable(table: RecordListTableProps<GeneralParametersListTable_parameters$key>) {
  const { t, intl, column } = useRecordColumns();
  const rows = usePageRows(graphql`
    fragment GeneralParametersListTable_parameters on GeneralParameter @relay(plural: true) {
      id idGeneralParameter name shortName code isShared valueCount updatedAt
      parent { name }
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idGeneralParameter} columns={[
      {
        id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true,
        cell: (row) => <TwoLineCell main={row.name} detail={row.parent?.name} />,
      },
      { id: 'shortName', label: t(m.shortName), allowsSorting: true, cell: (row) => row.shortName },
      column.code(t(m.code), 'code'),
      { id: 'valueCount', label: t(m.valueCount), allowsSorting: true, align: 'end', cell: (row) => intl.formatNumber(row.valueCount) },
      {
        id: 'scope', label: t(m.scope),
        cell: (row) => <span className={styles.chip({ tone: row.isShared ? 'accent' : 'brand' })}>{t(row.isShared ? m.shared : m.own)}</span>,
      },
      column.updatedAt(t(m.updatedAt)),
    ]} />
  );
}
