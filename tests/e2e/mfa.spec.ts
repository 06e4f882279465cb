import { expect, test, type Page } from '@playwright/test';
import { closeToasts, mailedLink, toast } from './pages/AdminPages';
import { SignInPage, demoEmail, freshTotpCode, totpCode } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

/** The key as the set-up screen shows it (groups of four), without the spaces. */
const shownSecret = async (page: Page) => (await page.getByTestId('mfa-secret').innerText()).replace(/\s+/g, '');

test.describe('two-step verification (issue 11)', () => {
  test('an optional user sets it up on the Security page, signs in with a code and a recovery code; an administrator resets it', async ({ page, browser }) => {
    const email = demoEmail('RESDEL');
    const signIn = new SignInPage(page);
    await signIn.signInAs('RESDEL');

    // Security, from the sidebar.
    await page.getByRole('link', { name: 'Security' }).click();
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    await expect(page.getByText('Off: your password alone signs you in.')).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-step verification' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('path')).toHaveCount(1);
    const secret = await shownSecret(page);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/mfa-setup-1280.png`, fullPage: true });

    // A wrong code is refused; the app's code turns it on and shows the recovery codes once.
    await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, Date.now() + 10 * 60_000));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is wrong or was already used' })).toBeVisible();
    await page.getByLabel('Code', { exact: true }).fill(await freshTotpCode(email, secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = await codes.first().innerText();
    await page.screenshot({ path: `${SHOTS}/mfa-recovery-codes.png`, fullPage: true });
    await page.getByRole('button', { name: 'I saved them, continue' }).click();
    await expect(toast(page, 'Two-step verification is on')).toBeVisible();
    await expect(page.getByText('On: signing in asks for a code from your authenticator app.')).toBeVisible();
    await expect(page.getByText('10 recovery codes left')).toBeVisible();

    // Signed out, the password is not enough: the code step asks, keyboard first.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/signin$/);
    await signIn.signIn(email);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user-data-storage'))).toBeNull();
    const field = page.getByLabel('Code', { exact: true });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await page.setViewportSize({ width: 760, height: 900 });
    await page.screenshot({ path: `${SHOTS}/mfa-code-760.png`, fullPage: true });
    await page.keyboard.type(await freshTotpCode(email, secret));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });

    // A recovery code works once.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn.signIn(email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.goto('/en/account/security');
    await expect(page.getByText('9 recovery codes left')).toBeVisible();

    // The administrator resets it from the user's page; the user is signed out at once.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await new SignInPage(admin).signInAs('ADMIN');
    await admin.goto('/en/users');
    await admin.getByRole('searchbox', { name: 'Search' }).fill('resdel@');
    await admin.getByRole('grid', { name: 'Users' }).getByRole('row', { name: /Demo Reservations: delete/ }).click();
    await expect(admin.getByRole('heading', { name: 'Edit user' })).toBeVisible();
    const card = admin.getByRole('region', { name: 'Two-step verification' });
    await expect(card).toContainText('On: this user signs in with a code from an authenticator app.');
    await card.getByRole('button', { name: 'Reset two-step verification' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Reset two-step verification' });
    await expect(dialog).toContainText('Reset two-step verification for Demo Reservations: delete?');
    await expect(dialog.getByRole('button', { name: 'Reset' })).toBeVisible();
    await admin.screenshot({ path: `${SHOTS}/mfa-admin-reset.png` });
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(toast(admin, 'Two-step verification reset; the user was signed out')).toBeVisible();
    await expect(card).toContainText('Off: this user has no authenticator app set up.');
    await expect(card.getByRole('button', { name: 'Reset two-step verification' })).toBeDisabled();
    await adminContext.close();

    await page.goto('/en/account/security');
    await expect(page).toHaveURL(/\/en\/auth\/signin$/);
    // Optional for this role: the password alone signs in again.
    await signIn.signIn(email);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  });

  test('a new cashier must set up the authenticator right after the password, in Spanish, before any token', async ({ page }) => {
    const id = Date.now().toString(36);
    const email = `cajera.${id}@tourdesk.test`;
    const password = 'Cajera#2026-segura';
    // The administrator creates the user with the RESADM role (it can take payments) through the API, as the users
    // screen does; the activation link sets the password.
    await new SignInPage(page).signInAs('ADMIN');
    const created = await page.evaluate(async ({ email }) => {
      const user = JSON.parse(localStorage.getItem('user-data-storage') ?? '{}') as { accessToken?: string };
      const csrf = document.cookie.split('; ').find((c) => c.startsWith('tourdesk-csrf='))?.slice('tourdesk-csrf='.length) ?? '';
      const call = async (query: string, variables: object) => (await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json', authorization: `Bearer ${user.accessToken}`, 'x-csrf-token': csrf, 'x-test-setup': '1',
        },
        body: JSON.stringify({ query, variables }),
      })).json();
      const lookup = await call('{ viewer { idEntity } getAllRoles { idRole code } }', {});
      const idRole = lookup.data.getAllRoles.find((r: { code: string }) => r.code === 'RESADM').idRole;
      return call(`mutation ($data: CreateUserInput!) { createUser(data: $data) { idUser } }`, {
        data: { name: 'Carla', shortName: 'carla', code: 'CAJ1', email, idEntity: lookup.data.viewer.idEntity, idRoles: [idRole] },
      });
    }, { email });
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.goto((await mailedLink(email)).replace('/en/', '/es/'));
    await page.getByLabel('Nueva contraseña').fill(password);
    await page.getByLabel('Confirmar contraseña').fill(password);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Su contraseña fue cambiada')).toBeVisible();

    const signIn = new SignInPage(page, 'es');
    await signIn.open();
    await signIn.signIn(email, password);
    await expect(page.getByRole('heading', { name: 'Configure la verificación en dos pasos' })).toBeVisible();
    await expect(page.getByText('Su rol puede cobrar o administrar Tourdesk')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user-data-storage'))).toBeNull();
    await expect(page.getByRole('img', { name: 'Código QR para su app de autenticación' }).locator('path')).toHaveCount(1);
    const secret = await shownSecret(page);
    await page.setViewportSize({ width: 760, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/mfa-enrol-es-760.png`, fullPage: true });
    await page.getByLabel('Código', { exact: true }).fill(await freshTotpCode(email, secret));
    await page.getByRole('button', { name: 'Activar' }).click();
    await expect(page.getByRole('list', { name: 'Guarde sus códigos de recuperación' }).getByRole('listitem')).toHaveCount(10);
    await closeToasts(page);
    await page.getByRole('button', { name: 'Ya los guardé, continuar' }).click();
    await expect(page).toHaveURL(/\/es\/$/);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The next sign-in asks for the code.
    await page.goto('/es/account/security');
    await expect(page.getByText('Su rol la exige, así que no se puede desactivar.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await signIn.signIn(email, password);
    await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    await signIn.enterCode(await freshTotpCode(email, secret));
    await expect(page).toHaveURL(/\/es\/$/);
  });
});
