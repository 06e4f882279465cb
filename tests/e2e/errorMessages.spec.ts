import { expect, test, type Page } from '@playwright/test';
import { closeToasts, mailedLink } from './pages/AdminPages';
import { choose } from './pages/EntityPages';
import { catalogValue, createRate, createTour, firstEntity, graphqlAs, graphqlData, isoDay } from './pages/RatePages';
import { confirmedReservation } from './pages/ReservationPages';
import { SignInPage, freshTotpCode } from './pages/SignInPage';

/*
 * Issue 19: refusals the server writes reach a Spanish page in Spanish, with their figures (the other rate's code and
 * its days as the page writes dates, the reservation's passenger count, the document number), from the codes and
 * params of the error contract rather than the server's English sentences.
 */

/** A day as the Spanish pages write it (medium date), the way the error helper formats a day param. */
const esDay = (iso: string) => new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

async function reservationFor(page: Page, stamp: string, passengerCount: number) {
  const [customer, idCurrency] = await Promise.all([firstEntity(page, 'CUSTOMER'), catalogValue(page, 'CURRENCY', 'USD')]);
  const { createReservation } = await graphqlData<{ createReservation: { idReservation: string } }>(page,
    'mutation ($data: ReservationInput!) { createReservation(data: $data) { idReservation } }',
    { data: { reservationDate: isoDay(0), idEntity: customer.idEntity, passengerCount, idCurrency } });
  void stamp;
  return createReservation.idReservation;
}

/**
 * TEST ONLY route of the browser tests' server (server/src/testing/testSetupRoutes.ts): closes or opens again today's
 * DAY accounting period of the signed-in person's OU (no screen closes a period yet). Answers the period's key.
 */
async function setTodaysPeriod(page: Page, status: 'OPEN' | 'CLOSED') {
  return page.evaluate(async (status) => {
    const user = JSON.parse(localStorage.getItem('user-data-storage') ?? '{}') as { accessToken?: string };
    const response = await fetch('/test/accounting-period', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}`, 'x-test-setup': '1' },
      body: JSON.stringify({ status }),
    });
    if (!response.ok) throw new Error(`the test route answered ${response.status}`);
    return ((await response.json()) as { key: string }).key;
  }, status);
}

/**
 * A new RESADM of the administrator's OU, signed in on `page` in Spanish with its authenticator set up: a cashier with
 * no day yet, whatever the other suites opened today.
 */
async function newCashier(page: Page, stamp: string) {
  const email = `caja.${stamp}@tourdesk.test`;
  const password = 'Caja#2026-periodo';
  await new SignInPage(page, 'es').signInAs('ADMIN');
  const lookup = await graphqlData<{ viewer: { idEntity: string }; getAllRoles: { idRole: string; code: string }[] }>(page,
    '{ viewer { idEntity } getAllRoles { idRole code } }');
  const idRole = lookup.getAllRoles.find((r) => r.code === 'RESADM')!.idRole;
  await graphqlData(page, 'mutation ($data: CreateUserInput!) { createUser(data: $data) { idUser } }',
    { data: { name: `Cajera ${stamp}`, shortName: 'cajera', code: `C${stamp}`, email, idEntity: lookup.viewer.idEntity, idRoles: [idRole] } });
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  // Signed out once the server has ended the session: a page opened before that still finds the person signed in.
  await expect(page).toHaveURL(/\/es\/auth\/signin$/);
  await page.goto((await mailedLink(email)).replace('/en/', '/es/'));
  await page.getByLabel('Nueva contraseña').fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Su contraseña fue cambiada')).toBeVisible();
  const signIn = new SignInPage(page, 'es');
  await signIn.open();
  await signIn.signIn(email, password);
  const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel('Código', { exact: true }).fill(await freshTotpCode(email, secret));
  await page.getByRole('button', { name: 'Activar' }).click();
  await closeToasts(page);
  await page.getByRole('button', { name: 'Ya los guardé, continuar' }).click();
  await expect(page).toHaveURL(/\/es\/$/);
}

test.describe('server refusals in Spanish', () => {
  test('taking away more inventory than a day holds is refused in Spanish, naming the day and the figures', async ({ page }) => {
    const stamp = String(Date.now()).slice(-6);
    await new SignInPage(page, 'es').signInAs('ADMIN');
    const [idProductType, idProductUnit, supplier] = await Promise.all([
      catalogValue(page, 'PRODUCT_TYPE', 'TOUR'), catalogValue(page, 'PRODUCT_UNIT', 'PAX'), firstEntity(page, 'SUPPLIER'),
    ]);
    const { createProduct } = await graphqlData<{ createProduct: { idProduct: string; instances: { idProductInstance: string }[] } }>(page,
      'mutation ($data: ProductInput!) { createProduct(data: $data) { idProduct instances { idProductInstance } } }',
      { data: {
        code: `E2E-STOCK-${stamp}`, name: `Colca Canyon ${stamp}`, shortName: 'Colca', idProductType, idProductUnit,
        idSupplier: supplier.idEntity, hasInventory: true, instances: [{ code: 'SHARED', name: 'Shared group', shortName: 'Shared' }],
      } });
    const idProductInstance = createProduct.instances[0].idProductInstance;
    await graphqlData(page, 'mutation ($data: InventoryTransactionInput!) { createInventoryTransaction(data: $data) { idInventoryTransaction } }',
      { data: { idProductInstance, dateFrom: isoDay(2), dateTo: isoDay(3), transactionType: 'ADD_CAPACITY', quantity: 2 } });

    await page.goto(`/es/products/${createProduct.idProduct}/instances/${idProductInstance}/inventory`);
    const transaction = page.getByRole('form', { name: 'Nuevo movimiento de inventario' });
    // The Spanish date fields take day, month, year.
    const segments = transaction.getByRole('group', { name: 'Fechas (desde – hasta)' }).getByRole('spinbutton');
    for (const [at, iso] of [[0, isoDay(2)], [3, isoDay(3)]] as const) {
      const [year, month, day] = iso.split('-');
      await segments.nth(at).click();
      await page.keyboard.type(`${day}${month}${year}`);
    }
    await choose(transaction, page, 'Tipo', 'Bloqueo');
    await transaction.getByRole('textbox', { name: 'Cantidad' }).fill('3');
    await transaction.getByRole('button', { name: 'Agregar movimiento' }).click();
    await expect(transaction.getByText(`El ${esDay(isoDay(2))} la capacidad es 2: no se pueden quitar 3`)).toBeVisible();
  });

  test('an overlapping rate names the other rate and its days in Spanish', async ({ page }) => {
    const stamp = String(Date.now()).slice(-6);
    await new SignInPage(page, 'es').signInAs('ADMIN');
    const tour = await createTour(page, stamp);
    const ranges = { serviceFrom: isoDay(30), serviceTo: isoDay(90), purchaseFrom: isoDay(0), purchaseTo: isoDay(60) };
    const pricing = { purchaseUnitPrice: '100', purchaseTaxPercentage: '18', profitAmount: '10', sellingTaxPercentage: '18' };
    const enabled = await createRate(page, { idProductInstance: tour.idProductInstance, idEntity: null, ...ranges, pricing });
    const disabled = await createRate(page, { idProductInstance: tour.idProductInstance, idEntity: null, ...ranges, pricing, enabled: false } as Parameters<typeof createRate>[1]);

    await page.goto(`/es/rates/${disabled.idRateInstance}`);
    await page.getByRole('button', { name: 'Habilitar tarifa' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Habilitar tarifa' });
    await dialog.getByRole('button', { name: 'Habilitar tarifa' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Error al habilitar la tarifa');
    await expect(alert).toContainText(
      `Esta tarifa se superpone con la tarifa habilitada ${enabled.code} (servicio del ${esDay(ranges.serviceFrom)} al ${esDay(ranges.serviceTo)}, `
      + `compra del ${esDay(ranges.purchaseFrom)} al ${esDay(ranges.purchaseTo)})`,
    );
  });

  test('a duplicate document and the passenger limit are refused in Spanish with their figures', async ({ page }) => {
    const stamp = String(Date.now()).slice(-6);
    await new SignInPage(page, 'es').signInAs('ADMIN');
    const idReservation = await reservationFor(page, stamp, 1);
    const [adult, passport] = await Promise.all([catalogValue(page, 'PASSENGER_TYPE', 'ADULT'), catalogValue(page, 'IDENTITY_DOCUMENT_TYPE', 'PASSPORT')]);
    const document = `D${stamp}`;
    await graphqlData(page,
      'mutation ($id: ID!, $data: ReservationPassengerInput!) { saveReservationPassenger(idReservation: $id, data: $data) { idReservationPassenger } }',
      { id: idReservation, data: { idPassengerType: adult, firstName: 'Ana', lastName: 'Quispe', idDocumentType: passport, documentNumber: document } });

    await page.goto(`/es/reservations/${idReservation}/passengers`);
    await expect(page.getByText('1 de 1 pasajeros registrados')).toBeVisible();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Agregar pasajero' }) });
    const pick = async (label: string, option: RegExp) => {
      await form.getByRole('button', { name: new RegExp(label) }).click();
      await page.getByRole('option', { name: option }).first().click();
    };
    await pick('Tipo de pasajero', /Adulto|Adult/);
    await form.getByRole('textbox', { name: 'Nombres' }).fill('Luis');
    await form.getByRole('textbox', { name: 'Apellidos' }).fill('Mamani');
    await pick('Tipo de documento', /Pasaporte|Passport/i);
    await form.getByRole('textbox', { name: 'Número de documento' }).fill(document);
    await form.getByRole('button', { name: 'Agregar pasajero' }).click();
    // The same document as Ana's: the field says so with the number.
    await expect(form.getByText(`Otro pasajero de esta reserva tiene el documento ${document}`)).toBeVisible();

    // Another document: now the reservation for 1 passenger is full, and the refusal says its figures.
    await form.getByRole('textbox', { name: 'Número de documento' }).fill(`E${stamp}`);
    await form.getByRole('button', { name: 'Agregar pasajero' }).click();
    await expect(page.getByText('Se superó el número máximo de pasajeros de la reserva. Es para 1 pasajeros; quedarían 2 activos.')).toBeVisible();
    await expect(page.getByText('1 de 1 pasajeros registrados')).toBeVisible();
  });

  test('no availability names the service, the day as the page writes it and the figures, in Spanish', async ({ page }) => {
    const stamp = String(Date.now()).slice(-6);
    const day = isoDay(60);
    await new SignInPage(page, 'es').signInAs('ADMIN');
    const [idProductType, idProductUnit, supplier, idCurrency, idPriceType] = await Promise.all([
      catalogValue(page, 'PRODUCT_TYPE', 'TOUR'), catalogValue(page, 'PRODUCT_UNIT', 'PAX'), firstEntity(page, 'SUPPLIER'),
      catalogValue(page, 'CURRENCY', 'USD'), catalogValue(page, 'PRICE_TYPE', 'PER_UNIT'),
    ]);
    const name = `Bungalow ES ${stamp}`;
    const product = await graphqlData<{ createProduct: { instances: { idProductInstance: string }[] } }>(page,
      'mutation ($data: ProductInput!) { createProduct(data: $data) { instances { idProductInstance } } }',
      { data: {
        code: `E2E-ERR-${stamp}`, name, shortName: 'Bungalow', idProductType, idProductUnit, idSupplier: supplier.idEntity,
        hasInventory: true, instances: [{ code: 'BNG', name: 'River bungalow', shortName: 'Bungalow' }],
      } });
    const idProductInstance = product.createProduct.instances[0].idProductInstance;
    await graphqlData(page, 'mutation ($data: InventoryTransactionInput!) { createInventoryTransaction(data: $data) { idInventoryTransaction } }',
      { data: { idProductInstance, dateFrom: day, dateTo: day, transactionType: 'ADD_CAPACITY', quantity: 1 } });
    await graphqlData(page, 'mutation ($data: RateInput!) { createRate(data: $data) { idRateInstance } }',
      { data: {
        idProductInstance, idEntity: null, idCurrency, idPriceType, subfeatureIds: [],
        serviceFrom: isoDay(0), serviceTo: isoDay(120), purchaseFrom: isoDay(-1), purchaseTo: isoDay(120),
        pricing: { purchaseUnitPrice: '80.00', purchaseTaxPercentage: '18', profitPercentage: '20', sellingTaxPercentage: '18' },
      } });
    const withItem = async (confirm: boolean) => {
      const idReservation = await reservationFor(page, stamp, 2);
      await graphqlData(page, 'mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { idReservationItem } }',
        { data: { idReservation, idProductInstance, serviceDate: day, nights: 1, quantity: 1, confirm } });
      return idReservation;
    };
    await withItem(true);
    const second = await withItem(false);

    await page.goto(`/es/reservations/${second}`);
    const row = page.getByRole('grid', { name: 'Servicios de la reserva' }).getByRole('row').nth(1);
    await expect(row).toContainText('Pendiente');
    await row.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sin disponibilidad' }))
      .toContainText(`${name} (River bungalow): Sin disponibilidad el ${esDay(day)}: no queda nada libre (capacidad 1, retenidos 1)`);
    await expect(row).toContainText('Pendiente');
  });

  test('a daily cashier opened into a closed accounting period says which period, in Spanish (SPEC section 8)', async ({ page }) => {
    await newCashier(page, String(Date.now()).slice(-6));
    const key = await setTodaysPeriod(page, 'CLOSED');
    try {
      await page.goto('/es/cashier-transaction/payment/daily-cashier');
      await expect(page.getByText('Su caja aún no está abierta.', { exact: false })).toBeVisible();
      const float = page.getByRole('group', { name: 'Fondo 1' });
      await float.getByRole('button', { name: /Moneda/ }).click();
      await page.getByRole('listbox').getByRole('option', { name: /^USD/ }).click();
      await float.getByLabel('Monto de apertura').fill('100');
      await page.getByRole('button', { name: 'Abrir caja' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'No se pudo abrir la caja' }))
        .toContainText(`No se pudo crear el período contable año-mes-día: el período ${esDay(key)} está cerrado`);
      await page.setViewportSize({ width: 760, height: 1000 });
      await page.screenshot({ path: 'tests/e2e/screenshots/daily-cashier-closed-period-es-760.png', fullPage: true });
      // Nothing opened: the float is still there to send again once the period opens.
      await expect(float.getByLabel('Monto de apertura')).toHaveValue('100');
    } finally {
      await setTodaysPeriod(page, 'OPEN');
    }
    await page.getByRole('button', { name: 'Abrir caja' }).click();
    await expect(page.getByRole('button', { name: 'Cerrar caja' })).toBeVisible();
  });

  test('a file whose content is not its type is refused in Spanish, from the code the server answers', async ({ page }) => {
    await new SignInPage(page, 'es').signInAs('ADMIN');
    const idReservation = await reservationFor(page, String(Date.now()).slice(-6), 2);
    await page.goto(`/es/reservations/${idReservation}/documents`);
    // A text that calls itself a PDF: only the server reads the content, and says so by code (FILE_TYPE_MISMATCH).
    await page.getByLabel('Archivo para adjuntar').setInputFiles({ name: 'voucher.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
    await expect(page.getByRole('alert').filter({ hasText: 'coincide' })).toHaveText('El contenido del archivo no coincide con su tipo');
    await expect(page.getByText('The file content does not match its type')).toHaveCount(0);

    // The API answers the same refusal as a code with its field, never the English text as the thing to show.
    const answer = await graphqlAs(page, `mutation ($data: ReservationDocumentInput!) {
      attachReservationDocument(data: $data) { idReservationDocument } }`,
    { data: { idReservation, fileName: 'x.pdf', mimeType: 'application/pdf', contentBase64: Buffer.from('plain').toString('base64') } });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION', fieldErrors: [{ path: 'contentBase64', code: 'FILE_TYPE_MISMATCH', params: {} }],
    });
  });

  test('a declined card is refused in Spanish, naming the payment', async ({ page }) => {
    await new SignInPage(page, 'es').signInAs('ADMIN');
    const reservation = await confirmedReservation(page);
    // ADMIN's day for today, unless an earlier suite opened it already.
    const opened = await graphqlAs(page, 'mutation ($floats: [DailyCashierFloatInput!]!) { openDailyCashier(floats: $floats) { idDailyCashier } }',
      { floats: [{ idCurrency: reservation.usd, openingAmount: '100.00' }] });
    if (opened.errors) expect(opened.errors.map((e) => (e.extensions as { reason?: string } | undefined)?.reason)).toEqual(['ALREADY_EXISTS']);

    await page.goto(`/es/cashier-transaction?reservation=${reservation.code}`);
    await expect(page.getByRole('list', { name: 'Servicios por pagar' }).getByText('En el carrito')).toHaveCount(1);
    await page.getByRole('radio', { name: 'Tarjeta' }).click({ force: true });
    await page.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
    await page.getByLabel('Nombre en la tarjeta').fill('Ana Quispe');
    await page.getByLabel('Válida hasta (MM/AA)').fill('12/33');
    await page.getByLabel('CCV').fill('123');
    await page.getByRole('button', { name: 'Agregar pago con tarjeta' }).click();
    await page.getByRole('button', { name: 'Completar transacción' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'La tarjeta del pago 1 fue rechazada' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Carrito de pagos' }).getByRole('listitem').first()).toContainText('La tarjeta fue rechazada');
  });
});
