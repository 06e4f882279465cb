import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from '../ConfirmDialog';

function Harness(props: Pick<ConfirmDialogProps, 'onConfirm'> & Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Void receipt</Button>
      <ConfirmDialog isOpen={open} onOpenChange={setOpen} title="Void receipt?"
        message="The receipt will be marked void." confirmLabel="Void" variant="danger" {...props} />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with the message and both buttons', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Harness onConfirm={vi.fn()} onCancel={onCancel} cancelLabel="Keep it" />);
    await user.click(screen.getByRole('button', { name: 'Void receipt' }));
    expect(screen.getByRole('alertdialog', { name: 'Void receipt?' })).toBeTruthy();
    expect(screen.getByText('The receipt will be marked void.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes at once after a synchronous confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Void receipt' }));
    await user.click(screen.getByRole('button', { name: 'Void' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a pending state and closes once the promise resolves', async () => {
    const user = userEvent.setup();
    const work = deferred();
    const onConfirm = vi.fn(() => work.promise);
    render(<Harness onConfirm={onConfirm} pendingLabel="Voiding…" />);
    await user.click(screen.getByRole('button', { name: 'Void receipt' }));
    await user.click(screen.getByRole('button', { name: 'Void' }));

    const confirm = screen.getByRole('button', { name: /Void/ });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Voiding…' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();

    await act(async () => { work.resolve(); await work.promise; });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays open with the error text when the promise rejects, and can retry', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn()
      .mockRejectedValueOnce(new Error('The cash box is closed.'))
      .mockResolvedValueOnce(undefined);
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Void receipt' }));
    await user.click(screen.getByRole('button', { name: 'Void' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The cash box is closed.');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Void' }).getAttribute('aria-disabled')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Void' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('uses formatError for non-Error rejections', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => Promise.reject('E_CLOSED')} formatError={(e) => `Failed: ${String(e)}`} />);
    await user.click(screen.getByRole('button', { name: 'Void receipt' }));
    await user.click(screen.getByRole('button', { name: 'Void' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed: E_CLOSED');
  });
});
