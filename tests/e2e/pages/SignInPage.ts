import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Tourdesk#2026';
export const demoEmail = (role: string) => `${role.toLowerCase()}@tourdesk.test`;

/** The sign-in screen as a person uses it. */
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
  }

  async signInAs(role: string) {
    await this.open();
    await this.signIn(demoEmail(role));
    await expect(this.page.getByRole('navigation', { name: this.locale === 'en' ? 'Main navigation' : 'Navegación principal' })).toBeVisible();
  }
}
