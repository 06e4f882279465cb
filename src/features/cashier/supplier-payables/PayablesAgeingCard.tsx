import { graphql, useFragment } from 'react-relay';
import type { PayablesAgeingCard_lines$key } from '../../../__generated__/PayablesAgeingCard_lines.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { Card } from '../../../ui/Card';
import { DataTable } from '../../../ui/DataTable';
import { supplierPayableMessages as m } from './messages';
import { useSupplierPayableTexts } from './useSupplierPayableTexts';

const BUCKETS = ['notDue', 'days1To30', 'days31To60', 'days61To90', 'over90', 'total'] as const;

/** Open supplier invoice amounts per supplier and currency, by days past their due date. */
export function PayablesAgeingCard({ lines: key, showSupplier = true }: { lines: PayablesAgeingCard_lines$key; showSupplier?: boolean }) {
  const { t, money } = useSupplierPayableTexts();
  const lines = useFragment(
    graphql`
      fragment PayablesAgeingCard_lines on PayablesAgeingLine @relay(plural: true) {
        idSupplier supplierName currency { code } notDue days1To30 days31To60 days61To90 over90 total
      }
    `,
    key,
  );
  const headings = { notDue: m.notDue, days1To30: m.days1To30, days31To60: m.days31To60, days61To90: m.days61To90, over90: m.over90, total: m.total };
  return (
    <Card title={t(m.ageingTitle)}>
      {lines.length ? (
        <DataTable
          label={t(m.ageingTable)}
          columns={[
            ...(showSupplier ? [{ id: 'supplier', label: t(m.supplier), isRowHeader: true, truncate: true }] : []),
            ...BUCKETS.map((b, i) => ({ id: b, label: t(headings[b]), align: 'end' as const, isRowHeader: !showSupplier && i === 0 })),
          ]}
          rows={lines.map((l) => ({ ...l, id: `${l.idSupplier}-${l.currency?.code ?? ''}` }))}
          renderCell={(row, column) => (column === 'supplier' ? row.supplierName
            : <span className={styles.mono}>{money(row[column as (typeof BUCKETS)[number]], row.currency?.code)}</span>)}
        />
      ) : <p>{t(m.nothingOpen)}</p>}
    </Card>
  );
}
