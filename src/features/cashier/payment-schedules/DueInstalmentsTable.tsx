import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { DueInstalmentsTable_rows$key } from '../../../__generated__/DueInstalmentsTable_rows.graphql';
import { formatAmount, formatDay } from '../../../app/format';
import { commitAsync } from '../../../app/graphqlErrors';
import { useServerErrors } from '../../../app/errors/useServerErrors';
import * as styles from '../../../app/list/AdminPage.css';
import { Button } from '../../../ui/Button';
import type { PagedListControls } from '../../../app/list/listTable';
import { PagedTable } from '../../../app/list/RecordTable';
import { EmptyState } from '../../../ui/EmptyState';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { toast } from '../../../ui/toastQueue';
import { paymentScheduleMessages as m } from './messages';
import * as scheduleStyles from './PaymentSchedules.css';
import { useSendPaymentReminderMutation } from './mutations/useSendPaymentReminderMutation';
import { usePaymentScheduleTexts } from './usePaymentScheduleTexts';

/** The open instalments of a page: due date, reservation, customer, instalment, amounts, status and the reminder. */
export function DueInstalmentsTable({ rows: key, count, isLoading, mayTakePayment = false, ...controls }: PagedListControls & {
  rows: DueInstalmentsTable_rows$key | null; count: number; isLoading: boolean; mayTakePayment?: boolean;
}) {
  const { t, intl, kindText, statusText } = usePaymentScheduleTexts();
  const rows = useFragment(
    graphql`
      fragment DueInstalmentsTable_rows on DueInstalment @relay(plural: true) {
        idReservation reservationCode customerName
        currency { code }
        instalment { idReservationInstalment kind dueDate amount openAmount status daysOverdue }
      }
    `,
    key,
  ) ?? [];
  const remind = useReminder();
  const money = (amount: string, code: string | null | undefined) => formatAmount(intl.locale, amount, code, 'code');
  return (
    <PagedTable label={t(m.tableLabel)} rows={rows} idOf={(row) => row.instalment.idReservationInstalment} count={count} isLoading={isLoading} {...controls}
      emptyLabel={<EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)} />}
      columns={[
        { id: 'dueDate', label: t(m.dueDate), isRowHeader: true, cell: (row) => formatDay(intl.locale, row.instalment.dueDate) },
        { id: 'reservation', label: t(m.reservation), cell: (row) => <Link href={`/reservations/${row.idReservation}`}>{row.reservationCode}</Link> },
        { id: 'customer', label: t(m.customer), truncate: true, cell: (row) => row.customerName },
        { id: 'instalment', label: t(m.instalment), cell: (row) => kindText(row.instalment.kind) },
        {
          id: 'amount', label: t(m.amount), align: 'end',
          cell: (row) => <span className={styles.mono}>{money(row.instalment.amount, row.currency?.code)}</span>,
        },
        {
          id: 'open', label: t(m.open), align: 'end',
          cell: (row) => <span className={styles.mono}>{money(row.instalment.openAmount, row.currency?.code)}</span>,
        },
        {
          id: 'status', label: t(m.status),
          cell: ({ instalment: n }) => (
            <span className={styles.chip({ tone: n.status === 'OVERDUE' ? 'danger' : 'accent' })}>{statusText(n.status, n.daysOverdue)}</span>
          ),
        },
        {
          id: 'actions', label: t(m.actions),
          cell: (row) => (
            <span className={scheduleStyles.rowActions}>
              {mayTakePayment && (
                <Link href={`/cashier-transaction?reservation=${encodeURIComponent(row.reservationCode)}`}
                  aria-label={t(m.takePaymentNamed, { code: row.reservationCode })}>{t(m.takePayment)}</Link>
              )}
              <Button size="sm" variant="quiet" isDisabled={remind.sending !== null}
              aria-label={t(m.remindNamed, { code: row.reservationCode })}
              onPress={() => void remind.send(row.idReservation, row.reservationCode)}>
                {remind.sending === row.idReservation && <InlineSpinner label={t(m.reminding)} />}{t(m.remind)}
              </Button>
            </span>
          ),
        },
      ]} />
  );
}

/** Sends one reminder at a time and says in a toast where it went (or why not). */
function useReminder() {
  const { t } = usePaymentScheduleTexts();
  const errors = useServerErrors();
  const [commit] = useSendPaymentReminderMutation();
  const [sending, setSending] = useState<string | null>(null);
  const send = async (idReservation: string, code: string) => {
    setSending(idReservation);
    try {
      const result = await commitAsync(commit, { variables: { idReservation } });
      const { status, recipients } = result.sendPaymentReminder;
      if (status === 'FAILED') toast.error(t(m.remindFailed, { reason: result.sendPaymentReminder.failure ?? t(m.unknownReason) }));
      else toast.success(t(status === 'OUTBOX' ? m.remindedOutbox : m.reminded, { code, recipients: recipients.join(', ') }));
    } catch (error) {
      const fields = errors.fields(error);
      const reason = fields.to ? t(m.noEmail) : Object.values(fields)[0] ?? errors.message(error) ?? t(m.unknownReason);
      toast.error(t(m.remindFailed, { reason }));
    } finally {
      setSending(null);
    }
  };
  return { sending, send };
}
