import { graphql, useFragment } from 'react-relay';
import type { OusListTable_ous$key } from '../../__generated__/OusListTable_ous.graphql';
import { type ListTableControls, useRecordTableProps } from '../../app/list/listTable';
import { DataTable } from '../../ui/DataTable';
import * as styles from '../../app/list/AdminPage.css';
import { adminMessages } from '../../app/list/adminMessages';
import { ouMessages as m } from './messages';
import { StatusChip } from '../../app/list/StatusChip';
import { useAdminTexts } from '../../app/list/useAdminTexts';

export type OusListTableControls = ListTableControls;

export function OusListTable({ ous, count, isLoading, ...controls }:
  OusListTableControls & { ous: OusListTable_ous$key | null; count: number; isLoading: boolean }) {
  const { t } = useAdminTexts();
  const list = useRecordTableProps(controls, count, isLoading, {
    title: t(m.emptyTitle), description: t(m.emptyDescription), createLabel: t(m.newOu),
  });
  const rows = useFragment(
    graphql`
      fragment OusListTable_ous on Ou @relay(plural: true) {
        idOu
        code
        name
        shortName
        idStatus
        entity { name }
      }
    `,
    ous,
  ) ?? [];
  return (
    <DataTable
      {...list}
      label={t(m.tableLabel)}
      columns={[
        { id: 'code', label: t(m.code), allowsSorting: true },
        { id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true },
        { id: 'shortName', label: t(m.shortName), allowsSorting: true },
        { id: 'entity', label: t(m.entity) },
        { id: 'idStatus', label: t(adminMessages.status), allowsSorting: true },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idOu }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'code': return <span className={styles.mono}>{row.code}</span>;
          case 'name': return row.name;
          case 'shortName': return row.shortName;
          case 'entity': return row.entity?.name ?? '';
          case 'idStatus': return <StatusChip status={row.idStatus} />;
          default: return null;
        }
      }}
    />
  );
}
