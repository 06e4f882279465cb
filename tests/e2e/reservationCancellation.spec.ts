import { expect, test, type Page } from '@playwright/test';
import { graphqlData, isoDay } from './pages/RatePages';
import { createUsdReservation } from './pages/ReservationPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// Five days ahead: every demo policy charges something then (tours 25%, stays and trains 50%).
const DAYS_AHEAD = 5;
const SERVICE_DAY = isoDay(DAYS_AHEAD);

interface Bookable {
  instance: { idProductInstance: string; name: string } | null;
  availability: { bookable: boolean } | null;
  quote: { found: boolean; lines: { rate: { cancellationPolicy: { daysBefore: number; feePercentage: string }[] } }[] } | null;
}

/**
 * A reservation of an active customer with one confirmed demo service whose rate has a cancellation policy, set up
 * through GraphQL; answers it with the fee the policy charges five days ahead (the tier with the fewest days that
 * still covers them), worked out here from the rate's tiers.
 */
async function reservationWithConfirmedService(page: Page) {
  const reservation = await createUsdReservation(page, 'E2E-CXL');
  const services = await graphqlData<{ searchBookableServices: Bookable[] }>(page,
    `query ($input: BookableServiceSearchInput!) { searchBookableServices(input: $input) {
      instance { idProductInstance name } availability { bookable }
      quote { found lines { rate { cancellationPolicy { daysBefore feePercentage } } } } } }`,
    { input: { text: '', serviceDate: SERVICE_DAY, quantity: 1, idEntity: reservation.idEntity, take: 50 } });
  const service = services.searchBookableServices.find((s) => s.instance && s.availability?.bookable && s.quote?.found
    && s.quote.lines.length === 1 && s.quote.lines[0].rate.cancellationPolicy.some((t) => t.daysBefore >= DAYS_AHEAD));
  expect(service, 'a bookable, priced demo service with a cancellation policy').toBeTruthy();
  const tier = [...service!.quote!.lines[0].rate.cancellationPolicy].sort((a, b) => a.daysBefore - b.daysBefore)
    .find((t) => t.daysBefore >= DAYS_AHEAD)!;
  const { addReservationItem: item } = await graphqlData<{ addReservationItem: { amount: string; status: string } }>(page,
    'mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { amount status } }',
    { data: { idReservation: reservation.idReservation, idProductInstance: service!.instance!.idProductInstance, serviceDate: SERVICE_DAY, quantity: 1, confirm: true } });
  expect(item.status).toBe('CONFIRMED');
  return { ...reservation, percent: tier.feePercentage, fee: feeOf(item.amount, tier.feePercentage) };
}

/** amount x percentage / 100 rounded half up to cents, as the server charges it, without floats. */
function feeOf(amount: string, percentage: string) {
  const hundredths = (text: string) => BigInt(Number.parseInt(text.split('.')[0], 10)) * 100n + BigInt((text.split('.')[1] ?? '').padEnd(2, '0').slice(0, 2));
  const fee = (hundredths(amount) * hundredths(percentage) + 5000n) / 10000n;
  return `${fee / 100n}.${String(fee % 100n).padStart(2, '0')}`;
}

/** "25.00" -> "25%", as the dialog writes a percentage in English. */
const percentText = (percent: string) => `${percent.replace(/\.?0+$/, '')}%`;

test.describe('reservation cancellation', () => {
  test('an agent cancelling a confirmed item sees the fee of its rate\'s policy before confirming', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('RESADM');
    const reservation = await reservationWithConfirmedService(page);
    const { fee } = reservation;

    await page.goto(`/en/reservations/${reservation.idReservation}`);
    const items = page.getByRole('grid', { name: 'Services of the reservation' });
    await expect(items.getByRole('row').nth(1)).toContainText('Confirmed');

    // The reservation's own cancel dialog asks for a reason and shows the same fee.
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const whole = page.getByRole('alertdialog', { name: `Cancel reservation ${reservation.code}?` });
    await expect(whole.getByTestId('cancellation-fee-total')).toContainText(fee);
    await whole.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(whole.getByText('Say why it is cancelled')).toBeVisible();
    await shot(page, 'reservation-cancel-reason-en');
    await whole.getByRole('button', { name: 'Keep it' }).click();
    await expect(whole).toBeHidden();

    await items.getByRole('row').nth(1).getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel item 1?' });
    await expect(dialog.getByTestId('cancellation-fee-total')).toContainText(fee);
    await expect(dialog).toContainText('5 days before the service');
    await expect(dialog).toContainText(`${percentText(reservation.percent)} of`);
    await shot(page, 'reservation-cancel-item-fee-en');

    await dialog.getByLabel('Reason (optional)').fill('Customer changed plans');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    const row = items.getByRole('row').nth(1);
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText('Fee');
    await expect(row).toContainText(fee);
    // The reservation now owes the fee only.
    await expect(page.getByRole('region', { name: 'Reservation data' })).toContainText(fee);
    await shot(page, 'reservation-cancelled-item-en');
  });

  test('the fee dialog in Spanish and on a narrow screen', async ({ page }) => {
    await new SignInPage(page, 'es').signInAs('RESADM');
    const reservation = await reservationWithConfirmedService(page);
    await page.setViewportSize({ width: 760, height: 900 });
    await page.goto(`/es/reservations/${reservation.idReservation}`);
    const items = page.getByRole('grid', { name: 'Servicios de la reserva' });
    await expect(items.getByRole('row')).toHaveCount(2);
    await items.getByRole('row').nth(1).getByRole('button', { name: 'Anular', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    // Latin American Spanish writes the decimal point as Peruvian staff do.
    await expect(dialog.getByTestId('cancellation-fee-total')).toContainText(reservation.fee);
    await expect(dialog).toContainText('5 días antes del servicio');
    await shot(page, 'reservation-cancel-item-fee-es-760');
  });
});

test.describe('rate cancellation policy', () => {
  test('the rate form lists a demo stay\'s tiers, reads them back in words and refuses the same days twice', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('ADMIN');
    const rates = await graphqlData<{ searchRates: { data: { idRateInstance: string; priceType: { code: string } | null; cancellationPolicy: unknown[] }[] } }>(page,
      'query ($input: RateSearchInput!) { searchRates(input: $input) { data { idRateInstance priceType { code } cancellationPolicy { daysBefore } } } }',
      { input: { take: 100, enabled: true } });
    const stay = rates.searchRates.data.find((r) => r.priceType?.code === 'PER_NIGHT' && r.cancellationPolicy.length === 4)!;
    expect(stay, 'a demo hotel rate with its policy').toBeTruthy();
    await page.goto(`/en/rates/${stay.idRateInstance}`);
    const tiers = page.getByRole('list', { name: 'Cancellation tiers' });
    await expect(tiers.getByRole('listitem')).toHaveCount(4);
    const words = page.getByRole('list', { name: 'Cancellation policy' });
    await expect(words).toContainText('7 days or fewer before: 50% of the amount');
    await expect(words).toContainText('1 day or fewer before: 100% of the amount');

    await page.getByRole('button', { name: 'Add tier' }).click();
    const added = tiers.getByRole('listitem').nth(4);
    await added.getByRole('textbox', { name: 'Days before service' }).fill('7');
    await added.getByRole('textbox', { name: 'Fee' }).fill('60');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(added.getByText('Another tier has the same days')).toBeVisible();
    await added.getByRole('textbox', { name: 'Fee' }).focus();
    await tiers.getByRole('listitem').nth(4).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/rate-cancellation-policy-en.png`, fullPage: true });
    await page.getByRole('button', { name: 'Remove tier 5' }).click();
    await expect(tiers.getByRole('listitem')).toHaveCount(4);

    await page.setViewportSize({ width: 760, height: 1000 });
    await page.goto(`/es/rates/${stay.idRateInstance}`);
    await expect(page.getByRole('list', { name: 'Tramos de cancelación' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('list', { name: 'Política de cancelación' })).toContainText('7 días antes o menos: 50\u00a0% del importe');
    await page.screenshot({ path: `${SHOTS}/rate-cancellation-policy-es-760.png`, fullPage: true });
  });
});
