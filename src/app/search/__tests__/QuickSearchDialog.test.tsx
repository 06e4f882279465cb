import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type RequestParameters, type Variables } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { messagesFor } from '../../i18n';
import { QuickSearchDialog } from '../QuickSearchDialog';

const hit = (kind: string, idRecord: string, title: string, subtitle: string | null, detail: string | null, href: string) =>
  ({ kind, idRecord, title, subtitle, detail, href });

const HITS = [
  hit('RESERVATION', 'r-1', 'LIM-000123', 'Andes Explorer', 'EXP-2026-0101 · Zélinda Quisbertolo', '/reservations/r-1'),
  hit('CUSTOMER', 'e-1', 'Quisbertolo Tours', '20123456786', null, '/entities/e-1/edit'),
  hit('PAYMENT', 't-1', '42', 'Andes Explorer', 'F001-00000042', '/cashier-transaction/transactions?q=42'),
];

type Answer = (text: string) => { kinds: string[]; hits: ReturnType<typeof hit>[] } | Error;

function renderDialog(answer: Answer, locale: 'en' | 'es' = 'en') {
  const asked: string[] = [];
  const fetched = vi.fn(async (_request: RequestParameters, variables: Variables) => {
    asked.push(variables.text as string);
    const result = answer(variables.text as string);
    if (result instanceof Error) throw result;
    return { data: { quickSearch: result } };
  });
  const environment = new Environment({ network: Network.create(fetched), store: new Store(new RecordSource()) });
  const location = memoryLocation({ path: '/', record: true });
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>Open search</button>
        <QuickSearchDialog isOpen={open} onOpenChange={setOpen} />
      </>
    );
  }
  render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <Router hook={location.hook}><Harness /></Router>
      </IntlProvider>
    </RelayEnvironmentProvider>,
  );
  return { asked, history: location.history! };
}

const everything: Answer = () => ({ kinds: ['RESERVATION', 'CUSTOMER', 'PRODUCT', 'PAYMENT'], hits: HITS });

describe('QuickSearchDialog', { timeout: 20_000 }, () => {
  it('asks the server once typing pauses, groups the hits by kind and opens one with the arrow keys and Enter', async () => {
    const { asked, history } = renderDialog(everything);
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick search' });
    const box = within(dialog).getByRole('combobox', { name: 'Code, name or document number' });
    expect(document.activeElement).toBe(box);
    expect(dialog.textContent).toContain('Find reservations, customers, products and payments');
    await userEvent.type(box, 'quisber');
    const results = await within(dialog).findByRole('listbox', { name: 'Results' });
    // Debounced: one question for the whole word.
    expect(asked).toEqual(['quisber']);
    expect(within(results).getAllByRole('group').map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent))
      .toEqual(['Reservations', 'Customers', 'Payments']);
    expect(within(within(results).getByRole('group', { name: 'Customers' })).getByRole('option', { name: 'Quisbertolo Tours' })).toBeTruthy();
    expect(within(results).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'LIM-000123Andes Explorer · EXP-2026-0101 · Zélinda Quisbertolo',
      'Quisbertolo Tours20123456786',
      'Transaction 42Andes Explorer · F001-00000042',
    ]);
    // The first hit is ready for Enter; the arrow moves on to the customer.
    const options = within(results).getAllByRole('option');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id));
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.at(-1)).toBe('/entities/e-1/edit');
  });

  it('says when nothing matches and closes with Escape, giving the focus back', async () => {
    renderDialog((text) => ({ kinds: ['RESERVATION'], hits: text === 'zzz' ? [] : HITS.slice(0, 1) }));
    const opener = screen.getByRole('button', { name: 'Open search' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Quick search' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'zzz');
    expect(await within(dialog).findByText('Nothing matches “zzz”.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('shows that it is searching, and offers to try again when the search fails', async () => {
    let fail = true;
    const { asked } = renderDialog((text) => (fail ? new Error('offline') : { kinds: ['RESERVATION'], hits: text ? HITS.slice(0, 1) : [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick search' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'lim');
    expect(within(dialog).getByRole('img', { name: 'Searching…' })).toBeTruthy();
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    expect(within(dialog).getByRole('alert').textContent).toContain('The search could not be done');
    fail = false;
    await userEvent.click(retry);
    expect(await within(dialog).findByRole('option', { name: /LIM-000123/ })).toBeTruthy();
    expect(asked).toEqual(['lim', 'lim']);
  });

  it('speaks Spanish', async () => {
    renderDialog(everything, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Búsqueda rápida' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Código, nombre o número de documento' }), '42');
    const results = await within(dialog).findByRole('listbox', { name: 'Resultados' });
    expect(results.textContent).toContain('Transacción 42');
    expect(results.textContent).toContain('Clientes');
  });
});
