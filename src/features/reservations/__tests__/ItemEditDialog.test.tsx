import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../app/i18n';
import type { MockResolvers } from '../../../app/testing/mockPayload';
import { renderWithMockRelay } from '../../../app/testing/renderWithMockRelay';
import { itemEditVariables, useItemEditQuery } from '../dialogQueries';
import { ItemEditDialog } from '../lazyDialogs';

const QUERY = 'ItemEditDialogQuery';

const ITEM: MockResolvers = {
  Reservation: () => ({ idEntity: 'e-1', currency: { code: 'USD' } }),
  ReservationItem: () => ({
    itemNumber: 3, serviceDate: '2026-05-20', serviceTime: '08:30', supplierReference: 'SUP-991', nights: 1, quantity: 4,
    unitPrice: '45.00', amount: '180.00', idRateInstance: null, priceOverridden: false, overrideReason: null, rate: null,
    instance: { idProductInstance: 'pi-1', name: 'Morning', product: { name: 'Paracas tour' } },
  }),
};

/** The opener as the items table is: the press starts the item's query and opens the dialog. */
function Opener() {
  const query = useItemEditQuery();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => { query.open(itemEditVariables('r-1', 'i-3')); setOpen(true); }}>Edit item 3</button>
      {open && <ItemEditDialog query={query} idReservationItem="i-3" canOverride={false} saving={false} notice={null}
        onSave={() => {}} onCancel={() => setOpen(false)} />}
    </>
  );
}

async function open(locale: Locale = 'en') {
  const view = await renderWithMockRelay(<Opener />, { locale });
  await userEvent.click(screen.getByRole('button', { name: 'Edit item 3' }));
  return view;
}

describe('ItemEditDialog', { timeout: 30_000 }, () => {
  it('asks for the item on the press that opens it, and shows no dialog until it arrives', async () => {
    const view = await open();
    expect((await view.operation(QUERY)).request.variables).toEqual({ id: 'i-3', idReservation: 'r-1' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the item's fields once it arrives", async () => {
    const view = await open();
    await view.resolve(ITEM, QUERY);
    const dialog = await screen.findByRole('dialog', { name: 'Edit item 3' }, { timeout: 10_000 });
    expect(dialog.textContent).toContain('5/20/2026');
    expect((within(dialog).getByRole('textbox', { name: /Quantity/ }) as HTMLInputElement).value).toBe('4');
    expect(within(dialog).getByDisplayValue('SUP-991')).toBeTruthy();
  });

  it('says the item failed to load, and Retry asks again and shows the form', async () => {
    const view = await open();
    await view.reject('INTERNAL', QUERY);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain('The data could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await view.resolve(ITEM, QUERY);
    expect(await screen.findByRole('dialog', { name: 'Edit item 3' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('speaks Spanish', async () => {
    const view = await open('es');
    await view.resolve(ITEM, QUERY);
    const dialog = await screen.findByRole('dialog', { name: 'Editar ítem 3' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('textbox', { name: /Cantidad/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Descartar' })).toBeTruthy();
  });
});
