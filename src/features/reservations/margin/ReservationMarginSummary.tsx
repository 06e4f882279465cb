import { graphql, useFragment } from 'react-relay';
import type { ReservationMarginSummary_reservation$key } from '../../../__generated__/ReservationMarginSummary_reservation.graphql';
import { formatPercent } from '../../../app/format';
import * as listStyles from '../../../app/list/AdminPage.css';
import { Card } from '../../../ui/Card';
import { DataTable } from '../../../ui/DataTable';
import * as styles from '../Reservations.css';
import { useReservationTexts } from '../useReservationTexts';
import { marginMessages as m } from './messages';

/**
 * The reservation's margin per currency (issue 24): selling against cost over its services with a known cost. The
 * server answers null to who may not read supplier costs (only ADMIN and RESADM may), and then there is no card.
 */
export function ReservationMarginSummary({ reservation }: { reservation: ReservationMarginSummary_reservation$key }) {
  const { t, intl, money } = useReservationTexts();
  const { margin } = useFragment(graphql`
    fragment ReservationMarginSummary_reservation on Reservation {
      margin { totals { selling cost margin marginPercent uncostedServices currency { code } } }
    }
  `, reservation);
  // No card without services either (an empty table says nothing the services table does not).
  if (!margin?.totals.length) return null;
  const uncosted = margin.totals.reduce((n, total) => n + total.uncostedServices, 0);
  const rows = margin.totals.map((total) => ({ ...total, id: total.currency?.code ?? '' }));
  return (
    <Card title={t(m.margin)}>
      <div className={styles.stack}>
        <p className={styles.muted}>{t(m.basis)}</p>
        <DataTable
          label={t(m.table)}
          columns={[
            { id: 'currency', label: t(m.currency), isRowHeader: true },
            { id: 'selling', label: t(m.selling), align: 'end' },
            { id: 'cost', label: t(m.cost), align: 'end' },
            { id: 'margin', label: t(m.margin), align: 'end' },
            { id: 'percent', label: t(m.percent), align: 'end' },
          ]}
          rows={rows}
          renderCell={(row, column) => {
            const currency = row.currency?.code;
            switch (column) {
              case 'currency': return currency ?? '';
              case 'selling': return <span className={listStyles.amount}>{money(row.selling, currency)}</span>;
              case 'cost': return <span className={listStyles.amount}>{money(row.cost, currency)}</span>;
              case 'margin': return <strong className={listStyles.amount}>{money(row.margin, currency)}</strong>;
              case 'percent': return <span className={listStyles.amount}>{row.marginPercent == null ? '—' : formatPercent(intl.locale, row.marginPercent)}</span>;
              default: return null;
            }
          }}
          emptyLabel=""
        />
        {uncosted > 0 && <p className={styles.muted}>{t(m.uncosted, { count: uncosted })}</p>}
      </div>
    </Card>
  );
}
