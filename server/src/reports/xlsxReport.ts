import type { ReportRow, ReportTotal } from '../domain/reports/reportRunner.ts';
import { columnLabel, statusLabel, TOTAL_LABEL, type ReportLanguage } from '../domain/reports/reportText.ts';
import type { ReportColumn } from '../domain/reports/reportTypes.ts';
import { zipStream } from './zipStream.ts';

/**
 * A report as an XLSX workbook, streamed: one sheet with a bold header, the rows, and a bold total line per currency.
 * Amounts are written as the exact decimal text into numeric cells with a thousands format; dates are real dates
 * (day numbers) with the language's day order, so the file sorts and sums in Excel.
 */

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!)
    // Characters XML 1.0 cannot carry at all.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

const STYLE = { text: 0, money: 1, integer: 2, date: 3, month: 4, header: 5, totalMoney: 6, totalInteger: 7 } as const;

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const EPOCH = Date.UTC(1899, 11, 30);
const serial = (iso: string) => (Date.parse(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`) - EPOCH) / 86_400_000;

const textCell = (ref: string, text: string, style: number = STYLE.text) =>
  `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
const numberCell = (ref: string, value: string | number, style: number) => `<c r="${ref}" s="${style}"><v>${value}</v></c>`;

function cell(column: ReportColumn, value: unknown, ref: string, language: ReportLanguage): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  switch (column.type) {
    case 'money':
    case 'percent':
      return numberCell(ref, text, STYLE.money);
    case 'integer':
      return numberCell(ref, text, STYLE.integer);
    case 'date':
      return numberCell(ref, serial(text), text.length === 7 ? STYLE.month : STYLE.date);
    case 'status':
      return textCell(ref, statusLabel(text, language));
    default:
      return textCell(ref, text);
  }
}

async function* sheetXml(
  columns: ReportColumn[], rows: AsyncIterable<ReportRow[]>, totals: () => Promise<ReportTotal[]>,
  language: ReportLanguage, currencyColumn?: string,
): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    + '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    + '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
    + `<cols>${columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.type === 'text' ? 28 : 15}" customWidth="1"/>`).join('')}</cols>`
    + '<sheetData>';
  yield `<row r="1">${columns.map((c, i) => textCell(`${columnName(i)}1`, columnLabel(c.key, language), STYLE.header)).join('')}</row>`;
  let r = 1;
  // Worked out once, not per cell: a million rows make enough short-lived strings already.
  const letters = columns.map((_, i) => columnName(i));
  for await (const batch of rows) {
    let xml = '';
    for (const row of batch) {
      r += 1;
      xml += `<row r="${r}">`;
      for (let i = 0; i < columns.length; i++) xml += cell(columns[i]!, row[columns[i]!.key], `${letters[i]}${r}`, language);
      xml += '</row>';
    }
    yield xml;
  }
  for (const total of await totals()) {
    r += 1;
    const cells = columns.map((c, i) => {
      const ref = `${columnName(i)}${r}`;
      if (i === 0) return textCell(ref, total.currency ? `${TOTAL_LABEL[language]} ${total.currency}` : TOTAL_LABEL[language], STYLE.header);
      if (c.key === currencyColumn && total.currency) return textCell(ref, total.currency, STYLE.header);
      const sum = total.sums[c.key];
      return sum === undefined ? '' : numberCell(ref, sum, c.type === 'integer' ? STYLE.totalInteger : STYLE.totalMoney);
    });
    yield `<row r="${r}">${cells.join('')}</row>`;
  }
  yield '</sheetData></worksheet>';
}

const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

function styles(language: ReportLanguage) {
  const day = language === 'es' ? 'dd/mm/yyyy' : 'mm/dd/yyyy';
  return '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    + '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    + `<numFmts count="2"><numFmt numFmtId="164" formatCode="${day}"/><numFmt numFmtId="165" formatCode="mmm yyyy"/></numFmts>`
    + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
    + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
    + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
    + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
    + '<cellXfs count="8">'
    + '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
    + '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
    + '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
    + '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
    + '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
    + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
    + '<xf numFmtId="4" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>'
    + '<xf numFmtId="3" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>'
    + '</cellXfs></styleSheet>';
}

export function xlsxReport(options: {
  title: string; columns: ReportColumn[]; rows: AsyncIterable<ReportRow[]>; totals: () => Promise<ReportTotal[]>;
  language: ReportLanguage; currencyColumn?: string;
}): AsyncGenerator<Buffer> {
  const ns = 'http://schemas.openxmlformats.org';
  return zipStream(
    { name: 'xl/worksheets/sheet1.xml', chunks: sheetXml(options.columns, options.rows, options.totals, options.language, options.currencyColumn) },
    [
      { name: '[Content_Types].xml', content: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        + `<Types xmlns="${ns}/package/2006/content-types">`
        + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        + '<Default Extension="xml" ContentType="application/xml"/>'
        + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
        + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
        + '</Types>' },
      { name: '_rels/.rels', content: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        + `<Relationships xmlns="${ns}/package/2006/relationships">`
        + `<Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>`
        + '</Relationships>' },
      { name: 'xl/workbook.xml', content: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        + `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships">`
        + `<sheets><sheet name="${escapeXml(sheetName(options.title))}" sheetId="1" r:id="rId1"/></sheets></workbook>` },
      { name: 'xl/_rels/workbook.xml.rels', content: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        + `<Relationships xmlns="${ns}/package/2006/relationships">`
        + `<Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>`
        + `<Relationship Id="rId2" Type="${ns}/officeDocument/2006/relationships/styles" Target="styles.xml"/>`
        + '</Relationships>' },
      { name: 'xl/styles.xml', content: styles(options.language) },
    ],
  );
}
