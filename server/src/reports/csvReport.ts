import type { ReportRow, ReportTotal } from '../domain/reports/reportRunner.ts';
import { columnLabel, formatCell, TOTAL_LABEL, type ReportLanguage } from '../domain/reports/reportText.ts';
import type { ReportColumn } from '../domain/reports/reportTypes.ts';
import { csvField } from '../domain/csv.ts';


/**
 * A report as CSV in the reader's language, one chunk per batch of rows: Spanish files use ';' (the comma is their
 * decimal point) and day-first dates.
 */
export async function* csvReport(options: {
  columns: ReportColumn[]; rows: AsyncIterable<ReportRow[]>; totals: () => Promise<ReportTotal[]>;
  language: ReportLanguage; currencyColumn?: string;
}): AsyncGenerator<string> {
  const { columns, language, currencyColumn } = options;
  const separator = language === 'es' ? ';' : ',';
  const lineOf = (cells: string[]) => `${cells.map(csvField).join(separator)}\r\n`;
  // The byte-order mark makes Excel read the file as UTF-8 (accents in names).
  yield `\uFEFF${lineOf(columns.map((c) => columnLabel(c.key, language)))}`;
  for await (const rows of options.rows) {
    yield rows.map((row) => lineOf(columns.map((c) => formatCell(row[c.key], c.type, language)))).join('');
  }
  for (const total of await options.totals()) {
    yield lineOf(columns.map((c, i) => {
      if (i === 0) return total.currency ? `${TOTAL_LABEL[language]} ${total.currency}` : TOTAL_LABEL[language];
      if (c.key === currencyColumn) return total.currency ?? '';
      const sum = total.sums[c.key];
      return sum === undefined ? '' : formatCell(sum, c.type, language);
    }));
  }
}
