import type { ReservationDraft } from './reservationEditorTypes';

export type { ReservationDraft };

/** A field's problem as a code; the screen turns it into text (the machine stays free of i18n). */
export type DraftProblem = 'required' | 'passengerRange' | 'maxPassengersExceeded' | 'tooLong';
export type DraftProblems = Partial<Record<keyof ReservationDraft, DraftProblem>>;

/** The server's limits (schema.graphql ReservationInput). */
export const RESERVATION_LIMITS = { minPassengers: 1, maxPassengers: 99, fileNumber: 40 } as const;

export const emptyDraft = (today: string, idCurrency: string | null = null): ReservationDraft => ({
  fileNumber: '', reservationDate: today, idEntity: null, passengerCount: 1, idCurrency, idLanguage: null,
});

/**
 * The rules of SPEC.md section 5 the client can check before saving: required fields, 1 to 99 passengers and never
 * fewer than the active passengers already registered ('Max passenger number exceeded for reservation.').
 */
export function validateDraft(draft: ReservationDraft, registeredPassengers = 0): DraftProblems {
  const problems: DraftProblems = {};
  if (!draft.reservationDate) problems.reservationDate = 'required';
  if (!draft.idEntity) problems.idEntity = 'required';
  if (!draft.idCurrency) problems.idCurrency = 'required';
  if (draft.fileNumber.trim().length > RESERVATION_LIMITS.fileNumber) problems.fileNumber = 'tooLong';
  const count = draft.passengerCount;
  if (count == null || Number.isNaN(count)) problems.passengerCount = 'required';
  else if (!Number.isInteger(count) || count < RESERVATION_LIMITS.minPassengers || count > RESERVATION_LIMITS.maxPassengers) {
    problems.passengerCount = 'passengerRange';
  } else if (count < registeredPassengers) problems.passengerCount = 'maxPassengersExceeded';
  return problems;
}

export const hasProblems = (problems: DraftProblems) => Object.keys(problems).length > 0;

/** The ReservationInput of schema.graphql for a draft (create when idReservation is null). */
export function toReservationInput(draft: ReservationDraft, idReservation: string | null, version: number | null) {
  return {
    idReservation: idReservation ?? null,
    version: idReservation ? version : null,
    fileNumber: draft.fileNumber.trim() || null,
    reservationDate: draft.reservationDate,
    idEntity: draft.idEntity,
    passengerCount: draft.passengerCount,
    idCurrency: draft.idCurrency,
    idLanguage: draft.idLanguage,
  };
}
