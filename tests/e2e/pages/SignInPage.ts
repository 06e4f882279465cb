import { expect, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Secret, TOTP } from 'otpauth';

export const DEMO_PASSWORD = 'Tourdesk#2026';
export const demoEmail = (role: string) => `${role.toLowerCase()}@tourdesk.test`;

/** The demo data's authenticator secret (README), enrolled for the demo users whose roles require two-step sign-in. */
export const DEMO_TOTP_SECRET = 'TOURDESKDEMOTOTPSECRETONLY234567';

/** Authenticator secrets by e-mail that sign-ins answer the code step with; a spec that enrols someone adds theirs. */
const totpSecrets = new Map<string, string>([[demoEmail('ADMIN'), DEMO_TOTP_SECRET], [demoEmail('RESADM'), DEMO_TOTP_SECRET]]);
export const rememberTotpSecret = (email: string, secret: string) => totpSecrets.set(email.toLowerCase(), secret);
export const forgetTotpSecret = (email: string) => totpSecrets.delete(email.toLowerCase());

const PERIOD_MS = 30_000;
/**
 * The last time step used per e-mail (the server never accepts a code twice), kept in a file: Playwright starts a new
 * worker after a failed test, and a step remembered only in memory would be offered again.
 */
const STEPS_FILE = join('.e2e-data', `totp-steps-${process.env.E2E_PORT ?? 4310}.json`);
const readSteps = (): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(STEPS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
};
const spentSteps = {
  get: (key: string): number | undefined => readSteps()[key],
  set: (key: string, step: number) => {
    mkdirSync(dirname(STEPS_FILE), { recursive: true });
    writeFileSync(STEPS_FILE, JSON.stringify({ ...readSteps(), [key]: step }));
  },
};

/**
 * A code the server has not seen: it accepts the previous, current and next 30-second step, each once, so back-to-back
 * sign-ins of one user take the next unused step and wait only when all three are spent.
 */
export async function freshTotpCode(email: string, secret: string): Promise<string> {
  const key = email.toLowerCase();
  const step = Math.max(Math.floor(Date.now() / PERIOD_MS) - 1, (spentSteps.get(key) ?? -Infinity) + 1);
  const wait = (step - 1) * PERIOD_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 100));
  spentSteps.set(key, step);
  return totpCode(secret, step * PERIOD_MS);
}

export const totpCode = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });

/** The sign-in screen as a person uses it, including the two-step code for accounts whose secret is known. */
export class SignInPage {
  constructor(private readonly page: Page, private readonly locale: 'en' | 'es' = 'en') {}

  async open() {
    await this.page.goto(`/${this.locale}/auth/signin`);
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    const en = this.locale === 'en';
    await this.page.getByLabel(en ? 'Email' : 'Correo electrónico').fill(email);
    await this.page.getByLabel(en ? 'Password' : 'Contraseña', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: en ? 'Sign in' : 'Iniciar sesión' }).click();
    const secret = totpSecrets.get(email.toLowerCase());
    if (!secret) return;
    // Signed in, refused (the caller checks the alert) or asked for the code: only the last needs an answer here.
    const codeStep = this.page.getByRole('heading', { name: en ? 'Two-step verification' : 'Verificación en dos pasos' });
    const alert = this.page.getByRole('alert');
    await expect.poll(async () => (await codeStep.isVisible()) || (await alert.isVisible())
      || !this.page.url().includes('/auth/signin')).toBe(true);
    if (!(await codeStep.isVisible())) return;
    await this.enterCode(await freshTotpCode(email, secret));
    // A step spent by an earlier worker that left no record is refused once: the next step is always new.
    const refused = this.page.getByRole('alert').filter({ hasText: en ? 'already used' : 'ya se usó' });
    await expect.poll(async () => !this.page.url().includes('/auth/signin') || (await refused.isVisible())).toBe(true);
    if (await refused.isVisible()) await this.enterCode(await freshTotpCode(email, secret));
  }

  async enterCode(code: string) {
    const en = this.locale === 'en';
    await this.page.getByLabel(en ? 'Code' : 'Código', { exact: true }).fill(code);
    await this.page.getByRole('button', { name: en ? 'Verify' : 'Verificar' }).click();
  }

  mainNavigation() {
    return this.page.getByRole('navigation', { name: this.locale === 'en' ? 'Main navigation' : 'Navegación principal' });
  }

  async signInAs(role: string) {
    await this.open();
    await this.signIn(demoEmail(role));
    await expect(this.mainNavigation()).toBeVisible();
  }
}
