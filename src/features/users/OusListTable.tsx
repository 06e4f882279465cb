import { graphql, useFragment } from 'react-relay';
import type { OusListTable_ous$key } from '../../__generated__/OusListTable_ous.graphql';
import { PAGE_SIZES, type ListParams, type ListSort } from '../../app/listParams';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import * as styles from '../../app/list/AdminPage.css';
import { adminMessages } from '../../app/list/adminMessages';
import { ouMessages as m } from './messages';
import { StatusChip } from '../../app/list/StatusChip';
import { useAdminTexts } from '../../app/list/useAdminTexts';

export interface OusListTableControls {
  params: ListParams;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: ListSort) => void;
  /** The address of a record: each row is a real link to it (middle-click, new tab, copy address). */
  hrefOf: (idOu: string) => string;
  onCreate: () => void;
}

export function OusListTable({ ous, count, isLoading, params, onPageChange, onPageSizeChange, onSortChange, hrefOf, onCreate }:
  OusListTableControls & { ous: OusListTable_ous$key | null; count: number; isLoading: boolean }) {
  const { t, pagination } = useAdminTexts();
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
      sortDescriptor={params.sort}
      onSortChange={onSortChange}
      rowHref={(row) => hrefOf(String(row.id))}
      isLoading={isLoading}
      loadingLabel={t(adminMessages.loadingList)}
      emptyLabel={(
        <EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)}
          action={<Button variant="secondary" onPress={onCreate}>{t(m.newOu)}</Button>} />
      )}
      pagination={{
        page: params.page, pageSize: params.pageSize, totalCount: count, onPageChange, onPageSizeChange,
        pageSizeOptions: PAGE_SIZES, ...pagination,
      }}
    />
  );
}
