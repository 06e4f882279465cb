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

/**
 * The third layer of the auth machine's tests: the real sign-in screen, driven through the machine's states,
 * shows what each state means (form ready, waiting, error).
 */
function renderSignIn(login: () => Promise<{ accessToken?: string }>, locale: 'en' | 'es' = 'en') {
  const service = startAuthService(undefined, authMachine.provide({ actors: { login: fromPromise(login) as never } }));
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
    fail(new Error('Wrong email or password'));
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
