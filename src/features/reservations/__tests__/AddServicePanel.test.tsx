import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../app/i18n';
import type { ReservationCommand } from '../../../machines/reservationEditor/reservationEditorTypes';
import { AddServicePanel } from '../AddServicePanel';

const instance = (id: string, name: string) => ({
  id: `pi-${id}`, idProductInstance: id, code: id, name, product: { id: `p-${id}`, name: 'Hotel Costa Verde' },
});
const answer = (free: number) => ({
  data: {
    searchBookableServices: [
      {
        instance: { ...instance('i-rated', 'Double room') }, package: null, availability: { free, bookable: free > 0 }, packageAvailability: null,
        quote: { found: true, sellingTotal: '120.00', currency: { code: 'USD', id: 'c-usd' } },
      },
      {
        instance: { ...instance('i-norate', 'Suite') }, package: null, availability: { free: 3, bookable: true }, packageAvailability: null,
        quote: { found: false, sellingTotal: null, currency: null },
      },
    ],
  },
});

function renderPanel(overridePrice: boolean, free: number[] = [5, 4]) {
  let call = 0;
  const fetched = vi.fn(() => answer(free[Math.min(call++, free.length - 1)]));
  const environment = new Environment({ network: Network.create(fetched), store: new Store(new RecordSource()) });
  const onRun = vi.fn<(command: ReservationCommand) => void>();
  const panel = (revision: number) => (
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <AddServicePanel idReservation="r-1" defaultDate="2026-12-01" currencyCode="USD" revision={revision}
          abilities={{ addItem: true, addPackage: true, overridePrice }} can={() => true} onRun={onRun} />
      </IntlProvider>
    </RelayEnvironmentProvider>
  );
  const view = render(panel(1));
  return { onRun, fetched, rerender: (revision: number) => view.rerender(panel(revision)) };
}

const search = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  return screen.findByRole('list', { name: 'Bookable services' });
};

describe('AddServicePanel (issue 21 item 5)', { timeout: 20_000 }, () => {
  it('adds a service without a rate at a price typed by hand, with its reason, for those who may override prices', async () => {
    const { onRun } = renderPanel(true);
    const results = await search();
    const suite = within(results).getAllByRole('listitem')[1];
    expect(within(suite).queryByRole('button', { name: 'Add as pending' })).toBeNull();
    await userEvent.click(within(suite).getByRole('button', { name: /Price by hand/ }));
    const manual = within(suite).getByRole('group', { name: 'Manual price of Hotel Costa Verde › Suite' });
    const add = within(manual).getByRole('button', { name: 'Add confirmed' });
    await userEvent.type(within(manual).getByRole('textbox', { name: /Unit price/ }), '250');
    expect(add.hasAttribute('disabled')).toBe(true); // the reason is required
    await userEvent.type(within(manual).getByRole('textbox', { name: /Reason for the manual price/ }), 'Rate not loaded yet');
    await userEvent.click(add);
    expect(onRun).toHaveBeenCalledWith({
      kind: 'addItem', idReservation: 'r-1', idProductInstance: 'i-norate', serviceDate: '2026-12-01', nights: 1, quantity: 1,
      confirm: true, unitPrice: '250.00', overrideReason: 'Rate not loaded yet',
    });
  });

  it('offers nothing on a service without a rate to those who may not price by hand (the server would refuse it)', async () => {
    renderPanel(false);
    const suite = within(await search()).getAllByRole('listitem')[1];
    expect(within(suite).queryByRole('button')).toBeNull();
    expect(suite.textContent).toContain('No rate');
  });

  it('reads the availability again after a change, so the unit just taken is no longer counted', async () => {
    const { fetched, rerender } = renderPanel(false, [5, 4]);
    const results = await search();
    expect(within(results).getAllByRole('listitem')[0].textContent).toContain('5 available');
    rerender(2);
    await waitFor(() => {
      expect(within(screen.getByRole('list', { name: 'Bookable services' })).getAllByRole('listitem')[0].textContent).toContain('4 available');
    });
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('adds a service at the time typed (issue 22), and adds nothing while the time is mistyped', async () => {
    const { onRun } = renderPanel(false);
    const results = await search();
    const room = within(results).getAllByRole('listitem')[0];
    const time = screen.getByRole('textbox', { name: 'Time (optional)' });
    await userEvent.type(time, '25:10');
    expect(screen.getByText('Enter a time as HH:MM (24 h), e.g. 07:45')).toBeTruthy();
    expect(within(room).getByRole('button', { name: 'Add confirmed' }).hasAttribute('disabled')).toBe(true);
    await userEvent.clear(time);
    await userEvent.type(time, '9:05');
    await userEvent.click(within(room).getByRole('button', { name: 'Add confirmed' }));
    expect(onRun).toHaveBeenCalledWith({
      kind: 'addItem', idReservation: 'r-1', idProductInstance: 'i-rated', serviceDate: '2026-12-01', nights: 1, quantity: 1,
      confirm: true, serviceTime: '09:05',
    });
  });
});
