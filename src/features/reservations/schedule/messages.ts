import { defineMessages } from '../../../app/defineMessages';

export const scheduleMessages = defineMessages({
  title: 'reservationSchedule.title',
  none: 'reservationSchedule.none',
  empty: 'reservationSchedule.empty',
  table: 'reservationSchedule.table',
  instalment: 'reservationSchedule.instalment',
  dueDate: 'reservationSchedule.dueDate',
  amount: 'reservationSchedule.amount',
  paid: 'reservationSchedule.paid',
  open: 'reservationSchedule.open',
  status: 'reservationSchedule.status',
  kindDEPOSIT: 'reservationSchedule.kind.deposit',
  kindBALANCE: 'reservationSchedule.kind.balance',
  statusDUE: 'reservationSchedule.status.due',
  statusPAID: 'reservationSchedule.status.paid',
  statusOVERDUE: 'reservationSchedule.status.overdue',
  dueNow: 'reservationSchedule.dueNow',
  terms: 'reservationSchedule.terms',
  flagged: 'reservationSchedule.flagged',
  releasing: 'reservationSchedule.releasing',
});
