import type { Queryable } from '../../db/database.ts';
import type { ReportDefinition, ReportParams } from './reportTypes.ts';

export type ReportRow = Record<string, unknown>;

export interface ReportTotal {
  /** The currency code, or null for a report without money per currency. */
  currency: string | null;
  rows: number;
  /** Column key -> exact sum (decimal text; integers as whole numbers). */
  sums: Record<string, string>;
}

interface ChartPoint {
  label: string;
  currency: string | null;
  value: string;
}

/** How many keyset columns (k1, k2, ...) the report's query orders by. */
const keyCount = (sql: string) => Math.max(...[...sql.matchAll(/\bas k(\d+)\b/g)].map((m) => Number(m[1])));

/**
 * The report's rows in batches of `batchSize`, each batch a short query that starts after the last row of the
 * previous one (keyset on k1..kn), so neither the server nor the database ever holds more than one batch, and on
 * PGlite other requests run between batches. Stops after `limit` rows when given.
 */
export async function* reportBatches(
  db: Queryable, def: ReportDefinition, idOu: string, params: ReportParams,
  options: { batchSize?: number; limit?: number } = {},
): AsyncGenerator<ReportRow[]> {
  const { sql, params: values } = def.rows(idOu, params);
  const n = keyCount(sql);
  const keys = Array.from({ length: n }, (_, i) => `q.k${i + 1}`);
  const batchSize = options.batchSize ?? 1000;
  let remaining = options.limit ?? Number.POSITIVE_INFINITY;
  let after: unknown[] | null = null;
  while (remaining > 0) {
    const take = Math.min(batchSize, remaining);
    const args: unknown[] = [...values];
    let where = '';
    if (after) {
      const placeholders = after.map((value) => {
        args.push(value);
        return `$${args.length}`;
      });
      // The two leading keys are what an index can start from (e.g. reservation_report_idx); the full row comparison
      // then skips the few rows that share them with the last one read. Without it every batch would walk the
      // result from its start again.
      const lead = n > 1 ? `(${keys.slice(0, 2).join(', ')}) >= (${placeholders.slice(0, 2).join(', ')})` : `${keys[0]} >= ${placeholders[0]}`;
      where = `where ${lead} and (${keys.join(', ')}) > (${placeholders.join(', ')})`;
    }
    const rows = await db.query<ReportRow>(
      `select * from (${sql}) q ${where} order by ${keys.join(', ')} limit ${take}`, args,
    );
    if (!rows.length) return;
    const last = rows[rows.length - 1];
    after = keys.map((_, i) => last[`k${i + 1}`]);
    remaining -= rows.length;
    yield rows.map((row) => {
      const clean: ReportRow = {};
      for (const column of def.columns) clean[column.key] = row[column.key] ?? null;
      return clean;
    });
    if (rows.length < take) return;
  }
}

/** The planner's row estimate for the report (no count of the whole result): what the progress bar measures against. */
export async function estimateRows(db: Queryable, def: ReportDefinition, idOu: string, params: ReportParams): Promise<number> {
  const { sql, params: values } = def.rows(idOu, params);
  const [row] = await db.query<Record<string, unknown>>(`explain (format json) select * from (${sql}) q`, values);
  let plan = Object.values(row ?? {})[0];
  if (typeof plan === 'string') plan = JSON.parse(plan);
  const rows = (plan as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.max(0, Math.round(rows)) : 0;
}

/** Sums of the total columns over the whole result, in SQL numeric (exact), per currency when the report has one. */
export async function reportTotals(db: Queryable, def: ReportDefinition, idOu: string, params: ReportParams): Promise<ReportTotal[]> {
  const { sql, params: values } = def.rows(idOu, params);
  const summed = def.columns.filter((c) => c.total);
  const sums = summed.map((c, i) => `coalesce(sum(q."${c.key}"::numeric), 0)::text as s${i}`);
  const currency = def.currencyColumn ? `q."${def.currencyColumn}"` : 'null::text';
  const rows = await db.query<Record<string, string | number | null>>(
    `select ${currency} as currency, count(*)::int as rows${sums.length ? `, ${sums.join(', ')}` : ''}
     from (${sql}) q group by 1 order by 1`,
    values,
  );
  return rows.map((row) => ({
    currency: (row.currency as string | null) ?? null,
    rows: Number(row.rows),
    sums: Object.fromEntries(summed.map((c, i) => [c.key, String(row[`s${i}`])])),
  }));
}

export async function reportChart(db: Queryable, def: ReportDefinition, idOu: string, params: ReportParams) {
  const chart = def.chart?.(idOu, params);
  if (!chart) return null;
  const points = await db.query<ChartPoint>(chart.query.sql, chart.query.params);
  return { kind: chart.kind, points };
}

