import type { DateOrder, PassengerCatalogs, PassengerColumn, PreviewRow } from './passengerRows';

/** Largest upload read at all; a bigger file is refused before a byte of it is parsed. */
export const MAX_SHEET_BYTES = 2 * 1024 * 1024;
/** A worker still busy after this long is killed (a hostile or pathological file must not hang the page). */
export const SHEET_TIMEOUT_MS = 15_000;

/** Page → worker. The file travels as an ArrayBuffer; catalogs let the worker turn codes and names into ids. */
export type SheetRequest =
  | {
    type: 'parse'; fileName: string; bytes: ArrayBuffer; catalogs: PassengerCatalogs; today: string;
    /** How the page's locale writes numeric dates (03/02/2001 is 3 February on a Spanish page, 2 March on en-US). */
    dateOrder?: DateOrder;
  }
  | { type: 'template' };

export type SheetFailure = 'tooLarge' | 'unsupportedType' | 'unreadable' | 'noRows' | 'missingColumns' | 'tooManyRows' | 'timeout';

/** Worker → page: only plain, validated values (never a workbook object). */
export type SheetResponse =
  | { type: 'parsed'; rows: PreviewRow[] }
  | { type: 'failed'; reason: SheetFailure; missing?: PassengerColumn[] }
  | { type: 'template'; bytes: ArrayBuffer };

const ACCEPTED = /\.(xlsx|csv)$/i;

/** Checks that need no parsing: name and size, run before the file is read (on the page and again in the worker). */
export function precheckFile(fileName: string, size: number): SheetFailure | null {
  if (!ACCEPTED.test(fileName)) return 'unsupportedType';
  if (size > MAX_SHEET_BYTES) return 'tooLarge';
  return null;
}
