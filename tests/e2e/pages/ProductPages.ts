import { type Locator, type Page } from '@playwright/test';
import { choose } from './EntityPages';

/** 'YYYY-MM-DD' of today plus `days`, in the browser's (this machine's) calendar. */
export function dayFromToday(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Ticks (or unticks) a checkbox by clicking its label, as a person does (the input itself is visually hidden). */
export async function tick(scope: Page | Locator, label: string) {
  await scope.locator('label').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
}

/** Types a range into a react-aria DateRangePicker (en-US segments: month, day, year; then the end date). */
export async function fillDateRange(scope: Page | Locator, label: string, start: string, end: string) {
  const segments = scope.getByRole('group', { name: label }).getByRole('spinbutton');
  const typeDate = async (first: Locator, iso: string) => {
    const [year, month, day] = iso.split('-');
    await first.click();
    await first.page().keyboard.type(`${month}${day}${year}`);
  };
  await typeDate(segments.nth(0), start);
  await typeDate(segments.nth(3), end);
}

export interface InstanceData { code: string; name: string; shortName: string; describedBy?: [string, string][] }

/** The new-product form (English labels), filled the way a person does. */
export class ProductFormPage {
  constructor(private readonly page: Page) {}

  instance(number: number) {
    return this.page.getByRole('group', { name: `Instance ${number}`, exact: true });
  }

  async fillBasic(data: { code: string; name: string; shortName: string; type: string; unit: string; supplier: string; hasInventory?: boolean }) {
    const { page } = this;
    await page.getByLabel('Code', { exact: true }).first().fill(data.code);
    await page.getByLabel('Name', { exact: true }).first().fill(data.name);
    await page.getByLabel('Short name', { exact: true }).first().fill(data.shortName);
    await choose(page, page, 'Product type', data.type);
    await choose(page, page, 'Unit', data.unit);
    const supplier = page.getByRole('combobox', { name: 'Supplier' });
    await supplier.click();
    await supplier.fill(data.supplier);
    await page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${data.supplier}`) }).first().click();
    if (data.hasInventory) await tick(page, 'Has inventory');
  }

  async fillInstance(number: number, data: InstanceData) {
    if (number > 1) await this.page.getByRole('button', { name: 'Add instance' }).click();
    const row = this.instance(number);
    await row.getByLabel('Code', { exact: true }).fill(data.code);
    await row.getByLabel('Name', { exact: true }).fill(data.name);
    await row.getByLabel('Short name', { exact: true }).fill(data.shortName);
    for (const [subfeature, item] of data.describedBy ?? []) await choose(row, this.page, subfeature, item);
  }
}

export { graphqlData as graphqlAs } from './RatePages';
