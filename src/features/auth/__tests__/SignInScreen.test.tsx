import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import en from '../../../../locales/en.json';
import es from '../../../../locales/es.json';
import { authMachine } from '../../../machines/auth/authMachine';
import { startAuthService } from '../../../machines/auth/authService';
import { SignInRoute } from '../SignInRoute';
import { AuthApiError } from '../../../relay/authApi';

/**
 * The third layer of the auth machine's tests: the real sign-in screen, driven through the machine's states,
 * shows what each state means (form ready, waiting, error).
 */
type Actors = Partial<Record<'verifyCode' | 'startEnrolment' | 'confirmEnrolment', (args: { input: { code?: string } }) => Promise<unknown>>>;

function renderSignIn(
  login: () => Promise<{ accessToken?: string; mfa?: string; mfaToken?: string }>,
  locale: 'en' | 'es' = 'en',
  actors: Actors = {},
) {
  const provided = Object.fromEntries(Object.entries(actors).map(([name, fn]) => [name, fromPromise(fn as never)]));
  const service = startAuthService(undefined, authMachine.provide({ actors: { login: fromPromise(login) as never, ...provided } as never }));
  const { hook } = memoryLocation({ path: '/auth/signin' });
  render(
    <IntlProvider locale={locale} messages={locale === 'es' ? es : en}>
      <Router hook={hook}>
        <SignInRoute locale={locale} />
      </Router>
    </IntlProvider>,
  );
  return service;
}

beforeEach(() => localStorage.clear());

describe('sign-in screen per auth state', () => {
  it('unauthenticated: the form is ready and validates before calling the server', async () => {
    let called = false;
    const service = renderSignIn(async () => {
      called = true;
      return {};
    });
    expect(service.getSnapshot().value).toBe('unauthenticated');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(called).toBe(false);
  });

  it('loading: the button says it is signing in and the fields are disabled; error: the alert shows why', async () => {
    let fail!: (error: Error) => void;
    const service = renderSignIn(() => new Promise((_resolve, reject) => (fail = reject)));
    await userEvent.type(screen.getByLabelText('Email'), 'admin@tourdesk.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(service.getSnapshot().value).toBe('loading');
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    fail(new AuthApiError(401, 'Wrong email or password', 'WRONG_CREDENTIALS'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Wrong email or password');
    expect(service.getSnapshot().value).toBe('error');
  });

  it('authenticated: the token is stored; the Spanish screen shows Spanish errors', async () => {
    const claims = btoa(JSON.stringify({ sub: 'u', roles: ['ADMIN'] })).replace(/=+$/, '');
    const service = renderSignIn(async () => ({ accessToken: `h.${claims}.s` }), 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Este campo es obligatorio')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'admin@tourdesk.test');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Tourdesk#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(service.getSnapshot().value).toBe('authenticated'));
    expect(JSON.parse(localStorage.getItem('user-data-storage')!)).toMatchObject({ idUser: 'u', roles: ['ADMIN'] });
  });
});

const claims = (roles: string[]) => `h.${btoa(JSON.stringify({ sub: 'u', roles })).replace(/=+$/, '')}.s`;

describe('the second step per auth state', () => {
  it('mfaCode: the code field is focused, numeric and one-time-code; a wrong code shows why; the right one signs in', async () => {
    const service = renderSignIn(async () => ({ mfa: 'CODE', mfaToken: 'challenge' }), 'en', {
      verifyCode: async ({ input }) => {
        if (input.code !== '246810') throw new AuthApiError(401, 'Wrong or already used code', 'WRONG_CODE');
        return { accessToken: claims(['ADMIN']) };
      },
    });
    await userEvent.type(screen.getByLabelText('Email'), 'admin@tourdesk.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Tourdesk#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(service.getSnapshot().value).toBe('mfaCode');
    const field = screen.getByLabelText('Code') as HTMLInputElement;
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(field);
    // Nothing is stored before the second factor.
    expect(localStorage.getItem('user-data-storage')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeTruthy();
    await userEvent.type(field, '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent',
      'That code is wrong or was already used. Wait for the next code and try again.');
    expect(service.getSnapshot().value).toBe('mfaCode');

    // The recovery-code mode takes letters.
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect((screen.getByLabelText('Recovery code') as HTMLInputElement).getAttribute('inputmode')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Use the code from the app' }));
    await userEvent.type(screen.getByLabelText('Code'), '246810{Enter}');
    await waitFor(() => expect(service.getSnapshot().value).toBe('authenticated'));
    expect(JSON.parse(localStorage.getItem('user-data-storage')!)).toMatchObject({ roles: ['ADMIN'] });
  });

  it('mfaCode: Cancel goes back to the password form', async () => {
    const service = renderSignIn(async () => ({ mfa: 'CODE', mfaToken: 'challenge' }));
    await userEvent.type(screen.getByLabelText('Email'), 'admin@tourdesk.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Tourdesk#2026{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(service.getSnapshot().value).toBe('unauthenticated');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('mfaEnrol (Spanish): QR code, the key as text, the first code, then the recovery codes once, then in', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    let confirmed = '';
    const service = renderSignIn(async () => ({ mfa: 'ENROL', mfaToken: 'challenge' }), 'es', {
      startEnrolment: async () => ({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Tourdesk:resadm?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }),
      confirmEnrolment: async ({ input }) => {
        confirmed = input.code ?? '';
        return { accessToken: claims(['RESADM']), recoveryCodes: codes };
      },
    });
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'resadm@tourdesk.test');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Tourdesk#2026{Enter}');
    expect(await screen.findByRole('heading', { name: 'Configure la verificación en dos pasos' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Código QR para su app de autenticación' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('svg path')).not.toBeNull());
    expect(screen.getByTestId('mfa-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await userEvent.type(screen.getByLabelText('Código'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('heading', { name: 'Guarde sus códigos de recuperación' })).toBeTruthy();
    expect(confirmed).toBe('135790');
    expect(screen.getByRole('list', { name: 'Guarde sus códigos de recuperación' }).querySelectorAll('li')).toHaveLength(10);
    expect(localStorage.getItem('user-data-storage')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ya los guardé, continuar' }));
    expect(service.getSnapshot().value).toBe('authenticated');
    expect(JSON.parse(localStorage.getItem('user-data-storage')!)).toMatchObject({ roles: ['RESADM'] });
  });
});

/** What fetch throws when no server answers: the browser's own English words. */
const noAnswer = () => new TypeError('Failed to fetch');

describe('no server answers (issue 19)', () => {
  it.each([
    ['en', 'Email', 'Password', 'Sign in', 'The server could not be reached. Check the connection and try again.'],
    ['es', 'Correo electrónico', 'Contraseña', 'Iniciar sesión', 'No se pudo contactar con el servidor. Revisa la conexión y vuelve a intentarlo.'],
  ] as const)('the password step says so in the page language and keeps what was typed (%s)', async (locale, email, password, signIn, words) => {
    const service = renderSignIn(async () => { throw noAnswer(); }, locale);
    await userEvent.type(screen.getByLabelText(email), 'admin@tourdesk.test');
    await userEvent.type(screen.getByLabelText(password), 'Tourdesk#2026');
    await userEvent.click(screen.getByRole('button', { name: signIn }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', words);
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(service.getSnapshot().value).toBe('error');
    expect((screen.getByLabelText(email) as HTMLInputElement).value).toBe('admin@tourdesk.test');
    expect((screen.getByLabelText(password) as HTMLInputElement).value).toBe('Tourdesk#2026');
  });

  it.each([
    ['en', 'Email', 'Password', 'Code', 'The server could not be reached. Check the connection and try again.'],
    ['es', 'Correo electrónico', 'Contraseña', 'Código', 'No se pudo contactar con el servidor. Revisa la conexión y vuelve a intentarlo.'],
  ] as const)('the code step says so in the page language and keeps the code (%s)', async (locale, email, password, codeLabel, words) => {
    const service = renderSignIn(async () => ({ mfa: 'CODE', mfaToken: 'challenge' }), locale, {
      verifyCode: async () => { throw noAnswer(); },
    });
    await userEvent.type(screen.getByLabelText(email), 'admin@tourdesk.test');
    await userEvent.type(screen.getByLabelText(password), 'Tourdesk#2026{Enter}');
    const field = await screen.findByLabelText(codeLabel) as HTMLInputElement;
    await userEvent.type(field, '246810{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', words);
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(service.getSnapshot().value).toBe('mfaCode');
    expect((screen.getByLabelText(codeLabel) as HTMLInputElement).value).toBe('246810');
  });

  it('the set-up step says so in Spanish', async () => {
    renderSignIn(async () => ({ mfa: 'ENROL', mfaToken: 'challenge' }), 'es', {
      startEnrolment: async () => ({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Tourdesk:resadm?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }),
      confirmEnrolment: async () => { throw noAnswer(); },
    });
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'resadm@tourdesk.test');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Tourdesk#2026{Enter}');
    await userEvent.type(await screen.findByLabelText('Código'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent',
      'No se pudo contactar con el servidor. Revisa la conexión y vuelve a intentarlo.');
    expect((screen.getByLabelText('Código') as HTMLInputElement).value).toBe('135790');
  });
});
