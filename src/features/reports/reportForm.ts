import type { IsoDateRange } from '../../ui/DateRangePicker';
import { todayIso } from '../../app/format';
import type { ReportKind } from './reportKinds';
import type { ReportFormat } from './reportStream';

export interface Picked {
  id: string;
  label: string;
}

/** What the generate dialog holds; it survives a failed run so the person fixes one field and tries again. */
export interface ReportForm {
  range: IsoDateRange | null;
  status: string;
  currency: string;
  customer: Picked | null;
  supplier: Picked | null;
  product: Picked | null;
  groupBy: 'day' | 'month';
  format: ReportFormat;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FORMATS: readonly ReportFormat[] = ['screen', 'xlsx', 'csv'];

const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The report's default dates, or the ones in the address (Home links to /reports?report=...&from=&to=). */
export function initialForm(kind: ReportKind, search: URLSearchParams, today = todayIso()): ReportForm {
  const from = search.get('from');
  const to = search.get('to');
  const fallback = kind.future
    ? { start: today, end: shift(today, kind.defaultDays - 1) }
    : { start: shift(today, -(kind.defaultDays - 1)), end: today };
  const picked = (name: string): Picked | null => {
    const id = search.get(name);
    return id ? { id, label: search.get(`${name}Label`) ?? '' } : null;
  };
  const format = search.get('format') as ReportFormat | null;
  return {
    range: from && to && DAY.test(from) && DAY.test(to) ? { start: from, end: to } : fallback,
    status: search.get('status') ?? '',
    currency: search.get('currency') ?? '',
    customer: picked('customer'),
    supplier: picked('supplier'),
    product: picked('product'),
    groupBy: search.get('groupBy') === 'month' ? 'month' : 'day',
    format: format && FORMATS.includes(format) ? format : 'screen',
  };
}

/** The parameters the server takes, only those the report offers and only those set. */
export function formParams(kind: ReportKind, form: ReportForm): Record<string, string> {
  const params: Record<string, string> = {};
  if (form.range) {
    params.from = form.range.start;
    params.to = form.range.end;
  }
  const offered = new Set(kind.params);
  if (offered.has('status') && form.status) params.status = form.status;
  if (offered.has('currency') && form.currency) params.currency = form.currency;
  if (offered.has('customer') && form.customer) params.customer = form.customer.id;
  if (offered.has('supplier') && form.supplier) params.supplier = form.supplier.id;
  if (offered.has('product') && form.product) params.product = form.product.id;
  if (offered.has('groupBy')) params.groupBy = form.groupBy;
  return params;
}
