import { type Locator, type Page } from '@playwright/test';

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

// One GraphQL set-up call, toast and breadcrumb helper serve every suite.
export { graphqlData as graphql } from './RatePages';
export { expectBreadcrumbs, toastText } from './EntityPages';
