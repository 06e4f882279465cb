import { fromPromise } from 'xstate';
import type { ReservationDraft } from './reservationEditorTypes';
import type { ReservationCommand, ReservationSnapshot } from './reservationEditorTypes';

const missing = (name: string) => async (): Promise<never> => {
  throw new Error(`reservationEditor: the ${name} actor was not provided`);
};

/**
 * The editor's calls to the server. The machine holds no Relay code: the screen provides these with `.provide()`
 * (src/features/reservations/useReservationEditorActors.ts) and tests provide stubs.
 */
export const reservationEditorActors = {
  load: fromPromise<ReservationSnapshot, { idReservation: string }>(missing('load')),
  save: fromPromise<ReservationSnapshot, { idReservation: string | null; version: number | null; draft: ReservationDraft }>(missing('save')),
  /** Runs the change and answers the reservation as it now is. */
  command: fromPromise<ReservationSnapshot, ReservationCommand>(missing('command')),
};
