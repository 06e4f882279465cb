import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PackagesListTable_packages$key } from '../../../__generated__/PackagesListTable_packages.graphql';
import { adminMessages } from '../../../app/list/adminMessages';
import { StatusChip } from '../../../app/list/StatusChip';
import { type ListTableControls, useRecordTableProps } from '../../../app/list/listTable';
import { TwoLineCell } from '../../../app/list/TwoLineCell';
import { DataTable } from '../../../ui/DataTable';
import * as gpStyles from '../../../app/forms/Form.css';
import { packageMessages as m } from './messages';

export type PackagesListControls = ListTableControls;

export function PackagesListTable({
  packages, count, isLoading, ...controls
}: PackagesListControls & { packages: PackagesListTable_packages$key | null; count: number; isLoading: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const list = useRecordTableProps(controls, count, isLoading, {
    title: t(m.emptyTitle), description: t(m.emptyDescription), createLabel: t(m.newPackage),
  });
  const rows = useFragment(
    graphql`
      fragment PackagesListTable_packages on Package @relay(plural: true) {
        id
        idPackage
        code
        name
        shortName
        durationDays
        itemCount
        idStatus
        updatedAt
      }
    `,
    packages,
  ) ?? [];
  return (
    <DataTable
      {...list}
      label={t(m.tableLabel)}
      columns={[
        { id: 'code', label: t(m.code), allowsSorting: true },
        { id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true },
        { id: 'durationDays', label: t(m.duration), allowsSorting: true, align: 'end' },
        { id: 'itemCount', label: t(m.parts), align: 'end' },
        { id: 'idStatus', label: t(adminMessages.status), allowsSorting: true },
        { id: 'updatedAt', label: t(m.updatedAt), allowsSorting: true },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idPackage }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'code': return <code className={gpStyles.code}>{row.code}</code>;
          case 'name': return <TwoLineCell main={row.name} detail={row.shortName !== row.name ? row.shortName : null} />;
          case 'durationDays': return t(m.days, { count: row.durationDays });
          case 'itemCount': return intl.formatNumber(row.itemCount);
          case 'idStatus': return <StatusChip status={row.idStatus} />;
          case 'updatedAt': return intl.formatDate(row.updatedAt, { dateStyle: 'medium' });
          default: return null;
        }
      }}
    />
  );
}
