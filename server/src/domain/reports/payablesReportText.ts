/** Column and status texts of the reports "Payables ageing" and "Supplier statement" (files and the screen's headers). */
type Texts = Record<'en' | 'es', string>;

export const PAYABLES_COLUMNS: Record<string, Texts> = {
  date: { en: 'Date', es: 'Fecha' },
  kind: { en: 'Line', es: 'Línea' },
  description: { en: 'Description', es: 'Descripción' },
  invoice: { en: 'Invoiced by', es: 'Facturado en' },
  dueDate: { en: 'Due date', es: 'Vencimiento' },
  invoiced: { en: 'Invoiced', es: 'Facturado' },
  paid: { en: 'Paid', es: 'Pagado' },
  open: { en: 'Open', es: 'Por pagar' },
  notDue: { en: 'Not due', es: 'Por vencer' },
  days1To30: { en: '1-30 days', es: '1-30 días' },
  days31To60: { en: '31-60 days', es: '31-60 días' },
  days61To90: { en: '61-90 days', es: '61-90 días' },
  over90: { en: 'Over 90 days', es: 'Más de 90 días' },
  supplierPayments: { en: 'Paid to suppliers', es: 'Pagado a proveedores' },
};

export const PAYABLES_STATUSES: Record<string, Texts> = {
  SERVICE: { en: 'Service', es: 'Servicio' },
  INVOICE: { en: 'Invoice', es: 'Factura' },
  NOT_DUE: { en: 'Not due', es: 'Por vencer' },
  DAYS_1_30: { en: '1-30 days', es: '1-30 días' },
  DAYS_31_60: { en: '31-60 days', es: '31-60 días' },
  DAYS_61_90: { en: '61-90 days', es: '61-90 días' },
  DAYS_OVER_90: { en: 'Over 90 days', es: 'Más de 90 días' },
};
