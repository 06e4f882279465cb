import { defineMessages } from './defineMessages';

/** A reservation's (or an itinerary item's) status in words: the reservations area and the home dashboard show them. */
export const reservationStatusMessages = defineMessages({
  statusQUOTE: { id: 'reservations.status.QUOTE', defaultMessage: 'Quote', description: 'Reservation status' },
  statusCONFIRMED: { id: 'reservations.status.CONFIRMED', defaultMessage: 'Confirmed', description: 'Reservation or item status' },
  statusPARTIALLY_PAID: { id: 'reservations.status.PARTIALLY_PAID', defaultMessage: 'Partially paid', description: 'Reservation status' },
  statusPAID: { id: 'reservations.status.PAID', defaultMessage: 'Paid', description: 'Reservation status' },
  statusCANCELLED: { id: 'reservations.status.CANCELLED', defaultMessage: 'Cancelled', description: 'Reservation or item status' },
  statusPENDING: { id: 'reservations.status.PENDING', defaultMessage: 'Pending', description: 'Item status' },
});

export type StatusKey = 'QUOTE' | 'CONFIRMED' | 'PARTIALLY_PAID' | 'PAID' | 'CANCELLED' | 'PENDING';
export const statusMessage = (status: string) =>
  reservationStatusMessages[`status${status}` as `status${StatusKey}`] ?? reservationStatusMessages.statusQUOTE;

export { RESERVATION_STATUSES } from './reservationStatuses';
