import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../app/i18n';
import { GeneralParameterValuesEditor } from '../GeneralParameterValuesEditor';
import type { ValueRow } from '../validation';

function Harness({ initial, locale = 'en' }: { initial: ValueRow[]; locale?: 'en' | 'es' }) {
  const [rows, setRows] = useState(initial);
  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <GeneralParameterValuesEditor rows={rows} onChange={setRows} errorOf={(path) => (path === 'values.0.code' ? 'Too short' : undefined)}
        onEdited={() => {}} />
      <output data-testid="codes">{rows.map((r) => r.code).join(',')}</output>
      <output data-testid="spanish">{rows.map((r) => r.nameEs).join(',')}</output>
    </IntlProvider>
  );
}

const row = (code: string): ValueRow => ({ key: code, name: `Value ${code}`, nameEs: '', shortName: code, code, value: '' });

describe('GeneralParameterValuesEditor', () => {
  it('adds, edits and removes value rows, each a named group', async () => {
    render(<Harness initial={[row('USD'), row('EUR')]} />);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add value' }));
    const third = screen.getByRole('group', { name: 'Value 3' });
    await userEvent.type(within(third).getByRole('textbox', { name: 'Code' }), 'PEN');
    expect(screen.getByTestId('codes').textContent).toBe('USD,EUR,PEN');
    await userEvent.click(screen.getByRole('button', { name: 'Remove value 1' }));
    expect(screen.getByTestId('codes').textContent).toBe('EUR,PEN');
    expect(screen.getAllByRole('group')).toHaveLength(2);
  });

  it('keeps valid list semantics: each row is a list item holding its group (axe `list`)', () => {
    render(<Harness initial={[row('USD'), row('EUR')]} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items.map((item) => within(item).getByRole('group').getAttribute('aria-label'))).toEqual(['Value 1', 'Value 2']);
  });

  it('shows a row field problem under that field only', () => {
    render(<Harness initial={[row('US'), row('EUR')]} />);
    const first = screen.getByRole('group', { name: 'Value 1' });
    expect(within(first).getByText('Too short')).toBeTruthy();
    expect(within(first).getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Value 2' })).queryByText('Too short')).toBeNull();
  });

  it('speaks Spanish under /es, and says when there are no values', () => {
    render(<Harness initial={[]} locale="es" />);
    expect(screen.getByText('Aún no hay valores.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar valor' })).toBeTruthy();
  });

  it('edits each value\'s Spanish name (issue 21 item 10), named in both languages', async () => {
    const { unmount } = render(<Harness initial={[row('USD'), { ...row('EUR'), nameEs: 'Euro' }]} />);
    const first = screen.getByRole('group', { name: 'Value 1' });
    await userEvent.type(within(first).getByRole('textbox', { name: 'Name in Spanish' }), 'Dólar estadounidense');
    expect(screen.getByTestId('spanish').textContent).toBe('Dólar estadounidense,Euro');
    expect(within(first).getByText('Blank: Spanish screens show the name')).toBeTruthy();
    unmount();
    render(<Harness initial={[row('USD')]} locale="es" />);
    expect(within(screen.getByRole('group', { name: 'Valor 1' })).getByRole('textbox', { name: 'Nombre en español' })).toBeTruthy();
  });
});
