import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

function Harness({ isDismissable }: { isDismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Edit passenger</Button>
      <Dialog isOpen={open} onOpenChange={setOpen} title="Edit passenger" isDismissable={isDismissable}
        closeLabel="Cerrar"
        footer={<Button onPress={() => setOpen(false)}>Save</Button>}>
        <p>Passenger details</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its title, with body and footer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Edit passenger' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit passenger' });
    expect(within(dialog).getByRole('heading', { name: 'Edit passenger' })).toBeTruthy();
    expect(within(dialog).getByText('Passenger details')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the translated × button and with Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Edit passenger' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).not.toBe(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('has no × button when not dismissable', async () => {
    const user = userEvent.setup();
    render(<Harness isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Edit passenger' }));
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });
});
