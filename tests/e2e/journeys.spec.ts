import { expect, test } from '@playwright/test';
import { chooseInSelect } from './pages/AdminPages';
import { isoDay } from './pages/RatePages';
import { SignInPage } from './pages/SignInPage';
import { words } from './pages/Words';

const SHOTS = 'tests/e2e/screenshots';

/** Issue 21: the seams between screens, walked as staff walk them. */
test.describe('journeys', () => {
  test('a locale prefix stays as asked: /es-PE in Spanish, /fr in English (SPEC.md section 1)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await new SignInPage(page, 'en').signInAs('ADMIN');
    await page.goto('/es-PE/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/es-PE/products');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-PE');
    // Client navigation keeps the prefix.
    await page.getByRole('navigation', { name: 'Navegación principal' }).first().getByRole('link', { name: 'Reservas' }).click();
    await expect(page).toHaveURL(/\/es-PE\/reservations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();

    await page.goto('/fr/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/fr/products');
    await page.screenshot({ path: `${SHOTS}/locale-fr-products.png` });
  });
});

/** The words of the walk-in journey in each language it is walked in. */
const WALK_IN = {
  en: {
    width: 1280, newTitle: 'New reservation', codeOnSave: 'Assigned on save', customer: 'Customer', newCustomer: 'New customer',
    dialog: 'New customer (quick)', name: 'Full name', documentType: 'Identity document type', documentNumber: 'Document number',
    phone: 'Phone', country: 'Country', countryOption: 'Peru', create: 'Create customer', passengers: 'Passengers',
    currency: /Currency/, save: 'Save', heading: /^Reservation LIM-/, addService: 'Add a service', product: 'Product or package',
    serviceDate: 'Service date', search: 'Search', results: 'Bookable services', addPending: 'Add as pending',
    items: 'Services of the reservation', list: 'Reservations', searchBox: 'Search', travel: 'Travel dates', lead: 'Lead passenger',
    reservation: 'Reservation',
  },
  es: {
    width: 760, newTitle: 'Nueva reserva', codeOnSave: 'Se asigna al guardar', customer: 'Cliente', newCustomer: 'Nuevo cliente',
    dialog: 'Nuevo cliente (rápido)', name: 'Nombre completo', documentType: 'Tipo de documento de identidad',
    documentNumber: 'Número de documento', phone: 'Teléfono', country: 'País', countryOption: 'Perú', create: 'Crear cliente',
    passengers: 'Pasajeros', currency: /Moneda/, save: 'Guardar', heading: /^Reserva LIM-/, addService: 'Agregar un servicio',
    product: 'Producto o paquete', serviceDate: 'Fecha de servicio', search: 'Buscar', results: 'Servicios reservables',
    addPending: 'Agregar pendiente', items: 'Servicios de la reserva', list: 'Reservas', searchBox: 'Buscar',
    travel: 'Fechas de viaje', lead: 'Pasajero principal', reservation: 'Reserva',
  },
} as const;

for (const locale of ['en', 'es'] as const) {
  const w = WALK_IN[locale];
  test(`a walk-in traveller (${locale}, ${w.width} px): quick customer from the reservation form, lead passenger, found by lead passenger, opened in a new tab, a service added there, found by travel date`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await new SignInPage(page, locale).signInAs('RESCREATE');
    await page.setViewportSize({ width: w.width, height: 900 });
    const stamp = String(Date.now()).slice(-6);
    const customerName = `Walter Mamani ${locale === 'en' ? 'Condori' : 'Ccori'} ${stamp}`;
    const lastName = `Huamán${stamp}`;
    const travelDay = isoDay(45);

    // The new reservation: its code is a note, not a box; the customer is not in the picker yet.
    await page.goto(`/${locale}/reservations/new`);
    await expect(page.getByRole('heading', { level: 1, name: w.newTitle })).toBeVisible();
    await expect(page.getByText(w.codeOnSave)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^(Code|Código)$/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: w.passengers }).fill('1');
    const picker = page.getByRole('combobox', { name: w.customer });
    await picker.click();
    await picker.fill(customerName);
    // Nobody by that name: the list says so; closing it keeps the typed name for the quick form.
    await expect(page.getByRole('listbox').getByRole('option', { name: locale === 'en' ? 'No matches' : 'Sin coincidencias' })).toBeVisible();
    await picker.press('Escape');

    // The quick form keeps what was typed and refuses what the full form refuses.
    await page.getByRole('button', { name: w.newCustomer, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog.getByRole('textbox', { name: w.name })).toHaveValue(customerName);
    await chooseInSelect(dialog, page, new RegExp(w.documentType), /^DNI/);
    await dialog.getByRole('textbox', { name: w.documentNumber }).fill('4700123');
    await dialog.getByRole('button', { name: w.create }).click();
    await expect(dialog.getByText(locale === 'en' ? 'A DNI has 8 digits' : 'Un DNI tiene 8 dígitos')).toBeVisible();
    await dialog.getByRole('textbox', { name: w.documentNumber }).fill(`4${stamp}${locale === 'en' ? 1 : 2}`);
    await dialog.getByRole('textbox', { name: w.phone }).fill('+51 984 555 010');
    await chooseInSelect(dialog, page, new RegExp(w.country), w.countryOption);
    await page.screenshot({ path: `${SHOTS}/walk-in-quick-customer-${locale}-${w.width}.png` });
    await dialog.getByRole('button', { name: w.create }).click();
    await expect(dialog).toBeHidden();
    // Chosen in the picker without leaving the form; what was typed in the form is still there.
    await expect(picker).toHaveValue(customerName);
    await expect(page.getByRole('textbox', { name: w.passengers })).toHaveValue('1');
    const currency = page.getByRole('button', { name: w.currency });
    if (!(await currency.textContent())?.includes('USD')) {
      await currency.click();
      await page.getByRole('listbox').getByRole('option', { name: /USD/ }).first().click();
    }
    await page.getByRole('button', { name: w.save, exact: true }).click();
    const heading = page.getByRole('heading', { level: 1, name: w.heading });
    await expect(heading).toBeVisible();
    const code = (await heading.textContent())!.match(/LIM-\d+/)![0];
    const idReservation = new URL(page.url()).pathname.split('/').pop()!;

    // The lead passenger, through the reservation's passenger form.
    const t = words(locale);
    await page.getByRole('link', { name: t('Manage passengers') }).click();
    const passenger = page.getByRole('region', { name: t.key('reservations.passengers.form.new') });
    await chooseInSelect(passenger, page, new RegExp(t.key('reservations.passengers.field.type')), /^Adulto?$/);
    await passenger.getByLabel(t.key('reservations.passengers.field.firstName')).fill('Rosa');
    await passenger.getByLabel(t.key('reservations.passengers.field.lastName')).fill(lastName);
    await chooseInSelect(passenger, page, new RegExp(t.key('reservations.passengers.field.documentType')), /^Passport/);
    await passenger.getByLabel(t.key('reservations.passengers.field.documentNumber')).fill(`PX${stamp}`);
    await passenger.getByRole('button', { name: t('Add passenger') }).click();
    await expect(page.getByRole('row').filter({ hasText: `Rosa ${lastName}` })).toBeVisible();

    // The list finds it by its lead passenger and shows the lead passenger and travel-date columns.
    await page.goto(`/${locale}/reservations`);
    const search = page.getByRole('searchbox', { name: w.searchBox });
    await search.fill(lastName);
    await search.press('Enter');
    await expect(page).toHaveURL(/q=/);
    const grid = page.getByRole('grid', { name: w.list });
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid.getByRole('columnheader', { name: w.travel })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: w.lead })).toBeVisible();
    await expect(grid.getByRole('row').nth(1)).toContainText(`Rosa ${lastName}`);
    await expect(grid.getByRole('row').nth(1)).toContainText(code);
    // No service yet, so no travel dates: a travel range (kept in the address) leaves it out, and Back brings it again.
    await page.goto(`${page.url()}&travel=${travelDay}..${travelDay}`);
    await expect(page.getByRole('group', { name: w.travel }).getByRole('spinbutton').nth(2)).toHaveText(travelDay.slice(0, 4));
    await expect(grid.getByRole('row').nth(1)).not.toContainText(code);
    await page.goBack();
    await expect(grid.getByRole('row').nth(1)).toContainText(code);
    if (w.width < 1000) {
      // Narrow: the table scrolls sideways in a region the keyboard can reach.
      const region = page.getByRole('region', { name: w.list });
      await region.focus();
      await expect(region).toBeFocused();
    }
    await page.screenshot({ path: `${SHOTS}/walk-in-list-${locale}-${w.width}.png`, fullPage: true });

    // The row's code is a real link: opened in a new tab, the reservation loads there.
    const link = grid.getByRole('link', { name: code });
    expect(await link.getAttribute('href')).toBe(`/${locale}/reservations/${idReservation}`);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    await expect(tab.getByRole('heading', { level: 1, name: `${w.reservation} ${code}` })).toBeVisible();
    await expect(page).toHaveURL(/\/reservations\?/);

    // In that tab, a demo city tour on the travel day, through the add-service search; the travel range then finds it.
    const panel = tab.getByRole('region', { name: w.addService });
    await panel.getByLabel(w.product).fill('Lima city');
    const [y, m, d] = travelDay.split('-');
    await panel.getByRole('group', { name: w.serviceDate }).getByRole('spinbutton').first().click();
    await tab.keyboard.type(locale === 'en' ? `${m}${d}${y}` : `${d}${m}${y}`);
    await panel.getByRole('button', { name: w.search, exact: true }).click();
    await tab.getByRole('list', { name: w.results }).getByRole('listitem').first().getByRole('button', { name: w.addPending }).click();
    // The empty table's row counts as one too: wait for the service itself, saved, before the tab goes.
    await expect(tab.getByRole('grid', { name: w.items }).getByRole('row')).toHaveCount(2);
    await expect(tab.getByRole('grid', { name: w.items }).getByRole('row').nth(1)).toContainText(/Lima .*City Tour/);
    await tab.close();
    await page.goto(`${page.url()}&travel=${travelDay}..${travelDay}`);
    await expect(grid.getByRole('row').nth(1)).toContainText(code);
  });
}
