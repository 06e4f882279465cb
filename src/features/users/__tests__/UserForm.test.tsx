import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, createOperationDescriptor, getRequest } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import FormQuery, { type UserFormRouteQuery } from '../../../__generated__/UserFormRouteQuery.graphql';
import { messagesFor } from '../../../app/i18n';
import { UserForm } from '../UserForm';

/** The new-user form over the roles and the viewer's OU as the server answers them (issue 21 item 10). */
function renderNewUserForm(locale: 'en' | 'es') {
  // The entity picker searches as it opens: no entity matches here.
  const network = Network.create(() => ({ data: { searchEntities: { data: [] } } }));
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  const operation = createOperationDescriptor(getRequest(FormQuery), { id: '', isEdit: false });
  environment.commitPayload(operation, {
    getLanguages: [],
    getAllRoles: [
      { id: 'Um9sZTox', idRole: 'role-1', code: 'ADMIN', description: 'Administrator', descriptionEs: 'Administrador' },
      { id: 'Um9sZToy', idRole: 'role-2', code: 'RESVIEW', description: 'Reservations: view', descriptionEs: 'Reservas: consultar' },
      { id: 'Um9sZToz', idRole: 'role-3', code: 'GUIDES', description: 'Tour guides', descriptionEs: null },
    ],
    viewer: { id: 'VXNlcjox', ou: { id: 'T3U6MQ==', name: 'Tourdesk Lima' } },
  });
  const data = environment.lookup(operation.fragment).data as UserFormRouteQuery['response'];
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <I18nProvider locale={locale}>
          <UserForm query={data} user={null} />
        </I18nProvider>
      </IntlProvider>
    </RelayEnvironmentProvider>,
  );
}

describe('the new user form', () => {
  it('describes the seeded roles in Spanish on a Spanish page, a role without a Spanish text in English', () => {
    renderNewUserForm('es');
    expect(screen.getByText('Reservas: consultar')).toBeTruthy();
    expect(screen.getByText('Administrador')).toBeTruthy();
    expect(screen.getByText('Tour guides')).toBeTruthy();
    expect(screen.queryByText('Reservations: view')).toBeNull();
  });

  it('describes the roles in English on an English page', () => {
    renderNewUserForm('en');
    expect(screen.getByText('Reservations: view')).toBeTruthy();
    expect(screen.queryByText('Reservas: consultar')).toBeNull();
  });

  it('says which organizational unit the user is created in, in the page language', () => {
    renderNewUserForm('en');
    expect(screen.getByText('The user is created in Tourdesk Lima, your current organizational unit.')).toBeTruthy();
  });

  it('says it in Spanish', () => {
    renderNewUserForm('es');
    expect(screen.getByText('El usuario se crea en Tourdesk Lima, su unidad organizativa actual.')).toBeTruthy();
  });
});
