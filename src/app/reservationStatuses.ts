/** A reservation's statuses, without their words: the reservations list's route declaration reads them. */
export const RESERVATION_STATUSES = ['QUOTE', 'CONFIRMED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'] as const;
