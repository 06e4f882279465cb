import { expect, test, type Page } from '@playwright/test';
import { graphqlData, isoDay } from './pages/RatePages';
import { createUsdReservation } from './pages/ReservationPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

/** A confirmed USD reservation with a bookable demo service 60 days ahead, set up through GraphQL. */
async function confirmedReservation(page: Page, fileNumber: string) {
  const reservation = await createUsdReservation(page, fileNumber);
  const serviceDate = isoDay(60);
  const services = await graphqlData<{ searchBookableServices: { instance: { idProductInstance: string } | null; availability: { bookable: boolean } | null; quote: { found: boolean } | null }[] }>(page,
    `query ($input: BookableServiceSearchInput!) { searchBookableServices(input: $input) {
      instance { idProductInstance } availability { bookable } quote { found } } }`,
    { input: { text: '', serviceDate, quantity: 2, idEntity: reservation.idEntity, take: 50 } });
  const service = services.searchBookableServices.find((s) => s.instance && s.availability?.bookable && s.quote?.found);
  expect(service, 'a bookable, priced demo service').toBeTruthy();
  await graphqlData(page, 'mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { status } }',
    { data: { idReservation: reservation.idReservation, idProductInstance: service!.instance!.idProductInstance, serviceDate, quantity: 2, confirm: true } });
  await graphqlData(page, 'mutation ($id: ID!) { confirmReservation(idReservation: $id) { status } }', { id: reservation.idReservation });
  return reservation;
}

for (const locale of ['en', 'es'] as const) {
  const en = locale === 'en';
  test(`${locale}: a cashier reads a reservation's payment schedule, finds it on the due list and mails a reminder`, async ({ page }) => {
    await new SignInPage(page, locale).open();
    await new SignInPage(page, locale).signInAs('RESADM');
    // The screens at a narrow window, where the sidebar folds into a menu.
    await page.setViewportSize({ width: 760, height: 1000 });
    const reservation = await confirmedReservation(page, `E2E-SCHED-${locale}`);

    await page.goto(`/${locale}/reservations/${reservation.idReservation}`);
    const card = page.getByRole('region', { name: en ? 'Payment schedule' : 'Plan de pagos' });
    await expect(card).toBeVisible();
    const rows = card.getByRole('row');
    // Header, deposit (due on confirmation by the built-in terms) and balance.
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(en ? '1. Deposit' : '1. Depósito');
    await expect(rows.nth(2)).toContainText(en ? '2. Balance' : '2. Saldo');
    await expect(rows.nth(1)).toContainText(en ? 'Due' : 'Por vencer');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/payment-schedule-reservation-${locale}.png`, fullPage: true });

    await page.getByRole('button', { name: en ? 'Open menu' : 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: en ? 'Main navigation' : 'Navegación principal' });
    await drawer.getByRole('button', { name: en ? 'Payments' : 'Pagos' }).click();
    await drawer.getByRole('link', { name: en ? 'Payment schedules' : 'Planes de pago' }).click();
    await expect(page.getByRole('heading', { name: en ? 'Payment schedules' : 'Planes de pago', level: 1 })).toBeVisible();
    await page.getByRole('searchbox').fill(reservation.code);
    await page.getByRole('searchbox').press('Enter');
    const table = page.getByRole('grid', { name: en ? 'Due and overdue instalments' : 'Cuotas por vencer y vencidas' })
      .or(page.getByRole('table', { name: en ? 'Due and overdue instalments' : 'Cuotas por vencer y vencidas' }));
    const listed = table.getByRole('row').filter({ hasText: reservation.code });
    await expect(listed).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/payment-schedules-list-${locale}.png`, fullPage: true });
    await listed.first().getByRole('button', { name: en ? `Send a payment reminder for ${reservation.code}` : `Enviar un recordatorio de pago de ${reservation.code}` }).click();
    // Without SMTP the mail stays in the outbox, or the customer has no address: either way the toast says which.
    await expect(page.getByText(en ? new RegExp(`Reminder for ${reservation.code} kept in the outbox|The reminder could not be sent: the customer has no e-mail address`)
      : new RegExp(`Recordatorio de ${reservation.code} guardado en la bandeja de salida|No se pudo enviar el recordatorio: el cliente no tiene correo electrónico`))).toBeVisible();

    // The OU's default terms: a refused value keeps what was typed and says why; a good one is saved.
    const terms = page.getByRole('region', { name: en ? 'Default payment terms of the OU' : 'Condiciones de pago por defecto de la unidad' });
    const deposit = terms.getByRole('textbox', { name: en ? 'Deposit (%)' : 'Depósito (%)' });
    await deposit.fill('120');
    await terms.getByRole('button', { name: en ? 'Save terms' : 'Guardar condiciones' }).click();
    await expect(terms.getByText(en ? /from 0 to 100 with at most 2 decimals/ : /de 0 a 100 con a lo sumo 2 decimales/)).toBeVisible();
    await expect(deposit).toHaveValue('120');
    await page.screenshot({ path: `${SHOTS}/payment-terms-refused-${locale}.png`, fullPage: true });
    await deposit.fill('30');
    await terms.getByRole('button', { name: en ? 'Save terms' : 'Guardar condiciones' }).click();
    await expect(page.getByText(en ? 'Payment terms saved; new confirmations use them' : 'Condiciones de pago guardadas; las nuevas confirmaciones las usan')).toBeVisible();
  });
}

for (const locale of ['en', 'es'] as const) {
  const en = locale === 'en';
  test(`${locale}: a cashier collects a deposit from the due list, and the schedule shows it paid`, async ({ page }) => {
    await new SignInPage(page, locale).open();
    await new SignInPage(page, locale).signInAs('RESADM');
    await page.setViewportSize({ width: 760, height: 1000 });
    const reservation = await confirmedReservation(page, `E2E-DEPOSIT-${locale}`);
    const today = await graphqlData<{ myDailyCashierToday: { status: string } | null }>(page, 'query { myDailyCashierToday { status } }');
    if (!today.myDailyCashierToday) {
      await graphqlData(page, 'mutation ($floats: [DailyCashierFloatInput!]!) { openDailyCashier(floats: $floats) { idDailyCashier } }',
        { floats: [{ idCurrency: reservation.usd, openingAmount: '100.00' }] });
    }
    const { reservationPaymentSchedule: schedule } = await graphqlData<{ reservationPaymentSchedule: { instalments: { kind: string; amount: string }[] } }>(page,
      'query ($id: ID!) { reservationPaymentSchedule(idReservation: $id) { instalments { kind amount } } }', { id: reservation.idReservation });
    const deposit = schedule.instalments.find((n) => n.kind === 'DEPOSIT')!.amount;

    // The due list: the deposit (due on confirmation) and the balance; Take payment opens the cart with the reservation.
    await page.goto(`/${locale}/cashier-transaction/payment/payment-schedules`);
    await page.getByRole('searchbox').fill(reservation.code);
    await page.getByRole('searchbox').press('Enter');
    const table = page.getByRole('grid', { name: en ? 'Due and overdue instalments' : 'Cuotas por vencer y vencidas' })
      .or(page.getByRole('table', { name: en ? 'Due and overdue instalments' : 'Cuotas por vencer y vencidas' }));
    const listed = table.getByRole('row').filter({ hasText: reservation.code });
    await expect(listed).toHaveCount(2);
    await listed.first().getByRole('link', { name: en ? `Take payment for ${reservation.code}` : `Cobrar ${reservation.code}` }).click();
    await expect(page).toHaveURL(new RegExp(`/cashier-transaction\\?reservation=${reservation.code}$`));

    // The cart proposes the deposit, not the whole amount, and says why; the whole amount stays one click away.
    const amountToPay = page.getByLabel(en ? `Amount to pay for ${reservation.code}` : `Monto a pagar de ${reservation.code}`);
    await expect(amountToPay).toHaveValue(deposit);
    await expect(page.getByText(en ? /^Payment schedule: USD\s?[\d.,]+ due / : /^Plan de pagos: (USD\s?[\d.,]+|[\d.,]+\sUSD) vence el /)).toBeVisible();
    const payInFull = page.getByRole('button', { name: en ? /^Pay the whole .* pending on / : /^Pagar los .* pendientes de / });
    await expect(payInFull).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/payment-schedule-cart-${locale}.png`, fullPage: true });
    await page.getByRole('radio', { name: en ? 'Cash' : 'Efectivo' }).click({ force: true });
    await page.getByLabel(en ? 'Amount' : 'Monto', { exact: true }).fill(deposit);
    await page.getByRole('button', { name: en ? 'Add cash payment' : 'Agregar pago en efectivo' }).click();
    await page.getByRole('button', { name: en ? 'Complete transaction' : 'Completar transacción' }).click();
    await expect(page.getByRole('heading', { name: en ? /^Transaction \d+ completed$/ : /^Transacción \d+ completada$/ })).toBeVisible();

    // The reservation's schedule: the deposit paid, the balance still to come.
    await page.goto(`/${locale}/reservations/${reservation.idReservation}`);
    const card = page.getByRole('region', { name: en ? 'Payment schedule' : 'Plan de pagos' });
    const rows = card.getByRole('row');
    await expect(rows.nth(1)).toContainText(en ? 'Paid' : 'Pagada');
    await expect(rows.nth(2)).toContainText(en ? 'Due' : 'Por vencer');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/payment-schedule-deposit-paid-${locale}.png`, fullPage: true });
    // Only the balance is left on the due list.
    await page.goto(`/${locale}/cashier-transaction/payment/payment-schedules`);
    await page.getByRole('searchbox').fill(reservation.code);
    await page.getByRole('searchbox').press('Enter');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(en ? 'Balance' : 'Saldo');
  });
}
