import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itShowsLoadErrorWithRetry } from '../../../app/testing/loadErrorTests';
import { findShown } from '../../../app/testing/recordScreenTests';
import { expectLoading, renderRoute, type RenderedRoute } from '../../../app/testing/renderRoute';

/** The users area's screens the table-driven list and record tests do not fit: a view, a switch, the forms. */
const SHOWN_MS = 10_000;

/** The names of the requests the screen makes from now on (answered or not). */
function requestsOf(view: RenderedRoute) {
  const sent: string[] = [];
  view.environment.mock.onRequest(() => { sent.push(view.environment.mock.getAllOperations().at(-1)!.name); });
  return sent;
}

describe('/users/permissions?view=module', () => {
  const modules = {
    Query: () => ({
      getModulePermissions: [
        { module: 'Reservations', permissions: [{ type: 'FRONT', value: 'reservations.view' }, { type: 'BACK', value: 'saveReservation' }] },
        { module: '', permissions: [{ type: 'BACK', value: 'ping' }] },
      ],
    }),
  };

  it('asks for the modules, not a page of permissions, and waits for them', async () => {
    const view = await renderRoute('/users/permissions?view=module');
    const asked = await view.operation('PermissionsListRouteQuery');
    expect(asked.request.variables).toMatchObject({ byModule: true });
    await expectLoading();
    const tab = await screen.findByRole('link', { name: 'By module' }, { timeout: SHOWN_MS });
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText('reservations.view')).toBeNull();
  });

  it('shows one card per module with its permissions, and the ones without a module', async () => {
    const view = await renderRoute('/users/permissions?view=module');
    await view.resolve(modules, 'PermissionsListRouteQuery');
    expect(await screen.findByText('reservations.view', {}, { timeout: SHOWN_MS })).toBeTruthy();
    expect(screen.getByText('saveReservation')).toBeTruthy();
    expect(screen.getByText('2 permissions')).toBeTruthy();
    expect(screen.getByText('Without module')).toBeTruthy();
    // The view has no search or paging of its own.
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says so in Spanish when no permission has a module', async () => {
    const view = await renderRoute('/users/permissions?view=module', { locale: 'es' });
    await view.resolve({ Query: () => ({ getModulePermissions: [] }) }, 'PermissionsListRouteQuery');
    expect(await screen.findByText('Aún no hay permisos por módulo.', {}, { timeout: SHOWN_MS })).toBeTruthy();
  });

  itShowsLoadErrorWithRetry('/users/permissions?view=module', 'PermissionsListRouteQuery');
});

describe('/change-ou', () => {
  const current = {
    User: () => ({ ou: { code: 'LIM', name: 'Lima office', entity: { name: 'Tourdesk SAC' }, users: [{ name: 'Ana', lastName: 'Quispe', email: 'ana@example.com' }] } }),
    Query: () => ({ searchOus: { data: [] } }),
  };

  it('shows the unit worked in now, with its users', async () => {
    const view = await renderRoute('/change-ou');
    await view.resolve(current, 'ChangeOuRouteQuery');
    expect(await screen.findByText('Current organizational unit', {}, { timeout: SHOWN_MS })).toBeTruthy();
    expect(screen.getAllByText('Lima office').length).toBeGreaterThan(0);
    expect(screen.getByText('Tourdesk SAC')).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
  });

  it('says it in Spanish', async () => {
    const view = await renderRoute('/change-ou', { locale: 'es' });
    await view.resolve(current, 'ChangeOuRouteQuery');
    expect(await screen.findByText('Unidad organizativa actual', {}, { timeout: SHOWN_MS })).toBeTruthy();
  });

  itShowsLoadErrorWithRetry('/change-ou', 'ChangeOuRouteQuery');
});

describe('the organizational unit form', () => {
  const ou = { Query: () => ({ getOuById: { name: 'Lima office', shortName: 'LIM', code: 'OU-LIM', idStatus: 'ACTIVE', entity: { name: 'Tourdesk SAC' } } }) };

  it('shows the unit\'s values, and the required rule under a field emptied before saving (nothing is sent)', async () => {
    const view = await renderRoute('/users/organizational-units/3/edit');
    await view.resolve(ou, 'OuFormRouteQuery');
    const name = await findShown('Lima office') as HTMLInputElement;
    expect(screen.getByDisplayValue('OU-LIM')).toBeTruthy();
    await userEvent.clear(name);
    const sent = requestsOf(view);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('starts empty at /new, with every required field marked on Create, in Spanish', async () => {
    const view = await renderRoute('/users/organizational-units/new', { locale: 'es' });
    const asked = await view.operation('OuFormRouteQuery');
    expect(asked.request.variables).toEqual({ id: '', isEdit: false });
    await view.resolve({}, 'OuFormRouteQuery');
    const create = await screen.findByRole('button', { name: 'Crear' }, { timeout: SHOWN_MS });
    const sent = requestsOf(view);
    await userEvent.click(create);
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(4);
    expect(sent).toEqual([]);
  });
});

describe('the new user screen', () => {
  it('loads the form\'s options without a user, and shows the form, not a missing record', async () => {
    const view = await renderRoute('/users/new');
    const asked = await view.operation('UserFormRouteQuery');
    expect(asked.request.variables).toEqual({ id: '', isEdit: false });
    await view.resolve({ Query: () => ({ viewer: { ou: { name: 'Tourdesk Lima' } } }) }, 'UserFormRouteQuery');
    expect(await screen.findByText('The user is created in Tourdesk Lima, your current organizational unit.', {}, { timeout: SHOWN_MS })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New user' })).toBeTruthy();
    expect(screen.queryByText(/does not exist/)).toBeNull();
  });
});

describe('the new permission screen', () => {
  it('marks the empty value as required and sends nothing, in Spanish', async () => {
    const view = await renderRoute('/users/permissions/new', { locale: 'es' });
    const sent = requestsOf(view);
    const value = await screen.findByRole('textbox', { name: /Valor/ }, { timeout: SHOWN_MS });
    const form = value.closest('form') as HTMLElement;
    await userEvent.click(within(form).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(value.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Este campo es obligatorio')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
