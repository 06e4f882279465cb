import { expect, test, type Page } from '@playwright/test';
import { KEEP_BLOBS, cents, decimal, newCashier, payableReservation, pdfText } from './pages/CashierPages';
import { toastText } from './pages/EntityPages';
import { graphqlData, isoDay } from './pages/RatePages';
import { createUsdReservation } from './pages/ReservationPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** A quote with one priced service: something to pay once it is confirmed, nothing before. */
async function quoteWithService(page: Page, fileNumber: string) {
  const reservation = await createUsdReservation(page, fileNumber);
  const serviceDate = isoDay(12);
  const { searchBookableServices: services } = await graphqlData<{ searchBookableServices: { instance: { idProductInstance: string } | null; quote: { found: boolean } | null }[] }>(page,
    'query ($input: BookableServiceSearchInput!) { searchBookableServices(input: $input) { instance { idProductInstance } quote { found } } }',
    { input: { text: '', serviceDate, quantity: 1, idEntity: reservation.idEntity, take: 20 } });
  const service = services.find((s) => s.instance && s.quote?.found)!;
  await graphqlData(page, 'mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { amount } }',
    { data: { idReservation: reservation.idReservation, idProductInstance: service.instance!.idProductInstance, serviceDate, quantity: 1 } });
  return reservation;
}

/** The screen words of each run (SPEC texts and the locales' messages). */
const WORDS = {
  en: {
    float: 'Float 1', currency: /Currency/, openingAmount: 'Opening amount', open: 'Open cashier', opened: 'Cashier opened',
    payments: 'Payments', takePayment: (code: string) => `Take payment for ${code}`, payable: 'Payable items', inCart: 'In the cart',
    cash: 'Cash', card: 'Card', amount: 'Amount', addCash: 'Add cash payment', addCard: 'Add card payment', cardNumber: 'Card number',
    holder: 'Name on the card', expiry: 'Valid until (MM/YY)', complete: 'Complete transaction', paymentsCart: 'Payments cart',
    declinedHeading: 'The card of payment 2 was declined', declinedLine: 'The card was declined', removePayment: 'Remove payment 2',
    completed: /^Transaction \d+ completed$/, reservationPayments: (code: string) => `Payments of ${code}`, cashLine: 'Cash',
    cardLine: 'Card · VISA •••• 1111', transactions: 'Cashier transactions', transaction: (n: string) => `Transaction ${n}`,
    paidItems: 'Reservations paid', counts: 'Expected and counted amounts', close: 'Close cashier',
    confirmTitle: 'Close with a variance?', confirmClose: 'Close with this variance', closed: 'Cashier closed',
    slip: 'Open Close slip as PDF', quoteFirst: 'This reservation is a quote: confirm it before taking a payment.',
    quoteInCart: (code: string) => `${code} is a quote: it must be confirmed before it can be paid.`,
    searchLabel: 'Reservation code or customer', search: 'Search',
  },
  es: {
    float: 'Fondo 1', currency: /Moneda/, openingAmount: 'Monto de apertura', open: 'Abrir caja', opened: 'Caja abierta',
    payments: 'Pagos', takePayment: (code: string) => `Cobrar ${code}`, payable: 'Servicios por pagar', inCart: 'En el carrito',
    cash: 'Efectivo', card: 'Tarjeta', amount: 'Monto', addCash: 'Agregar pago en efectivo', addCard: 'Agregar pago con tarjeta',
    cardNumber: 'Número de tarjeta', holder: 'Nombre en la tarjeta', expiry: 'Válida hasta (MM/AA)', complete: 'Completar transacción',
    paymentsCart: 'Carrito de pagos', declinedHeading: 'La tarjeta del pago 2 fue rechazada', declinedLine: 'La tarjeta fue rechazada',
    removePayment: 'Quitar pago 2', completed: /^Transacción \d+ completada$/, reservationPayments: (code: string) => `Pagos de ${code}`,
    cashLine: 'Efectivo', cardLine: 'Tarjeta · VISA •••• 1111', transactions: 'Transacciones de caja',
    transaction: (n: string) => `Transacción ${n}`, paidItems: 'Reservas pagadas', counts: 'Montos esperados y contados', close: 'Cerrar caja',
    confirmTitle: '¿Cerrar con diferencia?', confirmClose: 'Cerrar con esta diferencia', closed: 'Caja cerrada',
    slip: 'Abrir Hoja de cierre en PDF', quoteFirst: 'Esta reserva es una cotización: confírmela antes de cobrar.',
    quoteInCart: (code: string) => `${code} es una cotización: debe confirmarse antes de poder cobrarse.`,
    searchLabel: 'Código de reserva o cliente', search: 'Buscar',
  },
} as const;

const RUNS = [{ locale: 'en', width: 1280 }, { locale: 'es', width: 760 }] as const;

/**
 * Issue 21 item 3 and 9, the paying journey without seams: from the reservation to the cashier cart and back, and the
 * day closed with a variance through its confirmation, its close slip opened from the same screen.
 */
test.describe('paying journey', () => {
  for (const { locale, width } of RUNS) {
    test(`take payment from the reservation, a declined card, close the day with a variance (${locale}, ${width}px)`, async ({ page, browser }) => {
      test.setTimeout(300_000);
      const w = WORDS[locale];
      await new SignInPage(page, 'en').signInAs('ADMIN');
      const staff = await newCashier(page, browser, `Paula Pay ${locale.toUpperCase()}`);
      await staff.addInitScript(KEEP_BLOBS);
      await staff.setViewportSize({ width, height: 1000 });
      const reservation = await payableReservation(staff, `E2E-PAY-${locale.toUpperCase()}`, 2);
      const quote = await quoteWithService(staff, `E2E-QUOTE-${locale.toUpperCase()}`);
      const due = reservation.amounts.reduce((total, a) => total + cents(a), 0n);

      // The day opens with a 50 USD float.
      await staff.goto(`/${locale}/cashier-transaction/payment/daily-cashier`);
      const float = staff.getByRole('group', { name: w.float });
      await float.getByRole('button', { name: w.currency }).click();
      await staff.getByRole('listbox').getByRole('option', { name: /^USD/ }).click();
      await float.getByLabel(w.openingAmount).fill('50');
      await staff.getByRole('button', { name: w.open }).click();
      await expect(toastText(staff, w.opened)).toBeVisible();

      // A quote offers no payment but says why; the cart, searched for it, says the same instead of "no match".
      await staff.goto(`/${locale}/reservations/${quote.idReservation}`);
      const quotePayments = staff.getByRole('region', { name: w.payments, exact: true });
      await expect(quotePayments.getByRole('note')).toHaveText(w.quoteFirst);
      await expect(quotePayments.getByRole('link')).toHaveCount(0);
      await staff.goto(`/${locale}/cashier-transaction`);
      await staff.getByLabel(w.searchLabel).fill(quote.code);
      await staff.getByRole('button', { name: w.search, exact: true }).click();
      await expect(staff.getByRole('note').filter({ hasText: w.quoteInCart(quote.code) })).toBeVisible();

      // The confirmed reservation offers Take payment, which opens the cart with its items in it.
      await staff.goto(`/${locale}/reservations/${reservation.idReservation}`);
      const paymentsSection = staff.getByRole('region', { name: w.payments, exact: true });
      await paymentsSection.getByRole('link', { name: w.takePayment(reservation.code) }).click();
      await expect(staff).toHaveURL(new RegExp(`/cashier-transaction\\?reservation=${reservation.code}$`));
      const results = staff.getByRole('list', { name: w.payable });
      await expect(results.getByText(w.inCart)).toHaveCount(2);

      // 10 USD in cash; the card starts at the rest. A declined card is named on its line and in the heading.
      await staff.getByRole('radio', { name: w.cash }).click({ force: true });
      await staff.getByLabel(w.amount, { exact: true }).fill('10');
      await staff.getByRole('button', { name: w.addCash }).click();
      const fillCard = async (number: string) => {
        await staff.getByRole('radio', { name: w.card }).click({ force: true });
        await expect(staff.getByLabel(w.amount, { exact: true })).toHaveValue(decimal(due - 1000n));
        await staff.getByLabel(w.cardNumber).fill(number);
        await staff.getByLabel(w.holder).fill('Ana Quispe');
        await staff.getByLabel(w.expiry).fill('12/33');
        await staff.getByLabel('CCV').fill('123');
        await staff.getByRole('button', { name: w.addCard }).click();
      };
      await fillCard('4000 0000 0000 0002');
      await staff.getByRole('button', { name: w.complete }).click();
      await expect(staff.getByRole('alert').filter({ hasText: w.declinedHeading })).toBeVisible();
      const lines = staff.getByRole('list', { name: w.paymentsCart }).getByRole('listitem');
      await expect(lines.nth(1)).toHaveAttribute('aria-invalid', 'true');
      await expect(lines.nth(1)).toContainText(w.declinedLine);
      await expect(lines.nth(0)).not.toHaveAttribute('aria-invalid', 'true');
      await shot(staff, `paying-declined-${locale}-${width}`);
      await staff.getByRole('button', { name: w.removePayment }).click();
      await fillCard('4111 1111 1111 1111');
      await staff.getByRole('button', { name: w.complete }).click();
      await expect(staff.getByRole('heading', { name: w.completed })).toBeVisible();

      // Back on the reservation: both payments, with their document and transaction; nothing left to take.
      await staff.goto(`/${locale}/reservations/${reservation.idReservation}`);
      const paid = staff.getByRole('list', { name: w.reservationPayments(reservation.code) }).getByRole('listitem');
      await expect(paid).toHaveCount(2);
      await expect(paid.filter({ hasText: w.cardLine })).toContainText(/[FB]\d{3}-\d{8}/);
      const cardPaid = (await paid.filter({ hasText: w.cardLine }).textContent())!.replace(/\D/g, '');
      expect(cardPaid.endsWith(String(due - 1000n))).toBe(true);
      await expect(staff.getByRole('link', { name: w.takePayment(reservation.code) })).toHaveCount(0);
      await shot(staff, `paying-reservation-payments-${locale}-${width}`);

      // Its transaction, from the payment's link: the detail names the reservation it paid and links back to it.
      const transactionLink = paid.first().getByRole('link', { name: new RegExp(`^${w.transaction('\\d+')}$`) });
      const number = (await transactionLink.textContent())!.match(/\d+/)![0];
      await transactionLink.click();
      await staff.getByRole('grid', { name: w.transactions }).getByRole('rowheader', { name: number, exact: true }).click();
      const detail = staff.getByRole('dialog', { name: w.transaction(number) });
      const paidItems = detail.getByRole('table', { name: w.paidItems });
      await expect(paidItems.getByRole('row')).toHaveCount(3); // header and the two services
      await expect(detail.getByRole('table', { name: w.payments }).getByRole('row').nth(1)).toContainText(/[FB]\d{3}-\d{8}/);
      await shot(staff, `paying-transaction-detail-${locale}-${width}`);
      await paidItems.getByRole('link', { name: reservation.code }).first().click();
      await expect(staff).toHaveURL(new RegExp(`/reservations/${reservation.idReservation}$`));

      // Closing with 1 USD short in cash asks first, showing expected, counted and variance; then the slip opens.
      await staff.goto(`/${locale}/cashier-transaction/payment/daily-cashier`);
      const counts = staff.getByRole('table', { name: w.counts }).first();
      const countLines = counts.getByRole('row').filter({ has: staff.getByRole('textbox') });
      await expect(countLines).toHaveCount(2); // card and cash
      for (let i = 0; i < await countLines.count(); i++) {
        const line = countLines.nth(i);
        // Amounts always show 2 decimals: the digits are the cents, whatever the locale's separators.
        const expected = BigInt((await line.getByRole('cell').nth(1).textContent())!.replace(/\D/g, ''));
        // The payment type is a catalog value: English or Spanish, whichever the catalog gives.
        const isCash = /Cash|Efectivo/.test((await line.getByRole('rowheader').textContent())!);
        await line.getByRole('textbox').fill(decimal(isCash ? expected - 100n : expected));
      }
      await staff.getByRole('button', { name: w.close }).click();
      const confirm = staff.getByRole('alertdialog', { name: w.confirmTitle });
      await expect(confirm).toBeVisible();
      await staff.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      // Cash: 1.00 short (the variance is the last column); the card balances.
      await expect(confirm.getByRole('row').filter({ hasText: /Cash|Efectivo/ })).toContainText(/-1[.,]00$/);
      await shot(staff, `paying-close-confirm-${locale}-${width}`);
      await confirm.getByRole('button', { name: w.confirmClose }).click();
      await expect(toastText(staff, w.closed)).toBeVisible();
      const [tab] = await Promise.all([staff.context().waitForEvent('page'), staff.getByRole('button', { name: w.slip }).first().click()]);
      expect(tab.url()).toMatch(/^blob:/);
      const slip = await pdfText(staff, tab.url());
      await tab.close();
      // The slip is in the cashier's own language (docs/documents.md), whatever the page's.
      expect(slip).toMatch(/Daily cashier close|Cierre de caja diario/);
      expect(slip).toContain(`Paula Pay ${locale.toUpperCase()}`);
      expect(slip).toMatch(/(-\s?(USD\s?)?|USD\s?-)1[.,]00/);
      await shot(staff, `paying-day-closed-${locale}-${width}`);
    });
  }
});
