import advancesQuery from '../../__generated__/AdvancesListRouteQuery$parameters';
import interfaceQuery from '../../__generated__/CashierInterfaceRouteQuery$parameters';
import transactionsQuery from '../../__generated__/CashierTransactionsListRouteQuery$parameters';
import customerPaymentsListQuery from '../../__generated__/CustomerPaymentsRouteQuery$parameters';
import dailyCashierQuery from '../../__generated__/DailyCashierRouteQuery$parameters';
import exchangeRatesQuery from '../../__generated__/ExchangeRatesListRouteQuery$parameters';
import paymentSchedulesQuery from '../../__generated__/PaymentSchedulesListRouteQuery$parameters';
import supplierPayablesQuery from '../../__generated__/SupplierPayablesListRouteQuery$parameters';
import { listRouteQuery } from '../../app/listQuery';
import { oneOf, toSearchInput, type ListParams } from '../../app/listSearch';

/*
 * The cashier's list routes: each query's variables from the address, with the defaults its screen reads its
 * controls with (src/app/listQuery.ts). A filter value the address may hold is one of the lists below.
 */
export const ADVANCE_STATUSES = ['AVAILABLE', 'APPLIED', 'VOIDED'] as const;
export const CASHIER_DAY_STATUSES = ['OPEN', 'CLOSED'] as const;
const DUE_FILTERS = ['DUE', 'OVERDUE'] as const;
const SUPPLIER_INVOICE_FILTERS = ['OPEN', 'OVERDUE', 'PAID'] as const;
export const TRANSACTION_STATUSES = ['COMPLETED', 'PARTIALLY_VOIDED', 'VOIDED'] as const;

/** Paging and search with the list's `status` filter, when it is one of `allowed`. */
const searchedWithStatus = (allowed: readonly string[]) => (list: ListParams) => {
  const { skip, take, text } = toSearchInput(list);
  return { input: { skip, take, text, status: oneOf(list.filters.status, allowed) } };
};
const sorted = (list: ListParams) => {
  const { skip, take, sortBy, sortDirection } = toSearchInput(list);
  return { skip, take, sortBy, sortDirection };
};

export const advancesListQuery = listRouteQuery(advancesQuery, {}, searchedWithStatus(ADVANCE_STATUSES));
export const paymentSchedulesListQuery = listRouteQuery(paymentSchedulesQuery, {}, searchedWithStatus(DUE_FILTERS));
/** Money owed to suppliers changes from other desks: never shown from the store. */
export const supplierPayablesListQuery = {
  ...listRouteQuery(supplierPayablesQuery, {}, searchedWithStatus(SUPPLIER_INVOICE_FILTERS)), fetchPolicy: 'network-only' as const,
};
export const dailyCashierListQuery = listRouteQuery(dailyCashierQuery, { sort: { column: 'cashierDate', direction: 'descending' } }, (list) => ({
  input: {
    ...sorted(list), dateFrom: list.filters.from ?? null, dateTo: list.filters.to ?? null,
    status: oneOf(list.filters.status, CASHIER_DAY_STATUSES), idUser: list.filters.cashier ?? null,
  },
}));
export const exchangeRatesListQuery = listRouteQuery(exchangeRatesQuery, { sort: { column: 'rateDate', direction: 'descending' } }, (list) => ({
  input: { ...sorted(list), dateFrom: list.filters.from ?? null, dateTo: list.filters.to ?? null, idCurrency: list.filters.currency ?? null },
}));
export const transactionsListQuery = listRouteQuery(transactionsQuery, {}, (list) => {
  const { text, skip, take } = toSearchInput(list);
  return { input: { text, skip, take, dateFrom: list.filters.from ?? null, dateTo: list.filters.to ?? null, status: oneOf(list.filters.status, TRANSACTION_STATUSES) } };
});
/** The accounting interface: documents still pending at the tax authority unless the address asks otherwise. */
export const TAX_FILTER_DEFAULT = 'PENDING';
export const interfaceListQuery = listRouteQuery(interfaceQuery, {}, (list) => {
  const { skip, take } = toSearchInput(list);
  const tax = list.filters.tax ?? TAX_FILTER_DEFAULT;
  return {
    input: {
      skip, take, taxStatus: tax === 'ALL' ? null : tax, dateFrom: list.filters.from ?? null, dateTo: list.filters.to ?? null,
      notExported: list.filters.notExported === '1' ? true : null,
    },
  };
});
/** A customer's payments (the address's id), paged: what a payment has left changes at every desk, so from the network. */
export const customerPaymentsQuery = {
  ...listRouteQuery(customerPaymentsListQuery, {}, (list, { id }) => {
    const { skip, take } = toSearchInput(list);
    return { idEntity: id, skip, take };
  }),
  fetchPolicy: 'network-only' as const,
};
