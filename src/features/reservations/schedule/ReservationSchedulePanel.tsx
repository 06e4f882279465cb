import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReservationSchedulePanelAccessQuery } from '../../../__generated__/ReservationSchedulePanelAccessQuery.graphql';
import type { ReservationSchedulePanelQuery } from '../../../__generated__/ReservationSchedulePanelQuery.graphql';
import * as listStyles from '../../../app/list/AdminPage.css';
import { formatPercent } from '../../../app/format';
import { Card } from '../../../ui/Card';
import { DataTable } from '../../../ui/DataTable';
import { Spinner } from '../../../ui/Spinner';
import * as styles from '../Reservations.css';
import { useReservationTexts } from '../useReservationTexts';
import { scheduleMessages as m } from './messages';

const AccessQuery = graphql`
  query ReservationSchedulePanelAccessQuery {
    allowedOperations(names: ["reservationPaymentSchedule"])
  }
`;

const ScheduleQuery = graphql`
  query ReservationSchedulePanelQuery($id: ID!) {
    reservationPaymentSchedule(idReservation: $id) {
      confirmedOn depositKind depositValue depositDueDays balanceDaysBefore dueNow depositOverdue overdueAction
      instalments { idReservationInstalment sequence kind dueDate amount paidAmount openAmount status daysOverdue }
    }
  }
`;

const TONES = { DUE: 'accent', PAID: 'muted', OVERDUE: 'danger' } as const;

/**
 * The reservation's payment schedule (issue 24): each instalment's due date, amount, paid part and status, what is
 * due now and the deposit flag. Only for those who may read schedules (ADMIN, RESADM); it reloads with the
 * reservation's version, since every change of its amounts or payments rewrites the schedule on the server.
 */
export function ReservationSchedulePanel({ idReservation, revision, currencyCode }: {
  idReservation: string; revision: number; currencyCode: string | null;
}) {
  const { t } = useReservationTexts();
  return (
    <Suspense fallback={<Card title={t(m.title)}><Spinner label={t(m.loading)} /></Card>}>
      <ScheduleAccess idReservation={idReservation} revision={revision} currencyCode={currencyCode} />
    </Suspense>
  );
}

function ScheduleAccess(props: { idReservation: string; revision: number; currencyCode: string | null }) {
  const { allowedOperations } = useLazyLoadQuery<ReservationSchedulePanelAccessQuery>(AccessQuery, {});
  return allowedOperations.includes('reservationPaymentSchedule') ? <ScheduleCard {...props} /> : null;
}

function ScheduleCard({ idReservation, revision, currencyCode }: { idReservation: string; revision: number; currencyCode: string | null }) {
  const { t, intl, money, day } = useReservationTexts();
  const { reservationPaymentSchedule: schedule } = useLazyLoadQuery<ReservationSchedulePanelQuery>(
    ScheduleQuery, { id: idReservation }, { fetchKey: revision, fetchPolicy: 'store-and-network' },
  );
  if (!schedule) return <Card title={t(m.title)}><p className={styles.muted}>{t(m.none)}</p></Card>;
  const deposit = schedule.depositKind === 'PERCENT'
    ? formatPercent(intl.locale, schedule.depositValue) : money(schedule.depositValue, currencyCode);
  const kindText = (kind: string) => t(kind === 'DEPOSIT' ? m.kindDEPOSIT : m.kindBALANCE);
  const statusText = (status: string, days: number) =>
    status === 'OVERDUE' ? t(m.statusOVERDUE, { days }) : t(status === 'PAID' ? m.statusPAID : m.statusDUE);
  return (
    <Card title={t(m.title)} actions={<strong>{t(m.dueNow, { amount: money(schedule.dueNow, currencyCode) })}</strong>}>
      <div className={styles.stack}>
        {schedule.depositOverdue && (
          <p role="status" className={styles.banner}>{t(schedule.overdueAction === 'RELEASE' ? m.releasing : m.flagged)}</p>
        )}
        <p className={styles.muted}>{t(m.terms, {
          day: day(schedule.confirmedOn), deposit, depositDays: schedule.depositDueDays, balanceDays: schedule.balanceDaysBefore,
        })}</p>
        <DataTable
          label={t(m.table)}
          columns={[
            { id: 'instalment', label: t(m.instalment), isRowHeader: true },
            { id: 'dueDate', label: t(m.dueDate) },
            { id: 'amount', label: t(m.amount), align: 'end' },
            { id: 'paid', label: t(m.paid), align: 'end' },
            { id: 'open', label: t(m.open), align: 'end' },
            { id: 'status', label: t(m.status) },
          ]}
          rows={schedule.instalments.map((n) => ({ ...n, id: n.idReservationInstalment }))}
          renderCell={(n, column) => {
            switch (column) {
              case 'instalment': return `${n.sequence}. ${kindText(n.kind)}`;
              case 'dueDate': return day(n.dueDate);
              case 'amount': return <span className={listStyles.mono}>{money(n.amount, currencyCode)}</span>;
              case 'paid': return <span className={listStyles.mono}>{money(n.paidAmount, currencyCode)}</span>;
              case 'open': return <span className={listStyles.mono}>{money(n.openAmount, currencyCode)}</span>;
              case 'status':
                return <span className={listStyles.chip({ tone: TONES[n.status as keyof typeof TONES] ?? 'muted' })}>{statusText(n.status, n.daysOverdue)}</span>;
              default: return null;
            }
          }}
          emptyLabel={t(m.empty)}
        />
      </div>
    </Card>
  );
}
