import { expect, test } from '@playwright/test';
import { catalogValue, graphqlData, isoDay } from './pages/RatePages';
import { SignInPage } from './pages/SignInPage';

/**
 * Issue 21 item 10: catalog values and languages read in Spanish on Spanish screens ("Dólar estadounidense",
 * "Alemán", "Pasaporte PX…", the seeded roles' descriptions), in English on English ones, on a narrow screen too.
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

  // The passengers list writes the document type by its short name: Spanish on a Spanish page, English on an English one.
  await graphqlData(page, 'mutation ($id: ID!, $data: ReservationPassengerInput!) { saveReservationPassenger(idReservation: $id, data: $data) { idReservationPassenger } }',
    { id: r.idReservation, data: {
      idPassengerType: await catalogValue(page, 'PASSENGER_TYPE', 'ADULT'), firstName: 'Ximena', lastName: 'Quispe',
      idDocumentType: await catalogValue(page, 'IDENTITY_DOCUMENT_TYPE', 'PASSPORT'), documentNumber: 'PX4471203',
    } });
  await page.goto(`/es/reservations/${r.idReservation}/passengers`);
  await expect(page.getByText('Pasaporte PX4471203').first()).toBeVisible();
  await expect(page.getByText('Passport PX4471203')).toHaveCount(0);
  await page.screenshot({ path: 'tests/e2e/screenshots/passengers-document-type-es-760.png', fullPage: true });
  await page.goto(`/en/reservations/${r.idReservation}/passengers`);
  await expect(page.getByText('Passport PX4471203').first()).toBeVisible();
});

test('the new user form describes the seeded roles in Spanish and names the OU the user goes into', async ({ page }) => {
  await new SignInPage(page, 'es').signInAs('ADMIN');
  await page.goto('/es/users/new');
  await expect(page.getByText('Reservas: consultar')).toBeVisible();
  await expect(page.getByText('Administrador de reservas')).toBeVisible();
  await expect(page.getByText('Reservations: view')).toHaveCount(0);
  await expect(page.getByText(/^El usuario se crea en .+, su unidad organizativa actual\.$/)).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/user-form-roles-es-1280.png', fullPage: true });
  await page.setViewportSize({ width: 760, height: 1000 });
  await page.goto('/en/users/new');
  await expect(page.getByText('Reservations: view')).toBeVisible();
  await expect(page.getByText(/^The user is created in .+, your current organizational unit\.$/)).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/user-form-roles-en-760.png', fullPage: true });
});
