import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a react-aria Select (by the text of its label) inside `scope` and picks an option by its exact text. */
export async function choose(scope: Page | Locator, page: Page, label: string | RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

export interface AddressData { type: string; address: string; city: string; state?: string; country: string; postalCode?: string }
export interface ContactData { type: string; purpose?: string; value: string }

export interface EntityData {
  entityType: string;
  role: string;
  name: string;
  commercialName: string;
  market: string;
  channel: string;
  sector: string;
  businessType: string;
  documentType: string;
  documentNumber: string;
  nationality?: string;
  addresses: AddressData[];
  contacts: ContactData[];
  checkingAccount: string;
  paidoutCheckingAccount: string;
}

/** The entity maintenance form (English labels), filled the way a person does. */
export class EntityFormPage {
  constructor(private readonly page: Page) {}

  get form() {
    return this.page.getByRole('form');
  }

  address(number: number) {
    return this.page.getByRole('group', { name: `Address ${number}`, exact: true });
  }

  contact(number: number) {
    return this.page.getByRole('group', { name: `Contact ${number}`, exact: true });
  }

  async fill(data: EntityData) {
    const { page } = this;
    await choose(page, page, 'Entity type', data.entityType);
    await choose(page, page, /Role$/, data.role);
    await page.getByLabel('Name or legal name').fill(data.name);
    await page.getByLabel('Commercial name').fill(data.commercialName);
    await choose(page, page, 'Market', data.market);
    await choose(page, page, 'Channel', data.channel);
    await choose(page, page, 'Sector or industry', data.sector);
    await choose(page, page, 'Business type', data.businessType);
    await choose(page, page, 'Identity document type', data.documentType);
    await page.getByLabel('Document number').fill(data.documentNumber);
    if (data.nationality) await choose(page, page, 'Nationality', data.nationality);
    for (const [i, a] of data.addresses.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Add address' }).click();
      const row = this.address(i + 1);
      await choose(row, page, 'Address type', a.type);
      await row.getByLabel('Address', { exact: true }).fill(a.address);
      await row.getByLabel('City').fill(a.city);
      if (a.state) await row.getByLabel('State or region').fill(a.state);
      await choose(row, page, 'Country', a.country);
      if (a.postalCode) await row.getByLabel('Postal code').fill(a.postalCode);
    }
    for (const [i, c] of data.contacts.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Add contact' }).click();
      const row = this.contact(i + 1);
      await choose(row, page, 'Contact type', c.type);
      if (c.purpose) await choose(row, page, 'Purpose', c.purpose);
      await row.getByLabel('E-mail, phone or address').fill(c.value);
    }
    await page.getByLabel('Checking account', { exact: true }).fill(data.checkingAccount);
    await page.getByLabel('Paid-out checking account').fill(data.paidoutCheckingAccount);
  }
}

/** A toast with this text in the notifications region. */
export const toastText = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications|Notificaciones/ }).getByText(text);

export async function expectBreadcrumbs(page: Page, name: string | RegExp, crumbs: string[]) {
  const trail = page.getByRole('navigation', { name });
  await expect(trail.getByRole('listitem')).toHaveText(crumbs);
}
