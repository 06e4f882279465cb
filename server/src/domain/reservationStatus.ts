/*
 * The statuses a person may move reservations and items to: one table each, read both by the mutations (which
 * refuse anything else) and by allowedTransitions (so the screen offers only what the server accepts). Payments
 * move CONFIRMED reservations to PARTIALLY_PAID / PAID on their own; no person picks those.
 */
import { appError } from '../graphql/errors.ts';
import type { ReservationItemModel, ReservationModel } from '../models.ts';

export type ReservationStatus = ReservationModel['status'];
export type ItemStatus = ReservationItemModel['status'];

export const RESERVATION_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  QUOTE: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['CANCELLED'],
  PARTIALLY_PAID: [],
  PAID: [],
  CANCELLED: [],
};

export const ITEM_TRANSITIONS: Record<ItemStatus, readonly ItemStatus[]> = {
  PENDING: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['CANCELLED'],
  CANCELLED: [],
};

/** Reservations whose items may still change (added, edited, confirmed). */
const EDITABLE_RESERVATION: readonly ReservationStatus[] = ['QUOTE', 'CONFIRMED'];

export function assertReservationTransition(from: ReservationStatus, to: ReservationStatus) {
  if (!RESERVATION_TRANSITIONS[from].includes(to)) {
    throw appError('CONFLICT', `A ${from.toLowerCase()} reservation cannot become ${to.toLowerCase()}`, {
      from, to, reason: 'STATUS_TRANSITION', params: { subject: 'RESERVATION', from, to },
    });
  }
}

export function assertItemTransition(from: ItemStatus, to: ItemStatus) {
  if (!ITEM_TRANSITIONS[from].includes(to)) {
    throw appError('CONFLICT', `A ${from.toLowerCase()} item cannot become ${to.toLowerCase()}`, {
      from, to, reason: 'STATUS_TRANSITION', params: { subject: 'ITEM', from, to },
    });
  }
}

export function assertEditable(status: ReservationStatus) {
  if (!EDITABLE_RESERVATION.includes(status)) {
    throw appError('CONFLICT', `A ${status.toLowerCase().replace('_', ' ')} reservation cannot change its items`, {
      status, reason: 'ITEMS_LOCKED', params: { status },
    });
  }
}
