import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusOnNavigation } from '../useFocusOnNavigation';

// The set-up preloads the select's code; this file loads a fresh Select whose code arrives when the test says.
let arrive: (() => void) | undefined;
vi.mock('../../ui/SelectField', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../ui/SelectField')>();
  await new Promise<void>((resolve) => { arrive = resolve; });
  return actual;
});

const ITEMS = [{ id: 'FRONT', label: 'FRONT' }, { id: 'BACK', label: 'BACK' }];

function Shell({ path, children }: { path: string; children: React.ReactNode }) {
  useFocusOnNavigation(path);
  return <main>{children}</main>;
}

afterEach(() => {
  vi.resetModules();
});

describe('Select while its code loads', () => {
  it('keeps a press on the look-alike: the real select arrives open, and a navigation watch does not close it', async () => {
    vi.resetModules();
    const { Select } = await import('../../ui/Select');
    const page = (withHeading: boolean) => (
      <>
        {withHeading && <h1 tabIndex={-1}>New permission</h1>}
        <Select label="Type" items={ITEMS} placeholder="FRONT / BACK" />
      </>
    );
    const { rerender } = render(<Shell path="/users/permissions">{<h1 tabIndex={-1}>Permissions</h1>}</Shell>);
    rerender(<Shell path="/users/permissions/new">{page(false)}</Shell>);
    // The look-alike: no control yet.
    expect(screen.queryByRole('button', { name: /Type/ })).toBeNull();
    fireEvent.pointerDown(screen.getByText('FRONT / BACK'));
    // The heading comes before the select's code: focus stays where the press left it.
    rerender(<Shell path="/users/permissions/new">{page(true)}</Shell>);
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'New permission' }));
    await vi.waitFor(() => expect(arrive).toBeTypeOf('function'));
    await act(async () => { arrive?.(); });
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5000 });
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });
    expect(listbox.isConnected).toBe(true);
    expect(screen.getByRole('option', { name: 'FRONT' })).toBeTruthy();
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'New permission', hidden: true }));
  });
});
