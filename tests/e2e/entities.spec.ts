import { expect, test, type Page } from '@playwright/test';
import { EntityFormPage, choose, expectBreadcrumbs, toastText, type EntityData } from './pages/EntityPages';
import { SignInPage } from './pages/SignInPage';
import { rucCheckDigit } from '../../rules/identityDocument';

const SHOTS = 'tests/e2e/screenshots';

/** A valid RUC nobody in the demo data holds (unique per run, with SUNAT's check digit). */
const freshRuc = () => {
  const firstTen = `20${String(Date.now()).slice(-8)}`;
  return `${firstTen}${rucCheckDigit(firstTen)}`;
};

const customer = (documentNumber: string): EntityData => ({
  entityType: 'Company', role: 'Customer', name: 'Qosqo Incentives S.A.C.', commercialName: 'Qosqo Incentives',
  market: 'Domestic (Peru)', channel: 'Travel agency (B2B)', sector: 'Tourism and travel', businessType: 'Travel agency',
  documentType: 'RUC — Taxpayer registry number', documentNumber, nationality: 'Peru',
  addresses: [
    { type: 'Fiscal address', address: 'Av. El Sol 948, Of. 204', city: 'Cusco', state: 'Cusco', country: 'Peru', postalCode: '08002' },
    { type: 'Office', address: 'Av. José Larco 1150', city: 'Lima', state: 'Lima', country: 'Peru', postalCode: '15074' },
  ],
  contacts: [
    { type: 'E-mail', purpose: 'Reservations', value: 'reservas@qosqoincentives.pe' },
    { type: 'Phone', purpose: 'Billing and collections', value: '+51 84 225 310' },
  ],
  checkingAccount: '121201900', paidoutCheckingAccount: '421201900',
});

/** A full-page screenshot from the top (a fixed top bar or sidebar would otherwise land where the page was scrolled). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signIn(page: Page, locale: 'en' | 'es' = 'en') {
  await new SignInPage(page, locale).signInAs('ADMIN');
}

test.describe('entities', () => {
  test('creates a customer with two addresses and two contacts, edits it and finds it by document number', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/entities');
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Entities']);
    await page.getByRole('button', { name: 'New entity' }).click();
    await expect(page.getByRole('heading', { name: 'New entity', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'Entities', 'New entity']);

    const ruc = freshRuc();
    const form = new EntityFormPage(page);
    await form.fill(customer(ruc));
    await shot(page, 'entity-form-1280');
    await page.setViewportSize({ width: 760, height: 900 });
    await shot(page, 'entity-form-760');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toastText(page, 'Entity created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/entities$/);

    // Found by its document number (the start of it is enough).
    await page.getByLabel('Search', { exact: true }).fill(ruc.slice(0, 9));
    const table = page.getByRole('grid', { name: 'Entities' });
    const row = table.getByRole('row').filter({ hasText: 'Qosqo Incentives' });
    await expect(row).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await shot(page, 'entities-list-1280');
    await row.click();

    await expect(page.getByRole('heading', { name: 'Edit entity', level: 1 })).toBeVisible();
    await expect(form.address(2).getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Lima');
    await expect(form.contact(1).getByLabel('E-mail, phone or address')).toHaveValue('reservas@qosqoincentives.pe');
    await expect(page.getByLabel('Document number')).toHaveValue(ruc);
    await page.getByLabel('Commercial name').fill('Qosqo Incentives & Events');
    await form.address(2).getByRole('textbox', { name: 'City', exact: true }).fill('Arequipa');
    await choose(form.address(2), page, 'Address type', 'Branch');
    await form.contact(2).getByRole('button', { name: 'Remove contact 2' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Entity updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/entities$/);

    await page.getByLabel('Search', { exact: true }).fill(ruc);
    await expect(table.getByRole('row').filter({ hasText: 'Qosqo Incentives & Events' })).toBeVisible();
    await table.getByRole('row').filter({ hasText: 'Qosqo Incentives & Events' }).click();
    await expect(form.address(2).getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Arequipa');
    await expect(form.contact(2)).toHaveCount(0);
  });

  test('refuses a document number the unit already has, under the field', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/entities/new');
    const form = new EntityFormPage(page);
    // The RUC of a demo supplier (Hotel Plaza Imperial Cusco).
    await form.fill({ ...customer('20490123459'), addresses: customer('').addresses.slice(0, 1), contacts: customer('').contacts.slice(0, 1) });
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('An entity with this document number already exists')).toBeVisible();
    await expect(page.getByLabel('Document number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/en\/entities\/new$/);
  });

  test('refuses a RUC that fails its check digit before sending, in Spanish, and keeps what was typed', async ({ page }) => {
    await signIn(page, 'es');
    await page.goto('/es/entities/new');
    await page.getByLabel('Número de documento').fill('ABC');
    await page.getByRole('button', { name: 'Crear' }).click();
    // No type chosen yet: only "required". With RUC chosen, the number is checked as a RUC.
    await choose(page, page, 'Tipo de documento de identidad', 'RUC — Registro único de contribuyentes');
    await expect(page.getByText('Un RUC tiene 11 dígitos y empieza por 10, 15, 17 o 20')).toBeVisible();
    await page.getByLabel('Número de documento').fill('20512345672');
    await expect(page.getByText('Este RUC no es válido: revise sus dígitos')).toBeVisible();
    await expect(page.getByLabel('Número de documento')).toHaveValue('20512345672');
    await expect(page).toHaveURL(/\/es\/entities\/new$/);
  });

  test('checks the form before sending: required fields, one address and contact, account length', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/entities/new');
    await page.getByLabel('Checking account', { exact: true }).fill('1234567890123456');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Check the highlighted fields.' })).toBeVisible();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    expect(await page.getByText('This field is required').count()).toBeGreaterThanOrEqual(15);
    await expect(page.getByText('Must be 1 to 15 characters')).toBeVisible();
    // Focus goes to the first field to fix.
    await expect(page.getByRole('button', { name: /Entity type/ })).toBeFocused();
  });

  test('filters the list by role', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/entities');
    await choose(page, page, 'All roles', 'Suppliers');
    const table = page.getByRole('grid', { name: 'Entities' });
    await expect(table.getByRole('row').filter({ hasText: 'Plaza Imperial Hotel' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Andes Explorer' })).toHaveCount(0);
    await expect(page).toHaveURL(/role=SUPPLIER/);
  });

  test('shows the entity form in Spanish', async ({ page }) => {
    await signIn(page, 'es');
    await page.goto('/es/entities/new');
    await expect(page.getByRole('heading', { name: 'Nueva entidad', level: 1 })).toBeVisible();
    await expectBreadcrumbs(page, 'Ruta de navegación', ['Inicio', 'Entidades', 'Nueva entidad']);
    for (const heading of ['Datos básicos', 'Identificación', 'Direcciones', 'Contactos', 'Información de la entidad']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const label of ['Nombre o razón social', 'Nombre comercial', 'Número de documento', 'Cuenta corriente de pagos']) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
    await shot(page, 'entity-form-es-1280');
  });
});

test.describe('general parameters', () => {
  test('a value code of 2 characters is refused with the message; 3 are accepted', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/general-parameters');
    await expectBreadcrumbs(page, 'Breadcrumbs', ['Home', 'General Parameters']);
    await page.getByRole('button', { name: 'New parameter' }).click();
    const code = `MEAL_PLAN_${Date.now() % 100000}`;
    const parameter = page.getByRole('group', { name: 'Parameter' });
    await parameter.getByLabel('Name', { exact: true }).fill('Meal plans');
    await parameter.getByLabel('Short name', { exact: true }).fill('Meals');
    await parameter.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Add value' }).click();
    await page.getByRole('button', { name: 'Add value' }).click();
    const first = page.getByRole('group', { name: 'Value 1' });
    await first.getByLabel('Name', { exact: true }).fill('Bed and breakfast');
    await first.getByLabel('Short name').fill('B&B');
    await first.getByLabel('Code', { exact: true }).fill('BB');
    const second = page.getByRole('group', { name: 'Value 2' });
    await second.getByLabel('Name', { exact: true }).fill('Half board');
    await second.getByLabel('Short name').fill('HB');
    await second.getByLabel('Code', { exact: true }).fill('HBD');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(first.getByText('The code must be at least 3 characters')).toBeVisible();
    await expect(first.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/general-parameters\/new$/);
    await shot(page, 'general-parameter-form-1280');

    await first.getByLabel('Code', { exact: true }).fill('BBK');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toastText(page, 'General parameter created successfully')).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill(code);
    const row = page.getByRole('grid', { name: 'General parameters' }).getByRole('row').filter({ hasText: 'Meal plans' });
    await expect(row).toBeVisible();
    await row.click();
    await expect(page.getByRole('group', { name: 'Value 2' }).getByLabel('Code', { exact: true })).toHaveValue('HBD');
    await page.getByRole('group', { name: 'Value 2' }).getByLabel('Name', { exact: true }).fill('Half board (dinner)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'General parameter updated successfully')).toBeVisible();
  });

  test('the server refuses a value in use, naming it', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/general-parameters?q=ENTITY_ROLE');
    await page.getByRole('grid', { name: 'General parameters' }).getByRole('row').filter({ hasText: 'Entity roles' }).click();
    await expect(page.getByRole('group', { name: 'Parameter' }).getByLabel('Code', { exact: true })).toHaveValue('ENTITY_ROLE');
    await page.getByRole('button', { name: 'Remove value 2' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('form').getByRole('alert')).toContainText('The value "Supplier" is in use and cannot be removed');
    await expect(toastText(page, 'Error updating general parameter')).toBeVisible();
  });
});
