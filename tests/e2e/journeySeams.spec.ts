import { expect, test } from '@playwright/test';
import { payableReservation } from './pages/CashierPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

/**
 * Issue 21, the seams its journeys do not walk through: each test fails when its item breaks again. The record each
 * starts from is set up through GraphQL; the seam itself is crossed through the screens.
 */
test.describe('seams between screens (issue 21)', () => {
  test('item 2: a reservation leads to its documents, and the itinerary and vouchers to their printable pages', async ({ page }) => {
    test.setTimeout(120_000);
    await new SignInPage(page, 'en').signInAs('ADMIN');
    const reservation = await payableReservation(page, 'E2E-SEAM-DOCS', 1);
    await page.goto(`/en/reservations/${reservation.idReservation}`);
    await page.getByRole('navigation', { name: 'Reservation sections' })
      .getByRole('link', { name: 'Documents', exact: true }).click();
    const issued = page.getByRole('region', { name: 'Itinerary, vouchers and service orders' });
    await expect(issued.getByRole('button', { name: 'Open Itinerary as PDF' })).toBeVisible();
    await issued.getByRole('link', { name: 'Print Itinerary' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/reservations/${reservation.idReservation}/print/itinerary$`));
    await expect(page.getByRole('heading', { level: 1, name: /^(Itinerary|Itinerario)$/ })).toBeVisible();
    await page.goBack();
    await issued.getByRole('link', { name: 'Print Vouchers' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/reservations/${reservation.idReservation}/print/vouchers$`));
    await expect(page.getByRole('heading', { level: 1, name: /Service voucher|Voucher de servicio/ }).first()).toBeVisible();
  });

  test('item 12: the new reservation form shows the code as a fact numbered on save, never a box', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('RESCREATE');
    await page.goto('/en/reservations');
    await page.getByRole('button', { name: 'New reservation' }).first().click();
    await expect(page.getByText('Assigned on save')).toBeVisible();
    await expect(page.getByText('Numbered per organizational unit when saved.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Code' })).toHaveCount(0);
  });

  test('item 11: at 760 px a reservation\'s services scroll sideways in their own region, with an edge shadow and the keyboard', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await new SignInPage(page, 'es').signInAs('ADMIN');
    const reservation = await payableReservation(page, 'E2E-SEAM-760', 1);
    await page.setViewportSize({ width: 760, height: 900 });
    await page.goto(`/es/reservations/${reservation.idReservation}`);
    const grid = page.getByRole('grid', { name: 'Servicios de la reserva' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    // The page itself never scrolls sideways: the columns beyond the window are in the table's region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const region = page.getByRole('region', { name: 'Servicios de la reserva' }).filter({ has: grid });
    await expect(region).toHaveAttribute('tabindex', '0');
    const scroll = () => region.evaluate((el) => ({ left: el.scrollLeft, hidden: el.scrollWidth - el.clientWidth }));
    expect((await scroll()).hidden, 'columns beyond the window').toBeGreaterThan(0);
    // The sign that it scrolls: shadows drawn on the edges with more columns.
    expect(await region.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('radial-gradient');
    const last = grid.getByRole('columnheader').last();
    const lastInWindow = () => last.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth);
    expect(await lastInWindow()).toBe(false);
    // The keyboard reaches the hidden columns: the region takes focus and the arrow keys scroll it.
    await region.focus();
    for (let i = 0; i < 40 && !(await lastInWindow()); i++) await page.keyboard.press('ArrowRight');
    expect((await scroll()).left).toBeGreaterThan(0);
    expect(await lastInWindow()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/seams-reservation-items-scrolled-es-760.png` });
  });

  test('SPEC /404: every role meets the not-found page there, not the forbidden one', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('RESCREATE');
    for (const path of ['/en/404', '/en/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Error 404 - Something went wrong' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Permissions error' })).toHaveCount(0);
    }
  });
});
