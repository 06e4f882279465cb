import { expect, test, type Page } from '@playwright/test';
import { pickChecked } from './pages/RatePages';
import { graphqlData, isoDay } from './pages/RatePages';
import { createUsdReservation } from './pages/ReservationPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

/** A confirmed USD reservation with a priced demo service 60 days ahead, and the expected cost it created. */
async function confirmedService(page: Page, fileNumber: string) {
  const reservation = await createUsdReservation(page, fileNumber);
  const serviceDate = isoDay(60);
  const services = await graphqlData<{ searchBookableServices: { instance: { idProductInstance: string } | null; availability: { bookable: boolean } | null; quote: { found: boolean } | null }[] }>(page,
    `query ($input: BookableServiceSearchInput!) { searchBookableServices(input: $input) {
      instance { idProductInstance } availability { bookable } quote { found } } }`,
    { input: { text: '', serviceDate, quantity: 1, idEntity: reservation.idEntity, take: 50 } });
  const service = services.searchBookableServices.find((s) => s.instance && s.availability?.bookable && s.quote?.found);
  expect(service, 'a bookable, priced demo service').toBeTruthy();
  await graphqlData(page, 'mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { status } }',
    { data: { idReservation: reservation.idReservation, idProductInstance: service!.instance!.idProductInstance, serviceDate, quantity: 1, confirm: true } });
  await graphqlData(page, 'mutation ($id: ID!) { confirmReservation(idReservation: $id) { status } }', { id: reservation.idReservation });
  const costs = await graphqlData<{ searchExpectedCosts: { data: { idSupplier: string; supplierName: string; amount: string; productName: string }[] } }>(page,
    'query ($input: ExpectedCostSearchInput!) { searchExpectedCosts(input: $input) { data { idSupplier supplierName amount productName } } }',
    { input: { text: reservation.code } });
  expect(costs.searchExpectedCosts.data).toHaveLength(1);
  const cost = costs.searchExpectedCosts.data[0];
  // The supplier picker lists entities by their legal name.
  const { getEntityById } = await graphqlData<{ getEntityById: { name: string } }>(page, 'query ($id: ID!) { getEntityById(id: $id) { name } }', { id: cost.idSupplier });
  return { ...reservation, cost, supplierLegalName: getEntityById.name };
}

for (const locale of ['en', 'es'] as const) {
  const en = locale === 'en';
  test(`${locale}: an administrator registers a supplier invoice, pays it, voids the payment and reads the statement`, async ({ page }) => {
    // Set-up, five screens and two servers' round trips each: longer than a single-screen test.
    test.setTimeout(180_000);
    await new SignInPage(page, locale).open();
    await new SignInPage(page, locale).signInAs('ADMIN');
    await page.setViewportSize({ width: 760, height: 1000 });
    const booked = await confirmedService(page, `E2E-PAYABLE-${locale}`);
    const number = `F${Date.now() % 100000}-${locale}`;

    await page.goto(`/${locale}/cashier-transaction/payment/supplier-payables`);
    await expect(page.getByRole('heading', { name: en ? 'Supplier payables' : 'Cuentas por pagar a proveedores', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: en ? 'Register invoice' : 'Registrar factura' }).click();
    await expect(page.getByRole('heading', { name: en ? 'Register a supplier invoice' : 'Registrar una factura de proveedor', level: 1 })).toBeVisible();

    const services = page.getByRole('region', { name: en ? 'Services to invoice' : 'Servicios a facturar' }).first();
    const service = page.getByRole('checkbox', { name: en ? `Invoice ${booked.cost.productName} of ${booked.code}` : `Facturar ${booked.cost.productName} de ${booked.code}` });
    await pickChecked(page, en ? 'Supplier' : 'Proveedor', booked.cost.supplierName, booked.supplierLegalName);
    // The supplier's other services are many: its search narrows them to this reservation.
    await services.getByRole('searchbox').fill(booked.code);
    await expect(service).toBeVisible();
    await page.getByRole('textbox', { name: en ? 'Invoice number' : 'Número de factura' }).fill(number);
    // Nothing ticked: the form says so and keeps what was typed.
    await page.getByRole('button', { name: en ? 'Register invoice' : 'Registrar factura' }).last().click();
    await expect(page.getByText(en ? 'Choose at least one service' : 'Elija al menos un servicio')).toBeVisible();
    await expect(page.getByRole('textbox', { name: en ? 'Invoice number' : 'Número de factura' })).toHaveValue(number);
    // The box's label (code and service) takes the click, as a person would click it.
    await services.getByText(`${booked.code} · `).click();
    await expect(service).toBeChecked();
    const amount = page.getByRole('textbox', { name: en ? `Net amount for ${booked.code}` : `Monto neto de ${booked.code}` });
    await expect(amount).toHaveValue(booked.cost.amount);
    await page.getByRole('textbox', { name: en ? `Tax for ${booked.code}` : `Impuesto de ${booked.code}` }).fill('1.00');
    await page.screenshot({ path: `${SHOTS}/supplier-invoice-form-${locale}.png`, fullPage: true });
    await page.getByRole('button', { name: en ? 'Register invoice' : 'Registrar factura' }).last().click();

    await expect(page.getByRole('heading', { name: en ? `Invoice ${number}` : `Factura ${number}`, level: 1 })).toBeVisible();
    await expect(page.getByText(en ? 'Matches' : 'Coincide').first()).toBeVisible();
    await page.getByRole('textbox', { name: en ? 'Document number' : 'Número de documento' }).fill('OP-55120');
    await page.getByRole('button', { name: en ? 'Pay' : 'Pagar', exact: true }).click();
    await expect(page.getByText(en ? /Payment of .* registered/ : /Pago de .* registrado/)).toBeVisible();
    const payments = page.getByRole('grid', { name: en ? 'Payments' : 'Pagos' }).or(page.getByRole('table', { name: en ? 'Payments' : 'Pagos' }));
    await expect(payments.getByRole('row').filter({ hasText: 'OP-55120' })).toHaveCount(1);
    await expect(page.getByText(en ? 'Paid' : 'Pagada').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/supplier-invoice-paid-${locale}.png`, fullPage: true });

    await page.getByRole('button', { name: en ? 'Void payment OP-55120' : 'Anular el pago OP-55120' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: en ? 'Void' : 'Anular', exact: true }).click();
    await expect(dialog.getByText(en ? /reason/i : /motivo/i).first()).toBeVisible();
    await dialog.getByRole('textbox').fill(en ? 'Paid to the wrong account' : 'Pagado a la cuenta equivocada');
    await dialog.getByRole('button', { name: en ? 'Void' : 'Anular', exact: true }).click();
    await expect(page.getByText(en ? 'Payment voided' : 'Pago anulado')).toBeVisible();
    await expect(payments.getByRole('row').filter({ hasText: en ? 'Reversal' : 'Reversión' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: en ? 'Pay' : 'Pagar', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/supplier-payment-voided-${locale}.png`, fullPage: true });

    await page.goto(`/${locale}/entities/${booked.cost.idSupplier}/edit`);
    const statement = page.getByRole('region', { name: en ? 'Supplier statement' : 'Estado de cuenta del proveedor' });
    await expect(statement).toBeVisible();
    await expect(statement.getByRole('link', { name: number })).toBeVisible();
    await statement.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/supplier-statement-${locale}.png`, fullPage: true });
  });
}
