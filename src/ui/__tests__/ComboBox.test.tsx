import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox, type ComboBoxItem } from '../ComboBox';

const CITIES: ComboBoxItem[] = [
  { id: 'lim', label: 'Lima', description: 'Peru' },
  { id: 'cuz', label: 'Cusco', description: 'Peru' },
  { id: 'lpz', label: 'La Paz', description: 'Bolivia' },
];

/** Stands in for a screen that fetches: filters the fixed list on every text change. */
function ServerSearch(props: {
  onSelectionChange?: (key: string | null) => void;
  onInputChange?: (text: string) => void;
  initialKey?: string | null;
  selectedLabel?: string;
  isLoading?: boolean;
}) {
  const [query, setQuery] = useState('');
  const [key, setKey] = useState<string | null>(props.initialKey ?? null);
  const items = query ? CITIES.filter((c) => c.label.toLowerCase().includes(query.toLowerCase())) : [];
  return (
    <>
      <ComboBox
        label="Destination"
        items={items}
        onInputChange={(text) => { setQuery(text); props.onInputChange?.(text); }}
        selectedKey={key}
        selectedLabel={props.selectedLabel}
        onSelectionChange={(next) => { setKey(next); props.onSelectionChange?.(next); }}
        isLoading={props.isLoading}
        emptyLabel="Nothing found"
      />
      <output data-testid="key">{key ?? 'none'}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

describe('ComboBox', () => {
  it('passes typed text to the caller and selects from its results', async () => {
    const user = userEvent.setup();
    const onInputChange = vi.fn();
    const onSelectionChange = vi.fn();
    render(<ServerSearch onInputChange={onInputChange} onSelectionChange={onSelectionChange} />);

    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(input, 'cu');
    expect(onInputChange).toHaveBeenLastCalledWith('cu');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: /Cusco/ }));

    expect(onSelectionChange).toHaveBeenCalledWith('cuz');
    expect(screen.getByTestId('key').textContent).toBe('cuz');
    expect((input as HTMLInputElement).value).toBe('Cusco');
  });

  it('selects with arrow keys and Enter', async () => {
    const user = userEvent.setup();
    render(<ServerSearch />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(input, 'l');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('key').textContent).toBe('lpz');
    expect((input as HTMLInputElement).value).toBe('La Paz');
  });

  it('shows the empty label when the search finds nothing', async () => {
    const user = userEvent.setup();
    render(<ServerSearch />);
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'zzz');
    expect(screen.getByText('Nothing found')).toBeTruthy();
  });

  it('shows the loading label while the caller fetches', async () => {
    const user = userEvent.setup();
    render(<ServerSearch isLoading />);
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'zzz');
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('puts the chosen label back on blur after typing something else', async () => {
    const user = userEvent.setup();
    render(<ServerSearch />);
    const input = screen.getByRole('combobox', { name: 'Destination' }) as HTMLInputElement;
    await user.type(input, 'lim');
    await user.click(screen.getByRole('option', { name: /Lima/ }));
    expect(input.value).toBe('Lima');

    // Replace the selected text without passing through an empty box (which would clear the choice).
    await user.tripleClick(input);
    await user.keyboard('xyz');
    expect(input.value).toBe('xyz');
    await user.tab();
    expect(input.value).toBe('Lima');
    expect(screen.getByTestId('key').textContent).toBe('lim');
  });

  it('clearing the text clears the selection', async () => {
    const user = userEvent.setup();
    render(<ServerSearch initialKey="cuz" selectedLabel="Cusco" />);
    const input = screen.getByRole('combobox', { name: 'Destination' }) as HTMLInputElement;
    expect(input.value).toBe('Cusco');
    await user.clear(input);
    expect(screen.getByTestId('key').textContent).toBe('none');
  });

  it('shows the label of a saved selection that arrives late', () => {
    const { rerender } = render(
      <ComboBox label="Client" items={[]} onInputChange={() => {}} selectedKey="c1" />,
    );
    const input = screen.getByRole('combobox', { name: 'Client' }) as HTMLInputElement;
    expect(input.value).toBe('');
    act(() => {
      rerender(<ComboBox label="Client" items={[]} onInputChange={() => {}} selectedKey="c1" selectedLabel="ACME SAC" />);
    });
    expect(input.value).toBe('ACME SAC');
  });

  it('shows the error message and marks the input invalid', () => {
    render(<ComboBox label="Client" items={[]} onInputChange={() => {}} errorMessage="Choose a client" />);
    expect(screen.getByText('Choose a client')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Client' }).getAttribute('aria-invalid')).toBe('true');
  });
});
