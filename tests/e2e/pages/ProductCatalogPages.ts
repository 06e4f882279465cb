import { expect, type Locator, type Page } from '@playwright/test';

/** A react-aria Select's trigger: its accessible name is the chosen value (or placeholder) followed by the label. */
export const selectButton = (scope: Page | Locator, label: string) => scope.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });

/** Opens a react-aria Select by its label and picks an option by its exact text. */
export async function selectOption(scope: Page | Locator, page: Page, label: string, option: string) {
  await selectButton(scope, label).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

export interface ItemData { code: string; name: string; shortName: string; value?: string; type?: string }

/** The feature and subfeature form (English labels), filled the way a person does. */
export class FeatureFormPage {
  constructor(private readonly page: Page) {}

  get section() {
    return this.page.getByRole('group', { name: /^(Feature|Subfeature)$/ });
  }

  item(number: number) {
    return this.page.getByRole('group', { name: `Item ${number}`, exact: true });
  }

  async fillHeader(data: { code: string; name: string; shortName: string; type?: string }) {
    await this.section.getByLabel('Code', { exact: true }).fill(data.code);
    await this.section.getByLabel('Name', { exact: true }).fill(data.name);
    await this.section.getByLabel('Short name', { exact: true }).fill(data.shortName);
    if (data.type) await selectOption(this.section, this.page, 'Type', data.type);
  }

  async addItems(items: ItemData[]) {
    const start = await this.page.getByRole('group', { name: /^Item \d+$/ }).count();
    for (const [i, item] of items.entries()) {
      await this.page.getByRole('button', { name: 'Add item' }).click();
      const row = this.item(start + i + 1);
      await row.getByLabel('Code', { exact: true }).fill(item.code);
      await row.getByLabel('Name', { exact: true }).fill(item.name);
      await row.getByLabel('Short name', { exact: true }).fill(item.shortName);
      if (item.value) await row.getByLabel('Value', { exact: true }).fill(item.value);
      if (item.type) await selectOption(row, this.page, 'Item type', item.type);
    }
  }
}

/**
 * A GraphQL call made the way the SPA makes it (bearer token, anti-forgery header), for preparing data the screens
 * under test do not create themselves (a product with inventory for the availability grid).
 */
export async function graphql<T = Record<string, unknown>>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await page.evaluate(async ({ query: text, variables: vars }) => {
    const user = JSON.parse(localStorage.getItem('user-data-storage') ?? '{}') as { accessToken?: string };
    const csrfOf = () => document.cookie.split('; ').find((c) => c.startsWith('tourdesk-csrf='))?.slice('tourdesk-csrf='.length);
    if (!csrfOf()) await fetch('/auth/csrf', { credentials: 'include' });
    const response = await fetch('/graphql', {
      method: 'POST', credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfOf() ?? '', authorization: `Bearer ${user.accessToken}` },
      body: JSON.stringify({ query: text, variables: vars }),
    });
    return response.json() as Promise<{ data?: unknown; errors?: unknown[] }>;
  }, { query, variables });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

/** A toast with this text in the notifications region. */
export const toastText = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications|Notificaciones/ }).getByText(text);

export async function expectBreadcrumbs(page: Page, name: string | RegExp, crumbs: string[]) {
  await expect(page.getByRole('navigation', { name }).getByRole('listitem')).toHaveText(crumbs);
}
