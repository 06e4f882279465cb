import { graphql, useFragment } from 'react-relay';
import type { ReservationSchedulePanel_query$key } from '../../../__generated__/ReservationSchedulePanel_query.graphql';
import type { ReservationSchedulePanel_reservation$data, ReservationSchedulePanel_reservation$key } from '../../../__generated__/ReservationSchedulePanel_reservation.graphql';
import * as listStyles from '../../../app/list/AdminPage.css';
import { formatPercent } from '../../../app/format';
import { Card } from '../../../ui/Card';
import { DataTable } from '../../../ui/DataTable';
import * as styles from '../Reservations.css';
import { useReservationTexts } from '../useReservationTexts';
import { scheduleMessages as m } from './messages';

/** Whether the person may read schedules: part of the editor's route query. */
const accessFragment = graphql`
  fragment ReservationSchedulePanel_query on Query {
    scheduleOperations: allowedOperations(names: ["reservationPaymentSchedule"])
  }
`;

/**
 * The schedule, on the reservation the editor's query reads and every change of it answers (reservationEditorQuery.ts):
 * each change of its amounts or payments rewrites the schedule on the server, and the answer brings it to the store.
 */
const scheduleFragment = graphql`
  fragment ReservationSchedulePanel_reservation on Reservation {
    paymentSchedule {
      confirmedOn depositKind depositValue depositDueDays balanceDaysBefore dueNow depositOverdue overdueAction
      instalments { idReservationInstalment sequence kind dueDate amount paidAmount openAmount status daysOverdue }
    }
  }
`;

const TONES = { DUE: 'accent', PAID: 'muted', OVERDUE: 'danger' } as const;

/**
 * The reservation's payment schedule (issue 24): each instalment's due date, amount, paid part and status, what is
 * due now and the deposit flag. Only for those who may read schedules (ADMIN, RESADM); the server answers the
 * schedule null for the others.
 */
export function ReservationSchedulePanel({ reservation, query, currencyCode }: {
  reservation: ReservationSchedulePanel_reservation$key; query: ReservationSchedulePanel_query$key; currencyCode: string | null;
}) {
  const { scheduleOperations } = useFragment(accessFragment, query);
  const { paymentSchedule: schedule } = useFragment(scheduleFragment, reservation);
  if (!scheduleOperations.includes('reservationPaymentSchedule')) return null;
  return <ScheduleCard schedule={schedule} currencyCode={currencyCode} />;
}

function ScheduleCard({ schedule, currencyCode }: {
  schedule: ReservationSchedulePanel_reservation$data['paymentSchedule']; currencyCode: string | null;
}) {
  const { t, intl, money, day } = useReservationTexts();
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
