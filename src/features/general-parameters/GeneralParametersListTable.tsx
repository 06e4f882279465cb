import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { GeneralParametersListTable_parameters$key } from '../../__generated__/GeneralParametersListTable_parameters.graphql';
import { PAGE_SIZES, type ListParams, type ListSort } from '../../app/listParams';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { adminMessages } from '../../app/list/adminMessages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import * as styles from '../../app/forms/Form.css';
import { gpMessages as m } from './messages';

export interface GeneralParametersListControls {
  params: ListParams;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: ListSort) => void;
  /** The address of a record: each row is a real link to it (middle-click, new tab, copy address). */
  hrefOf: (idGeneralParameter: string) => string;
  onCreate: () => void;
}

export function GeneralParametersListTable({
  parameters, count, isLoading, params, onPageChange, onPageSizeChange, onSortChange, hrefOf, onCreate,
}: GeneralParametersListControls & { parameters: GeneralParametersListTable_parameters$key | null; count: number; isLoading: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { pagination } = useAdminTexts();
  const rows = useFragment(
    graphql`
      fragment GeneralParametersListTable_parameters on GeneralParameter @relay(plural: true) {
        id
        idGeneralParameter
        name
        shortName
        code
        isShared
        valueCount
        updatedAt
        parent { name }
      }
    `,
    parameters,
  ) ?? [];
  return (
    <DataTable
      label={t(m.tableLabel)}
      columns={[
        { id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true },
        { id: 'shortName', label: t(m.shortName), allowsSorting: true },
        { id: 'code', label: t(m.code), allowsSorting: true },
        { id: 'valueCount', label: t(m.valueCount), allowsSorting: true, align: 'end' },
        { id: 'scope', label: t(m.scope) },
        { id: 'updatedAt', label: t(m.updatedAt), allowsSorting: true },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idGeneralParameter }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'name': return (
            <span className={styles.nameCell}>
              <span>{row.name}</span>
              {row.parent && <span className={styles.muted}>{row.parent.name}</span>}
            </span>
          );
          case 'shortName': return row.shortName;
          case 'code': return <code className={styles.code}>{row.code}</code>;
          case 'valueCount': return intl.formatNumber(row.valueCount);
          case 'scope': return (
            <span className={styles.chip({ tone: row.isShared ? 'accent' : 'brand' })}>{t(row.isShared ? m.shared : m.own)}</span>
          );
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
          action={<Button variant="secondary" onPress={onCreate}>{t(m.newParameter)}</Button>} />
      )}
      pagination={{
        page: params.page, pageSize: params.pageSize, totalCount: count, onPageChange, onPageSizeChange,
        pageSizeOptions: PAGE_SIZES, ...pagination,
      }}
    />
  );
}
