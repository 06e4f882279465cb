import { useAdminTexts } from '../../app/list/useAdminTexts';
import { Card } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { cellColumns, type CellColumn } from '../../app/list/cellColumns';
import * as pageStyles from '../../app/forms/Form.css';
import { formatDay } from './formatDay';
import { inventoryMessages as m } from './messages';
import { useProductTexts } from './useProductTexts';

/** Where a ledger of an instance stands in its pages: the page shown and how to change it. */
export interface LedgerPaging { page: number; pageSize: number; onPageChange: (page: number) => void }

/** What every ledger row says: the days it covers, and when and by whom it was recorded. */
interface LedgerRow { dateFrom: string; dateTo: string; createdAt: string; createdBy?: string | null }

/**
 * One of an instance's inventory ledgers (its transactions, its sale periods) in a card, newest first: each row's days
 * first and its record last around the ledger's own columns; the pager shows only where there is more than a page.
 */
export function InstanceLedgerCard<T extends LedgerRow>({
  title, count, rows, idOf, columns, emptyLabel, page, pageSize, onPageChange,
}: LedgerPaging & {
  title: string; count: number; rows: readonly T[]; idOf: (row: T) => string; columns: CellColumn<T>[]; emptyLabel: string;
}) {
  const { pagination } = useAdminTexts();
  const { t } = useProductTexts();
  const dayRange = useDayRangeText();
  const cells = cellColumns<T>([
    { id: 'dates', label: t(m.datesColumn), isRowHeader: true, cell: (row) => dayRange(row.dateFrom, row.dateTo) },
    ...columns,
    { id: 'recorded', label: t(m.recorded), wrap: true, cell: (row) => <RecordedCell createdAt={row.createdAt} createdBy={row.createdBy} /> },
  ]);
  return (
    <Card title={title} padding="none">
      <DataTable
        {...cells}
        rows={rows.map((row) => ({ ...row, id: idOf(row) }))}
        emptyLabel={emptyLabel}
        label={title}
        pagination={count > pageSize ? { page, pageSize, totalCount: count, onPageChange, ...pagination } : undefined}
      />
    </Card>
  );
}

/** The days a ledger's row covers. */
function useDayRangeText() {
  const { t, intl } = useProductTexts();
  return (from: string, to: string) => t(m.dateRange, { from: formatDay(intl, from), to: formatDay(intl, to) });
}

/** When a ledger's row was recorded, and by whom where known. */
function RecordedCell({ createdAt, createdBy }: { createdAt: string; createdBy?: string | null }) {
  const { t, intl } = useProductTexts();
  const date = intl.formatDate(createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  return <span className={pageStyles.muted}>{createdBy ? t(m.recordedBy, { date, user: createdBy }) : date}</span>;
}
