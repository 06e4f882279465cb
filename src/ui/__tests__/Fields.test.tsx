import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox';
import { NumberField } from '../NumberField';
import { TextArea } from '../TextArea';

describe('Checkbox', () => {
  it('toggles by click and Space, with description and error', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Send receipt by email" description="Uses the client's address"
      errorMessage="Accept to continue" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Send receipt by email' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Uses the client's address")).toBeTruthy();
    expect(screen.getByText('Accept to continue')).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(screen.getByText('Send receipt by email'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('can be indeterminate and disabled', () => {
    render(<Checkbox label="All rows" isIndeterminate isDisabled />);
    const box = screen.getByRole('checkbox', { name: 'All rows' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box.disabled).toBe(true);
  });
});

describe('NumberField', () => {
  function Quantity({ onChange }: { onChange: (v: number | null) => void }) {
    const [value, setValue] = useState<number | null>(2);
    return (
      <NumberField label="Passengers" value={value} minValue={1} maxValue={3}
        onChange={(v) => { setValue(v); onChange(v); }} />
    );
  }

  it('steps with the buttons and arrow keys within its limits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<I18nProvider locale="en-US"><Quantity onChange={onChange} /></I18nProvider>);
    const input = screen.getByRole('textbox', { name: 'Passengers' }) as HTMLInputElement;
    expect(input.value).toBe('2');
    await user.click(screen.getByRole('button', { name: /Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect((screen.getByRole('button', { name: /Increase/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('reports an emptied field as null', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<I18nProvider locale="en-US"><Quantity onChange={onChange} /></I18nProvider>);
    const input = screen.getByRole('textbox', { name: 'Passengers' });
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the error message', () => {
    render(<NumberField label="Nights" errorMessage="At least one night" />);
    expect(screen.getByText('At least one night')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nights' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line textbox', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Notes" description="Only staff see this" rows={5} onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.rows).toBe(5);
    await user.type(area, 'Window seat{Enter}Vegetarian');
    expect(onChange).toHaveBeenLastCalledWith('Window seat\nVegetarian');
    expect(screen.getByText('Only staff see this')).toBeTruthy();
  });
});
