import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectLoading, renderRoute } from '../../../app/testing/renderRoute';

/** Issue 20 item 4: /account/security rendered through the route table, with the query its route declares. */
const QUERY = 'SecurityRouteQuery';
/** The first render downloads the screen's lazily loaded parts: slow on a loaded machine. */
const WAIT = { timeout: 15_000 };
const mfa = (enrolled: boolean) => ({ MfaStatus: () => ({ enrolled, required: false, recoveryCodesLeft: 8 }) });

describe('/account/security', { timeout: 30_000 }, () => {
  it('loads, then shows two-step verification as the server holds it', async () => {
    const view = await renderRoute('/account/security');
    await expectLoading();
    expect((await view.operation(QUERY)).request.variables).toEqual({});
    await view.resolve(mfa(true), QUERY);
    expect(await screen.findByText('On: signing in asks for a code from your authenticator app.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('8 recovery codes left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('offers to set it up when it is off', async () => {
    const view = await renderRoute('/account/security');
    await view.resolve(mfa(false), QUERY);
    expect(await screen.findByRole('button', { name: 'Set up two-step verification' }, WAIT)).toBeTruthy();
  });

  it('shows its own load error with Retry, which asks again', async () => {
    const view = await renderRoute('/account/security');
    await view.reject('INTERNAL', QUERY);
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('Could not load your security settings');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await view.resolve(mfa(false), QUERY);
    expect(await screen.findByRole('button', { name: 'Set up two-step verification' }, WAIT)).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    const view = await renderRoute('/account/security', { locale: 'es' });
    await view.resolve(mfa(true), QUERY);
    expect(await screen.findByRole('heading', { name: 'Seguridad', level: 1 }, WAIT)).toBeTruthy();
    expect(screen.getByText('Activada: al iniciar sesión se pide un código de su app de autenticación.')).toBeTruthy();
  });

  it.each([
    ['en', 'Turn off', 'Code', 'Verify', 'The server could not be reached. Check the connection and try again.'],
    ['es', 'Desactivar', 'Código', 'Verificar', 'No se pudo contactar con el servidor. Revisa la conexión y vuelve a intentarlo.'],
  ] as const)('says in the page language that no server answered, keeping the code (%s)', async (locale, turnOff, code, verify, words) => {
    const view = await renderRoute('/account/security', { locale });
    await view.resolve(mfa(true), QUERY);
    // The mutation fails as fetch does when no server answers, in the browser's own English words (before the world
    // the test set answers it).
    const { mock } = view.environment;
    mock.onRequest(() => {
      const request = mock.getAllOperations().find((op) => op.name === 'useMfaDisableMutation' && op.ready);
      if (request) mock.reject(request, new TypeError('Failed to fetch'));
    });
    await userEvent.click(await screen.findByRole('button', { name: turnOff }, WAIT));
    await userEvent.type(screen.getByLabelText(code), '246810');
    await userEvent.click(screen.getByRole('button', { name: verify }));
    expect(await screen.findByText(words, {}, WAIT)).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect((screen.getByLabelText(code) as HTMLInputElement).value).toBe('246810');
  });
});
