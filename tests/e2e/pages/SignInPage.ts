import { expect, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { PORT } from '../../../playwright.config';

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
const STEPS_FILE = join('.e2e-data', `totp-steps-${PORT}.json`);
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

  /**
   * Signed in as the demo user of `role`, at home. Accounts with a second factor resume a session an earlier test of
   * this run signed in (see resumeSession) unless `fresh` is asked: a code is accepted once, so each new sign-in of the
   * same person may wait up to 30 seconds. Tests about sessions themselves (refresh, several devices) ask for `fresh`.
   */
  async signInAs(role: string, options: { fresh?: boolean } = {}) {
    const email = demoEmail(role);
    const reusable = totpSecrets.has(email) && !options.fresh;
    if (reusable && (await this.resumeSession(email))) return;
    await this.open();
    await this.signIn(email);
    await expect(this.mainNavigation()).toBeVisible();
    if (reusable) await this.keepSession(email);
  }

  /** The browser state of a fresh sign-in (cookies and the stored user), for later tests of this run. */
  private async keepSession(email: string) {
    const state = await this.page.context().storageState();
    const origin = new URL(this.page.url()).origin;
    const user = state.origins.find((o) => o.origin === origin)?.localStorage.find((item) => item.name === USER_KEY)?.value;
    if (!user) return;
    writeSavedSessions({ ...readSavedSessions(), [`${origin} ${email}`]: { savedAt: Date.now(), cookies: state.cookies, user } });
  }

  /**
   * Puts a kept session into this page's browser when it is young enough that its access token will not need a
   * refresh during the test (the refresh token rotates, and the copy kept here is not the rotated one), and the server
   * still takes it (a test may have signed out or ended it). False when there is none to resume.
   */
  private async resumeSession(email: string): Promise<boolean> {
    await this.open();
    const origin = new URL(this.page.url()).origin;
    const saved = readSavedSessions()[`${origin} ${email}`];
    if (!saved || Date.now() - saved.savedAt > SESSION_REUSE_MS) return false;
    await this.page.context().addCookies(saved.cookies);
    const live = await this.page.evaluate(async ({ key, user }) => {
      localStorage.setItem(key, user);
      const csrf = document.cookie.split('; ').find((c) => c.startsWith('tourdesk-csrf='))?.slice('tourdesk-csrf='.length);
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json', 'x-csrf-token': csrf ?? '', 'x-test-setup': '1',
          authorization: `Bearer ${(JSON.parse(user) as { accessToken: string }).accessToken}`,
        },
        body: JSON.stringify({ query: '{ viewer { id } }' }),
      });
      const body = (await response.json().catch(() => null)) as { data?: { viewer?: { id: string } | null } } | null;
      return Boolean(body?.data?.viewer?.id);
    }, { key: USER_KEY, user: saved.user });
    if (!live) {
      await this.page.evaluate((key) => localStorage.removeItem(key), USER_KEY);
      await this.page.context().clearCookies();
      return false;
    }
    await this.page.goto(`/${this.locale}/`);
    await expect(this.mainNavigation()).toBeVisible();
    return true;
  }
}

const USER_KEY = 'user-data-storage';
/** Well inside the access token's 15 minutes, so a resumed test never has to refresh it. */
const SESSION_REUSE_MS = 8 * 60_000;
type SavedSession = { savedAt: number; cookies: Awaited<ReturnType<BrowserContext['cookies']>>; user: string };
/** In the server's data folder, which every run starts without (playwright.config.ts): a session never outlives its database. */
const SESSIONS_FILE = join('.e2e-data', String(PORT), 'signed-in-sessions.json');
function readSavedSessions(): Record<string, SavedSession> {
  try {
    return JSON.parse(readFileSync(SESSIONS_FILE, 'utf8')) as Record<string, SavedSession>;
  } catch {
    return {};
  }
}
function writeSavedSessions(sessions: Record<string, SavedSession>) {
  mkdirSync(dirname(SESSIONS_FILE), { recursive: true });
  writeFileSync(SESSIONS_FILE, JSON.stringify(sessions));
}
