import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PackagesListTable_packages$key } from '../../../__generated__/PackagesListTable_packages.graphql';
import { adminMessages } from '../../../app/list/adminMessages';
import { StatusChip } from '../../../app/list/StatusChip';
import type { ListTableControls } from '../../../app/list/listTable';
import { RecordTable } from '../../../app/list/RecordTable';
import { TwoLineCell } from '../../../app/list/TwoLineCell';
import * as gpStyles from '../../../app/forms/Form.css';
import { packageMessages as m } from './messages';

export type PackagesListControls = ListTableControls;

export function PackagesListTable({
  packages, count, isLoading, ...controls
}: PackagesListControls & { packages: PackagesListTable_packages$key | null; count: number; isLoading: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
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
    <RecordTable label={t(m.tableLabel)} rows={rows} idOf={(row) => row.idPackage} count={count} isLoading={isLoading} {...controls}
      empty={{ title: t(m.emptyTitle), description: t(m.emptyDescription), createLabel: t(m.newPackage) }}
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
