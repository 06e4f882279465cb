import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../app/i18n';
import { ProductFeatureItemsEditor } from '../ProductFeatureItemsEditor';
import type { FeatureItemRow } from '../validation';

const ITEM_TYPES = [{ id: 'text', label: 'Text' }, { id: 'number', label: 'Number' }];

function Harness({ initial, locale = 'en' }: { initial: FeatureItemRow[]; locale?: 'en' | 'es' }) {
  const [rows, setRows] = useState(initial);
  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <ProductFeatureItemsEditor rows={rows} onChange={setRows} itemTypes={ITEM_TYPES} defaultItemType="text"
        errorOf={(path) => (path === 'items.0.code' ? 'This code is already used in this feature' : undefined)} onEdited={() => {}} />
      <output data-testid="rows">{rows.map((r) => `${r.code}:${r.idItemType}`).join(',')}</output>
    </IntlProvider>
  );
}

const row = (code: string): FeatureItemRow => ({ key: code, code, name: `Item ${code}`, shortName: code, value: '', idItemType: 'number' });

describe('ProductFeatureItemsEditor', () => {
  it('adds a row with the default item type, edits and removes rows, each a named group', async () => {
    render(<Harness initial={[row('SGL'), row('DBL')]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const third = screen.getByRole('group', { name: 'Item 3' });
    await userEvent.type(within(third).getByRole('textbox', { name: 'Code' }), 'TPL');
    expect(screen.getByTestId('rows').textContent).toBe('SGL:number,DBL:number,TPL:text');
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.getByTestId('rows').textContent).toBe('DBL:number,TPL:text');
  });

  it('puts a row problem under that row field only', () => {
    render(<Harness initial={[row('SGL'), row('DBL')]} />);
    const first = screen.getByRole('group', { name: 'Item 1' });
    expect(within(first).getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Item 2' })).queryByText(/already used/)).toBeNull();
  });

  it('speaks Spanish', () => {
    render(<Harness initial={[]} locale="es" />);
    expect(screen.getByText('Aún no hay ítems.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar ítem' })).toBeTruthy();
  });
});
