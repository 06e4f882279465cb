import { PAYABLES_COLUMNS, PAYABLES_STATUSES } from './payablesReportText.ts';
import type { ColumnType, ReportKey } from './reportTypes.ts';

/** The languages files are written in (SPEC.md section 1: Spanish, or English for every other locale). */
export type ReportLanguage = 'en' | 'es';
/** SPEC section 1: every Spanish locale (es, es-419, es-PE) reads Spanish, every other locale English. */
export const reportLanguage = (locale: unknown): ReportLanguage =>
  (typeof locale === 'string' && /^es(-|$)/i.test(locale) ? 'es' : 'en');

type Texts = Record<ReportLanguage, string>;

export const REPORT_TITLES: Record<ReportKey, Texts> = {
  salesByPeriod: { en: 'Sales by period', es: 'Ventas por período' },
  reservationsByStatus: { en: 'Reservations by status', es: 'Reservas por estado' },
  passengerManifest: { en: 'Passenger manifest', es: 'Manifiesto de pasajeros' },
  marginByService: { en: 'Margin by service', es: 'Margen por servicio' },
  accountsReceivable: { en: 'Accounts receivable', es: 'Cuentas por cobrar' },
  dailyCashierClose: { en: 'Daily cashier close', es: 'Cierre de caja diario' },
  advances: { en: 'Advances', es: 'Anticipos' },
  supplierPayables: { en: 'Supplier payables', es: 'Cuentas por pagar a proveedores' },
  inventoryOccupancy: { en: 'Inventory occupancy', es: 'Ocupación de inventario' },
  marginByCustomer: { en: 'Margin by service and customer', es: 'Margen por servicio y cliente' },
  payablesAgeing: { en: 'Payables ageing', es: 'Antigüedad de cuentas por pagar' },
  supplierStatement: { en: 'Supplier statement', es: 'Estado de cuenta del proveedor' },
};

const COLUMNS: Record<string, Texts> = {
  ...PAYABLES_COLUMNS,
  advanceDate: { en: 'Date', es: 'Fecha' },
  advances: { en: 'Advances', es: 'Anticipos' },
  amount: { en: 'Amount', es: 'Importe' },
  applied: { en: 'Applied', es: 'Aplicado' },
  available: { en: 'Available', es: 'Disponible' },
  birthDate: { en: 'Birth date', es: 'Fecha de nacimiento' },
  capacity: { en: 'Capacity', es: 'Capacidad' },
  cashier: { en: 'Cashier', es: 'Cajero' },
  cashierDate: { en: 'Date', es: 'Fecha' },
  category: { en: 'Category', es: 'Categoría' },
  change: { en: 'Change given', es: 'Vuelto' },
  channel: { en: 'Channel', es: 'Canal' },
  citizenship: { en: 'Citizenship', es: 'Nacionalidad' },
  cost: { en: 'Cost', es: 'Costo' },
  counted: { en: 'Counted', es: 'Contado' },
  currency: { en: 'Currency', es: 'Moneda' },
  customer: { en: 'Customer', es: 'Cliente' },
  days0to30: { en: '0-30 days', es: '0-30 días' },
  days31to60: { en: '31-60 days', es: '31-60 días' },
  days61to90: { en: '61-90 days', es: '61-90 días' },
  daysOver90: { en: 'Over 90 days', es: 'Más de 90 días' },
  document: { en: 'Document', es: 'Documento' },
  expected: { en: 'Expected', es: 'Esperado' },
  float: { en: 'Opening float', es: 'Fondo inicial' },
  free: { en: 'Free', es: 'Libre' },
  held: { en: 'Held', es: 'Ocupado' },
  invoicedItems: { en: 'Invoiced', es: 'Facturados' },
  items: { en: 'Items', es: 'Ítems' },
  margin: { en: 'Margin', es: 'Margen' },
  marginPercent: { en: 'Margin %', es: 'Margen %' },
  month: { en: 'Month', es: 'Mes' },
  occupancy: { en: 'Occupancy %', es: 'Ocupación %' },
  passenger: { en: 'Passenger', es: 'Pasajero' },
  passengerType: { en: 'Type', es: 'Tipo' },
  passengers: { en: 'Passengers', es: 'Pasajeros' },
  paymentType: { en: 'Payment type', es: 'Tipo de pago' },
  payments: { en: 'Payments', es: 'Pagos' },
  pending: { en: 'Pending', es: 'Pendiente' },
  period: { en: 'Period', es: 'Período' },
  product: { en: 'Product', es: 'Producto' },
  quantity: { en: 'Quantity', es: 'Cantidad' },
  reservation: { en: 'Reservation', es: 'Reserva' },
  reservationDate: { en: 'Reservation date', es: 'Fecha de reserva' },
  reservations: { en: 'Reservations', es: 'Reservas' },
  selling: { en: 'Selling', es: 'Venta' },
  service: { en: 'Service', es: 'Servicio' },
  serviceDate: { en: 'Service date', es: 'Fecha de servicio' },
  status: { en: 'Status', es: 'Estado' },
  supplier: { en: 'Supplier', es: 'Proveedor' },
  total: { en: 'Total', es: 'Total' },
  variance: { en: 'Difference', es: 'Diferencia' },
  voids: { en: 'Voids', es: 'Anulaciones' },
};

const STATUSES: Record<string, Texts> = {
  QUOTE: { en: 'Quote', es: 'Cotización' },
  CONFIRMED: { en: 'Confirmed', es: 'Confirmada' },
  PARTIALLY_PAID: { en: 'Partially paid', es: 'Pagada parcialmente' },
  PAID: { en: 'Paid', es: 'Pagada' },
  CANCELLED: { en: 'Cancelled', es: 'Cancelada' },
  OPEN: { en: 'Open', es: 'Abierta' },
  AVAILABLE: { en: 'Available', es: 'Disponible' },
  APPLIED: { en: 'Applied', es: 'Aplicado' },
  VOIDED: { en: 'Voided', es: 'Anulado' },
  CASH: { en: 'Cash', es: 'Efectivo' },
  DEPOSIT: { en: 'Deposit', es: 'Depósito' },
  TRANSFER: { en: 'Transfer', es: 'Transferencia' },
  CLOSED: { en: 'Closed', es: 'Cerrada' },
  ...PAYABLES_STATUSES,
};

export const TOTAL_LABEL: Texts = { en: 'Total', es: 'Total' };

export const columnLabel = (key: string, language: ReportLanguage) => COLUMNS[key]?.[language] ?? key;
export const statusLabel = (status: string, language: ReportLanguage) => STATUSES[status]?.[language] ?? status;

const MONTHS: Record<ReportLanguage, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

/** 2026-11-25 -> 11/25/2026 (en) or 25/11/2026 (es); 2026-11 -> Nov 2026 / nov 2026. */
export function formatDay(iso: string, language: ReportLanguage): string {
  const [y, m, d] = iso.split('-');
  if (!d) return `${MONTHS[language][Number(m) - 1]} ${y}`;
  return language === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** Exact decimal text with the language's separators: 1234567.5 -> 1,234,567.50 (en) / 1.234.567,50 (es). */
function formatDecimal(value: string, language: ReportLanguage, places = 2): string {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace(/^[-+]/, '').split('.');
  const group = language === 'es' ? '.' : ',';
  const point = language === 'es' ? ',' : '.';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const decimals = places ? point + fraction.padEnd(places, '0').slice(0, Math.max(places, fraction.length)) : '';
  return `${negative ? '-' : ''}${grouped}${decimals}`;
}

/** A cell as a person reads it in a CSV file. */
export function formatCell(value: unknown, type: ColumnType, language: ReportLanguage): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  switch (type) {
    case 'date': return formatDay(text, language);
    case 'money': return formatDecimal(text, language, 2);
    case 'percent': return formatDecimal(text, language, 2);
    case 'integer': return formatDecimal(text, language, 0);
    case 'status': return statusLabel(text, language);
    default: return text;
  }
}
