import { graphql, useFragment } from 'react-relay';
import type { AdvancesListTable_advances$key } from '../../../__generated__/AdvancesListTable_advances.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { adminMessages } from '../../../app/list/adminMessages';
import { useAdminTexts } from '../../../app/list/useAdminTexts';
import { PAGE_SIZES, type ListParams } from '../../../app/listParams';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { toCents } from '../../../app/cents';
import { formatAmount, formatDay } from '../../../app/format';
import { advanceMessages as m } from './messages';
import { useAdvanceTexts } from './useAdvanceTexts';

export interface AdvanceRowSummary { idAdvance: string; number: string; total: string; currency: string }

const TONES = { AVAILABLE: 'accent', APPLIED: 'muted', VOIDED: 'danger' } as const;

/** The advances of a page: date, customer, document, total, invoiced, available, tax status, status and the void. */
export function AdvancesListTable({ advances, count, isLoading, params, onPageChange, onPageSizeChange, onCreate, onVoid }: {
  advances: AdvancesListTable_advances$key | null; count: number; isLoading: boolean; params: ListParams;
  onPageChange: (page: number) => void; onPageSizeChange: (size: number) => void; onCreate: () => void;
  onVoid: (advance: AdvanceRowSummary) => void;
}) {
  const { t, intl, statusText, documentTypeText, taxStatusText } = useAdvanceTexts();
  const { pagination } = useAdminTexts();
  const rows = useFragment(
    graphql`
      fragment AdvancesListTable_advances on Advance @relay(plural: true) {
        idAdvance advanceDate total invoiceAmount availableAmount status
        entity { name }
        currency { code }
        document { documentType number taxStatus }
      }
    `,
    advances,
  ) ?? [];
  const money = (amount: string, code: string | null | undefined) => formatAmount(intl.locale, amount, code, 'code');
  return (
    <DataTable
      label={t(m.tableLabel)}
      columns={[
        { id: 'date', label: t(m.date), isRowHeader: true },
        { id: 'customer', label: t(m.customer) },
        { id: 'documentType', label: t(m.documentType) },
        { id: 'correlative', label: t(m.correlative) },
        { id: 'total', label: t(m.total), align: 'end' },
        { id: 'invoiceAmount', label: t(m.invoiceAmount), align: 'end' },
        { id: 'availableAmount', label: t(m.availableAmount), align: 'end' },
        { id: 'taxStatus', label: t(m.taxStatus) },
        { id: 'status', label: t(m.status) },
        { id: 'actions', label: t(m.actions) },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idAdvance }))}
      renderCell={(row, column) => {
        const code = row.currency?.code;
        switch (column) {
          case 'date': return formatDay(intl.locale, row.advanceDate);
          case 'customer': return row.entity?.name ?? '—';
          case 'documentType': return documentTypeText(row.document?.documentType);
          case 'correlative': return <span className={styles.mono}>{row.document?.number ?? '—'}</span>;
          case 'total': return <span className={styles.mono}>{money(row.total, code)}</span>;
          case 'invoiceAmount': return <span className={styles.mono}>{money(row.invoiceAmount, code)}</span>;
          case 'availableAmount': return <span className={styles.mono}>{money(row.availableAmount, code)}</span>;
          case 'taxStatus': return taxStatusText(row.document?.taxStatus);
          case 'status':
            return <span className={styles.chip({ tone: TONES[row.status as keyof typeof TONES] ?? 'muted' })}>{statusText(row.status)}</span>;
          case 'actions': {
            // Voidable only while nothing of it was applied (the server checks again under a lock).
            const untouched = row.status === 'AVAILABLE' && toCents(row.invoiceAmount) === 0n;
            return untouched ? (
              <Button size="sm" variant="quiet" aria-label={t(m.voidNamed, { number: row.document?.number ?? '' })}
                onPress={() => onVoid({ idAdvance: row.idAdvance, number: row.document?.number ?? '', total: row.total, currency: code ?? '' })}>
                {t(m.void)}
              </Button>
            ) : null;
          }
          default: return null;
        }
      }}
      isLoading={isLoading}
      loadingLabel={t(adminMessages.loadingList)}
      emptyLabel={(
        <EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)}
          action={<Button variant="secondary" onPress={onCreate}>{t(m.newAdvance)}</Button>} />
      )}
      pagination={{
        page: params.page, pageSize: params.pageSize, totalCount: count, onPageChange, onPageSizeChange,
        pageSizeOptions: PAGE_SIZES, ...pagination,
      }}
    />
  );
}
