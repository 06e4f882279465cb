/*
 * "Payables ageing" (issue 24): what the OU owes each supplier per currency, by days past the invoices' due dates at
 * the range's end. The range selects invoices by their invoice date; open is what each still owes now. The SQL is the
 * one the Supplier payables page ages with (domain/supplierPayables/statement.ts ageingSql).
 */
import { ageingSql } from '../supplierPayables/statement.ts';
import type { ReportDefinition, ReportParams } from './reportTypes.ts';

/** The chart's buckets in display order: the status texts the screen translates. */
const BUCKETS = [['NOT_DUE', 'notDue'], ['DAYS_1_30', 'days1To30'], ['DAYS_31_60', 'days31To60'],
  ['DAYS_61_90', 'days61To90'], ['DAYS_OVER_90', 'over90']] as const;

/** The ageing rows with their currency code: $1 OU, $2 from, $3 to (the day ages are counted at). */
function aged(idOu: string, p: ReportParams) {
  const params: unknown[] = [idOu, p.from, p.to];
  let where = ' and v.invoice_date between $2::date and $3::date';
  if (p.idSupplier) where += ` and v.id_supplier = $${params.push(p.idSupplier)}`;
  if (p.idCurrency) where += ` and v.id_currency = $${params.push(p.idCurrency)}`;
  return {
    from: `from (${ageingSql('$3', where)}) a join general_parameter_value cur on cur.id_general_parameter_value = a."idCurrency"`,
    params,
  };
}

export const payablesAgeing: ReportDefinition = {
  key: 'payablesAgeing',
  permission: 'reportPayablesAgeing',
  params: ['supplier', 'currency'],
  maxDays: 366 * 3,
  columns: [
    { key: 'supplier', type: 'text' },
    { key: 'notDue', type: 'money', total: true },
    { key: 'days1To30', type: 'money', total: true },
    { key: 'days31To60', type: 'money', total: true },
    { key: 'days61To90', type: 'money', total: true },
    { key: 'over90', type: 'money', total: true },
    { key: 'open', type: 'money', total: true },
    { key: 'currency', type: 'text' },
  ],
  currencyColumn: 'currency',
  rows: (idOu, p) => {
    const { from, params } = aged(idOu, p);
    return {
      sql: `select a."supplierName" as supplier, a."notDue", a."days1To30", a."days31To60", a."days61To90", a.over90,
          a.total as open, cur.code as currency,
          lower(a."supplierName") as k1, a."idSupplier" as k2, cur.code as k3
        ${from}`,
      params,
    };
  },
  chart: (idOu, p) => {
    const { from, params } = aged(idOu, p);
    const buckets = BUCKETS.map(([label, column], i) => `('${label}', ${i}, a."${column}"::numeric)`).join(', ');
    return {
      kind: 'bar',
      query: {
        sql: `select b.label, cur.code as currency, sum(b.value)::text as value
          ${from} cross join lateral (values ${buckets}) b(label, n, value)
          group by b.label, b.n, cur.code order by b.n, cur.code`,
        params,
      },
    };
  },
};
