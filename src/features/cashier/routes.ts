import cashierTransactionQuery from '../../__generated__/CashierTransactionRouteQuery$parameters';
import advanceFormQuery from '../../__generated__/AdvanceFormRouteQuery$parameters';
import exchangeRateFormQuery from '../../__generated__/ExchangeRateFormRouteQuery$parameters';
import payableSearchQuery from '../../__generated__/PayableItemsSearchQuery$parameters';
import paymentEditQuery from '../../__generated__/PaymentEditRouteQuery$parameters';
import supplierInvoiceFormQuery from '../../__generated__/SupplierInvoiceFormRouteQuery$parameters';
import supplierInvoiceQuery from '../../__generated__/SupplierInvoiceRouteQuery$parameters';
import {
  advancesListQuery, customerPaymentsQuery, dailyCashierListQuery, exchangeRatesListQuery, interfaceListQuery, paymentSchedulesListQuery,
  supplierPayablesListQuery, transactionsListQuery,
} from './routeQueries';
import { lazyScreen, type AppRoute, type RouteQuery } from '../../app/routeTable';
import { isRecordId } from './transactions/recordId';

/* The record and form screens' queries: from the network, so a form or a payment starts from what the server holds now. */
/** The cart's screen (its own route and the payment routes that open it on a customer or a document). */
const cashierTransaction: RouteQuery = { query: cashierTransactionQuery, variables: () => ({}) };
/**
 * The cart's first search, started with the screen (PayableItemsSearch.tsx's variables): a reservation's Take payment
 * (?reservation=CODE), a customer's or a fiscal document's payable items; nothing on the bare cart. Always from the
 * server: what is pending changes with every payment.
 */
const payableSearch = (scope: 'idEntity' | 'idFiscalDocument' | null): RouteQuery => ({
  query: payableSearchQuery,
  variables: ({ id }, search) => {
    const text = scope ? null : search.get('reservation')?.trim() || null;
    return { input: { text, take: 25, ...(scope && { [scope]: id }) }, asked: scope ? isRecordId(id) : text != null };
  },
  fetchPolicy: 'network-only',
});
const advanceForm: RouteQuery = { query: advanceFormQuery, variables: () => ({}), fetchPolicy: 'network-only' };
const exchangeRateForm = (isEdit: boolean): RouteQuery => ({
  query: exchangeRateFormQuery, variables: ({ id }) => ({ id: isEdit ? id : '', isEdit }), fetchPolicy: 'network-only',
});
const paymentEdit: RouteQuery = { query: paymentEditQuery, variables: ({ id }) => ({ id }), fetchPolicy: 'network-only' };
const supplierInvoice: RouteQuery = { query: supplierInvoiceQuery, variables: ({ id }) => ({ id }), fetchPolicy: 'network-only' };
const supplierInvoiceForm: RouteQuery = { query: supplierInvoiceFormQuery, variables: () => ({}) };

/**
 * The screens of the cashier (transactions, payments, advances, daily cashier, accounting interface, exchange rates) area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const cashierRoutes: AppRoute[] = [
  { path: '/cashier-transaction', component: lazyScreen(() => import('./transactions/CashierTransactionRoute'), 'CashierTransactionRoute'), query: cashierTransaction, results: payableSearch(null), heading: ['cashierTransaction.title', 'cashierTransaction.description'] },
  { path: '/cashier-transaction/payment/:id/edit', component: lazyScreen(() => import('./payments/PaymentEditRoute'), 'PaymentEditRoute') , query: paymentEdit },
  { path: '/cashier-transaction/payment/:id/register-document-payment', component: lazyScreen(() => import('./transactions/DocumentPaymentRoute'), 'DocumentPaymentRoute'), query: cashierTransaction, results: payableSearch('idFiscalDocument') },
  { path: '/cashier-transaction/payment/:id/search-payment', component: lazyScreen(() => import('./payments/CustomerPaymentsRoute'), 'CustomerPaymentsRoute') , query: customerPaymentsQuery },
  { path: '/cashier-transaction/payment/:id/search-reservations', component: lazyScreen(() => import('./transactions/CustomerReservationsRoute'), 'CustomerReservationsRoute'), query: cashierTransaction, results: payableSearch('idEntity') },
  { path: '/cashier-transaction/payment/advances', component: lazyScreen(() => import('./advances/AdvancesListRoute'), 'AdvancesListRoute'), query: advancesListQuery },
  { path: '/cashier-transaction/payment/advances/new', component: lazyScreen(() => import('./advances/AdvanceFormRoute'), 'AdvanceFormRoute') , query: advanceForm },
  { path: '/cashier-transaction/payment/daily-cashier', component: lazyScreen(() => import('./daily-cashier/DailyCashierRoute'), 'DailyCashierRoute'), query: dailyCashierListQuery },
  { path: '/cashier-transaction/payment/exchange-rate', component: lazyScreen(() => import('./exchange-rates/ExchangeRatesListRoute'), 'ExchangeRatesListRoute'), query: exchangeRatesListQuery },
  { path: '/cashier-transaction/payment/exchange-rate/:id/edit', component: lazyScreen(() => import('./exchange-rates/ExchangeRateFormRoute'), 'ExchangeRateFormRoute') , query: exchangeRateForm(true) },
  { path: '/cashier-transaction/payment/exchange-rate/new', component: lazyScreen(() => import('./exchange-rates/ExchangeRateFormRoute'), 'ExchangeRateFormRoute') , query: exchangeRateForm(false) },
  { path: '/cashier-transaction/payment/payment-schedules', component: lazyScreen(() => import('./payment-schedules/PaymentSchedulesListRoute'), 'PaymentSchedulesListRoute'), query: paymentSchedulesListQuery },
  { path: '/cashier-transaction/payment/supplier-payables', component: lazyScreen(() => import('./supplier-payables/SupplierPayablesListRoute'), 'SupplierPayablesListRoute'), query: supplierPayablesListQuery },
  { path: '/cashier-transaction/payment/supplier-payables/new', component: lazyScreen(() => import('./supplier-payables/SupplierInvoiceFormRoute'), 'SupplierInvoiceFormRoute') , query: supplierInvoiceForm },
  { path: '/cashier-transaction/payment/supplier-payables/:id', component: lazyScreen(() => import('./supplier-payables/SupplierInvoiceRoute'), 'SupplierInvoiceRoute') , query: supplierInvoice },
  { path: '/cashier-transaction/payment/interface', component: lazyScreen(() => import('./interface/CashierInterfaceRoute'), 'CashierInterfaceRoute'), query: interfaceListQuery },
  { path: '/cashier-transaction/transactions', component: lazyScreen(() => import('./payments/CashierTransactionsListRoute'), 'CashierTransactionsListRoute'), query: transactionsListQuery, heading: ['cashierTransactions.list.title', 'cashierTransactions.list.description'] },
];
