/** The supplier payables' row shapes, the GraphQL mappers of their types (codegen.ts): no imports, so the generated
 * types reach them without a circle through graphql/. */

export type ExpectedCostStatus = 'EXPECTED' | 'FEE' | 'REMOVED';

export interface ExpectedCostRow {
  idReservationItem: string;
  idReservation: string;
  reservationCode: string;
  idSupplier: string;
  supplierName: string;
  idCurrency: string;
  productName: string;
  serviceDate: string;
  quantity: number;
  cost: string;
  amount: string;
  status: ExpectedCostStatus;
  /** What invoices of the supplier already bill for this service (lines, tax included). */
  invoicedAmount: string;
}

export interface SupplierInvoiceRow {
  idSupplierInvoice: string;
  idOu: string;
  idSupplier: string;
  supplierName: string;
  number: string;
  invoiceDate: string;
  dueDate: string;
  idCurrency: string;
  subtotal: string;
  taxAmount: string;
  total: string;
  paidAmount: string;
  /** The current expected cost of the invoice's services. */
  expectedAmount: string;
  note: string | null;
  createdAt: string;
}

export interface InvoiceLineRow {
  idSupplierInvoice: string;
  lineNumber: number;
  idReservationItem: string;
  idReservation: string;
  reservationCode: string;
  productName: string;
  serviceDate: string;
  description: string;
  amount: string;
  taxAmount: string;
  expectedAmount: string;
  expectedStatus: 'EXPECTED' | 'FEE' | 'REMOVED';
}

export interface SupplierPaymentRow {
  idSupplierPayment: string;
  idSupplierInvoice: string;
  idSupplier: string;
  method: 'CASH' | 'TRANSFER';
  documentNumber: string;
  paymentDate: string;
  idCurrency: string;
  amount: string;
  status: 'ACTIVE' | 'VOIDED' | 'REVERSAL';
  reversalOf: string | null;
  voidReason: string | null;
  createdAt: string;
}

export interface StatementLine {
  idCurrency: string;
  expected: string;
  invoiced: string;
  paid: string;
  open: string;
  toInvoice: string;
}

export interface AgeingLine {
  idSupplier: string;
  supplierName: string;
  idCurrency: string;
  notDue: string;
  days1To30: string;
  days31To60: string;
  days61To90: string;
  over90: string;
  total: string;
}
