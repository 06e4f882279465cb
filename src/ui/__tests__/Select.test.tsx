import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from '../Select';


const ITEMS = [
  { id: 'pen', label: 'Soles (PEN)' },
  { id: 'usd', label: 'Dollars (USD)' },
  { id: 'eur', label: 'Euros (EUR)', isDisabled: true },
];

describe('Select', () => {
  it('opens with the mouse and reports the chosen id', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Select label="Currency" items={ITEMS} onSelectionChange={onSelectionChange} placeholder="Choose one" />);

    const trigger = screen.getByRole('button', { name: /Currency/ });
    expect(trigger.textContent).toContain('Choose one');
    await user.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(listbox).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Euros (EUR)' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Dollars (USD)' }));

    expect(onSelectionChange).toHaveBeenCalledWith('usd');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toContain('Dollars (USD)');
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string | null>('pen');
      return <Select label="Currency" items={ITEMS} selectedKey={value} onSelectionChange={setValue} />;
    }
    render(<Controlled />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: /Currency/ });
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(trigger.textContent).toContain('Dollars (USD)');
  });

  it('shows description and error, and marks the field invalid and required', () => {
    render(<Select label="Currency" items={ITEMS} description="Cash box currency" errorMessage="Pick a currency"
      isRequired />);
    expect(screen.getByText('Cash box currency')).toBeTruthy();
    expect(screen.getByText('Pick a currency')).toBeTruthy();
    const trigger = screen.getByRole('button', { name: /Currency/ });
    expect(trigger.closest('[data-invalid]')).not.toBeNull();
    expect(trigger.closest('[data-required]')).not.toBeNull();
  });
});
