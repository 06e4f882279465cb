import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../app/testing/relayHarness';
import { cancelFeesVariables, CancelWithFeeDialog, useCancelFees } from '../CancelWithFeeDialog';

const FEES = {
  reservationCancellationFees: { total: '45.00', items: [{ idReservationItem: 'i-1', daysBefore: 3, feePercentage: '50', fee: '45.00' }] },
  getReservationById: {
    id: 'R1', currency: { code: 'USD' },
    items: [{ id: 'I1', idReservationItem: 'i-1', itemNumber: 1, status: 'CONFIRMED', amount: '90.00', instance: { id: 'N1', name: 'Morning', product: { id: 'P1', name: 'Paracas tour' } } }],
  },
};

/** The opener as the items table is: the press starts the fees query and opens the dialog. */
function Opener({ onConfirm }: { onConfirm: (reason: string | null) => void }) {
  const fees = useCancelFees();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => { fees.open(cancelFeesVariables('r-1', 'i-1')); setOpen(true); }}>Cancel item</button>
      {open && (
        <CancelWithFeeDialog fees={fees} title="Cancel item 1?" message="It is cancelled." confirmLabel="Cancel item now"
          reasonRequired={false} onConfirm={onConfirm} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

describe('CancelWithFeeDialog', { timeout: 20_000 }, () => {
  it('asks for the fees on the press that opens it, shows loading, then the fees, and confirms', async () => {
    const onConfirm = vi.fn();
    const { requests, last } = renderWithRelay(<Opener onConfirm={onConfirm} />);
    expect(requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel item' }));
    expect(requests.map((r) => r.name)).toEqual(['CancelWithFeeDialogQuery']);
    expect(last('CancelWithFeeDialogQuery').variables).toEqual({ idReservation: 'r-1', idReservationItem: 'i-1', id: 'r-1' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel item 1?' });
    expect(within(dialog).getByRole('status').textContent).toContain('Working out the cancellation fee');
    expect(within(dialog).getByRole('button', { name: 'Cancel item now' })).toHaveProperty('disabled', true);

    act(() => last('CancelWithFeeDialogQuery').answer(FEES));
    const fees = await within(dialog).findByLabelText('Cancellation fees');
    expect(fees.textContent).toContain('Paracas tour › Morning');
    expect(within(dialog).getByTestId('cancellation-fee-total').textContent).toContain('45.00');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Guest ill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel item now' }));
    expect(onConfirm).toHaveBeenCalledWith('Guest ill');
    expect(requests).toHaveLength(1);
  });

  it('says when the fees failed, keeps the confirmation off, and asks again on Try again (typed reason kept)', async () => {
    const { requests, last } = renderWithRelay(<Opener onConfirm={vi.fn()} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel item' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Weather');
    act(() => last('CancelWithFeeDialogQuery').fail());
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The cancellation fee could not be worked out.');
    expect(within(dialog).getByRole('button', { name: 'Cancel item now' })).toHaveProperty('disabled', true);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(requests).toHaveLength(2);
    act(() => last('CancelWithFeeDialogQuery').answer(FEES));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel item now' })).toHaveProperty('disabled', false));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Weather');
  });

  it('speaks Spanish', async () => {
    const { last } = renderWithRelay(<Opener onConfirm={vi.fn()} />, { locale: 'es' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel item' }));
    const dialog = await screen.findByRole('alertdialog');
    act(() => last('CancelWithFeeDialogQuery').answer(FEES));
    expect(await within(dialog).findByTestId('cancellation-fee-total')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Mantener|Conservar/ })).toBeTruthy();
  });
});
