import { graphql, useFragment } from 'react-relay';
import type { AdvancesListTable_advances$key } from '../../../__generated__/AdvancesListTable_advances.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { Button } from '../../../ui/Button';
import { EmptyListWithCreate, type PagedListControls, useListTableProps } from '../../../app/list/listTable';
import { DataTable } from '../../../ui/DataTable';
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
  const list = useListTableProps(controls, count, isLoading);
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
    <DataTable
      {...list}
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
      emptyLabel={(
        <EmptyListWithCreate title={t(m.emptyTitle)} description={t(m.emptyDescription)} createLabel={t(m.newAdvance)} onCreate={onCreate} />
      )}
    />
  );
}
