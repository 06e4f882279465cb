import type { ServerError } from '../../app/errors/serverErrors';

/** What the machine needs of a loaded reservation to decide what is legal (the screen renders the rest from Relay). */
export interface ReservationSnapshot {
  idReservation: string;
  /** Shown in the heading and dialogs. */
  code: string;
  version: number;
  status: string;
  allowedTransitions: readonly string[];
  registeredPassengerCount: number;
  draft: ReservationDraft;
  items: readonly ItemSnapshot[];
}

export interface ItemSnapshot {
  idReservationItem: string;
  status: string;
  allowedTransitions: readonly string[];
  version: number;
}

/** The changes of the item edit dialog (ReservationItemUpdateInput without the id and version). */
export interface ItemChanges {
  serviceDate?: string | null;
  /** 'HH:MM'; null clears it. */
  serviceTime?: string | null;
  /** null clears it. */
  supplierReference?: string | null;
  idProductInstance?: string | null;
  nights?: number | null;
  quantity?: number | null;
  idRateInstance?: string | null;
  unitPrice?: string | null;
  overrideReason?: string | null;
}

/** One change to the reservation besides its data; the `command` actor sends the matching mutation. */
export type ReservationCommand =
  | { kind: 'addItem'; idReservation: string; idProductInstance: string; serviceDate: string; nights: number; quantity: number; confirm: boolean; serviceTime?: string | null; unitPrice?: string | null; overrideReason?: string | null }
  | { kind: 'addPackage'; idReservation: string; idPackage: string; startDate: string; quantity: number; confirm: boolean }
  | { kind: 'updateItem'; idReservationItem: string; version: number; changes: ItemChanges }
  | { kind: 'deleteItem'; idReservationItem: string }
  | { kind: 'transitionItem'; idReservationItem: string; status: 'CONFIRMED' | 'CANCELLED'; reason?: string | null }
  | { kind: 'transitionReservation'; idReservation: string; version: number; status: 'CONFIRMED' | 'CANCELLED'; reason?: string | null }
  | { kind: 'addRemark'; idReservation: string; text: string };

export type CommandKind = ReservationCommand['kind'];

/** Something the screen should say after a step (SPEC.md section 8); `detail` is the server's reason. */
export interface EditorNotice {
  kind: 'noAvailability' | 'commandFailed' | 'saveFailed' | 'loadFailed' | 'notFound' | 'forbidden';
  command?: CommandKind;
  /** The server's English text, shown only when the refusal has no reason the locales word. */
  detail?: string;
  error?: ServerError;
}

/** What the data form edits; numbers stay numbers, dates ISO days ('2026-11-23'), ids as the server gives them. */
export interface ReservationDraft {
  fileNumber: string;
  reservationDate: string | null;
  idEntity: string | null;
  passengerCount: number | null;
  idCurrency: string | null;
  idLanguage: string | null;
}
