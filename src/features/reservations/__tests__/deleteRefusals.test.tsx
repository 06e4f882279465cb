import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockError } from '../../../app/testing/mockEnvironment';
import { renderRoute, type RenderedRoute } from '../../../app/testing/renderRoute';

/*
 * Issue 19: the passenger and document delete dialogs show SPEC's message and, below it, the server's reason in the
 * page's language (never the server's English), or that no server answered.
 */
const WAIT = { timeout: 15_000 };

/** The screen's `mutation` fails with `error` as soon as it is sent (before the world the test set answers it). */
function failing(view: RenderedRoute, mutation: string, error: Error) {
  const { mock } = view.environment;
  mock.onRequest(() => {
    const request = mock.getAllOperations().find((op) => op.name === mutation && op.ready);
    if (request) mock.reject(request, error);
  });
}

const cancelled = () => Object.assign(mockError('CONFLICT', 'A cancelled reservation cannot be changed'), {
  errors: [{ message: 'A cancelled reservation cannot be changed', extensions: { code: 'CONFLICT', reason: 'RESERVATION_CANCELLED', params: {} } }],
});

const passengers = {
  Query: () => ({
    allowedOperations: ['saveReservationPassenger', 'deleteReservationPassenger'],
    getReservationById: {
      code: 'R-2026-0042', status: 'CONFIRMED', passengerCount: 2, registeredPassengerCount: 1,
      passengers: [{ firstName: 'Ana', lastName: 'Quispe', documentNumber: '44556677', status: 'ACTIVE', history: [] }],
    },
  }),
};
const documents = {
  Query: () => ({
    allowedOperations: ['attachReservationDocument', 'deleteReservationDocument'],
    getReservationById: {
      code: 'R-2026-0042', status: 'CONFIRMED',
      documents: [{ fileName: 'voucher.pdf', mimeType: 'application/pdf', sizeBytes: 2048, displayable: true, createdAt: '2026-11-20T10:00:00Z' }],
    },
  }),
};

async function refusedDelete(path: string, query: string, world: object, locale: 'en' | 'es', rowDelete: string, mutation: string, error: Error) {
  const view = await renderRoute(path, { locale });
  await view.resolve(world as never, query);
  failing(view, mutation, error);
  await userEvent.click(await screen.findByRole('button', { name: rowDelete }, WAIT));
  const dialog = await screen.findByRole('alertdialog', {}, WAIT);
  await userEvent.click(within(dialog).getByRole('button', { name: locale === 'es' ? 'Eliminar' : 'Delete' }));
  const alert = await within(dialog).findByRole('alert', {}, WAIT);
  // The reason is a line of its own, below the message.
  expect(alert.querySelector('br')).not.toBeNull();
  return alert.textContent;
}

describe('a refused passenger or document delete says why, below SPEC\'s message', { timeout: 30_000 }, () => {
  const PASSENGERS = ['/reservations/7/passengers', 'ReservationPassengersRouteQuery', passengers, 'useDeletePassengerMutation'] as const;
  const DOCUMENTS = ['/reservations/7/documents', 'ReservationDocumentsRouteQuery', documents, 'useDeleteDocumentMutation'] as const;
  it.each([
    ['passenger', 'en', PASSENGERS, 'Delete Ana Quispe', 'Error deleting passenger.A cancelled reservation cannot be changed'],
    ['passenger', 'es', PASSENGERS, 'Eliminar Ana Quispe', 'Error al eliminar el pasajero.Una reserva anulada no se puede cambiar'],
    ['document', 'en', DOCUMENTS, 'Delete voucher.pdf', 'Error deleting the document.A cancelled reservation cannot be changed'],
    ['document', 'es', DOCUMENTS, 'Eliminar voucher.pdf', 'Error al eliminar el documento.Una reserva anulada no se puede cambiar'],
  ] as const)('%s (%s)', async (_, locale, [path, query, world, mutation], button, shown) => {
    expect(await refusedDelete(path, query, world, locale, button, mutation, cancelled())).toBe(shown);
  });

  it('says the server could not be reached when none answered, never the browser\'s words', async () => {
    const text = await refusedDelete('/reservations/7/documents', 'ReservationDocumentsRouteQuery', documents, 'es', 'Eliminar voucher.pdf',
      'useDeleteDocumentMutation', new TypeError('Failed to fetch'));
    expect(text).toBe('Error al eliminar el documento.No se pudo contactar con el servidor. Revisa la conexión y vuelve a intentarlo.');
  });
});
