import { advancesListQuery, dailyCashierListQuery, exchangeRatesListQuery, interfaceListQuery, paymentSchedulesListQuery, supplierPayablesListQuery, transactionsListQuery } from './routeQueries';
import { lazyScreen, type AppRoute } from '../../app/routeTable';

/**
 * The screens of the cashier (transactions, payments, advances, daily cashier, accounting interface, exchange rates) area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const cashierRoutes: AppRoute[] = [
  { path: '/cashier-transaction', component: lazyScreen(() => import('./transactions/CashierTransactionRoute'), 'CashierTransactionRoute') },
  { path: '/cashier-transaction/payment/:id/edit', component: lazyScreen(() => import('./payments/PaymentEditRoute'), 'PaymentEditRoute') },
  { path: '/cashier-transaction/payment/:id/register-document-payment', component: lazyScreen(() => import('./transactions/DocumentPaymentRoute'), 'DocumentPaymentRoute') },
  { path: '/cashier-transaction/payment/:id/search-payment', component: lazyScreen(() => import('./payments/CustomerPaymentsRoute'), 'CustomerPaymentsRoute') },
  { path: '/cashier-transaction/payment/:id/search-reservations', component: lazyScreen(() => import('./transactions/CustomerReservationsRoute'), 'CustomerReservationsRoute') },
  { path: '/cashier-transaction/payment/advances', component: lazyScreen(() => import('./advances/AdvancesListRoute'), 'AdvancesListRoute'), query: advancesListQuery },
  { path: '/cashier-transaction/payment/advances/new', component: lazyScreen(() => import('./advances/AdvanceFormRoute'), 'AdvanceFormRoute') },
  { path: '/cashier-transaction/payment/daily-cashier', component: lazyScreen(() => import('./daily-cashier/DailyCashierRoute'), 'DailyCashierRoute'), query: dailyCashierListQuery },
  { path: '/cashier-transaction/payment/exchange-rate', component: lazyScreen(() => import('./exchange-rates/ExchangeRatesListRoute'), 'ExchangeRatesListRoute'), query: exchangeRatesListQuery },
  { path: '/cashier-transaction/payment/exchange-rate/:id/edit', component: lazyScreen(() => import('./exchange-rates/ExchangeRateFormRoute'), 'ExchangeRateFormRoute') },
  { path: '/cashier-transaction/payment/exchange-rate/new', component: lazyScreen(() => import('./exchange-rates/ExchangeRateFormRoute'), 'ExchangeRateFormRoute') },
  { path: '/cashier-transaction/payment/payment-schedules', component: lazyScreen(() => import('./payment-schedules/PaymentSchedulesListRoute'), 'PaymentSchedulesListRoute'), query: paymentSchedulesListQuery },
  { path: '/cashier-transaction/payment/supplier-payables', component: lazyScreen(() => import('./supplier-payables/SupplierPayablesListRoute'), 'SupplierPayablesListRoute'), query: supplierPayablesListQuery },
  { path: '/cashier-transaction/payment/supplier-payables/new', component: lazyScreen(() => import('./supplier-payables/SupplierInvoiceFormRoute'), 'SupplierInvoiceFormRoute') },
  { path: '/cashier-transaction/payment/supplier-payables/:id', component: lazyScreen(() => import('./supplier-payables/SupplierInvoiceRoute'), 'SupplierInvoiceRoute') },
  { path: '/cashier-transaction/payment/interface', component: lazyScreen(() => import('./interface/CashierInterfaceRoute'), 'CashierInterfaceRoute'), query: interfaceListQuery },
  { path: '/cashier-transaction/transactions', component: lazyScreen(() => import('./payments/CashierTransactionsListRoute'), 'CashierTransactionsListRoute'), query: transactionsListQuery },
];
