/*
 * The words of the documents in the two languages the product speaks. A reservation in another language (German,
 * French, ...) gets English: a document never claims a language it is not written in.
 */
export type DocumentLanguage = 'en' | 'es';

/** The reservation's language (its code or short name) as a document language; English when unset or not Spanish. */
export function documentLanguage(language: { code: string; shortName: string } | null | undefined): DocumentLanguage {
  if (!language) return 'en';
  const code = language.code.toLowerCase();
  return code === 'spa' || code.startsWith('es') || language.shortName.toLowerCase() === 'es' ? 'es' : 'en';
}

const LOCALE: Record<DocumentLanguage, string> = { en: 'en-GB', es: 'es-PE' };

const LABELS = {
  itinerary: { en: 'Itinerary', es: 'Itinerario' },
  voucher: { en: 'Voucher', es: 'Voucher' },
  serviceOrder: { en: 'Service order', es: 'Orden de servicio' },
  INVOICE: { en: 'Invoice', es: 'Factura' },
  RECEIPT: { en: 'Receipt', es: 'Boleta de venta' },
  CREDIT_NOTE: { en: 'Credit note', es: 'Nota de crédito' },
  cashierClose: { en: 'Daily cashier close', es: 'Cierre de caja diario' },
  reservation: { en: 'Reservation', es: 'Reserva' },
  customer: { en: 'Customer', es: 'Cliente' },
  identityDocument: { en: 'Identity document', es: 'Documento de identidad' },
  address: { en: 'Address', es: 'Dirección' },
  language: { en: 'Language', es: 'Idioma' },
  languageName: { en: 'English', es: 'Español' },
  day: { en: 'Day', es: 'Día' },
  passengers: { en: 'Passengers', es: 'Pasajeros' },
  passenger: { en: 'Passenger', es: 'Pasajero' },
  document: { en: 'Document', es: 'Documento' },
  type: { en: 'Type', es: 'Tipo' },
  noPassengers: { en: 'No passengers registered yet.', es: 'Aún no hay pasajeros registrados.' },
  noServices: { en: 'No services.', es: 'Sin servicios.' },
  service: { en: 'Service', es: 'Servicio' },
  serviceType: { en: 'Room or service type', es: 'Tipo de habitación o servicio' },
  supplier: { en: 'Supplier', es: 'Proveedor' },
  supplierContact: { en: 'Supplier contact', es: 'Contacto del proveedor' },
  place: { en: 'Place', es: 'Lugar' },
  checkIn: { en: 'Check-in', es: 'Ingreso' },
  checkOut: { en: 'Check-out', es: 'Salida' },
  date: { en: 'Date', es: 'Fecha' },
  time: { en: 'Time', es: 'Hora' },
  dates: { en: 'Dates', es: 'Fechas' },
  nights: { en: 'Nights', es: 'Noches' },
  quantity: { en: 'Quantity', es: 'Cantidad' },
  reference: { en: 'Confirmation reference', es: 'Referencia de confirmación' },
  remarks: { en: 'Remarks for the supplier', es: 'Observaciones para el proveedor' },
  notes: { en: 'Notes', es: 'Notas' },
  pending: { en: 'pending confirmation', es: 'por confirmar' },
  package: { en: 'Package', es: 'Paquete' },
  presentVoucher: {
    en: 'Present this voucher to the supplier at the time of the service.',
    es: 'Presente este voucher al proveedor al momento del servicio.',
  },
  orderIntro: {
    en: 'Please provide the following service for our passengers and confirm it to us.',
    es: 'Sírvase brindar el siguiente servicio a nuestros pasajeros y confirmárnoslo.',
  },
  supplierReference: { en: 'Supplier confirmation', es: 'Confirmación del proveedor' },
  supplierConfirmation: { en: 'Supplier confirmation (name, reference, date)', es: 'Confirmación del proveedor (nombre, referencia, fecha)' },
  rooming: { en: 'Rooming list', es: 'Rooming list' },
  issueDate: { en: 'Issue date', es: 'Fecha de emisión' },
  number: { en: 'Number', es: 'Número' },
  currency: { en: 'Currency', es: 'Moneda' },
  description: { en: 'Description', es: 'Descripción' },
  amount: { en: 'Amount', es: 'Importe' },
  taxableBase: { en: 'Taxable base', es: 'Base imponible' },
  igv: { en: 'IGV (18%)', es: 'IGV (18%)' },
  total: { en: 'Total', es: 'Total' },
  inWords: { en: 'Amount in words', es: 'Son' },
  originalDocument: { en: 'Corrects document', es: 'Documento que modifica' },
  originalIssued: { en: 'issued on', es: 'emitido el' },
  reason: { en: 'Reason', es: 'Motivo' },
  advance: { en: 'Advance payment', es: 'Anticipo' },
  payments: { en: 'Payments', es: 'Pagos' },
  method: { en: 'Method', es: 'Medio' },
  cashier: { en: 'Cashier', es: 'Cajero' },
  cashierDate: { en: 'Cashier date', es: 'Fecha de caja' },
  openedAt: { en: 'Opened', es: 'Apertura' },
  closedAt: { en: 'Closed', es: 'Cierre' },
  status: { en: 'Status', es: 'Estado' },
  OPEN: { en: 'Open (not closed yet)', es: 'Abierta (aún sin cerrar)' },
  CLOSED: { en: 'Closed', es: 'Cerrada' },
  float: { en: 'Opening float', es: 'Fondo inicial' },
  paymentsByType: { en: 'Payments by type and currency', es: 'Pagos por tipo y moneda' },
  supplierPayments: { en: 'Cash paid to suppliers (net of voids)', es: 'Efectivo pagado a proveedores (neto de anulaciones)' },
  supplierPaymentCount: { en: 'Payments and voids', es: 'Pagos y anulaciones' },
  count: { en: 'Count', es: 'Arqueo' },
  expected: { en: 'Expected', es: 'Esperado' },
  counted: { en: 'Counted', es: 'Contado' },
  variance: { en: 'Variance', es: 'Diferencia' },
  closeNote: { en: 'Close note', es: 'Nota de cierre' },
  cashierSignature: { en: 'Cashier signature', es: 'Firma del cajero' },
  supervisorSignature: { en: 'Supervisor signature', es: 'Firma del supervisor' },
  notCounted: { en: 'not counted yet', es: 'sin arqueo' },
  transaction: { en: 'Cashier transaction', es: 'Transacción de caja' },
  reservationItem: { en: 'Reservation service', es: 'Servicio de reserva' },
} as const;

type LabelKey = keyof typeof LABELS;

export const label = (language: DocumentLanguage, key: LabelKey): string => LABELS[key][language];

/** Labels of one language, for a renderer that uses many. */
export const labelsOf = (language: DocumentLanguage) => (key: LabelKey) => LABELS[key][language];

export const pageOf = (language: DocumentLanguage, page: number, pages: number) =>
  language === 'es' ? `Página ${page} de ${pages}` : `Page ${page} of ${pages}`;

/** Product types by their catalog code, in the document's language (the catalog's own names are English). */
const PRODUCT_TYPES: Record<string, Record<DocumentLanguage, string>> = {
  TOUR: { en: 'Tour', es: 'Tour' },
  HOTEL: { en: 'Accommodation', es: 'Alojamiento' },
  TRANSFER: { en: 'Transfer', es: 'Traslado' },
  TRAIN: { en: 'Train', es: 'Tren' },
  FLIGHT: { en: 'Flight', es: 'Vuelo' },
  TICKET: { en: 'Entrance ticket', es: 'Entrada' },
  GUIDE: { en: 'Guide service', es: 'Servicio de guía' },
  MEAL: { en: 'Meal', es: 'Comida' },
};

export const productTypeName = (language: DocumentLanguage, code: string, fallback: string) =>
  PRODUCT_TYPES[code.toUpperCase()]?.[language] ?? fallback;

const PAYMENT_TYPES: Record<string, Record<DocumentLanguage, string>> = {
  CASH: { en: 'Cash', es: 'Efectivo' },
  CARD: { en: 'Card', es: 'Tarjeta' },
  DEPOSIT: { en: 'Deposit', es: 'Depósito' },
  TRANSFER: { en: 'Transfer', es: 'Transferencia' },
  ADVANCE: { en: 'Advance', es: 'Anticipo' },
};

export const paymentTypeName = (language: DocumentLanguage, code: string, fallback: string) =>
  PAYMENT_TYPES[code.toUpperCase()]?.[language] ?? fallback;

/** A calendar day (yyyy-mm-dd) in words: "Friday, 28 November 2025" / "viernes, 28 de noviembre de 2025". */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function longDate(language: DocumentLanguage, iso: string, weekday = false) {
  const key = `${language}${weekday}`;
  let format = dateFormats.get(key);
  if (!format) {
    // Built once per language: a DateTimeFormat costs more to make than a whole line of a document.
    format = new Intl.DateTimeFormat(LOCALE[language], {
      timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric', ...(weekday ? { weekday: 'long' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** A day in figures: 28/11/2025 in both languages (as Peruvian documents print it). */
export const shortDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A moment in the operator's time zone (Lima): 28/11/2025 18:05. */
export function moment(value: Date | string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Lima', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * An amount as text, never through a float: grouped thousands and two decimals (1,234.50), the way Peruvian invoices
 * print in both languages.
 */
export function amount(value: string) {
  const negative = value.trim().startsWith('-');
  const [whole, fraction = ''] = value.trim().replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

export const money = (currencyCode: string, value: string) => `${currencyCode} ${amount(value)}`;

/** A currency as the total in words names it. */
const CURRENCY_WORDS: Record<string, Record<DocumentLanguage, string>> = {
  PEN: { en: 'Soles', es: 'Soles' },
  USD: { en: 'US dollars', es: 'Dólares americanos' },
  EUR: { en: 'Euros', es: 'Euros' },
};

export const currencyWords = (language: DocumentLanguage, code: string, fallback: string) =>
  CURRENCY_WORDS[code.toUpperCase()]?.[language] ?? fallback;
