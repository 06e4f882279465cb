import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../app/testing/renderRoute';

/** /reservations/{id}/documents beyond the shared record states: the files attached, and who may attach or delete. */
const SHOWN_MS = 10_000;
const QUERY = 'ReservationDocumentsRouteQuery';

const reservation = (allowedOperations: string[]) => ({
  Query: () => ({
    allowedOperations,
    getReservationById: {
      code: 'R-2026-0042', status: 'QUOTE', items: [],
      documents: [{ fileName: 'passport-ana.pdf', mimeType: 'application/pdf', sizeBytes: 2048, displayable: true }],
    },
  }),
});

describe('/reservations/{id}/documents', () => {
  it('lists the attached files, with attach and delete for a person allowed to', async () => {
    const view = await renderRoute('/reservations/7/documents');
    await view.resolve(reservation(['attachReservationDocument', 'deleteReservationDocument']), QUERY);
    const table = await screen.findByRole('grid', { name: 'Attached documents' }, { timeout: SHOWN_MS });
    expect(within(table).getByText('passport-ana.pdf')).toBeTruthy();
    expect(within(table).getByRole('button', { name: /Delete/ })).toBeTruthy();
    expect(screen.getByText('Attach a file')).toBeTruthy();
  });

  it('shows the files without attach or delete to a person without those operations, in Spanish', async () => {
    const view = await renderRoute('/reservations/7/documents', { locale: 'es' });
    await view.resolve(reservation([]), QUERY);
    const table = await screen.findByRole('grid', { name: 'Documentos adjuntos' }, { timeout: SHOWN_MS });
    expect(within(table).getByText('passport-ana.pdf')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(screen.queryByText('Adjuntar un archivo')).toBeNull();
  });
});
