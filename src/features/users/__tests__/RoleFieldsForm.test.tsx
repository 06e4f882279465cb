import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../app/i18n';
import { RoleFieldsForm } from '../RoleFieldsForm';

function renderForm(locale: 'en' | 'es', onSave = vi.fn(async () => {})) {
  render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <RoleFieldsForm initial={{ code: '', description: '' }} title="Role" submitLabel="OK" onSave={onSave}
        saved="Saved" failed="Not saved" onSaved={() => {}} onCancel={() => {}} />
    </IntlProvider>,
  );
  return onSave;
}

describe('RoleFieldsForm', () => {
  it('shows the required-field rule under each empty field and saves nothing', async () => {
    const onSave = renderForm('en');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSave).not.toHaveBeenCalled();
    const code = screen.getByRole('textbox', { name: /Code/ });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('Check the highlighted fields.');
  });

  it('says it in Spanish under /es', async () => {
    renderForm('es');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Código/ })).toBeTruthy();
  });

  it('puts the server\'s coded field problem under its field, in the page\'s language', async () => {
    const onSave = vi.fn(async () => {
      throw Object.assign(new Error('taken'), {
        errors: [{ message: 'taken', extensions: { code: 'CONFLICT', fieldErrors: [{ path: 'code', code: 'DUPLICATE', params: {} }] } }],
      });
    });
    renderForm('es', onSave);
    await userEvent.type(screen.getByRole('textbox', { name: /Código/ }), 'ADMIN');
    await userEvent.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Another admin');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSave).toHaveBeenCalledWith({ code: 'ADMIN', description: 'Another admin' });
    expect(await screen.findByText('Ya existe un rol con este código')).toBeTruthy();
  });
});
