import { expect, test, type Page } from '@playwright/test';
import { newCashier } from './pages/CashierPages';
import { pickChecked } from './pages/RatePages';
import { catalogValue, graphqlData, isoDay } from './pages/RatePages';
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
    // The toast area loads with its first toast: wait for it, so it is not still arriving over the Pay button.
    await expect(page.getByRole('alert').filter({ hasText: en ? `Invoice ${number} registered` : `Factura ${number} registrada` })).toBeVisible();
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

/** A supplier invoice over the service, registered through the API (the form has its own test above). */
async function invoiceFor(page: Page, booked: Awaited<ReturnType<typeof confirmedService>>, number: string) {
  const { searchExpectedCosts } = await graphqlData<{ searchExpectedCosts: { data: { idReservationItem: string }[] } }>(page,
    'query ($input: ExpectedCostSearchInput!) { searchExpectedCosts(input: $input) { data { idReservationItem } } }', { input: { text: booked.code } });
  const { registerSupplierInvoice } = await graphqlData<{ registerSupplierInvoice: { idSupplierInvoice: string } }>(page,
    'mutation ($data: SupplierInvoiceInput!) { registerSupplierInvoice(data: $data) { idSupplierInvoice } }', {
      data: {
        idempotencyKey: `e2e-${number}`, idSupplier: booked.cost.idSupplier, number, invoiceDate: isoDay(0),
        idCurrency: await catalogValue(page, 'CURRENCY', 'USD'),
        lines: [{ idReservationItem: searchExpectedCosts.data[0].idReservationItem, amount: booked.cost.amount, taxAmount: '0' }],
      },
    });
  return registerSupplierInvoice.idSupplierInvoice;
}

for (const locale of ['en', 'es'] as const) {
  const en = locale === 'en';
  test(`${locale}: an administrator runs the payables ageing and a supplier's statement`, async ({ page }) => {
    test.setTimeout(180_000);
    await new SignInPage(page, locale).open();
    await new SignInPage(page, locale).signInAs('ADMIN');
    const booked = await confirmedService(page, `E2E-PAYREP-${locale}`);
    const number = `R${Date.now() % 100000}-${locale}`;
    await invoiceFor(page, booked, number);

    await page.goto(`/${locale}/reports`);
    const ageingName = en ? 'Payables ageing' : 'Antigüedad de cuentas por pagar';
    await page.getByRole('button', { name: new RegExp(`${ageingName}$`) }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: en ? 'Generate' : 'Generar', exact: true }).click();
    await expect(dialog).toBeHidden();
    let table = page.getByRole('table', { name: en ? `${ageingName} rows` : `Filas de ${ageingName}` });
    await expect(table.getByRole('columnheader', { name: en ? 'Not due' : 'Por vencer' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: booked.cost.supplierName }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/report-payables-ageing-${locale}.png`, fullPage: true });

    await page.goto(`/${locale}/reports`);
    const statementName = en ? 'Supplier statement' : 'Estado de cuenta del proveedor';
    await page.getByRole('button', { name: new RegExp(`${statementName}$`) }).click();
    dialog = page.getByRole('dialog');
    // Without a supplier the dialog says so and sends nothing.
    await dialog.getByRole('button', { name: en ? 'Generate' : 'Generar', exact: true }).click();
    await expect(dialog.getByText(en ? 'This field is required' : 'Este campo es obligatorio')).toBeVisible();
    await pickChecked(page, en ? 'Supplier' : 'Proveedor', booked.cost.supplierName, booked.supplierLegalName);
    await dialog.getByRole('button', { name: en ? 'Generate' : 'Generar', exact: true }).click();
    await expect(dialog).toBeHidden();
    table = page.getByRole('table', { name: en ? `${statementName} rows` : `Filas de ${statementName}` });
    const invoiceRow = table.getByRole('row').filter({ hasText: number }).filter({ hasText: en ? 'Invoice' : 'Factura' });
    await expect(invoiceRow).toHaveCount(1);
    // The invoice names the reservation it bills (its service, 60 days ahead, is after this range's end).
    await expect(invoiceRow).toContainText(booked.code);
    await expect(table.getByRole('columnheader', { name: en ? 'Invoiced' : 'Facturado', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/report-supplier-statement-${locale}.png`, fullPage: true });
  });
}

test('a cash payment to a supplier shows in the daily cashier as its own line, in English and Spanish', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await new SignInPage(page, 'en').signInAs('ADMIN');
  // A cashier of their own: today's day is theirs alone, whatever other suites did to the administrator's.
  const cashier = await newCashier(page, browser, 'Paula Payables');
  const usd = await catalogValue(cashier, 'CURRENCY', 'USD');
  await graphqlData(cashier, 'mutation ($floats: [DailyCashierFloatInput!]!) { openDailyCashier(floats: $floats) { idDailyCashier } }',
    { floats: [{ idCurrency: usd, openingAmount: '100.00' }] });
  const booked = await confirmedService(page, 'E2E-PAYDRAWER');
  const idSupplierInvoice = await invoiceFor(page, booked, `D${Date.now() % 100000}`);
  await graphqlData(cashier, 'mutation ($data: SupplierPaymentInput!) { paySupplierInvoice(data: $data) { idSupplierPayment } }', {
    data: { idempotencyKey: `e2e-drawer-${idSupplierInvoice}`, idSupplierInvoice, method: 'CASH', documentNumber: 'VC-9001', amount: '1.00' },
  });

  for (const locale of ['en', 'es'] as const) {
    const en = locale === 'en';
    await cashier.goto(`/${locale}/cashier-transaction/payment/daily-cashier`);
    const line = cashier.getByRole('table', { name: en ? 'Cash paid to suppliers' : 'Efectivo pagado a proveedores' });
    await expect(line.getByRole('row', { name: new RegExp(en ? 'Paid to suppliers' : 'Pagado a proveedores') })).toContainText('-USD 1.00');
    await expect(line).toContainText(en ? '1 payment or void' : '1 pago o anulación');
    // The cash expected is the float less what went to the supplier.
    await expect(cashier.getByRole('table', { name: en ? 'Expected and counted amounts' : 'Montos esperados y contados' })).toContainText('USD 99.00');
    await cashier.screenshot({ path: `${SHOTS}/daily-cashier-supplier-payment-${locale}.png`, fullPage: true });
  }
});
