/*
 * Documents by mail against a real SMTP server running in this process (smtp-server): the message, its recipients
 * and its PDF attachment; a refused send recorded as FAILED and sent again; and, without SMTP_URL, the outbox table an
 * administrator reads (reset links included).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrorsOf, ok, signIn, type SignedIn } from '../../testing/adminFixtures.ts';
import { signInCusco } from '../../testing/ouFixtures.ts';
import { createTestServer, dbKinds, demoEmail, type TestServer } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';
import { pdfText } from '../../domain/documents/__tests__/pdfText.ts';
import { header, parts } from './mimeText.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const SEND = `mutation ($input: SendDocumentInput!) { sendDocument(input: $input) {
  sentDocuments { idSentDocument kind title recipients status failure sentAt sentBy }
  reservation { idReservation sentDocuments { idSentDocument title status recipients } }
  fiscalDocument { idFiscalDocument sentDocuments { idSentDocument status } }
} }`;
const RESEND = `mutation ($id: ID!) { resendDocument(idSentDocument: $id) { sentDocuments { idSentDocument status recipients failure } } }`;

interface SentDocument { idSentDocument: string; kind: string; title: string; recipients: string[]; status: string; failure: string | null; sentAt: string; sentBy: string }
interface SendResult {
  sendDocument: {
    sentDocuments: SentDocument[];
    reservation: { idReservation: string; sentDocuments: { idSentDocument: string; title: string; status: string; recipients: string[] }[] } | null;
    fiscalDocument: { idFiscalDocument: string; sentDocuments: { idSentDocument: string; status: string }[] } | null;
  };
}

/** An SMTP server on a free port that keeps what it receives and refuses any recipient starting with "refuse". */
async function startSmtp() {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

describe.each(dbKinds)('documents by SMTP (%s)', (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: SignedIn;
  let reservation: { id: string; code: string };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await createTestServer(kind, { demoBusinessDay: true, smtpUrl: smtp.url });
    admin = await signIn(server, 'ADMIN');
    [reservation] = await server.db.query<{ id: string; code: string }>(
      `select r.id_reservation as id, r.code from reservation r join ou o using (id_ou)
       where o.code = 'LIM' and r.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID') order by r.code limit 1`,
    );
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('mails the itinerary with its PDF to the chosen addresses and records it on the reservation', async () => {
    const before = smtp.received.length;
    const result = ok(await admin.gql<SendResult>(SEND, { input: {
      document: { kind: 'ITINERARY', idReservation: reservation.id },
      recipients: ['Traveller@Example.test', 'agency@example.test'], message: 'Have a wonderful trip!',
    } })).sendDocument;
    const [sent] = result.sentDocuments;
    expect(sent).toMatchObject({
      kind: 'ITINERARY', title: `Itinerary ${reservation.code}`, recipients: ['traveller@example.test', 'agency@example.test'],
      status: 'SENT', failure: null, sentBy: expect.any(String),
    });
    expect(result.reservation!.sentDocuments[0]).toMatchObject({ idSentDocument: sent.idSentDocument, status: 'SENT' });

    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['traveller@example.test', 'agency@example.test']);
    expect(header(mail.raw, 'To')).toBe('traveller@example.test, agency@example.test');
    expect(header(mail.raw, 'Subject')).toBe(`Itinerary ${reservation.code} · Tourdesk Lima`);
    const [text, attachment] = parts(mail.raw);
    expect(text.headers).toMatch(/text\/plain/);
    expect(text.body.toString('utf8')).toContain(`Please find attached Itinerary ${reservation.code} from Tourdesk Lima.`);
    expect(text.body.toString('utf8')).toContain('Have a wonderful trip!');
    expect(attachment.headers).toMatch(/application\/pdf/);
    expect(attachment.headers).toContain(`itinerary-${reservation.code}.pdf`);
    expect(attachment.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdfText(attachment.body)).text).toContain(`Itinerary · ${reservation.code}`);
  });

  it('keeps a refused send as FAILED with the reason, and sends it again', async () => {
    const result = ok(await admin.gql<SendResult>(SEND, { input: {
      document: { kind: 'ITINERARY', idReservation: reservation.id }, recipients: ['refuse@example.test'],
    } })).sendDocument;
    const [failed] = result.sentDocuments;
    expect(failed.status).toBe('FAILED');
    expect(failed.failure).toMatch(/Mailbox unavailable/);
    expect(result.reservation!.sentDocuments.find((s) => s.idSentDocument === failed.idSentDocument)?.status).toBe('FAILED');
    const [outbox] = await server.db.query<{ status: string }>(
      `select status from mail_outbox where recipients = '{refuse@example.test}' order by created_at desc limit 1`,
    );
    expect(outbox.status).toBe('FAILED');

    const again = ok(await admin.gql<{ resendDocument: { sentDocuments: SentDocument[] } }>(RESEND, { id: failed.idSentDocument }));
    expect(again.resendDocument.sentDocuments[0]).toMatchObject({ status: 'FAILED', recipients: ['refuse@example.test'] });
    const [{ count }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from sent_document where id_reservation = $1 and status = 'FAILED'`, [reservation.id],
    );
    expect(count).toBe(2);
  });

  it('mails an invoice to the customer, recorded on each reservation it covers, with a card by its last four only', async () => {
    const [invoice] = await server.db.query<{ id: string; reservations: string[] }>(
      `select d.id_fiscal_document as id, array_agg(distinct x.id_reservation) as reservations from fiscal_document d
       join cashier_transaction_item x using (id_cashier_transaction) join ou o on o.id_ou = d.id_ou
       where o.code = 'LIM' and d.document_type in ('INVOICE', 'RECEIPT')
         and exists (select 1 from payment p where p.id_cashier_transaction = d.id_cashier_transaction and p.method = 'CARD')
       group by d.id_fiscal_document order by d.id_fiscal_document limit 1`,
    );
    const result = ok(await admin.gql<SendResult>(SEND, { input: {
      document: { kind: 'FISCAL_DOCUMENT', idFiscalDocument: invoice.id }, recipients: ['billing@example.test'],
    } })).sendDocument;
    expect(result.sentDocuments.map((s) => s.status)).toEqual(invoice.reservations.map(() => 'SENT'));
    expect(result.fiscalDocument!.sentDocuments).toHaveLength(1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['billing@example.test']);
    expect(mail.raw).not.toContain('4111111111111111');
    const [, attachment] = parts(mail.raw);
    const { text } = await pdfText(attachment.body);
    expect(text).toContain('•••• 1111');
    expect(text).not.toContain('4111111111111111');
    const recorded = await server.db.query<{ id: string }>(
      `select id_reservation as id from sent_document where id_fiscal_document = $1 order by 1`, [invoice.id],
    );
    expect(recorded.map((r) => r.id)).toEqual([...invoice.reservations].sort());
  });

  it('refuses bad addresses field by field and a document the caller may not read, recording nothing', async () => {
    const before = await server.db.query('select 1 from sent_document');
    const bad = await admin.gql(SEND, { input: {
      document: { kind: 'ITINERARY', idReservation: reservation.id }, recipients: ['ok@example.test', 'not an address'],
    } });
    expect(codeOf(bad)).toBe('VALIDATION');
    expect(fieldErrorsOf(bad)).toEqual([{ path: 'input.recipients.1', code: 'INVALID_EMAIL', params: {} }]);
    const none = await admin.gql(SEND, { input: { document: { kind: 'ITINERARY', idReservation: reservation.id }, recipients: [] } });
    expect(fieldErrorsOf(none)).toEqual([{ path: 'input.recipients', code: 'REQUIRED', params: {} }]);

    const [day] = await server.db.query<{ id: string }>('select id_daily_cashier as id from daily_cashier limit 1');
    const viewer = await signIn(server, 'RESVIEW');
    const refused = await viewer.gql(SEND, { input: { document: { kind: 'CASHIER_CLOSE', idDailyCashier: day.id }, recipients: ['x@example.test'] } });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(await server.db.query('select 1 from sent_document')).toHaveLength(before.length);
  });
});

describe.each(dbKinds)('the outbox without SMTP (%s)', (kind) => {
  const { server, users: [admin] } = suiteServer(kind, { users: ['ADMIN'] });

  const OUTBOX = `query { searchOutboxMails(take: 50) { count data { idMail recipients subject body status attachments { idMailAttachment fileName mimeType sizeBytes } } } }`;
  interface Outbox { searchOutboxMails: { count: number; data: { idMail: string; recipients: string[]; subject: string; body: string; status: string; attachments: { idMailAttachment: string; fileName: string; mimeType: string; sizeBytes: number }[] }[] } }

  it('keeps a reset link as mail in the outbox of the user\'s OU, sealed in the table, opened for its administrators only', async () => {
    const email = demoEmail('RESVIEW');
    const response = await server.client().post('/auth/forgot-password', { email });
    expect(response.statusCode).toBe(200);
    const token = server.links.at(-1)!.token;
    await expect.poll(async () => (await server.db.query('select 1 from mail_outbox where $1 = any(recipients)', [email])).length).toBe(1);
    // The table keeps it sealed: the token is nowhere in clear.
    const [stored] = await server.db.query<{ body: string; sealed: boolean }>('select body, sealed from mail_outbox where $1 = any(recipients)', [email]);
    expect(stored.sealed).toBe(true);
    expect(stored.body).not.toContain(token);
    expect(stored.body).not.toContain('reset-password');
    const outbox = ok(await admin.gql<Outbox>(OUTBOX)).searchOutboxMails;
    const mail = outbox.data.find((m) => m.recipients.includes(email))!;
    expect(mail).toMatchObject({ status: 'OUTBOX', subject: 'Reset your Tourdesk password' });
    expect(mail.body).toContain(`http://localhost:4000/en/auth/reset-password?token=${token}`);

    expect(codeOf(await (await signIn(server, 'RESADM')).gql(OUTBOX))).toBe('FORBIDDEN');
    const cusco = ok(await (await signInCusco(server)).gql<Outbox>(OUTBOX)).searchOutboxMails;
    expect(cusco.data.some((m) => m.recipients.includes(email))).toBe(false);
  });

  it('keeps a sent document in the outbox with its PDF, which the administrator can open', async () => {
    const [reservation] = await server.db.query<{ id: string; code: string }>(
      `select r.id_reservation as id, r.code from reservation r join ou o using (id_ou) where o.code = 'LIM' order by r.code limit 1`,
    );
    const result = ok(await admin.gql<SendResult>(SEND, { input: {
      document: { kind: 'ITINERARY', idReservation: reservation.id }, recipients: ['guest@example.test'],
    } })).sendDocument;
    expect(result.sentDocuments[0].status).toBe('OUTBOX');
    const mail = ok(await admin.gql<Outbox>(OUTBOX)).searchOutboxMails.data.find((m) => m.recipients.includes('guest@example.test'))!;
    expect(mail.subject).toBe(`Itinerary ${reservation.code} · Tourdesk Lima`);
    expect(mail.attachments).toEqual([{ idMailAttachment: expect.any(String), fileName: `itinerary-${reservation.code}.pdf`, mimeType: 'application/pdf', sizeBytes: expect.any(Number) }]);
    const file = ok(await admin.gql<{ getOutboxAttachment: { contentBase64: string } }>(
      `query ($id: ID!) { getOutboxAttachment(idMailAttachment: $id) { fileName mimeType contentBase64 } }`,
      { id: mail.attachments[0].idMailAttachment },
    )).getOutboxAttachment;
    expect((await pdfText(file.contentBase64)).text).toContain(`Itinerary · ${reservation.code}`);
  });
});
