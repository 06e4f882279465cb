import { expect, type Locator, type Page } from '@playwright/test';
import { ENGLISH, type Words } from './Words';

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

/** The entity maintenance form, filled the way a person does (labels in the page's language, English by default). */
export class EntityFormPage {
  constructor(private readonly page: Page, private readonly t: Words = ENGLISH) {}

  get form() {
    return this.page.getByRole('form');
  }

  address(number: number) {
    return this.page.getByRole('group', { name: this.t('Address {number}', { number }), exact: true });
  }

  contact(number: number) {
    return this.page.getByRole('group', { name: this.t('Contact {number}', { number }), exact: true });
  }

  async fill(data: EntityData) {
    const { page, t } = this;
    await choose(page, page, t('Entity type'), data.entityType);
    await choose(page, page, new RegExp(`${t('Role')}$`), data.role);
    await page.getByLabel(t('Name or legal name')).fill(data.name);
    await page.getByLabel(t('Commercial name')).fill(data.commercialName);
    await choose(page, page, t('Market'), data.market);
    await choose(page, page, t('Channel'), data.channel);
    await choose(page, page, t('Sector or industry'), data.sector);
    await choose(page, page, t('Business type'), data.businessType);
    await choose(page, page, t('Identity document type'), data.documentType);
    await page.getByLabel(t('Document number')).fill(data.documentNumber);
    if (data.nationality) await choose(page, page, t('Nationality'), data.nationality);
    for (const [i, a] of data.addresses.entries()) {
      if (i > 0) await page.getByRole('button', { name: t('Add address') }).click();
      const row = this.address(i + 1);
      await choose(row, page, t('Address type'), a.type);
      await row.getByLabel(t('Address'), { exact: true }).fill(a.address);
      await row.getByRole('textbox', { name: t('City'), exact: true }).fill(a.city);
      if (a.state) await row.getByLabel(t('State or region')).fill(a.state);
      await choose(row, page, t('Country'), a.country);
      if (a.postalCode) await row.getByLabel(t('Postal code')).fill(a.postalCode);
    }
    for (const [i, c] of data.contacts.entries()) {
      if (i > 0) await page.getByRole('button', { name: t('Add contact') }).click();
      const row = this.contact(i + 1);
      await choose(row, page, t('Contact type'), c.type);
      if (c.purpose) await choose(row, page, t('Purpose'), c.purpose);
      await row.getByLabel(t('E-mail, phone or address')).fill(c.value);
    }
    await page.getByLabel(t('Checking account'), { exact: true }).fill(data.checkingAccount);
    await page.getByLabel(t('Paid-out checking account')).fill(data.paidoutCheckingAccount);
  }
}

/** A toast with this text in the notifications region. */
export const toastText = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications|Notificaciones/ }).getByText(text);

export async function expectBreadcrumbs(page: Page, name: string | RegExp, crumbs: string[]) {
  const trail = page.getByRole('navigation', { name });
  await expect(trail.getByRole('listitem')).toHaveText(crumbs);
}
