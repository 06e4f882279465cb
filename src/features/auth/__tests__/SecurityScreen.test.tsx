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
});
