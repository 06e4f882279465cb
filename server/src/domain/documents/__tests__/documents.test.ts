/*
 * Every document rendered from the demo business (demoBusinessDay) through GraphQL, read back with a PDF text
 * extractor: the right passengers, dates, check-out, amounts and language; no voucher for a quote or a cancelled
 * service; the credit note names its invoice; access by OU and permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween, today } from '../../calendar.ts';
import { documentNumber } from '../../fiscalDocuments.ts';
import { amountInWords } from '../amountInWords.ts';
import { amount, currencyWords, longDate } from '../documentText.ts';
import { codeOf, ok, reasonOf, signIn, type SignedIn } from '../../../testing/adminFixtures.ts';
import { signInCusco } from '../../../testing/ouFixtures.ts';
import { createTestServer, dbKinds, type TestServer } from '../../../testing/testServer.ts';
import { pdfText } from './pdfText.ts';

const RENDER = `query ($document: DocumentRefInput!) {
  renderDocument(document: $document) { fileName mimeType contentBase64 title language suggestedRecipients }
}`;

interface Rendered {
  fileName: string; mimeType: string; contentBase64: string; title: string; language: string; suggestedRecipients: string[];
}

type Ref = { kind: string; idReservation?: string; idReservationItem?: string; idFiscalDocument?: string; idDailyCashier?: string };

describe.each(dbKinds)('documents (%s)', (kind) => {
  let server: TestServer;
  let admin: SignedIn;
  let idOu: string;

  const render = (who: SignedIn, document: Ref) => who.gql<{ renderDocument: Rendered }>(RENDER, { document });
  const renderText = async (document: Ref) => {
    const rendered = ok(await render(admin, document)).renderDocument;
    expect(rendered.mimeType).toBe('application/pdf');
    return { ...rendered, ...(await pdfText(rendered.contentBase64)) };
  };
  const setLanguage = (idReservation: string, code: string | null) =>
    server.db.query('update reservation set id_language = (select id_language from language where code = $2) where id_reservation = $1', [idReservation, code]);

  /** A reservation past the quote with a confirmed accommodation of several nights, preferring one with a passenger who does not travel. */
  async function hotelReservation() {
    const [row] = await server.db.query<{ idReservation: string; idItem: string; serviceDate: string; nights: number; itemNumber: number; code: string; supplier: string }>(
      `select r.id_reservation as "idReservation", i.id_reservation_item as "idItem", i.service_date as "serviceDate", i.nights,
         i.item_number as "itemNumber", r.code, s.name as supplier
       from reservation r join reservation_item i using (id_reservation)
       join product_instance pi using (id_product_instance) join product p using (id_product) join entity s on s.id_entity = p.id_supplier
       join general_parameter_value t on t.id_general_parameter_value = p.id_product_type
       where r.id_ou = $1 and r.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID') and i.status = 'CONFIRMED' and t.code = 'HOTEL'
       order by exists (select 1 from reservation_passenger x where x.id_reservation = r.id_reservation and x.status <> 'ACTIVE') desc,
         i.nights desc, r.code limit 1`,
      [idOu],
    );
    return row;
  }

  const passengers = (idReservation: string, active: boolean) => server.db.query<{ name: string }>(
    `select last_name || ', ' || first_name as name from reservation_passenger where id_reservation = $1 and (status = 'ACTIVE') = $2`,
    [idReservation, active],
  ).then((rows) => rows.map((r) => r.name));

  beforeAll(async () => {
    server = await createTestServer(kind, { demoBusinessDay: true });
    admin = await signIn(server, 'ADMIN');
    [{ idOu }] = await server.db.query<{ idOu: string }>(`select id_ou as "idOu" from ou where code = 'LIM'`);
  }, 180_000);
  afterAll(() => server?.close());

  it('renders the itinerary day by day in Spanish, with the check-out and only the travelling passengers', async () => {
    const hotel = await hotelReservation();
    await setLanguage(hotel.idReservation, 'spa');
    const { text, language, fileName, title } = await renderText({ kind: 'ITINERARY', idReservation: hotel.idReservation });
    expect(language).toBe('es');
    expect(title).toBe(`Itinerario ${hotel.code}`);
    expect(fileName).toBe(`itinerary-${hotel.code}.pdf`);
    expect(text).toContain(`Itinerario · ${hotel.code}`);
    expect(text).toContain('Idioma: Español');
    const [{ first }] = await server.db.query<{ first: string }>(
      `select min(service_date) as first from reservation_item where id_reservation = $1 and status <> 'CANCELLED'`, [hotel.idReservation],
    );
    expect(text).toContain(`Día 1 · ${longDate('es', first, true)}`);
    expect(text).toContain(`Día ${daysBetween(first, hotel.serviceDate) + 1} · ${longDate('es', hotel.serviceDate, true)}`);
    expect(text).toContain(`Salida: ${longDate('es', addDays(hotel.serviceDate, hotel.nights), true)}`);
    const travelling = await passengers(hotel.idReservation, true);
    expect(travelling.length).toBeGreaterThan(0);
    for (const name of travelling) expect(text).toContain(name);
    for (const name of await passengers(hotel.idReservation, false)) {
      if (!travelling.includes(name)) expect(text).not.toContain(name);
    }
    expect(text).toContain(`Pasajeros (${travelling.length})`);
    expect(text).toContain('Tourdesk Lima');
  });

  it('renders a voucher with check-in, check-out, nights, supplier and reference; a German reservation gets English', async () => {
    const hotel = await hotelReservation();
    await setLanguage(hotel.idReservation, 'deu');
    const { text, language, title } = await renderText({ kind: 'VOUCHER', idReservation: hotel.idReservation, idReservationItem: hotel.idItem });
    expect(language).toBe('en');
    expect(title).toBe(`Voucher ${hotel.code}/${hotel.itemNumber}`);
    expect(text).toContain('Language: English');
    expect(text).not.toContain('German');
    expect(text).toContain(`Check-in ${longDate('en', hotel.serviceDate, true)}`);
    expect(text).toContain(`Check-out ${longDate('en', addDays(hotel.serviceDate, hotel.nights), true)}`);
    expect(text).toContain(`Nights ${hotel.nights}`);
    expect(text).toContain(`Confirmation reference ${hotel.code}/${hotel.itemNumber}`);
    expect(text).toContain(`Supplier ${hotel.supplier}`);
    for (const name of await passengers(hotel.idReservation, true)) expect(text).toContain(name);
  });

  it('renders one voucher page per confirmed service, and none for a quote or a cancelled service', async () => {
    const hotel = await hotelReservation();
    const [{ count }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from reservation_item where id_reservation = $1 and status = 'CONFIRMED'`, [hotel.idReservation],
    );
    expect((await renderText({ kind: 'VOUCHER', idReservation: hotel.idReservation })).pages).toBe(count);

    const [quote] = await server.db.query<{ idReservation: string; idItem: string }>(
      `select r.id_reservation as "idReservation", i.id_reservation_item as "idItem" from reservation r join reservation_item i using (id_reservation)
       where r.id_ou = $1 and r.status = 'QUOTE' limit 1`, [idOu],
    );
    const [cancelled] = await server.db.query<{ idReservation: string; idItem: string }>(
      `select r.id_reservation as "idReservation", i.id_reservation_item as "idItem" from reservation r join reservation_item i using (id_reservation)
       where r.id_ou = $1 and i.status = 'CANCELLED' limit 1`, [idOu],
    );
    for (const refused of [
      { kind: 'VOUCHER', idReservation: quote.idReservation, idReservationItem: quote.idItem },
      { kind: 'VOUCHER', idReservation: quote.idReservation },
      { kind: 'SERVICE_ORDER', idReservation: quote.idReservation, idReservationItem: quote.idItem },
      { kind: 'VOUCHER', idReservation: cancelled.idReservation, idReservationItem: cancelled.idItem },
      { kind: 'SERVICE_ORDER', idReservation: cancelled.idReservation, idReservationItem: cancelled.idItem },
    ]) {
      const response = await render(admin, refused);
      expect(codeOf(response), JSON.stringify(refused)).toBe('CONFLICT');
      expect(reasonOf(response)?.reason).toBe('NOT_CONFIRMED');
    }
  });

  it('renders the service order for the supplier, addressed to its e-mail contacts', async () => {
    const hotel = await hotelReservation();
    await setLanguage(hotel.idReservation, null);
    const rendered = await renderText({ kind: 'SERVICE_ORDER', idReservation: hotel.idReservation, idReservationItem: hotel.idItem });
    expect(rendered.text).toContain(`Service order ${hotel.code}/${hotel.itemNumber}`);
    expect(rendered.text).toContain(`Supplier ${hotel.supplier}`);
    expect(rendered.text).toContain('Rooming list');
    expect(rendered.text).toContain('Supplier confirmation');
    const supplierEmails = await server.db.query<{ value: string }>(
      `select k.value from reservation_item i join product_instance pi using (id_product_instance) join product p using (id_product)
       join entity_contact k on k.id_entity = p.id_supplier join general_parameter_value t on t.id_general_parameter_value = k.id_contact_type
       where i.id_reservation_item = $1 and t.code = 'EMAIL' order by k.sort_order, k.id_entity_contact`, [hotel.idItem],
    );
    expect(rendered.suggestedRecipients).toEqual(supplierEmails.map((e) => e.value));
  });

  it('renders the same bytes for the same data', async () => {
    const hotel = await hotelReservation();
    const first = ok(await render(admin, { kind: 'ITINERARY', idReservation: hotel.idReservation })).renderDocument.contentBase64;
    const second = ok(await render(admin, { kind: 'ITINERARY', idReservation: hotel.idReservation })).renderDocument.contentBase64;
    expect(second).toBe(first);
  });

  it('renders an invoice or receipt: number, customer and document, lines, taxable base, IGV, total in words; a card by its last four only', async () => {
    const [doc] = await server.db.query<{
      id: string; series: string; correlative: number; documentType: string; subtotal: string; tax: string; total: string;
      customer: string; documentNumberOfCustomer: string; currency: string; idTransaction: string;
    }>(
      `select d.id_fiscal_document as id, d.series, d.correlative, d.document_type as "documentType", d.subtotal, d.tax, d.total,
         e.name as customer, e.identity_document_number as "documentNumberOfCustomer", c.code as currency,
         d.id_cashier_transaction as "idTransaction"
       from fiscal_document d join entity e using (id_entity) join general_parameter_value c on c.id_general_parameter_value = d.id_currency
       where d.id_ou = $1 and d.document_type in ('INVOICE', 'RECEIPT') and d.id_cashier_transaction is not null
         and exists (select 1 from payment p where p.id_cashier_transaction = d.id_cashier_transaction and p.method = 'CARD')
       order by d.issue_date, d.correlative limit 1`,
      [idOu],
    );
    const { text, title } = await renderText({ kind: 'FISCAL_DOCUMENT', idFiscalDocument: doc.id });
    const number = documentNumber(doc);
    const label = doc.documentType === 'INVOICE' ? 'Invoice' : 'Receipt';
    expect(title).toBe(`${label} ${number}`);
    expect(text).toContain(`${label} ${number}`);
    expect(text).toContain(`Customer ${doc.customer}`);
    expect(text).toContain(doc.documentNumberOfCustomer);
    expect(text).toContain(`Taxable base ${doc.currency} ${amount(doc.subtotal)}`);
    expect(text).toContain(`IGV (18%) ${doc.currency} ${amount(doc.tax)}`);
    expect(text).toContain(`Total ${doc.currency} ${amount(doc.total)}`);
    expect(text).toContain(`Amount in words: ${amountInWords('en', doc.total, currencyWords('en', doc.currency, ''))}`);
    const lines = await server.db.query<{ code: string; itemNumber: number; amount: string }>(
      `select r.code, i.item_number as "itemNumber", x.amount_to_pay as amount from cashier_transaction_item x
       join reservation_item i using (id_reservation_item) join reservation r on r.id_reservation = i.id_reservation
       where x.id_cashier_transaction = $1`, [doc.idTransaction],
    );
    for (const line of lines) {
      expect(text).toContain(`${line.code}/${line.itemNumber}`);
      expect(text).toContain(amount(line.amount));
    }
    expect(text).toMatch(/Card VISA •••• 1111|Card •••• 1111/);
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toMatch(/\d{12,}/);
  });

  it('renders the credit note of a voided payment naming the invoice it corrects', async () => {
    const [payment] = await server.db.query<{ idPayment: string; idSale: string; series: string; correlative: number; issueDate: string }>(
      `select p.id_payment as "idPayment", d.id_fiscal_document as "idSale", d.series, d.correlative, d.issue_date as "issueDate"
       from payment p join fiscal_document d on d.id_cashier_transaction = p.id_cashier_transaction and d.document_type in ('INVOICE', 'RECEIPT')
       join daily_cashier c on c.id_daily_cashier = p.id_daily_cashier join app_user u on u.id_user = c.id_user
       where p.id_ou = $1 and p.method = 'CASH' and p.status = 'ACTIVE' and p.reversal_of is null and c.status = 'OPEN'
         and u.email = 'admin@tourdesk.test'
       order by p.created_at limit 1`,
      [idOu],
    );
    ok(await admin.gql(`mutation ($id: ID!) { voidPayment(idPayment: $id, reason: "Charged twice", idempotencyKey: "doc-void-${kind}") { idPayment } }`, { id: payment.idPayment }));
    const [note] = await server.db.query<{ id: string; series: string; correlative: number; total: string }>(
      `select id_fiscal_document as id, series, correlative, total from fiscal_document where id_payment = $1 and document_type = 'CREDIT_NOTE'`,
      [payment.idPayment],
    );
    const { text } = await renderText({ kind: 'FISCAL_DOCUMENT', idFiscalDocument: note.id });
    expect(text).toContain(`Credit note ${documentNumber(note)}`);
    const corrected = `${payment.series.startsWith('F') ? 'Invoice' : 'Receipt'} ${documentNumber(payment)}`;
    expect(text).toContain(`Corrects document ${corrected}`);
    expect(text).toContain('Reason Charged twice');
    expect(text).toContain(amount(note.total));
  });

  it('renders the daily cashier close slip: float, payments by type, expected, counted, variance, who and when', async () => {
    const [closed] = await server.db.query<{ id: string; name: string; date: string }>(
      `select d.id_daily_cashier as id, u.name, d.cashier_date as date from daily_cashier d join app_user u using (id_user)
       where d.id_ou = $1 and d.status = 'CLOSED' and u.email = 'admin@tourdesk.test' order by d.cashier_date desc limit 1`, [idOu],
    );
    const { text } = await renderText({ kind: 'CASHIER_CLOSE', idDailyCashier: closed.id });
    expect(text).toContain(`Daily cashier close · ${longDate('en', closed.date)}`);
    expect(text).toContain(`Cashier ${closed.name}`);
    expect(text).toContain('Status Closed');
    const counts = await server.db.query<{ expected: string; counted: string; variance: string }>(
      'select expected_amount as expected, counted_amount as counted, variance from daily_cashier_count where id_daily_cashier = $1', [closed.id],
    );
    for (const c of counts) expect(text).toContain(`${amount(c.expected)} ${amount(c.counted)} ${amount(c.variance)}`);
    expect(text).toContain('-2.50');
    expect(text).toContain('Payments by type and currency');

    const [open] = await server.db.query<{ id: string }>(
      `select id_daily_cashier as id from daily_cashier where id_ou = $1 and status = 'OPEN' and cashier_date = $2 limit 1`, [idOu, today()],
    );
    const slip = await renderText({ kind: 'CASHIER_CLOSE', idDailyCashier: open.id });
    expect(slip.text).toContain('Open (not closed yet)');
    expect(slip.text).toContain('not counted yet');
  });

  it('serves a document only in the caller\'s OU and to a caller who may read its record', async () => {
    const hotel = await hotelReservation();
    const [invoice] = await server.db.query<{ id: string }>(
      `select id_fiscal_document as id from fiscal_document where id_ou = $1 and id_cashier_transaction is not null limit 1`, [idOu],
    );
    const [day] = await server.db.query<{ id: string }>('select id_daily_cashier as id from daily_cashier where id_ou = $1 limit 1', [idOu]);
    const cusco = await signInCusco(server);
    expect(codeOf(await render(cusco, { kind: 'ITINERARY', idReservation: hotel.idReservation }))).toBe('NOT_FOUND');
    expect(codeOf(await render(cusco, { kind: 'FISCAL_DOCUMENT', idFiscalDocument: invoice.id }))).toBe('NOT_FOUND');
    expect(codeOf(await render(cusco, { kind: 'CASHIER_CLOSE', idDailyCashier: day.id }))).toBe('NOT_FOUND');

    const viewer = await signIn(server, 'RESVIEW');
    ok(await render(viewer, { kind: 'ITINERARY', idReservation: hotel.idReservation }));
    expect(codeOf(await render(viewer, { kind: 'FISCAL_DOCUMENT', idFiscalDocument: invoice.id }))).toBe('FORBIDDEN');
    expect(codeOf(await render(viewer, { kind: 'CASHIER_CLOSE', idDailyCashier: day.id }))).toBe('FORBIDDEN');
    const stg = await signIn(server, 'STG');
    expect(codeOf(await render(stg, { kind: 'ITINERARY', idReservation: hotel.idReservation }))).toBe('FORBIDDEN');
    expect(codeOf(await render(admin, { kind: 'ITINERARY' }))).toBe('VALIDATION');
  });
});
