import { describeRecordScreens } from '../../../app/testing/recordScreenTests';

const exchangeRate = {
  path: '/cashier-transaction/payment/exchange-rate/4/edit', query: 'ExchangeRateFormRouteQuery', record: 'getExchangeRateById',
  values: { rateDate: '2026-03-02', buyRate: '3.7512' }, shows: /3\.7512/,
};

describeRecordScreens([
  exchangeRate,
  { ...exchangeRate, locale: 'es' },
  {
    path: '/cashier-transaction/payment/9/edit', query: 'PaymentEditRouteQuery', record: 'getPaymentById',
    values: { transactionNumber: 'T-000123' }, shows: /T-000123/, missing: 'This payment does not exist in your organizational unit.',
  },
  {
    path: '/cashier-transaction/payment/supplier-payables/6', query: 'SupplierInvoiceRouteQuery', record: 'getSupplierInvoiceById',
    values: { number: 'F001-000777' }, shows: /F001-000777/, missing: 'No supplier invoices',
  },
]);
