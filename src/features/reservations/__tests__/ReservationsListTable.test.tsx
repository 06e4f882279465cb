import { screen } from '@testing-library/react';
import ListQuery, { type ReservationsListRouteQuery } from '../../../__generated__/ReservationsListRouteQuery.graphql';
import { describe, expect, it } from 'vitest';
import { renderTable, storedAnswer, tableControls, tableEnvironment } from '../../../app/testing/listTableHarness';
import { ReservationsListTable } from '../ReservationsListTable';

const environment = tableEnvironment();
const byDate = { column: 'reservationDate', direction: 'descending' } as const;

function renderPager(locale: 'en' | 'es', page: number, count: number, countIsCapped: boolean) {
  return renderTable(environment, locale, (
    <ReservationsListTable reservations={null} count={count} countIsCapped={countIsCapped} isLoading={false}
      {...tableControls(byDate, (id) => `/reservations/${id}`, page)} onCreate={null} />
  ));
}

describe('ReservationsListTable pager', () => {
  it('shows an exact total as is, and stops at the last page', () => {
    renderPager('en', 3, 60, false);
    expect(screen.getByText('41–60 of 60')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a capped total as "1,000+" and keeps the next page reachable', () => {
    renderPager('en', 50, 1000, true);
    expect(screen.getByText('981–1,000 of 1,000+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(false);
  });

  it('says it in Spanish', () => {
    renderPager('es', 1, 1000, true);
    expect(screen.getByText('1–20 de más de 1000')).toBeTruthy();
  });
});

/** A page as the server answers it, read back from the store as the list route hands it to the table. */
const pageOf = (rows: Record<string, unknown>[]) => storedAnswer<ReservationsListRouteQuery>(environment, ListQuery, {
  searchReservations: { count: rows.length, countIsCapped: false, data: rows }, allowedOperations: [],
}).searchReservations.data;

const ROW = {
  id: 'UmVzZXJ2YXRpb246MQ==', idReservation: 'r-1', code: 'LIM-000042', fileNumber: null, reservationDate: '2026-11-20',
  entity: { id: 'e-1', name: 'Agencia de Viajes y Turismo Corporativo Andes Explorer del Sur Peruano S.A.C.' },
  leadPassengerName: 'Ximena Quispe', firstServiceDate: '2026-12-03', lastServiceDate: '2026-12-06',
  passengerCount: 2, registeredPassengerCount: 1, status: 'CONFIRMED', amount: '354.00', currency: { id: 'c-1', code: 'USD' },
};

function renderRows(locale: 'en' | 'es', rows: Record<string, unknown>[]) {
  return renderTable(environment, locale, (
    <ReservationsListTable reservations={pageOf(rows)} count={rows.length} isLoading={false}
      {...tableControls(byDate, (id) => `/es/reservations/${id}`)} onCreate={null} />
  ));
}

describe('ReservationsListTable rows', () => {
  it('shows the travel dates, the lead passenger and a real link to the reservation', () => {
    renderRows('en', [ROW]);
    expect(screen.getByRole('columnheader', { name: 'Travel dates' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Lead passenger' })).toBeTruthy();
    expect(screen.getByText('12/3/26 – 12/6/26')).toBeTruthy();
    expect(screen.getByText('Ximena Quispe')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'LIM-000042' });
    expect(link.getAttribute('href')).toBe('/es/reservations/r-1');
  });

  it('shows one day once, and nothing before the first service or passenger, in Spanish', () => {
    renderRows('es', [
      { ...ROW, lastServiceDate: '2026-12-03' },
      { ...ROW, id: 'UmVzZXJ2YXRpb246Mg==', idReservation: 'r-2', code: 'LIM-000043', leadPassengerName: null, firstServiceDate: null, lastServiceDate: null },
    ]);
    expect(screen.getByRole('columnheader', { name: 'Fechas de viaje' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Pasajero principal' })).toBeTruthy();
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(first.textContent).toContain('3/12/26');
    expect(first.textContent).not.toContain('–');
    expect(second.textContent).not.toContain('Ximena');
  });

  it('keeps a long customer name on one line with the whole name as its text', () => {
    renderRows('en', [ROW]);
    const cell = screen.getByText(ROW.entity.name);
    expect(cell.tagName).toBe('SPAN');
    expect(cell.closest('td')?.textContent).toBe(ROW.entity.name);
  });
});
