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

/** A supplier's statement (domain/supplierPayables/statement.ts): its lines and ageing per currency. */
export interface SupplierStatementModel {
  idSupplier: string;
  lines: StatementLine[];
  ageing: AgeingLine[];
}

/** Where a service's cost comes from: its supplier invoice lines, the expected cost from its rate, or nothing known. */
export type CostSource = 'EXPECTED' | 'INVOICED' | 'NONE';

/** A service's selling amount against its cost (domain/supplierPayables/margin.ts), in the service's currency. */
export interface ServiceMarginRow {
  idReservationItem: string;
  idReservation: string;
  idCurrency: string;
  selling: string;
  cost: string | null;
  costSource: CostSource;
  margin: string | null;
  marginPercent: string | null;
}

/** A reservation's margin in one currency, over its services with a known cost. */
export interface MarginTotalRow {
  idCurrency: string;
  selling: string;
  cost: string;
  margin: string;
  marginPercent: string | null;
  /** Services in this currency whose cost is not known (left out of the figures). */
  uncostedServices: number;
}

export interface ReservationMarginRow {
  idReservation: string;
  totals: MarginTotalRow[];
}
