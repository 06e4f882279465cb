/*
 * The xlsx side of the Excel load. Only the worker (and tests) import this file, so xlsx never reaches the page's
 * bundle (ARCHITECTURE.md, "Client performance").
 */
import * as XLSX from 'xlsx';
import {
  ALL_COLUMNS, MAX_LOAD_ROWS, TEMPLATE_HEADERS, mapHeaders, markDuplicateDocuments, validateRow,
  type PassengerColumn,
} from './passengerRows';
import { precheckFile, type SheetRequest, type SheetResponse } from './passengerSheetProtocol';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as plain text. Formulas are never evaluated or trusted: a formula cell reads as its own text with the
 * leading '=' kept, so '=HYPERLINK(...)' is stored as the characters a person typed. A real date cell (a serial with
 * a date format, read because the file is opened with cellNF) becomes its ISO day, whatever the time zone.
 */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell) return '';
  if (cell.f) return `=${cell.f}`;
  if (cell.t === 'n' && typeof cell.v === 'number' && cell.z && XLSX.SSF.is_date(String(cell.z))) {
    const d = XLSX.SSF.parse_date_code(cell.v);
    return d ? `${d.y}-${pad(d.m)}-${pad(d.d)}` : String(cell.v);
  }
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  if (cell.t === 'e' || cell.v == null) return '';
  return String(cell.v);
}

/** Parses an uploaded .xlsx or .csv into validated preview rows (first sheet only). */
export function parsePassengerSheet(request: Extract<SheetRequest, { type: 'parse' }>): SheetResponse {
  const early = precheckFile(request.fileName, request.bytes.byteLength);
  if (early) return { type: 'failed', reason: early };
  let sheet: XLSX.WorkSheet | undefined;
  try {
    const isCsv = /\.csv$/i.test(request.fileName);
    const workbook = isCsv
      // CSV is decoded as text and every cell kept as a string: no type guessing, no formula parsing.
      ? XLSX.read(new TextDecoder().decode(request.bytes), { type: 'string', raw: true, cellFormula: false, sheetRows: MAX_LOAD_ROWS + 2 })
      : XLSX.read(new Uint8Array(request.bytes), {
        // cellNF keeps each cell's number format, which is what tells a date cell from a number (issue 21 item 6).
        type: 'array', cellFormula: true, cellNF: true, cellHTML: false, cellStyles: false, bookVBA: false, bookDeps: false,
        sheetRows: MAX_LOAD_ROWS + 2, sheets: 0,
      });
    sheet = workbook.Sheets[workbook.SheetNames[0]];
  } catch {
    return { type: 'failed', reason: 'unreadable' };
  }
  if (!sheet?.['!ref']) return { type: 'failed', reason: 'noRows' };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const readRow = (r: number) => {
    const cells: string[] = [];
    for (let c = range.s.c; c <= Math.min(range.e.c, range.s.c + 40); c++) cells.push(cellText(sheet[XLSX.utils.encode_cell({ r, c })]));
    return cells;
  };
  const { columns, missing } = mapHeaders(readRow(range.s.r));
  if (missing.length) return { type: 'failed', reason: 'missingColumns', missing };

  const raw: { sheetRow: number; cells: Record<PassengerColumn, string>; cellRefs: Partial<Record<PassengerColumn, string>> }[] = [];
  for (let r = range.s.r + 1; r <= range.e.r; r++) {
    const values = readRow(r);
    if (values.every((v) => !v.trim())) continue;
    if (raw.length === MAX_LOAD_ROWS) return { type: 'failed', reason: 'tooManyRows' };
    const cells = Object.fromEntries(ALL_COLUMNS.map((c) => [c, ''])) as Record<PassengerColumn, string>;
    const cellRefs: Partial<Record<PassengerColumn, string>> = {};
    columns.forEach((column, i) => {
      if (!column) return;
      cells[column] = values[i] ?? '';
      cellRefs[column] = XLSX.utils.encode_cell({ r, c: range.s.c + i });
    });
    raw.push({ sheetRow: r + 1, cells, cellRefs });
  }
  if (!raw.length) return { type: 'failed', reason: 'noRows' };
  const rows = raw.map(({ sheetRow, cells, cellRefs }) =>
    validateRow(cells, request.catalogs, request.today, sheetRow, request.dateOrder ?? 'DMY', cellRefs));
  return { type: 'parsed', rows: markDuplicateDocuments(rows) };
}

/** The downloadable template: the headers and one example row. */
export function passengerTemplate(): SheetResponse {
  const sheet = XLSX.utils.aoa_to_sheet([
    ALL_COLUMNS.map((c) => TEMPLATE_HEADERS[c]),
    ['ADULT', 'Ana', 'García', 'PASSPORT', 'X1234567', 'PE', 'FEMALE', '1990-05-14'],
  ]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Passengers');
  const bytes = XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return { type: 'template', bytes };
}

/** One request in, one response out: what the worker does with each message. */
export function handleSheetRequest(request: SheetRequest): SheetResponse {
  return request.type === 'template' ? passengerTemplate() : parsePassengerSheet(request);
}
