import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectErrorWithRetry, renderRoute } from '../../../app/testing/renderRoute';

// The whole screen renders per test; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const SHOWN_MS = 10_000;

/** SPEC section 6: '/' is the dashboard for ADMIN and RESADM, a welcome page with shortcuts for every other role. */
describe('/ chooses the dashboard or the welcome page by the signed-in roles', () => {
  const person = { User: () => ({ name: 'Rosa Vega', ou: { name: 'Tourdesk Cusco' }, roles: [{ code: 'RESVIEW' }] }) };

  it('asks a role without the dashboard for the welcome only, and shows its shortcuts', async () => {
    const view = await renderRoute('/', { roles: ['RESVIEW'] });
    const asked = await view.operation('HomeRouteQuery');
    expect(asked.request.variables).toEqual({ dashboard: false });
    await view.resolve(person, 'HomeRouteQuery');
    expect(await screen.findByRole('heading', { name: 'Welcome, Rosa Vega', level: 1 }, { timeout: SHOWN_MS })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Where to start', level: 2 })).toBeTruthy();
    expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === '/reservations')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Today’s services' })).toBeNull();
  });

  it('asks ADMIN and RESADM for the dashboard, with Retry in place when it fails', async () => {
    for (const role of ['ADMIN', 'RESADM']) {
      const view = await renderRoute('/', { roles: [role] });
      expect((await view.operation('HomeRouteQuery')).request.variables).toEqual({ dashboard: true });
      view.unmount();
    }
    const view = await renderRoute('/', { roles: ['RESADM'] });
    await view.reject('INTERNAL', 'HomeRouteQuery');
    const shown = await expectErrorWithRetry(view);
    expect(shown.textContent).toContain('The data could not be loaded.');
    expect(screen.queryByRole('heading', { name: 'Where to start' })).toBeNull();
  });
});
