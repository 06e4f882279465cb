import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../ToastRegion';
import { toast, TOAST_TIMEOUT_MS } from '../toastQueue';

afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

describe('toast queue and region', () => {
  it('renders nothing until a toast is queued, then a named region with an alert', () => {
    render(<ToastRegion label="Notificaciones" closeLabel="Cerrar" />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => { toast.success('Reservation saved'); });
    const region = screen.getByRole('region', { name: 'Notificaciones' });
    expect(within(region).getByRole('alert').textContent).toBe('Reservation saved');
    expect(within(region).getByRole('alertdialog', { name: 'Reservation saved' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('dismisses success toasts after 5 seconds but keeps errors', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      toast.error('Payment rejected');
      toast.success('Payment registered');
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
    act(() => { vi.advanceTimersByTime(TOAST_TIMEOUT_MS + 100); });
    const left = screen.getAllByRole('alertdialog');
    expect(left).toHaveLength(1);
    expect(left[0].textContent).toContain('Payment rejected');
    act(() => { vi.advanceTimersByTime(60_000); });
    expect(screen.getByRole('alertdialog').textContent).toContain('Payment rejected');
  });

  it('closes a toast with its close button', async () => {
    const user = userEvent.setup();
    render(<ToastRegion />);
    act(() => { toast.error('Could not save'); });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
