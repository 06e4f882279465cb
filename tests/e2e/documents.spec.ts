import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { payableReservation } from './pages/CashierPages';
import { catalogValue, graphqlData } from './pages/RatePages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Keeps every blob the page turns into an address, so a test can read the PDF a tab opened (the CSP forbids fetching blob:). */
const KEEP_BLOBS = () => {
  const kept = new Map<string, Blob>();
  (window as unknown as { __blobs: Map<string, Blob> }).__blobs = kept;
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = create(blob);
    if (blob instanceof Blob) kept.set(url, blob);
    return url;
  };
};

/** The text of the PDF a button opened in a new tab (a blob: address of this page). */
async function pdfTextOf(page: Page, url: string) {
  const bytes = await page.evaluate(async (address) => {
    const blob = (window as unknown as { __blobs: Map<string, Blob> }).__blobs.get(address)!;
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  }, url);
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** Clicks a button that opens a PDF in a new tab; answers the PDF's text. */
async function openPdf(page: Page, button: ReturnType<Page['getByRole']>) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
  expect(tab.url()).toMatch(/^blob:/);
  const text = await pdfTextOf(page, tab.url());
  await tab.close();
  return text;
}

test.describe('documents', () => {
  test('opens the vouchers and an invoice from the screens, sends the itinerary, and the outbox keeps it', async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(KEEP_BLOBS);
    await new SignInPage(page, 'en').signInAs('ADMIN');
    const usd = await catalogValue(page, 'CURRENCY', 'USD');
    const today = await graphqlData<{ myDailyCashierToday: { status: string } | null }>(page, 'query { myDailyCashierToday { status } }');
    if (!today.myDailyCashierToday) {
      await graphqlData(page, 'mutation ($floats: [DailyCashierFloatInput!]!) { openDailyCashier(floats: $floats) { idDailyCashier } }',
        { floats: [{ idCurrency: usd, openingAmount: '100.00' }] });
    }
    const reservation = await payableReservation(page, 'E2E-DOCS', 1);
    const { getReservationById: booked } = await graphqlData<{ getReservationById: { items: { idReservationItem: string; pendingAmount: string }[] } }>(page,
      'query ($id: ID!) { getReservationById(id: $id) { items { idReservationItem pendingAmount } } }', { id: reservation.idReservation });
    const note = `Documents ${reservation.code}`;
    const { completeCashierTransaction: sale } = await graphqlData<{ completeCashierTransaction: { number: number; documents: { number: string }[] } }>(page,
      'mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) { number documents { number } } }',
      { data: {
        idempotencyKey: `e2e-docs-${reservation.code}`, note,
        items: booked.items.map((i) => ({ idReservationItem: i.idReservationItem, amountToPay: i.pendingAmount })),
        payments: [{ method: 'CASH', idCurrency: usd, amount: booked.items[0].pendingAmount }],
      } });
    const [invoice] = sale.documents;

    // The reservation's documents: vouchers open as a PDF in a new tab.
    await page.goto(`/en/reservations/${reservation.idReservation}/documents`);
    const card = page.getByRole('region', { name: 'Itinerary, vouchers and service orders' });
    await expect(card.getByRole('button', { name: 'Open Itinerary as PDF' })).toBeVisible();
    await shot(page, 'documents-reservation-1280');
    const voucher = await openPdf(page, card.getByRole('button', { name: 'Open Vouchers as PDF' }));
    expect(voucher).toContain(`Voucher ${reservation.code}/1`);
    expect(voucher).toContain(`Customer ${reservation.customer}`);

    // The itinerary goes by mail: the address is edited before sending; without a mail server it waits in the outbox.
    await card.getByRole('button', { name: 'Send Itinerary by e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: `Send Itinerary ${reservation.code}` });
    const to = dialog.getByRole('textbox', { name: 'To' });
    await expect(to).toBeEditable();
    await to.fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('not-an-address: Invalid email address')).toBeVisible();
    await to.fill('traveller@example.test, agency@example.test');
    await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('See you in Lima!');
    await shot(page, 'documents-send-dialog-1280');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(`Itinerary ${reservation.code} is in the outbox for traveller@example.test, agency@example.test`)).toBeVisible();
    const sent = page.getByRole('grid', { name: 'Sent documents' });
    await expect(sent.getByRole('row', { name: new RegExp(`Itinerary ${reservation.code}`) })).toContainText('In the outbox');
    await expect(sent).toContainText('traveller@example.test, agency@example.test');

    // The invoice opens from the cashier transaction's detail.
    await page.goto('/en/cashier-transaction/transactions');
    await page.getByRole('grid', { name: 'Cashier transactions' }).getByRole('row').filter({ hasText: note }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(`${sale.number}`) });
    await expect(detail.getByRole('button', { name: `Open ${invoice.number} as PDF` })).toBeVisible();
    await shot(page, 'documents-transaction-detail-1280');
    const fiscal = await openPdf(page, detail.getByRole('button', { name: `Open ${invoice.number} as PDF` }));
    expect(fiscal).toContain(invoice.number);
    expect(fiscal).toContain(reservation.customer);
    expect(fiscal).toMatch(/Taxable base USD [\d,]+\.\d\d IGV \(18%\) USD [\d,]+\.\d\d Total USD/);
    await detail.getByRole('button', { name: 'Close' }).first().click();

    // The administrator reads the itinerary's mail in the outbox, attachment included.
    await page.goto('/en/users/mail-outbox');
    await expect(page.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Read the mail to traveller@example.test, agency@example.test: Itinerary ${reservation.code} · Tourdesk Lima` }).click();
    const mail = page.getByRole('dialog', { name: `Itinerary ${reservation.code} · Tourdesk Lima` });
    await expect(mail).toContainText('See you in Lima!');
    await expect(mail.getByRole('button', { name: `Open itinerary-${reservation.code}.pdf` })).toBeVisible();
    await shot(page, 'documents-outbox-1280');
  });

  test('the same screens in Spanish and at 760 px', async ({ page }) => {
    await new SignInPage(page, 'es').signInAs('ADMIN');
    await page.setViewportSize({ width: 760, height: 1000 });
    const usd = await catalogValue(page, 'CURRENCY', 'USD');
    const today = await graphqlData<{ myDailyCashierToday: { status: string } | null }>(page, 'query { myDailyCashierToday { status } }');
    if (!today.myDailyCashierToday) {
      await graphqlData(page, 'mutation ($floats: [DailyCashierFloatInput!]!) { openDailyCashier(floats: $floats) { idDailyCashier } }',
        { floats: [{ idCurrency: usd, openingAmount: '100.00' }] });
    }
    const reservation = await payableReservation(page, 'E2E-DOCS-ES', 1);
    await page.goto(`/es/reservations/${reservation.idReservation}/documents`);
    const card = page.getByRole('region', { name: 'Itinerario, vouchers y órdenes de servicio' });
    await expect(card.getByRole('button', { name: 'Abrir Vouchers en PDF' })).toBeVisible();
    await shot(page, 'documents-reservation-es-760');
    await card.getByRole('button', { name: 'Enviar Itinerario por correo' }).click();
    const dialog = page.getByRole('dialog', { name: `Enviar Itinerary ${reservation.code}` });
    await expect(dialog.getByRole('textbox', { name: 'Para' })).toBeEditable();
    await shot(page, 'documents-send-dialog-es-760');
    await dialog.getByRole('button', { name: 'Cancelar' }).first().click();
    await page.goto('/es/cashier-transaction/payment/daily-cashier');
    await expect(page.getByRole('button', { name: /Abrir Hoja de cierre .* en PDF/ }).first()).toBeVisible();
    await shot(page, 'documents-daily-cashier-es-760');
  });
});
