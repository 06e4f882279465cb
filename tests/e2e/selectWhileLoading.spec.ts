import { expect, test } from '@playwright/test';
import { SignInPage } from './pages/SignInPage';

test.describe('a select whose code is still on its way (src/ui/Select.tsx, src/app/useFocusOnNavigation.ts)', () => {
  test('a press on its look-alike right after a navigation opens the real select, and the heading does not take it back', async ({ page }) => {
    // The select's code waits until the test lets it through, as on a slow line or a busy machine.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/SelectField-[^/]*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await new SignInPage(page).signInAs('ADMIN');
    await page.goto('/en/users/permissions');
    await page.getByRole('button', { name: 'New permission' }).click();
    const heading = page.getByRole('heading', { name: 'New permission', level: 1 });
    await expect(heading).toBeFocused();

    // The look-alike names no control yet; the person presses it anyway.
    await page.getByText('FRONT / BACK').click();
    release();
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(heading).not.toBeFocused();
    await listbox.getByRole('option', { name: 'FRONT', exact: true }).click();
    await expect(page.getByRole('button', { name: /Type/ })).toContainText('FRONT');
  });
});
