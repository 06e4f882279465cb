import { graphql, useFragment } from 'react-relay';
import type { AdvancesListTable_advances$key } from '../../../__generated__/AdvancesListTable_advances.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { Button } from '../../../ui/Button';
import { EmptyListWithCreate, type PagedListControls } from '../../../app/list/listTable';
import { PagedTable } from '../../../app/list/RecordTable';
import { toCents } from '../../../app/cents';
import { formatAmount, formatDay } from '../../../app/format';
import { advanceMessages as m } from './messages';
import { useAdvanceTexts } from './useAdvanceTexts';

export interface AdvanceRowSummary { idAdvance: string; number: string; total: string; currency: string }

const TONES = { AVAILABLE: 'accent', APPLIED: 'muted', VOIDED: 'danger' } as const;

/** The advances of a page: date, customer, document, total, invoiced, available, tax status, status and the void. */
export function AdvancesListTable({ advances, count, isLoading, onCreate, onVoid, ...controls }: PagedListControls & {
  advances: AdvancesListTable_advances$key | null; count: number; isLoading: boolean; onCreate: () => void;
  onVoid: (advance: AdvanceRowSummary) => void;
}) {
  const { t, intl, statusText, documentTypeText, taxStatusText } = useAdvanceTexts();
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
    <PagedTable label={t(m.tableLabel)} rows={rows} idOf={(row) => row.idAdvance} count={count} isLoading={isLoading} {...controls}
      emptyLabel={(
        <EmptyListWithCreate title={t(m.emptyTitle)} description={t(m.emptyDescription)} createLabel={t(m.newAdvance)} onCreate={onCreate} />
      )}
      columns={[
        { id: 'date', label: t(m.date), isRowHeader: true, cell: (row) => formatDay(intl.locale, row.advanceDate) },
        { id: 'customer', label: t(m.customer), cell: (row) => row.entity?.name ?? '—' },
        { id: 'documentType', label: t(m.documentType), cell: (row) => documentTypeText(row.document?.documentType) },
        { id: 'correlative', label: t(m.correlative), cell: (row) => <span className={styles.mono}>{row.document?.number ?? '—'}</span> },
        { id: 'total', label: t(m.total), align: 'end', cell: (row) => <span className={styles.mono}>{money(row.total, row.currency?.code)}</span> },
        {
          id: 'invoiceAmount', label: t(m.invoiceAmount), align: 'end',
          cell: (row) => <span className={styles.mono}>{money(row.invoiceAmount, row.currency?.code)}</span>,
        },
        {
          id: 'availableAmount', label: t(m.availableAmount), align: 'end',
          cell: (row) => <span className={styles.mono}>{money(row.availableAmount, row.currency?.code)}</span>,
        },
        { id: 'taxStatus', label: t(m.taxStatus), cell: (row) => taxStatusText(row.document?.taxStatus) },
        {
          id: 'status', label: t(m.status),
          cell: (row) => <span className={styles.chip({ tone: TONES[row.status as keyof typeof TONES] ?? 'muted' })}>{statusText(row.status)}</span>,
        },
        {
          id: 'actions', label: t(m.actions),
          cell: (row) => {
            // Voidable only while nothing of it was applied (the server checks again under a lock).
            const untouched = row.status === 'AVAILABLE' && toCents(row.invoiceAmount) === 0n;
            const number = row.document?.number ?? '';
            return untouched ? (
              <Button size="sm" variant="quiet" aria-label={t(m.voidNamed, { number })}
                onPress={() => onVoid({ idAdvance: row.idAdvance, number, total: row.total, currency: row.currency?.code ?? '' })}>
                {t(m.void)}
              </Button>
            ) : null;
          },
        },
      ]} />
  );
}
