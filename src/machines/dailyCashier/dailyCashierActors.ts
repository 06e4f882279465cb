import { fromPromise } from 'xstate';
import type { CountDraft, FloatDraft } from './dailyCashierRules';

/** What the machine needs to know of a day (the screen reads the rest from Relay). */
export interface DaySnapshot {
  idDailyCashier: string;
  version: number;
  status: 'OPEN' | 'CLOSED';
  /** The caller may reopen it (CLOSED and the dailyCashierReopen permission). */
  canReopen: boolean;
}

const missing = (name: string) => async (): Promise<never> => {
  throw new Error(`dailyCashier: the ${name} actor was not provided`);
};

/**
 * The daily cashier's calls to the server. The machine holds no Relay code: the screen provides these with
 * `.provide()` (src/features/cashier/daily-cashier/useDailyCashierActors.ts) and tests provide stubs.
 */
export const dailyCashierActors = {
  /** The caller's day of today, or null when not opened yet. */
  load: fromPromise<DaySnapshot | null>(missing('load')),
  open: fromPromise<DaySnapshot, { floats: FloatDraft[] }>(missing('open')),
  update: fromPromise<DaySnapshot, { idDailyCashier: string; version: number; floats: FloatDraft[] }>(missing('update')),
  close: fromPromise<DaySnapshot, { idDailyCashier: string; version: number; counts: CountDraft[]; note: string }>(missing('close')),
  reopen: fromPromise<DaySnapshot, { idDailyCashier: string; version: number; reason: string }>(missing('reopen')),
};
