import { useAdminTexts } from '../../app/list/useAdminTexts';
import { Card } from '../../ui/Card';
import { DataTable, type DataTableProps } from '../../ui/DataTable';
import * as pageStyles from '../../app/forms/Form.css';
import { formatDay } from './formatDay';
import { inventoryMessages as m } from './messages';
import { useProductTexts } from './useProductTexts';

/** Where a ledger of an instance stands in its pages: the page shown and how to change it. */
export interface LedgerPaging { page: number; pageSize: number; onPageChange: (page: number) => void }

/**
 * One of an instance's inventory ledgers (its transactions, its sale periods) in a card, newest first: the pager
 * shows only where there is more than a page.
 */
export function InstanceLedgerCard<T extends { id: string | number }, C extends string>({
  title, count, page, pageSize, onPageChange, ...table
}: LedgerPaging & { title: string; count: number } & Omit<DataTableProps<T, C>, 'label' | 'pagination'>) {
  const { pagination } = useAdminTexts();
  return (
    <Card title={title} padding="none">
      <DataTable
        {...table}
        label={title}
        pagination={count > pageSize ? { page, pageSize, totalCount: count, onPageChange, ...pagination } : undefined}
      />
    </Card>
  );
}

/** The days a ledger's row covers. */
export function useDayRangeText() {
  const { t, intl } = useProductTexts();
  return (from: string, to: string) => t(m.dateRange, { from: formatDay(intl, from), to: formatDay(intl, to) });
}

/** When a ledger's row was recorded, and by whom where known. */
export function RecordedCell({ createdAt, createdBy }: { createdAt: string; createdBy?: string | null }) {
  const { t, intl } = useProductTexts();
  const date = intl.formatDate(createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  return <span className={pageStyles.muted}>{createdBy ? t(m.recordedBy, { date, user: createdBy }) : date}</span>;
}
