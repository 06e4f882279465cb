import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PORT } from '../../../playwright.config';

/** playwright.config.ts points the server's MAIL_OUTBOX_FILE here: one `email<TAB>link` line per mail. */
const OUTBOX = `.e2e-data/${PORT}/outbox.txt`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An option whose text starts with `label` and then ends or goes on after a space (its muted description). */
export const optionNamed = (label: string) => new RegExp(`^${escape(label)}(\\s|$)`);

/** Types into a server-search combobox and picks the option. */
export async function pickFromComboBox(scope: Page | Locator, page: Page, label: string, search: string, option: string | RegExp) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: typeof option === 'string' ? optionNamed(option) : option }).first().click();
}

/** Opens a react-aria Select by its label and chooses an option. */
export async function chooseInSelect(scope: Page | Locator, page: Page, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The link the server mailed to `email` (activation or reset), waiting for it to arrive. */
export async function mailedLink(email: string): Promise<string> {
  let link = '';
  await expect.poll(() => {
    let text = '';
    try { text = readFileSync(OUTBOX, 'utf8'); } catch { /* not written yet */ }
    const line = text.split('\n').reverse().find((l) => l.split('\t')[0]?.toLowerCase() === email.toLowerCase());
    link = line?.split('\t')[1] ?? '';
    return link;
  }, { message: `a mail to ${email} in ${OUTBOX}` }).not.toBe('');
  return link;
}

/** A toast (role=alert) with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications|Notificaciones/ }).getByText(text);

/** Dismisses every toast, e.g. before a screenshot. */
export async function closeToasts(page: Page) {
  const close = page.getByRole('region', { name: /Notifications|Notificaciones/ }).getByRole('button', { name: /Close|Cerrar/ });
  while (await close.count()) await close.first().click();
}

/**
 * Runs a check and, when it fails, adds the page's accessibility tree to the error: Playwright's own failure snapshot
 * shows only the first browser context's page, and a journey's second person works in another.
 */
export async function showingPageOnFailure(page: Page, check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    const tree = await page.locator('body').ariaSnapshot({ timeout: 5_000 }).catch(() => '(no snapshot)');
    if (error instanceof Error) error.message += `\n\nThe page at ${page.url()}:\n${tree.slice(0, 6_000)}`;
    throw error;
  }
}
