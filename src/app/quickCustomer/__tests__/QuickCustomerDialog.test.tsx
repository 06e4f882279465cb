import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n';
import type { MockResolvers } from '../../testing/mockPayload';
import { renderWithMockRelay } from '../../testing/renderWithMockRelay';
import { QuickCustomerDialog, useQuickCustomerCatalogs } from '../QuickCustomerDialog';

const QUERY = 'QuickCustomerDialogQuery';

const CATALOGS: MockResolvers = {
  Query: () => ({
    documentTypes: [
      { idGeneralParameterValue: 'dt-1', name: 'National identity card', nameEs: 'Documento nacional de identidad', shortName: 'DNI', code: 'DNI' },
      { idGeneralParameterValue: 'dt-2', name: 'Passport', nameEs: 'Pasaporte', shortName: 'PAS', code: 'PASSPORT' },
    ],
    getCountries: [{ idCountry: 'PE', name: 'Peru', nameEs: 'Perú' }],
  }),
};

/** The opener as a customer picker is: the press starts the catalogs' query and opens the dialog. */
function Opener() {
  const catalogs = useQuickCustomerCatalogs();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => { catalogs.open({}); setOpen(true); }}>New customer</button>
      <QuickCustomerDialog catalogs={catalogs} isOpen={open} initialName="Ana Quispe" onClose={() => setOpen(false)}
        onCreated={() => setOpen(false)} />
    </>
  );
}

async function open(locale: Locale = 'en') {
  const view = await renderWithMockRelay(<Opener />, { locale });
  await userEvent.click(screen.getByRole('button', { name: 'New customer' }));
  return { view, dialog: await screen.findByRole('dialog') };
}

describe('QuickCustomerDialog', { timeout: 30_000 }, () => {
  it('shows its loading state while the catalogs are on their way', async () => {
    const { view, dialog } = await open();
    expect(within(dialog).getByRole('heading', { name: 'New customer (quick)' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('Loading the form…');
    expect(within(dialog).queryByRole('textbox', { name: /Full name/ })).toBeNull();
    expect((await view.operation(QUERY)).name).toBe(QUERY);
  });

  it('shows the form with the typed name and the catalogs the server gave', async () => {
    const { view, dialog } = await open();
    await view.resolve(CATALOGS, QUERY);
    const name = await within(dialog).findByRole('textbox', { name: /Full name/ });
    expect((name as HTMLInputElement).value).toBe('Ana Quispe');
    expect(within(dialog).queryByRole('status')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /Identity document type/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['DNI — National identity card', 'PAS — Passport']);
  });

  it('says the catalogs failed, and Retry asks the server again and shows the form', async () => {
    const { view, dialog } = await open();
    await view.reject('INTERNAL', QUERY);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The data could not be loaded.');
    expect(within(dialog).queryByRole('textbox', { name: /Full name/ })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await view.resolve(CATALOGS, QUERY);
    expect(await within(dialog).findByRole('textbox', { name: /Full name/ })).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });

  it('speaks Spanish: its title, loading words, fields and catalog names', async () => {
    const { view, dialog } = await open('es');
    expect(within(dialog).getByRole('heading', { name: 'Nuevo cliente (rápido)' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('Cargando el formulario…');
    await view.resolve(CATALOGS, QUERY);
    expect(await within(dialog).findByRole('textbox', { name: /Nombre completo/ })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /Tipo de documento de identidad/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['DNI — Documento nacional de identidad', 'PAS — Pasaporte']);
  });
});
