import type { IsoDateRange } from '../../ui/DateRangePicker';
import { REQUIRED, checkText, type PathErrors } from '../../app/forms/validation';
import { inventoryMessages as m } from './messages';

export const TRANSACTION_TYPES = ['ADD_CAPACITY', 'RELEASE', 'BLOCK', 'ADJUSTMENT'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const SALE_STATUSES = ['FREE_SALE', 'ON_REQUEST', 'STOP_SALE'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** The server's limits (server/src/domain/inventory.ts). */
export const INVENTORY_LIMITS = { rangeYears: 2, note: 200, releaseDays: 365 } as const;

export interface TransactionValues {
  range: IsoDateRange | null;
  transactionType: TransactionType | null;
  quantity: number | null;
  note: string;
}

export interface SalePeriodValues {
  range: IsoDateRange | null;
  saleStatus: SaleStatus | null;
  releaseDays: number | null;
}

/** Both ends given, the end not before the start and, when `maxYears` is set, at most that many years after it. */
function checkRange(errors: PathErrors, range: IsoDateRange | null, maxYears?: number) {
  if (!range?.start || !range.end) {
    errors.dateFrom = REQUIRED;
    return;
  }
  // 'YYYY-MM-DD' days compare as text; a 29 February end of the allowed span reads as the 28th in a common year.
  const { start: from, end: to } = range;
  const limit = maxYears ? `${String(Number(from.slice(0, 4)) + maxYears).padStart(4, '0')}${from.slice(4)}` : null;
  if (to < from) errors.dateTo = { message: m.endBeforeStart };
  else if (limit && to > limit) errors.dateTo = { message: m.rangeTooLong };
}

/**
 * InventoryTransactionInput's rules: a date range of at most 2 years, a type, and a whole quantity that is positive,
 * except that an ADJUSTMENT is a signed correction (negative allowed, 0 not).
 */
export function validateTransaction(values: TransactionValues): PathErrors {
  const errors: PathErrors = {};
  checkRange(errors, values.range, INVENTORY_LIMITS.rangeYears);
  if (!values.transactionType) errors.transactionType = REQUIRED;
  const q = values.quantity;
  if (q == null || Number.isNaN(q)) errors.quantity = REQUIRED;
  else if (!Number.isInteger(q)) errors.quantity = { message: m.quantityPositive };
  else if (values.transactionType === 'ADJUSTMENT') {
    if (q === 0) errors.quantity = { message: m.quantityNotZero };
  } else if (q <= 0) errors.quantity = { message: m.quantityPositive };
  checkText(errors, 'note', values.note, { max: INVENTORY_LIMITS.note });
  return errors;
}

/** InventorySalePeriodInput's rules: a date range, a status and a release period of 0 to 365 whole days. */
export function validateSalePeriod(values: SalePeriodValues): PathErrors {
  const errors: PathErrors = {};
  checkRange(errors, values.range);
  if (!values.saleStatus) errors.saleStatus = REQUIRED;
  const days = values.releaseDays ?? 0;
  if (!Number.isInteger(days) || days < 0 || days > INVENTORY_LIMITS.releaseDays) errors.releaseDays = { message: m.releaseRange };
  return errors;
}
