import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Worker } from '@playwright/test';
import { SignInPage } from './pages/SignInPage';

/**
 * Issue 18: a page with a fixed heading gets its frame and heading in its HTML (server/src/pagePreloads.ts), drawn
 * before any script runs. Every such route of the build, in both languages, wide and at the narrow layout: what the
 * HTML draws says what the page says and stands exactly where the page draws its own, so nothing jumps when the app
 * takes over, and the app leaves none of it behind.
 */

type Box = { x: number; y: number; width: number; height: number };
const preloads = JSON.parse(readFileSync('dist/page-preloads.json', 'utf8')) as { routes: [string, ...unknown[]][] };
/** '^/reservations/?$' as the address it matches. */
const withHeading = preloads.routes.filter((route) => route[4]).map(([pattern]) => pattern.replace(/^\^/, '').replace(/\/\?\$$/, ''));

const read = async (page: Page, title: string, description: string) => Promise.all([title, description].map(async (selector) => {
  const element = page.locator(selector).first();
  return { text: (await element.textContent())?.trim(), box: await element.boundingBox() };
}));

const expectSameBox = (drawn: Box | null, app: Box | null, what: string) => {
  expect(drawn, what).not.toBeNull();
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(drawn![side] - app![side]), `${what} ${side}`).toBeLessThanOrEqual(1);
};

test('pages with a fixed heading draw it from their HTML where the app draws it, in both languages, wide and narrow', async ({ page, browser }) => {
  expect(withHeading).toEqual(expect.arrayContaining(['/reservations', '/cashier-transaction']));
  expect(withHeading.every((path) => /^\/[\w/-]+$/.test(path))).toBe(true);
  await new SignInPage(page).signInAs('ADMIN');
  for (const viewport of [{ width: 1280, height: 900 }, { width: 412, height: 823 }]) {
    const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport });
    const before = await scriptless.newPage();
    await page.setViewportSize(viewport);
    for (const locale of ['en', 'es']) {
      for (const path of withHeading) {
        const where = `${viewport.width}px /${locale}${path}`;
        await before.goto(`/${locale}${path}`);
        const [drawnTitle, drawnDescription] = await read(before, '.td-boot-title', '.td-boot-description');
        await expect(before, where).toHaveTitle(`${drawnTitle.text} · Tourdesk`);
        await page.goto(`/${locale}${path}`);
        await expect(page.locator('main h1'), where).toHaveText(drawnTitle.text ?? 'no heading drawn');
        await expect(page.locator('.td-boot'), where).toHaveCount(0);
        const [title, description] = await read(page, 'main h1', 'main header h1 + p');
        expect(drawnDescription.text, where).toBe(description.text);
        expectSameBox(drawnTitle.box, title.box, `${where} title`);
        expectSameBox(drawnDescription.box, description.box, `${where} description`);
      }
    }
    await scriptless.close();
  }
});

test('a page drawn from its HTML asks for its query at once and for the app’s scripts once it is drawn, then runs whole', async ({ page }) => {
  await new SignInPage(page).signInAs('ADMIN');
  for (const [path, route] of [['/en/reservations', 'ReservationsListRoute'], ['/es/cashier-transaction', 'CashierTransactionRoute']]) {
    await page.goto(path);
    await expect(page.locator('main h1'), path).toBeVisible();
    await expect(page.locator('template#td-after-paint'), path).toHaveCount(0);
    const timing = await page.evaluate((route) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const asked = (part: string) => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.startsWith(`/assets/${part}-`))?.startTime ?? NaN;
      return { paint, query: asked('firstRequests'), entry: asked('index'), area: asked('SignedInArea'), route: asked(route) };
    }, route);
    expect(timing.query, path).toBeLessThan(timing.paint);
    for (const part of ['entry', 'area', 'route'] as const) expect(timing[part], `${path} ${part}`).toBeGreaterThanOrEqual(timing.paint);
  }
});

test('a signed-in page has the browser build its date locales in a worker beside the first requests (drawn or not)', async ({ page }) => {
  const script = /\/assets\/dateLocales\.worker-[\w-]+\.js$/;
  await new SignInPage(page).signInAs('ADMIN');
  for (const path of ['/en/reservations', '/es/reservations/new']) {
    // It does its one job and closes itself: the listener is set as the worker starts, before it can close.
    const done = new Promise<string>((resolve) => {
      const onWorker = (worker: Worker) => {
        if (!script.test(worker.url())) return;
        page.off('worker', onWorker);
        worker.once('close', () => { resolve(worker.url()); });
      };
      page.on('worker', onWorker);
    });
    await page.goto(path);
    await expect(page.locator('main h1'), path).toBeVisible();
    expect(await done, path).toMatch(script);
  }
});
