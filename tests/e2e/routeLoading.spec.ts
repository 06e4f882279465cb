import { expect, test, type Page, type Request } from '@playwright/test';
import { SignInPage } from './pages/SignInPage';

/**
 * Issue 20: a page's code, access check and data load together (render-as-you-fetch), never one after the other, and
 * a navigation keeps the previous page until the next one is ready. Asserts the order of requests, never a duration.
 */

const operationOf = (request: Request) =>
  request.url().endsWith('/graphql') ? (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '' : '';

/** The first request matching, with when it was sent and when its answer ended (milliseconds of the page's clock). */
function watch(page: Page, matches: (request: Request) => boolean) {
  const seen: { sent: number; ended: number }[] = [];
  page.on('request', (request) => {
    if (!matches(request) || seen.length) return;
    const entry = { sent: Date.now(), ended: Infinity };
    seen.push(entry);
    void request.response().then(async (response) => {
      await response?.finished();
      entry.ended = Date.now();
    });
  });
  return () => seen[0];
}

/** How many requests matching have been sent so far. */
function count(page: Page, matches: (request: Request) => boolean) {
  let sent = 0;
  page.on('request', (request) => {
    if (matches(request)) sent += 1;
  });
  return () => sent;
}

const isEditorQuery = (request: Request) => operationOf(request) === 'reservationEditorQuery';
const isAccessCheck = (request: Request) => operationOf(request) === 'AccessGuardQuery';

/**
 * Signs in, then opens a reservation's address anew with nothing cached, the chunk `slow` matches answering 800 ms late
 * (a waterfall, where a request waits for that chunk to run, would show in the order of requests).
 */
async function coldDeepLink(page: Page, slow: RegExp) {
  await new SignInPage(page, 'en').signInAs('RESADM');
  await page.goto('/en/reservations');
  const link = page.getByRole('grid', { name: 'Reservations' }).getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  const code = (await link.textContent())!.trim();
  // Off the list first: idle, it preloads the editor's code, which the watches below would take for the deep link's.
  await page.goto('about:blank');

  const slowChunk = watch(page, (r) => slow.test(r.url()));
  const pageCode = watch(page, (r) => /\/assets\/ReservationEditorRoute-[\w-]+\.js$/.test(r.url()));
  const data = watch(page, isEditorQuery);
  const access = watch(page, isAccessCheck);
  const dataAsked = count(page, isEditorQuery);
  const accessAsked = count(page, isAccessCheck);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.route(slow, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${code}` })).toBeVisible();
  expect(slowChunk(), 'the slow chunk was requested').toBeTruthy();
  expect(data(), 'the editor query was requested').toBeTruthy();
  expect(access(), 'the access check was requested').toBeTruthy();
  // The entry asks them early and Relay takes those answers: each is asked once, not again by Relay.
  expect(dataAsked(), 'the editor query is asked once').toBe(1);
  expect(accessAsked(), 'the access check is asked once').toBe(1);
  return { slowChunk: slowChunk(), pageCode: pageCode(), data: data(), access: access(), href, code };
}

test.describe('route loading', () => {
  test('a cold deep link to a reservation asks for its data and access check before its code has arrived', async ({ page }) => {
    const { slowChunk, data, access } = await coldDeepLink(page, /\/assets\/ReservationEditorRoute-[\w-]+\.js$/);
    expect(data.sent, 'the data is asked for before the code has arrived').toBeLessThan(slowChunk.ended);
    expect(access.sent, 'the access check is asked for before the code has arrived').toBeLessThan(slowChunk.ended);
  });

  test('a cold deep link to a reservation asks for its code, data and access check before the signed-in area has arrived', async ({ page }) => {
    const { slowChunk, pageCode, data, access } = await coldDeepLink(page, /\/assets\/SignedInArea-[\w-]+\.js$/);
    expect(pageCode, 'the page code was requested').toBeTruthy();
    expect(pageCode.sent, 'the page code is asked for before the signed-in area has arrived').toBeLessThan(slowChunk.ended);
    expect(data.sent, 'the data is asked for before the signed-in area has arrived').toBeLessThan(slowChunk.ended);
    expect(access.sent, 'the access check is asked for before the signed-in area has arrived').toBeLessThan(slowChunk.ended);
  });

  test('the page itself names a cold deep link\'s code, data and access check: they go out before the head script or the entry has arrived', async ({ page }) => {
    // server/src/pagePreloads.ts writes them into the page; the head script (and the route map it imports) and the
    // entry, either of which would start them too, are both late.
    const { slowChunk, pageCode, data, access } = await coldDeepLink(page, /\/assets\/(preload|index)-[\w-]+\.js$/);
    expect(pageCode, 'the page code was requested').toBeTruthy();
    expect(pageCode.sent, 'the page code is asked for before the head script and the entry have arrived').toBeLessThan(slowChunk.ended);
    expect(data.sent, 'the data is asked for before the head script and the entry have arrived').toBeLessThan(slowChunk.ended);
    expect(access.sent, 'the access check is asked for before the head script and the entry have arrived').toBeLessThan(slowChunk.ended);
  });

  test('after a cold deep link, opening the reservation again asks the server again', async ({ page }) => {
    const { href, code } = await coldDeepLink(page, /\/assets\/ReservationEditorRoute-[\w-]+\.js$/);
    const dataAsked = count(page, isEditorQuery);
    // In the same document (the early answers' page), to the list and back to the reservation.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reservations' }).first().click();
    const link = page.getByRole('grid', { name: 'Reservations' }).locator(`a[href="${href}"]`);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Reservation ${code}` })).toBeVisible();
    expect(dataAsked(), 'the second opening asks for the data, not the answer asked for the deep link').toBeGreaterThanOrEqual(1);
  });

  test('the reservations list loads the editor\'s code while idle, before any row is pointed at', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('RESADM');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const editorCode = page.waitForRequest(/\/assets\/ReservationEditorRoute-[\w-]+\.js$/, { timeout: 30_000 });
    const editorData = count(page, isEditorQuery);
    // A new document, the pointer never over the list: only the idle preload can ask for the editor's code.
    await page.goto('/en/reservations');
    await expect(page.getByRole('grid', { name: 'Reservations' }).getByRole('link').first()).toBeVisible();
    await editorCode;
    expect(editorData(), 'code only: no reservation\'s data is asked for before a row is pointed at').toBe(0);
  });

  test('a cold deep link to a list page asks for its data before its code has arrived', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('RESADM');
    // Off the home page first: idle, it preloads the screens it links to, the list's among them.
    await page.goto('about:blank');
    const chunk = /\/assets\/ReservationsListRoute-[\w-]+\.js$/;
    const pageCode = watch(page, (r) => chunk.test(r.url()));
    const data = watch(page, (r) => operationOf(r) === 'ReservationsListRouteQuery');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.route(chunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    // Sorted by code: the variables come from the address, not from the screen's first render.
    await page.goto('/en/reservations?sort=code');
    await expect(page.getByRole('grid', { name: 'Reservations' }).getByRole('link').first()).toBeVisible();
    expect(pageCode(), 'the page code was requested').toBeTruthy();
    expect(data(), 'the list query was requested').toBeTruthy();
    expect(data().sent, 'the data is asked for before the code has arrived').toBeLessThan(pageCode().ended);
  });

  test('opening a reservation from the list keeps the list on screen until the reservation is ready', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('RESADM');
    await page.goto('/en/reservations');
    const grid = page.getByRole('grid', { name: 'Reservations' });
    const link = grid.getByRole('link').first();
    const code = (await link.textContent())!.trim();
    // The reservation's data answers slowly; meanwhile no loading page replaces the list.
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/graphql', async (route) => {
      if (operationOf(route.request()) === 'reservationEditorQuery') await held;
      await route.continue();
    });
    await link.click();
    await expect(page).toHaveURL(/\/en\/reservations\/[\w-]+$/);
    await page.waitForTimeout(300);
    await expect(grid, 'the list stays while the reservation loads').toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: `Reservation ${code}` })).toBeVisible();
    await expect(grid).toBeHidden();
  });

  test('a row pressed just as a typed search starts opens what was pressed, and Back shows the search', async ({ page }) => {
    await new SignInPage(page, 'en').signInAs('ADMIN');
    // Already searched, so the row is on the first page however many users other tests added; the typed search
    // narrows it further.
    await page.goto('/en/users?q=resview');
    const grid = page.getByRole('grid', { name: 'Users' });
    const row = grid.getByRole('row').filter({ hasText: 'resview@tourdesk.test' });
    await expect(row).toBeVisible();
    // The search's answer is held: the list shows its rows, faded and busy, while the press is still down.
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/graphql', async (route) => {
      if (JSON.stringify(route.request().postDataJSON()?.variables ?? {}).includes('resview@')) await held;
      await route.continue();
    });
    await page.getByLabel('Search', { exact: true }).fill('resview@');
    const box = (await row.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await expect(page).toHaveURL(/\/en\/users\?q=resview%40$/);
    await expect(grid.getByRole('rowgroup').nth(1)).toHaveAttribute('aria-busy', 'true');
    await expect(row, 'the pressed row stays where it was').toBeVisible();
    await page.mouse.up();
    await expect(page).toHaveURL(/\/en\/users\/[\w-]+\/edit$/);
    release();
    await expect(page.getByRole('button', { name: 'History' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('resview@tourdesk.test');

    await page.goBack();
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('resview@');
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid.getByRole('rowgroup').nth(1)).not.toHaveAttribute('aria-busy');
  });
});
