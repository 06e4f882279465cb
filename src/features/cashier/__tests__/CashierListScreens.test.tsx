import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLoading, renderRoute } from '../../../app/testing/renderRoute';
import { describeListScreens } from '../../../app/testing/listScreenTests';

const advances = {
  path: '/cashier-transaction/payment/advances', query: 'AdvancesListRouteQuery', list: 'searchAdvances',
  row: { entity: { name: 'Viajes Sol' } }, shows: /Viajes Sol/,
};

describeListScreens([
  { ...advances, empty: 'No advances found' },
  { ...advances, empty: 'No se encontraron anticipos', locale: 'es' },
  {
    path: '/cashier-transaction/payment/exchange-rate', query: 'ExchangeRatesListRouteQuery', list: 'searchExchangeRates',
    empty: 'No exchange rates found', row: { buyRate: '3.7512' }, shows: /3\.7512/,
  },
  {
    path: '/cashier-transaction/payment/payment-schedules', query: 'PaymentSchedulesListRouteQuery', list: 'searchDueInstalments',
    empty: 'Nothing is due', row: { customerName: 'Ana Quispe' }, shows: /Ana Quispe/,
  },
  {
    path: '/cashier-transaction/transactions', query: 'CashierTransactionsListRouteQuery', list: 'searchCashierTransactions',
    empty: 'No transactions found', row: { entity: { name: 'Viajes Sol', commercialName: 'Viajes Sol' } }, shows: /Viajes Sol/,
  },
  {
    path: '/cashier-transaction/payment/supplier-payables', query: 'SupplierPayablesListRouteQuery', list: 'searchSupplierInvoices',
    empty: 'No supplier invoices', row: { supplierName: 'Hotel Paracas' }, shows: /Hotel Paracas/,
  },
]);

/** The OU's payment terms card reads its part of the list's route query: one request shows both. */
describe('/cashier-transaction/payment/payment-schedules terms card', { timeout: 30_000 }, () => {
  it('shows the loading card, then the OU\'s terms from the route\'s answer', async () => {
    const view = await renderRoute('/cashier-transaction/payment/payment-schedules');
    await expectLoading(/Default payment terms of the OU/);
    await view.resolve({ Query: () => ({ paymentTerms: { depositKind: 'PERCENT', depositValue: '30.00', overdueAction: 'FLAG' } }) },
      'PaymentSchedulesListRouteQuery');
    expect(await screen.findByDisplayValue('30.00', {}, { timeout: 15_000 })).toBeTruthy();
    expect(view.environment.mock.getAllOperations().map((op) => op.name)).toEqual([]);
  });
});
