import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cleanMoneyInput, isMoneyString, MoneyField, padMoney } from '../MoneyField';

describe('money string helpers', () => {
  it('accepts only decimal strings with up to two decimals', () => {
    expect(cleanMoneyInput('12')).toBe('12');
    expect(cleanMoneyInput('12.')).toBe('12.');
    expect(cleanMoneyInput('12.34')).toBe('12.34');
    expect(cleanMoneyInput('12.345')).toBeNull();
    expect(cleanMoneyInput('12a')).toBeNull();
    expect(cleanMoneyInput('1e5')).toBeNull();
    expect(cleanMoneyInput('-5')).toBeNull();
    expect(cleanMoneyInput('-5', true)).toBe('-5');
    expect(cleanMoneyInput('12,5')).toBe('12.5');
    expect(cleanMoneyInput('1,234.50')).toBe('1234.50');
    expect(cleanMoneyInput(' 99 ')).toBe('99');
  });

  it('pads without going through a number', () => {
    expect(padMoney('12.5')).toBe('12.50');
    expect(padMoney('.5')).toBe('0.50');
    expect(padMoney('007')).toBe('7.00');
    expect(padMoney('12345678901234567890.1')).toBe('12345678901234567890.10');
    expect(padMoney('-0')).toBe('0.00');
    expect(padMoney('')).toBe('');
    expect(padMoney('.')).toBe('.');
  });

  it('recognises finished amounts', () => {
    expect(isMoneyString('10')).toBe(true);
    expect(isMoneyString('10.5')).toBe(true);
    expect(isMoneyString('10.')).toBe(false);
    expect(isMoneyString('-1')).toBe(false);
    expect(isMoneyString('-1', true)).toBe(true);
  });
});

describe('MoneyField', () => {
  function Amount({ onChange }: { onChange: (v: string) => void }) {
    const [value, setValue] = useState('');
    return <MoneyField label="Amount" currency="PEN" value={value} onChange={(v) => { setValue(v); onChange(v); }} />;
  }

  it('refuses anything that is not a 2-decimal amount and pads on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Amount onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await user.type(input, '12a.3x45');
    expect(input.value).toBe('12.34');
    expect(onChange.mock.calls.every(([v]) => typeof v === 'string')).toBe(true);
    await user.clear(input);
    await user.type(input, '7.5');
    await user.tab();
    expect(input.value).toBe('7.50');
    expect(onChange).toHaveBeenLastCalledWith('7.50');
  });

  it('shows the currency code, read as part of the field description', () => {
    render(<MoneyField label="Price" currency="USD" description="Per person" defaultValue="10" />);
    const input = screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement;
    expect(input.value).toBe('10');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(expect.arrayContaining(['USD', 'Per person']));
  });

  it('shows the error message', () => {
    render(<MoneyField label="Price" currency="USD" errorMessage="Enter an amount" />);
    expect(screen.getByText('Enter an amount')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Price' }).getAttribute('aria-invalid')).toBe('true');
  });
});
