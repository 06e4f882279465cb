import { expect, test } from '@playwright/test';
import { catalogValue, graphqlData, isoDay } from './pages/RatePages';
import { SignInPage } from './pages/SignInPage';

/**
 * Issue 21 item 10: catalog values and languages read in Spanish on Spanish screens ("Dólar estadounidense",
 * "Alemán"), in English on English ones, on a narrow screen too.
 */
test('a reservation names its currency and language in the page\'s language', async ({ page }) => {
  await new SignInPage(page, 'en').signInAs('RESADM');
  const { getLanguages } = await graphqlData<{ getLanguages: { idLanguage: string; code: string }[] }>(page, '{ getLanguages { idLanguage code } }');
  const entities = await graphqlData<{ searchEntities: { data: { idEntity: string; entityRole: { code: string } | null }[] } }>(page,
    'query ($input: SearchInput!) { searchEntities(input: $input) { data { idEntity entityRole { code } } } }',
    { input: { status: 'ACTIVE', take: 50 } });
  const customer = entities.searchEntities.data.find((e) => e.entityRole?.code === 'CUSTOMER');
  const { createReservation: r } = await graphqlData<{ createReservation: { idReservation: string } }>(page,
    'mutation ($data: ReservationInput!) { createReservation(data: $data) { idReservation } }',
    { data: {
      reservationDate: isoDay(0), idEntity: customer!.idEntity, passengerCount: 2, idCurrency: await catalogValue(page, 'CURRENCY', 'USD'),
      idLanguage: getLanguages.find((l) => l.code === 'deu')!.idLanguage, fileNumber: `E2E-ES-${String(Date.now()).slice(-7)}`,
    } });

  await page.goto(`/en/reservations/${r.idReservation}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.getByText('US dollar').first()).toBeVisible();
  await expect(page.getByText('German', { exact: true }).first()).toBeVisible();

  await page.setViewportSize({ width: 760, height: 1000 });
  await page.goto(`/es/reservations/${r.idReservation}`);
  await expect(page.getByText('Dólar estadounidense').first()).toBeVisible();
  await expect(page.getByText('Alemán', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('US dollar')).toHaveCount(0);
  await page.screenshot({ path: 'tests/e2e/screenshots/reservation-catalog-names-es-760.png', fullPage: true });
});
