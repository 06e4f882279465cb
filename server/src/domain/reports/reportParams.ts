import type { Queryable } from '../../db/database.ts';
import { CATALOG } from '../../db/generalParameterData.ts';
import { ReportParamError, type ReportDefinition, type ReportParams } from './reportTypes.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isoDay(value: unknown, field: string): string {
  if (value === undefined || value === null || value === '') throw new ReportParamError(field, 'required');
  if (typeof value !== 'string' || !DAY.test(value)) throw new ReportParamError(field, 'invalidDate');
  const date = new Date(`${value}T00:00:00Z`);
  // 2026-02-30 parses as March 2nd: a day that does not exist is refused rather than moved.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw new ReportParamError(field, 'invalidDate');
  return value;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

function optionalId(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !UUID.test(value)) throw new ReportParamError(field, 'notFound');
  return value;
}

/**
 * Checks a report's parameters and that every id names something the caller's OU sees (a customer of another OU
 * is as unknown as a made-up one). Throws ReportParamError with the field and the reason.
 */
export async function validateReportParams(
  db: Queryable, idOu: string, def: ReportDefinition, raw: Record<string, unknown>,
): Promise<ReportParams> {
  const from = isoDay(raw.from, 'from');
  const to = isoDay(raw.to, 'to');
  if (to < from) throw new ReportParamError('to', 'toBeforeFrom');
  if (daysBetween(from, to) > def.maxDays) throw new ReportParamError('to', 'rangeTooLong', { maxDays: def.maxDays });
  const params: ReportParams = { from, to };
  const offered = new Set(def.params);
  const unknown = Object.keys(raw).filter((k) => !['from', 'to', 'currency', 'customer', 'supplier', 'product', 'status', 'groupBy'].includes(k));
  if (unknown.length) throw new ReportParamError(unknown[0], 'unknownParameter');

  if (raw.status !== undefined && raw.status !== '') {
    if (!offered.has('status') || typeof raw.status !== 'string' || !def.statuses?.includes(raw.status)) {
      throw new ReportParamError('status', 'invalidValue');
    }
    params.status = raw.status;
  }
  if (raw.groupBy !== undefined && raw.groupBy !== '') {
    if (!offered.has('groupBy') || (raw.groupBy !== 'day' && raw.groupBy !== 'month')) throw new ReportParamError('groupBy', 'invalidValue');
    params.groupBy = raw.groupBy;
  }
  const ids: [keyof ReportParams, 'currency' | 'customer' | 'supplier' | 'product', string][] = [
    ['idCurrency', 'currency',
      `select 1 from general_parameter_value v join general_parameter g using (id_general_parameter)
       where v.id_general_parameter_value = $1 and g.id_ou is null and upper(g.code) = '${CATALOG.currency}'`],
    ['idCustomer', 'customer', `select 1 from entity_ou where id_entity = $1 and id_ou = $2`],
    ['idSupplier', 'supplier', `select 1 from entity_ou where id_entity = $1 and id_ou = $2`],
    ['idProduct', 'product', `select 1 from product where id_product = $1 and id_ou = $2`],
  ];
  for (const [key, field, sql] of ids) {
    const id = optionalId(raw[field], field);
    if (!id) continue;
    if (!offered.has(field)) throw new ReportParamError(field, 'unknownParameter');
    const found = await db.query(sql, sql.includes('$2') ? [id, idOu] : [id]);
    if (!found.length) throw new ReportParamError(field, 'notFound');
    (params as unknown as Record<string, string>)[key] = id;
  }
  const missing = def.required?.find((field) => !raw[field]);
  if (missing) throw new ReportParamError(missing, 'required');
  return params;
}
