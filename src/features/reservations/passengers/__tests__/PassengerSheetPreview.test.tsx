import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../app/i18n';
import { validateRow, type PassengerCatalogs } from '../excel/passengerRows';
import { PassengerSheetPreview } from '../excel/PassengerSheetPreview';

const catalogs: PassengerCatalogs = {
  passengerTypes: [{ id: 't', code: 'ADULT', name: 'Adult', shortName: 'ADT' }],
  documentTypes: [{ id: 'd', code: 'PASSPORT', name: 'Passport', shortName: 'Passport' }],
  genders: [], countries: [],
};
const cells = (firstName: string, birthDate = '') => ({
  passengerType: 'Adult', firstName, lastName: 'Ruiz', documentType: 'PASSPORT', documentNumber: 'X1', citizenship: '', gender: '', birthDate,
});
const rows = [validateRow(cells('Ana'), catalogs, '2026-11-23', 2), validateRow(cells('', '2030-01-01'), catalogs, '2026-11-23', 3)];

function renderIn(locale: 'en' | 'es') {
  return render(<IntlProvider locale={locale} messages={messagesFor(locale)}><PassengerSheetPreview rows={rows} /></IntlProvider>);
}

describe('PassengerSheetPreview', () => {
  it('shows each bad row with its sheet row number and the reasons, good rows as OK', () => {
    renderIn('en');
    const table = screen.getByRole('grid', { name: 'Passengers in the file' });
    const [, good, bad] = within(table).getAllByRole('row');
    expect(good.textContent).toContain('2');
    expect(good.textContent).toContain('OK');
    expect(bad.textContent).toContain('First name: required; Birth date: in the future');
  });

  it('speaks Spanish', () => {
    renderIn('es');
    expect(screen.getByRole('grid', { name: 'Pasajeros del archivo' }).textContent).toContain('Nombres: obligatorio; Fecha de nacimiento: en el futuro');
  });

  it('names the sheet cell to fix and how to write a date, in the page language (issue 21 item 6)', () => {
    const bad = validateRow(cells('Ana', 'next spring'), catalogs, '2026-11-23', 5, 'DMY', { birthDate: 'H5' });
    const { unmount } = render(<IntlProvider locale="en" messages={messagesFor('en')}><PassengerSheetPreview rows={[bad]} /></IntlProvider>);
    expect(screen.getByRole('grid').textContent).toContain('Birth date (H5): not a valid date; write it as 05/14/1990');
    unmount();
    render(<IntlProvider locale="es-419" messages={messagesFor('es')}><PassengerSheetPreview rows={[bad]} /></IntlProvider>);
    expect(screen.getByRole('grid').textContent).toContain('Fecha de nacimiento (H5): ');
    expect(screen.getByRole('grid').textContent).toContain('14/05/1990');
  });
});
