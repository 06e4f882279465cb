import { defineMessages } from './defineMessages';

/** A reservation's (or an itinerary item's) status in words: the reservations area and the home dashboard show them. */
export const reservationStatusMessages = defineMessages({
  statusQUOTE: 'reservations.status.QUOTE',
  statusCONFIRMED: 'reservations.status.CONFIRMED',
  statusPARTIALLY_PAID: 'reservations.status.PARTIALLY_PAID',
  statusPAID: 'reservations.status.PAID',
  statusCANCELLED: 'reservations.status.CANCELLED',
  statusPENDING: 'reservations.status.PENDING',
});

export type StatusKey = 'QUOTE' | 'CONFIRMED' | 'PARTIALLY_PAID' | 'PAID' | 'CANCELLED' | 'PENDING';
export const statusMessage = (status: string) =>
  reservationStatusMessages[`status${status}` as `status${StatusKey}`] ?? reservationStatusMessages.statusQUOTE;

export { RESERVATION_STATUSES } from './reservationStatuses';
