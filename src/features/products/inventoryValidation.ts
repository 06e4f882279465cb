import { INVENTORY_LIMITS, SALE_STATUSES, TRANSACTION_TYPES, inventoryTransactionProblems, salePeriodProblems } from '../../../rules/product';
import { ruleErrors } from '../../app/forms/ruleErrors';
import type { PathErrors } from '../../app/forms/validation';
import type { IsoDateRange } from '../../ui/DateRangePicker';
import { productWords } from './validation';

export { INVENTORY_LIMITS, SALE_STATUSES, TRANSACTION_TYPES };
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type SaleStatus = (typeof SALE_STATUSES)[number];

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

/**
 * InventoryTransactionInput's rules (rules/product.ts): a date range of at most 2 years, a type, and a whole quantity
 * that is positive, except that an ADJUSTMENT is a signed correction (negative allowed, 0 not).
 */
export const validateTransaction = ({ range, ...values }: TransactionValues): PathErrors =>
  ruleErrors(inventoryTransactionProblems({ ...values, dateFrom: range?.start, dateTo: range?.end }), productWords);

/** InventorySalePeriodInput's rules: a date range, a status and a release period of 0 to 365 whole days. */
export const validateSalePeriod = ({ range, ...values }: SalePeriodValues): PathErrors =>
  ruleErrors(salePeriodProblems({ ...values, dateFrom: range?.start, dateTo: range?.end }), productWords);
