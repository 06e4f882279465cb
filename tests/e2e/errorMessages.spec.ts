import { expect, test, type Page } from '@playwright/test';
import { catalogValue, createRate, createTour, firstEntity, graphqlData, isoDay } from './pages/RatePages';
import { SignInPage } from './pages/SignInPage';

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

test.describe('server refusals in Spanish', () => {
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
});
