import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findShown } from '../../../../app/testing/recordScreenTests';
import { renderRoute, type RenderedRoute } from '../../../../app/testing/renderRoute';

/** /reservations/{id}/passengers beyond the shared record states: the counter, the form's values and its rules. */
const SHOWN_MS = 10_000;
const QUERY = 'ReservationPassengersRouteQuery';

const reservation = (status: string) => ({
  Query: () => ({
    allowedOperations: ['saveReservationPassenger', 'deleteReservationPassenger'],
    getReservationById: {
      code: 'R-2026-0042', status, passengerCount: 2, registeredPassengerCount: 1,
      passengers: [{ firstName: 'Ana', lastName: 'Quispe', documentNumber: '44556677', status: 'ACTIVE', history: [] }],
    },
  }),
});

/** The names of the requests the screen makes from now on (answered or not). */
function requestsOf(view: RenderedRoute) {
  const sent: string[] = [];
  view.environment.mock.onRequest(() => { sent.push(view.environment.mock.getAllOperations().at(-1)!.name); });
  return sent;
}

describe('/reservations/{id}/passengers', () => {
  it('counts the passengers registered, and marks the empty required fields on Add without sending anything', async () => {
    const view = await renderRoute('/reservations/7/passengers');
    await view.resolve(reservation('CONFIRMED'), QUERY);
    expect(await screen.findByText('1 of 2 passengers registered', {}, { timeout: SHOWN_MS })).toBeTruthy();
    const sent = requestsOf(view);
    await userEvent.click(screen.getByRole('button', { name: 'Add passenger' }));
    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3));
    expect(screen.getByRole('textbox', { name: /First name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('fills the form with a passenger\'s values to edit, in Spanish', async () => {
    const view = await renderRoute('/reservations/7/passengers', { locale: 'es' });
    await view.resolve(reservation('CONFIRMED'), QUERY);
    expect(await screen.findByText('1 de 2 pasajeros registrados', {}, { timeout: SHOWN_MS })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Ana Quispe' }));
    await findShown('44556677');
    expect(screen.getByDisplayValue('Ana')).toBeTruthy();
    expect(screen.getByDisplayValue('Quispe')).toBeTruthy();
  });

  it('offers no form on a cancelled reservation (the server refuses passenger changes there)', async () => {
    const view = await renderRoute('/reservations/7/passengers');
    await view.resolve(reservation('CANCELLED'), QUERY);
    expect(await screen.findByText('1 of 2 passengers registered', {}, { timeout: SHOWN_MS })).toBeTruthy();
    expect(screen.getByText('Ana Quispe', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add passenger' })).toBeNull();
  });
});
