import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PackagesListTable_packages$key } from '../../../__generated__/PackagesListTable_packages.graphql';
import { PAGE_SIZES, type ListParams, type ListSort } from '../../../app/listParams';
import { adminMessages } from '../../../app/list/adminMessages';
import { StatusChip } from '../../../app/list/StatusChip';
import { useAdminTexts } from '../../../app/list/useAdminTexts';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import * as gpStyles from '../../../app/forms/Form.css';
import { packageMessages as m } from './messages';

export interface PackagesListControls {
  params: ListParams;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: ListSort) => void;
  /** The address of a record: each row is a real link to it (middle-click, new tab, copy address). */
  hrefOf: (idPackage: string) => string;
  onCreate: () => void;
}

export function PackagesListTable({
  packages, count, isLoading, params, onPageChange, onPageSizeChange, onSortChange, hrefOf, onCreate,
}: PackagesListControls & { packages: PackagesListTable_packages$key | null; count: number; isLoading: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { pagination } = useAdminTexts();
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
          case 'name': return (
            <span className={gpStyles.nameCell}>
              <span>{row.name}</span>
              {row.shortName !== row.name && <span className={gpStyles.muted}>{row.shortName}</span>}
            </span>
          );
          case 'durationDays': return t(m.days, { count: row.durationDays });
          case 'itemCount': return intl.formatNumber(row.itemCount);
          case 'idStatus': return <StatusChip status={row.idStatus} />;
          case 'updatedAt': return intl.formatDate(row.updatedAt, { dateStyle: 'medium' });
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
          action={<Button variant="secondary" onPress={onCreate}>{t(m.newPackage)}</Button>} />
      )}
      pagination={{
        page: params.page, pageSize: params.pageSize, totalCount: count, onPageChange, onPageSizeChange,
        pageSizeOptions: PAGE_SIZES, ...pagination,
      }}
    />
  );
}
