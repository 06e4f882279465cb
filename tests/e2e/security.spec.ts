import { expect, test, type Page } from '@playwright/test';
import { IDLE_PORT, IDLE_SECONDS } from '../../playwright.config';
import { closeToasts, toast } from './pages/AdminPages';
import { graphqlData } from './pages/RatePages';
import { SignInPage, demoEmail } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';
const signInHeading = (page: Page, locale: 'en' | 'es' = 'en') =>
  page.getByRole('heading', { name: locale === 'en' ? 'Sign in' : 'Iniciar sesión' });

/** Collects the page's Content-Security-Policy violations (the browser reports each one on the console). */
function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Goes to the sidebar's Reservations entry: a screen that reads from the server. */
async function openReservations(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reservations' }).first().click();
}

test.describe('sessions', () => {
  test('a session left idle ends: the next action lands on sign-in', async ({ page }) => {
    // This server ends a session after IDLE_SECONDS without a refresh (SESSION_IDLE_SECONDS); the rule is the same
    // as the 30 minutes the product runs with.
    await page.goto(`http://localhost:${IDLE_PORT}/en/auth/signin`);
    await new SignInPage(page).signIn(demoEmail('RESVIEW'));
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.waitForTimeout((IDLE_SECONDS + 1) * 1000);
    await openReservations(page);
    await expect(signInHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/auth\/signin/);
  });

  test('an administrator sees a user\'s sessions and ends one, then all: the user\'s next action lands on sign-in', async ({ page, browser }) => {
    const violations = watchCsp(page);
    await new SignInPage(page).signInAs('ADMIN');
    const { getUserByEmailAddress: user } = await graphqlData<{ getUserByEmailAddress: { idUser: string; name: string } }>(page,
      'query ($email: String!) { getUserByEmailAddress(email: $email) { idUser name } }', { email: demoEmail('RESEDIT') });
    // Sessions other suites left open end first, so the two devices below are the user's only live ones.
    await graphqlData(page, 'mutation ($idUser: ID!) { endUserSessions(idUser: $idUser) { idUser } }', { idUser: user.idUser });

    // The user is signed in on two devices.
    const laptop = await browser.newContext();
    const phone = await browser.newContext();
    const laptopPage = await laptop.newPage();
    const phonePage = await phone.newPage();
    await new SignInPage(laptopPage).signInAs('RESEDIT');
    await new SignInPage(phonePage).signInAs('RESEDIT');

    await page.goto(`/en/users/${user.idUser}/edit`);
    const sessions = page.getByRole('grid', { name: `Sessions of ${user.name}` });
    const activeRows = sessions.getByRole('row').filter({ hasText: 'Active' });
    const endedRows = sessions.getByRole('row').filter({ hasText: 'Ended' });
    await expect(activeRows).toHaveCount(2);
    const endedBefore = await endedRows.count();
    await expect(activeRows.first()).toContainText('Chrome');
    await expect(activeRows.first()).toContainText('tourdesk-web');
    await expect(activeRows.first()).toContainText('127.0.0.1');
    await page.screenshot({ path: `${SHOTS}/user-sessions-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 760, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/user-sessions-760.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The newest session (the phone) first: end it.
    await activeRows.first().getByRole('button', { name: /End the session signed in/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`End the session of ${user.name}`);
    await dialog.getByRole('button', { name: 'End', exact: true }).click();
    await expect(toast(page, 'Session ended')).toBeVisible();
    await expect(activeRows).toHaveCount(1);
    await expect(endedRows).toHaveCount(endedBefore + 1);

    await openReservations(phonePage);
    await expect(signInHeading(phonePage)).toBeVisible();
    // The other device carries on.
    await openReservations(laptopPage);
    await expect(laptopPage.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible();

    await closeToasts(page);
    await page.getByRole('button', { name: 'End all sessions' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End all sessions' }).click();
    await expect(toast(page, 'All sessions ended')).toBeVisible();
    await expect(activeRows).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'End all sessions' })).toBeDisabled();

    // Its next action (here, reloading the list) lands on sign-in.
    await laptopPage.reload();
    await expect(signInHeading(laptopPage)).toBeVisible();
    await laptop.close();
    await phone.close();
    expect(violations).toEqual([]);

    // The same panel in Spanish.
    await page.goto(`/es/users/${user.idUser}/edit`);
    await expect(page.getByRole('grid', { name: `Sesiones de ${user.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Terminar todas las sesiones' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/user-sessions-es.png`, fullPage: true });
  });
});

test.describe('passwords', () => {
  for (const locale of ['en', 'es'] as const) {
    test(`registration shows the rules and refuses a common password (${locale})`, async ({ page }) => {
      const en = locale === 'en';
      await page.goto(`/${locale}/auth/register`);
      const password = page.getByLabel(en ? 'Password' : 'Contraseña', { exact: true });
      await expect(page.getByText(en ? 'At least 12 characters. Common passwords are refused' : 'Al menos 12 caracteres. Las contraseñas comunes no se aceptan')).toBeVisible();
      await page.getByLabel(en ? 'Full name' : 'Nombre completo').fill('Common Password');
      await page.getByLabel(en ? 'Email' : 'Correo electrónico').fill(`common.${locale}@example.test`);
      await password.fill('QwertyuiopAsdfgh');
      await page.getByRole('button', { name: en ? 'Next' : 'Siguiente' }).click();
      await page.getByLabel(en ? 'Business name' : 'Nombre de la empresa').fill('Common Trips');
      await page.getByLabel(en ? 'Business code' : 'Código de la empresa').fill('COMMON');
      await page.getByRole('button', { name: en ? 'Create account' : 'Crear cuenta' }).click();
      // Back on the first step, with the reason on the password field.
      await expect(page.getByText(en ? 'This password is too common. Choose one that is harder to guess.'
        : 'Esta contraseña es demasiado común. Elija una más difícil de adivinar.')).toBeVisible();
      await expect(password).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/register-common-password-${locale}.png`, fullPage: true });
    });
  }
});

test.describe('HTTP hardening in the browser', () => {
  test('strict CSP with no violations, and the app sends only persisted operations', async ({ page }) => {
    const violations = watchCsp(page);
    const signInPage = await page.goto('/en/auth/signin');
    expect(signInPage!.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(signInPage!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(signInPage!.headers()['x-content-type-options']).toBe('nosniff');

    const appRequest = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.method() === 'POST');
    await new SignInPage(page).signIn(demoEmail('ADMIN'));
    const body = (await appRequest).postDataJSON() as { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };
    expect(body.query).toBeUndefined();
    expect(body.extensions?.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);

    for (const path of ['/en/reservations', '/en/products', '/en/users', '/en/entities']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(violations).toEqual([]);

    // A document the app was not built with is refused, even from a signed-in administrator's browser.
    const refused = await page.evaluate(async () => {
      const user = JSON.parse(localStorage.getItem('user-data-storage') ?? '{}') as { accessToken?: string };
      const csrf = document.cookie.split('; ').find((c) => c.startsWith('tourdesk-csrf='))?.slice('tourdesk-csrf='.length) ?? '';
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}`, 'x-csrf-token': csrf },
        body: JSON.stringify({ query: '{ viewer { email } }' }),
      });
      return response.json();
    });
    expect(refused.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');
  });
});
