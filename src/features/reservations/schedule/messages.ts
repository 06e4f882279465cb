import { defineMessages } from '../../../app/defineMessages';

export const scheduleMessages = defineMessages({
  title: { id: 'reservationSchedule.title', defaultMessage: 'Payment schedule', description: 'Card heading on the reservation' },
  loading: { id: 'reservationSchedule.loading', defaultMessage: 'Loading the payment schedule…', description: 'Spinner' },
  none: {
    id: 'reservationSchedule.none',
    defaultMessage: 'The schedule is made when the reservation is confirmed.',
    description: 'A quote has no schedule yet',
  },
  empty: { id: 'reservationSchedule.empty', defaultMessage: 'Nothing is owed on this reservation.', description: 'Schedule without instalments' },
  table: { id: 'reservationSchedule.table', defaultMessage: 'Instalments', description: 'Table accessible name' },
  instalment: { id: 'reservationSchedule.instalment', defaultMessage: 'Instalment', description: 'Column' },
  dueDate: { id: 'reservationSchedule.dueDate', defaultMessage: 'Due date', description: 'Column' },
  amount: { id: 'reservationSchedule.amount', defaultMessage: 'Amount', description: 'Column' },
  paid: { id: 'reservationSchedule.paid', defaultMessage: 'Paid', description: 'Column' },
  open: { id: 'reservationSchedule.open', defaultMessage: 'Open', description: 'Column: amount still to pay' },
  status: { id: 'reservationSchedule.status', defaultMessage: 'Status', description: 'Column' },
  kindDEPOSIT: { id: 'reservationSchedule.kind.deposit', defaultMessage: 'Deposit', description: 'Instalment kind' },
  kindBALANCE: { id: 'reservationSchedule.kind.balance', defaultMessage: 'Balance', description: 'Instalment kind' },
  statusDUE: { id: 'reservationSchedule.status.due', defaultMessage: 'Due', description: 'Instalment status' },
  statusPAID: { id: 'reservationSchedule.status.paid', defaultMessage: 'Paid', description: 'Instalment status' },
  statusOVERDUE: {
    id: 'reservationSchedule.status.overdue',
    defaultMessage: 'Overdue {days, plural, one {# day} other {# days}}',
    description: 'Instalment status with the days past its due date',
  },
  dueNow: { id: 'reservationSchedule.dueNow', defaultMessage: 'Due now: {amount}', description: 'Sum of open instalments due today or earlier' },
  terms: {
    id: 'reservationSchedule.terms',
    defaultMessage: 'Confirmed on {day}: deposit {deposit}, {depositDays, plural, =0 {due on confirmation} one {due # day after} other {due # days after}}; balance due {balanceDays, plural, =0 {on the first service day} one {# day before the first service} other {# days before the first service}}.',
    description: 'The terms the reservation was confirmed under',
  },
  flagged: {
    id: 'reservationSchedule.flagged',
    defaultMessage: 'The deposit is overdue past the grace days: this reservation is flagged for follow-up.',
    description: 'Banner when the OU flags overdue deposits',
  },
  releasing: {
    id: 'reservationSchedule.releasing',
    defaultMessage: 'The deposit is overdue past the grace days: this reservation will be released (cancelled) unless it is paid.',
    description: 'Banner when the OU releases reservations with overdue deposits',
  },
});
