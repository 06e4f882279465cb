import { graphql, useFragment } from 'react-relay';
import type { DailyCashiersListTable_days$key } from '../../../__generated__/DailyCashiersListTable_days.graphql';
import type { PagedListControls } from '../../../app/list/listTable';
import { PagedTable } from '../../../app/list/RecordTable';
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
    <PagedTable label={t(m.tableLabel)} rows={rows} idOf={(row) => row.idDailyCashier} count={count} isLoading={isLoading} {...controls}
      emptyLabel={<EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)} />}
      columns={[
        // A calendar day: formatted in UTC so no time zone moves it.
        { id: 'cashierDate', label: t(m.date), allowsSorting: true, isRowHeader: true, cell: (row) => formatDay(intl.locale, row.cashierDate) },
        { id: 'user', label: t(m.user), allowsSorting: true, wrap: true, cell: (row) => row.userName },
        {
          id: 'total', label: t(m.total), align: 'end',
          cell: (row) => (row.totals.length ? row.totals.map((total) => money(total.amount, total.currency)).join(' · ') : '—'),
        },
        { id: 'status', label: t(m.status), allowsSorting: true, cell: (row) => <DailyCashierStatusChip status={row.status} /> },
        {
          id: 'slip', label: t(documentMessages.closeSlip),
          cell: (row) => (
            <DocumentActions name={`${t(documentMessages.closeSlip)} ${row.userName} ${row.cashierDate}`} canSend={false}
              document={{ kind: 'CASHIER_CLOSE', idDailyCashier: row.idDailyCashier }} />
          ),
        },
        {
          id: 'history', label: t(auditButtonMessages.open),
          cell: (row) => <AuditHistoryButton recordType="DAILY_CASHIER" id={row.idDailyCashier} size="sm" label={`${row.userName} ${row.cashierDate}`} />,
        },
      ]} />
  );
}
