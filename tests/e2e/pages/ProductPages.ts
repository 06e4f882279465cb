import { type Locator, type Page } from '@playwright/test';
import { choose } from './EntityPages';
import { pickChecked } from './RatePages';
import { ENGLISH, type Words } from './Words';

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

/** The new-product form, filled the way a person does (labels in the page's language, English by default). */
export class ProductFormPage {
  constructor(private readonly page: Page, private readonly t: Words = ENGLISH) {}

  instance(number: number) {
    return this.page.getByRole('group', { name: this.t('Instance {number}', { number }), exact: true });
  }

  async fillBasic(data: { code: string; name: string; shortName: string; type: string; unit: string; supplier: string; hasInventory?: boolean }) {
    const { page, t } = this;
    await page.getByLabel(this.t('Code'), { exact: true }).first().fill(data.code);
    await page.getByLabel(this.t('Name'), { exact: true }).first().fill(data.name);
    await page.getByLabel(this.t('Short name'), { exact: true }).first().fill(data.shortName);
    await choose(page, page, t('Product type'), data.type);
    await choose(page, page, t('Unit'), data.unit);
    // A server-search pick made while the list is still settling can be lost: pickChecked tries again.
    await pickChecked(page, t('Supplier'), data.supplier, data.supplier);
    if (data.hasInventory) await tick(page, t('Has inventory'));
  }

  async fillInstance(number: number, data: InstanceData) {
    if (number > 1) await this.page.getByRole('button', { name: this.t('Add instance') }).click();
    const row = this.instance(number);
    await row.getByLabel(this.t('Code'), { exact: true }).fill(data.code);
    await row.getByLabel(this.t('Name'), { exact: true }).fill(data.name);
    await row.getByLabel(this.t('Short name'), { exact: true }).fill(data.shortName);
    for (const [subfeature, item] of data.describedBy ?? []) await choose(row, this.page, subfeature, item);
  }
}

export { graphqlData as graphqlAs } from './RatePages';
