import { graphql, useFragment } from 'react-relay';
import type { DailyCashiersListTable_days$key } from '../../../__generated__/DailyCashiersListTable_days.graphql';
import { type PagedListControls, useListTableProps } from '../../../app/list/listTable';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { DocumentActions } from '../../../app/documents/DocumentActions';
import { documentMessages } from '../../../app/documents/messages';
import { DailyCashierStatusChip } from './DailyCashierStatusChip';
import { dailyCashierMessages as m } from './messages';
import { useDailyCashierTexts } from './useDailyCashierTexts';
import { AuditHistoryButton } from '../../../app/audit/AuditHistoryButton';
import { auditButtonMessages } from '../../../app/audit/buttonMessages';
import { formatDay } from '../../../app/format';

export interface DailyCashiersListControls extends PagedListControls {
  onSortChange: NonNullable<PagedListControls['onSortChange']>;
}

/** The OU's daily cashiers: day, cashier, expected total per currency and status. */
export function DailyCashiersListTable({
  days, count, isLoading, ...controls
}: DailyCashiersListControls & { days: DailyCashiersListTable_days$key | null; count: number; isLoading: boolean }) {
  const list = useListTableProps(controls, count, isLoading);
  const { t, intl, money } = useDailyCashierTexts();
  const rows = useFragment(
    graphql`
      fragment DailyCashiersListTable_days on DailyCashier @relay(plural: true) {
        id
        idDailyCashier
        cashierDate
        userName
        status
        totals { idCurrency amount currency { code } }
      }
    `,
    days,
  ) ?? [];
  return (
    <DataTable
      {...list}
      label={t(m.tableLabel)}
      columns={[
        { id: 'cashierDate', label: t(m.date), allowsSorting: true, isRowHeader: true },
        { id: 'user', label: t(m.user), allowsSorting: true, wrap: true },
        { id: 'total', label: t(m.total), align: 'end' },
        { id: 'status', label: t(m.status), allowsSorting: true },
        { id: 'slip', label: t(documentMessages.closeSlip) },
        { id: 'history', label: t(auditButtonMessages.open) },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idDailyCashier }))}
      renderCell={(row, column) => {
        switch (column) {
          // A calendar day: formatted in UTC so no time zone moves it.
          case 'cashierDate': return formatDay(intl.locale, row.cashierDate);
          case 'user': return row.userName;
          case 'total': return row.totals.length ? row.totals.map((total) => money(total.amount, total.currency)).join(' · ') : '—';
          case 'status': return <DailyCashierStatusChip status={row.status} />;
          case 'slip': return (
            <DocumentActions name={`${t(documentMessages.closeSlip)} ${row.userName} ${row.cashierDate}`} canSend={false}
              document={{ kind: 'CASHIER_CLOSE', idDailyCashier: row.idDailyCashier }} />
          );
          case 'history': return <AuditHistoryButton recordType="DAILY_CASHIER" id={row.idDailyCashier} size="sm" label={`${row.userName} ${row.cashierDate}`} />;
          default: return null;
        }
      }}
      emptyLabel={<EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)} />}
    />
  );
}
