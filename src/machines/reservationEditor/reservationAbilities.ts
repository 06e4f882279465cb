/**
 * What the person may do to reservations, from the operations the server says they may use (Query.allowedOperations:
 * the same BACK permissions each mutation checks, issue 21 item 4), never guessed from role codes: a custom role, or
 * RESEDIT (which may edit but not add a service), sees exactly what the server accepts. The record's state
 * (allowedTransitions, a cancelled reservation) is the machine's other half of each decision.
 */
export interface ReservationAbilities {
  create: boolean;
  addItem: boolean;
  addPackage: boolean;
  editData: boolean;
  confirm: boolean;
  cancel: boolean;
  editItem: boolean;
  confirmItem: boolean;
  cancelItem: boolean;
  deleteItem: boolean;
  addRemark: boolean;
  overridePrice: boolean;
  revert: boolean;
  savePassenger: boolean;
  loadPassengers: boolean;
  deletePassenger: boolean;
  attachDocument: boolean;
  deleteDocument: boolean;
  /** Pay the reservation at the cashier (the cashier transaction's own operation). */
  takePayment: boolean;
}

/** The operation (or capability) behind each ability; the screens ask the server about exactly these names. */
export const RESERVATION_OPERATIONS = {
  create: 'createReservation',
  addItem: 'addReservationItem',
  addPackage: 'addReservationPackage',
  editData: 'updateReservation',
  confirm: 'confirmReservation',
  cancel: 'cancelReservation',
  editItem: 'updateReservationItem',
  confirmItem: 'confirmReservationItem',
  cancelItem: 'cancelReservationItem',
  deleteItem: 'deleteReservationItem',
  addRemark: 'addReservationRemark',
  overridePrice: 'reservationItemPriceOverride',
  revert: 'revertReservationChange',
  savePassenger: 'saveReservationPassenger',
  loadPassengers: 'loadReservationPassengers',
  deletePassenger: 'deleteReservationPassenger',
  attachDocument: 'attachReservationDocument',
  deleteDocument: 'deleteReservationDocument',
  takePayment: 'completeCashierTransaction',
} as const satisfies Record<keyof ReservationAbilities, string>;

export function reservationAbilities(operations: readonly string[]): ReservationAbilities {
  const allowed = new Set(operations);
  return Object.fromEntries(
    Object.entries(RESERVATION_OPERATIONS).map(([ability, operation]) => [ability, allowed.has(operation)]),
  ) as unknown as ReservationAbilities;
}

/** No ability at all: what a screen assumes until the server has answered. */
export const NO_ABILITIES = reservationAbilities([]);
