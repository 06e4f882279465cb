import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { PackagesListTable_packages$key } from '../../../__generated__/PackagesListTable_packages.graphql';
import { adminMessages } from '../../../app/list/adminMessages';
import { StatusChip } from '../../../app/list/StatusChip';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../../app/list/RecordTable';
import { TwoLineCell } from '../../../app/list/TwoLineCell';
import * as gpStyles from '../../../app/forms/Form.css';
import { packageMessages as m } from './messages';

export function PackagesListTable(table: RecordListTableProps<PackagesListTable_packages$key>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const rows = usePageRows(graphql`
    fragment PackagesListTable_packages on Package @relay(plural: true) {
      id idPackage code name shortName durationDays itemCount idStatus updatedAt
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idPackage}
      columns={[
        { id: 'code', label: t(m.code), allowsSorting: true, cell: (row) => <code className={gpStyles.code}>{row.code}</code> },
        {
          id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true,
          cell: (row) => <TwoLineCell main={row.name} detail={row.shortName !== row.name ? row.shortName : null} />,
        },
        { id: 'durationDays', label: t(m.duration), allowsSorting: true, align: 'end', cell: (row) => t(m.days, { count: row.durationDays }) },
        { id: 'itemCount', label: t(m.parts), align: 'end', cell: (row) => intl.formatNumber(row.itemCount) },
        { id: 'idStatus', label: t(adminMessages.status), allowsSorting: true, cell: (row) => <StatusChip status={row.idStatus} /> },
        { id: 'updatedAt', label: t(m.updatedAt), allowsSorting: true, cell: (row) => intl.formatDate(row.updatedAt, { dateStyle: 'medium' }) },
      ]} />
  );
}
