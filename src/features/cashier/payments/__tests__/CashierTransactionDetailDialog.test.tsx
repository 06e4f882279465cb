import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../app/i18n';
import type { MockResolvers } from '../../../../app/testing/mockPayload';
import { renderWithMockRelay } from '../../../../app/testing/renderWithMockRelay';
import { CashierTransactionDetailDialog, useTransactionDetail } from '../CashierTransactionDetailDialog';

const QUERY = 'CashierTransactionDetailDialogQuery';

const TRANSACTION: MockResolvers = {
  CashierTransaction: () => ({
    id: 'ct-7', number: 1207, transactionDate: '2026-03-14', note: 'Paid at the counter', status: 'ACTIVE',
    itemsTotal: '150.00', paidTotal: '150.00', changeAmount: '0.00', currency: { code: 'PEN' }, idEntity: 'e-1',
    entity: { name: 'Quispe Ana', commercialName: 'Ana Travel' },
    items: [{
      idCashierTransactionItem: 'cti-1', amountToPay: '150.00', pendingBefore: '150.00',
      reservation: { idReservation: 'r-1', code: 'RSV-0042' },
      reservationItem: { itemNumber: 1, pendingAmount: '0.00', instance: { name: 'Paracas morning' } },
    }],
    payments: [], documents: [],
  }),
};

/** The opener as the transactions table is: the press starts the transaction's query and opens the dialog. */
function Opener() {
  const detail = useTransactionDetail();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => { detail.open({ id: 'ct-7' }); setOpen(true); }}>Open 1207</button>
      {open && <CashierTransactionDetailDialog detail={detail} onChanged={() => {}} onClose={() => setOpen(false)} />}
    </>
  );
}

async function open(locale: Locale = 'en') {
  const view = await renderWithMockRelay(<Opener />, { locale });
  await userEvent.click(screen.getByRole('button', { name: 'Open 1207' }));
  return { view, dialog: await screen.findByRole('dialog') };
}

describe('CashierTransactionDetailDialog', { timeout: 30_000 }, () => {
  it('opens at once with its loading state while the transaction is on its way', async () => {
    const { view, dialog } = await open();
    expect(within(dialog).getByRole('heading', { name: 'Transaction …' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('Loading the transaction…');
    expect((await view.operation(QUERY)).request.variables).toEqual({ id: 'ct-7' });
  });

  it('shows the transaction: its number, date, customer, note, total and the reservation it paid', async () => {
    const { view, dialog } = await open();
    await view.resolve(TRANSACTION, QUERY);
    expect(await within(dialog).findByRole('heading', { name: 'Transaction 1207' })).toBeTruthy();
    const summary = within(dialog).getByText('Paid at the counter').closest('dl')!;
    expect(summary.textContent).toContain('Customer');
    expect(summary.textContent).toMatch(/PEN\s*150\.00/);
    expect(within(summary).getByRole('link', { name: /Ana Travel/ })).toBeTruthy();
    const paid = within(dialog).getByRole('table', { name: 'Reservations paid' });
    expect(within(paid).getByRole('link', { name: 'RSV-0042' }).getAttribute('href')).toContain('/reservations/r-1');
    expect(paid.textContent).toContain('Paracas morning');
    expect(within(dialog).queryByText('Loading the transaction…')).toBeNull();
  });

  it('shows its own error with Retry when the transaction fails to load, and Retry loads it again', async () => {
    const { view, dialog } = await open();
    await view.reject('INTERNAL', QUERY);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The data could not be loaded.');
    // The dialog stays open with its title waiting, not the shell's error page.
    expect(within(dialog).getByRole('heading', { name: 'Transaction …' })).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await view.operation(QUERY)).request.variables).toEqual({ id: 'ct-7' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await view.resolve(TRANSACTION, QUERY);
    expect(await within(dialog).findByRole('heading', { name: 'Transaction 1207' })).toBeTruthy();
    expect(within(dialog).getByText('Paid at the counter')).toBeTruthy();
  });

  it('speaks Spanish: loading words, title and field names', async () => {
    const { view, dialog } = await open('es');
    expect(within(dialog).getByRole('status').textContent).toContain('Cargando la transacción…');
    await view.resolve(TRANSACTION, QUERY);
    expect(await within(dialog).findByRole('heading', { name: 'Transacción 1207' })).toBeTruthy();
    expect(within(dialog).getByText('Glosa')).toBeTruthy();
    expect(within(dialog).getByRole('table', { name: 'Reservas pagadas' })).toBeTruthy();
  });
});
