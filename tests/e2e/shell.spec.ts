import { expect, test, type Page } from '@playwright/test';
import { SignInPage, demoEmail } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

/** SPEC.md section 6: the sidebar each demo role sees, groups with their sub-entries, in order (issue 24 adds Payment schedules and Supplier payables for ADMIN and RESADM). */
const EXPECTED_SIDEBAR: Record<string, string[]> = {
  ADMIN: [
    'Home', 'Products', '  List', '  Check availability', '  Packages', '  Categories', '  Features', '  Subfeatures',
    'Reservations', 'General Parameters', 'Rates', '  Rates', '  Search rates', '  Rates Features', '  Rates Subfeatures',
    'Payments', '  List', '  Advances', '  Daily Cashier', '  Payment schedules', '  Supplier payables', '  Interface', '  Exchange rate', 'Entities', 'Users',
    '  Organizational Units', '  Users List', '  Roles', '  Permissions', '  Mail outbox', 'Reports',
  ],
  RESADM: ['Home', 'Reservations', 'Payments', '  List', '  Daily Cashier', '  Payment schedules', '  Supplier payables'],
  RESCREATE: ['Reservations'],
  RESVIEW: ['Reservations'],
  RESEDIT: ['Reservations'],
  RESDEL: ['Reservations'],
  STG: ['Change OU'],
};

async function readSidebar(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
  const entries: string[] = [];
  const topLevel = nav.locator(':scope > ul > li');
  for (let i = 0; i < (await topLevel.count()); i++) {
    const item = topLevel.nth(i);
    const group = item.locator(':scope > button');
    if (await group.count()) {
      entries.push((await group.innerText()).replace('▶', '').trim());
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      const children = item.locator(':scope > ul > li');
      for (let j = 0; j < (await children.count()); j++) entries.push(`  ${(await children.nth(j).innerText()).trim()}`);
    } else {
      entries.push((await item.innerText()).trim());
    }
  }
  return entries;
}

test.describe('sign-in and the sidebar of every role', () => {
  for (const [role, expected] of Object.entries(EXPECTED_SIDEBAR)) {
    test(`${role} sees exactly the entries of the role table`, async ({ page }) => {
      await new SignInPage(page).signInAs(role);
      expect(await readSidebar(page)).toEqual(expected);
    });
  }

  test('groups expand one at a time', async ({ page }) => {
    await new SignInPage(page).signInAs('ADMIN');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Products' }).click();
    await expect(nav.getByRole('link', { name: 'Check availability' })).toBeVisible();
    await nav.getByRole('button', { name: 'Rates' }).click();
    await expect(nav.getByRole('link', { name: 'Search rates' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Check availability' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('sign-in screenshot, home, sign out', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await expect(page).toHaveTitle('Sign in · Tourdesk');
  await page.screenshot({ path: `${SHOTS}/sign-in.png`, fullPage: true });
  await signIn.signIn(demoEmail('RESADM'));
  await expect(page.getByRole('heading', { name: /Welcome, / })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/$/);
  await page.screenshot({ path: `${SHOTS}/home.png`, fullPage: true });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user-data-storage') ?? 'null'));
  expect(stored).toMatchObject({ roles: ['RESADM'] });
  expect(stored.accessToken).toBeTruthy();
  expect(stored.idUser).toBeTruthy();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/auth\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('user-data-storage'))).toBeNull();
  // Signed out, a guarded page sends the person back to sign-in.
  await page.goto('/en/reservations');
  await expect(page).toHaveURL(/\/en\/auth\/signin$/);
});

test('a wrong password shows the error and keeps the person on sign-in', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demoEmail('ADMIN'), 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password');
  await expect(page).toHaveURL(/\/auth\/signin$/);
});

test('login validation messages in English and Spanish', async ({ page }) => {
  await page.goto('/en/auth/signin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.goto('/es/auth/signin');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('x@');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Correo electrónico inválido')).toBeVisible();
});

test('at 760px a top bar menu button opens the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 760, height: 900 });
  await new SignInPage(page).open();
  await new SignInPage(page).signIn(demoEmail('ADMIN'));
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeVisible();
  await expect(page.locator('header').getByText('Tourdesk', { exact: true })).toBeVisible();
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/drawer.png`, animations: 'disabled' });
  await drawer.getByRole('link', { name: 'Reservations' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/en\/reservations$/);
});

test('wide screens show the fixed 250px sidebar and no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await new SignInPage(page).signInAs('ADMIN');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  const box = await page.locator('aside').boundingBox();
  expect(box?.width).toBe(250);
});

test('Spanish pages live under /es and the language switch keeps the page', async ({ page }) => {
  await new SignInPage(page, 'es').signInAs('ADMIN');
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Pagos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await page.goto('/es/no-existe');
  await expect(page.getByRole('heading', { name: 'Error 404 - Algo salió mal' })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/en\/no-existe$/);
  await expect(page.getByRole('heading', { name: 'Error 404 - Something went wrong' })).toBeVisible();
});

test('a path without a locale moves under /en', async ({ page }) => {
  await page.goto('/auth/signin');
  await expect(page).toHaveURL(/\/en\/auth\/signin$/);
});

test('a forbidden path shows the forbidden page with Go home', async ({ page }) => {
  await new SignInPage(page).signInAs('RESCREATE');
  await page.goto('/en/users');
  await expect(page.getByRole('heading', { name: 'Permissions error' })).toBeVisible();
  await expect(page.getByText("You don't have the roles required to view this resource")).toBeVisible();
  await page.getByRole('button', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
});

test('an unknown path shows the 404 page with Retry and Home', async ({ page }) => {
  await new SignInPage(page).signInAs('ADMIN');
  await page.goto('/en/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Error 404 - Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('button', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
});

test('a signed-in person opening an auth page goes home', async ({ page }) => {
  await new SignInPage(page).signInAs('ADMIN');
  await page.goto('/en/auth/signin');
  await expect(page).toHaveURL(/\/en\/$/);
});

test('an expired access token is refreshed from the cookie and the page reloads signed in', async ({ page }) => {
  await new SignInPage(page).signInAs('RESADM', { fresh: true });
  const before = await page.evaluate(() => JSON.parse(localStorage.getItem('user-data-storage')!));
  // Keep the claims the SPA reads but break the signature, as an expired token would fail on the server.
  await page.evaluate((user) => {
    const [h, p] = user.accessToken.split('.');
    localStorage.setItem('user-data-storage', JSON.stringify({ ...user, accessToken: `${h}.${p}.invalid` }));
  }, before);
  await page.goto('/en/');
  await expect(page.getByRole('heading', { name: /Welcome, / })).toBeVisible();
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('user-data-storage')!));
  expect(after.accessToken).not.toContain('.invalid');
  expect(after.idUser).toBe(before.idUser);
});

test('when the refresh fails too, the stored user is cleared and sign-in shows', async ({ page, context }) => {
  await new SignInPage(page).signInAs('RESADM');
  await context.clearCookies();
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user-data-storage')!);
    localStorage.setItem('user-data-storage', JSON.stringify({ ...user, accessToken: `${user.accessToken}x` }));
  });
  await page.goto('/en/');
  await expect(page).toHaveURL(/\/en\/auth\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('user-data-storage'))).toBeNull();
});

test('sign-up takes two steps and ends waiting for activation', async ({ page }) => {
  await page.goto('/en/auth/register');
  await expect(page.getByText('1. Account Details')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await page.getByLabel('Full name').fill('Ana Quispe');
  await page.getByLabel('Email').fill(`ana.${Date.now()}@andes-travel.test`);
  await page.getByLabel('Password').fill('Machu-Picchu-2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('form', { name: 'Business Information' })).toBeVisible();
  await page.getByLabel('Business name').fill('Andes Travel');
  await page.getByLabel('Business code').fill('20601234567');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('An administrator will activate it');
});

test('forgot password answers without telling whether the account exists', async ({ page }) => {
  await page.goto('/es/auth/forgot-password');
  await page.getByLabel('Correo electrónico').fill('nobody@tourdesk.test');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status')).toContainText('nobody@tourdesk.test');
});
