import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type SortDescriptor } from '../DataTable';
import { EmptyState } from '../EmptyState';

interface Client { id: string; name: string; balance: string }

const COLUMNS: DataTableColumn[] = [
  { id: 'name', label: 'Name', allowsSorting: true },
  { id: 'balance', label: 'Balance', allowsSorting: true, align: 'end' },
  { id: 'note', label: 'Note' },
];

const ROWS: Client[] = [
  { id: 'c1', name: 'ACME SAC', balance: '120.00' },
  { id: 'c2', name: 'Andes Tours', balance: '0.00' },
];

const renderCell = (row: Client, column: string) =>
  column === 'name' ? row.name : column === 'balance' ? `S/ ${row.balance}` : '—';

describe('DataTable', () => {
  it('renders a named grid with column headers and cells', () => {
    render(<DataTable label="Clients" columns={COLUMNS} rows={ROWS} renderCell={renderCell} />);
    const table = screen.getByRole('grid', { name: 'Clients' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Balance', 'Note']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('rowheader').textContent).toBe('ACME SAC');
    expect(within(rows[1]).getAllByRole('gridcell').map((td) => td.textContent)).toEqual(['S/ 120.00', '—']);
  });

  it('reports sort clicks and shows the controlled sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    function Sorted() {
      const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
      return (
        <DataTable label="Clients" columns={COLUMNS} rows={ROWS} renderCell={renderCell} sortDescriptor={sort}
          onSortChange={(d) => { setSort(d); onSortChange(d); }} />
      );
    }
    render(<Sorted />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    await user.click(name);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    expect(name.getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('columnheader', { name: 'Balance' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'balance', direction: 'ascending' });
    expect(screen.getByRole('columnheader', { name: 'Note' }).getAttribute('aria-sort')).toBeNull();
  });

  it('shows the empty label, or a richer empty state', () => {
    const { unmount } = render(
      <DataTable label="Clients" columns={COLUMNS} rows={[]} renderCell={renderCell} emptyLabel="No clients yet" />,
    );
    expect(screen.getByText('No clients yet')).toBeTruthy();
    unmount();
    render(<DataTable label="Clients" columns={COLUMNS} rows={[]} renderCell={renderCell}
      emptyLabel={<EmptyState title="No clients" description="Create the first one." />} />);
    expect(screen.getByText('Create the first one.')).toBeTruthy();
  });

  it('shows a spinner row while the first rows load, and keeps shown rows busy and pressable while the next load', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    const { rerender } = render(<DataTable label="Clients" columns={COLUMNS} rows={[]} renderCell={renderCell} isLoading
      loadingLabel="Cargando…" onRowAction={onRowAction} />);
    expect(screen.getByRole('status').textContent).toContain('Cargando…');
    rerender(<DataTable label="Clients" columns={COLUMNS} rows={ROWS} renderCell={renderCell} isLoading
      loadingLabel="Cargando…" onRowAction={onRowAction} />);
    expect(screen.queryByRole('status')).toBeNull();
    const body = screen.getAllByRole('rowgroup')[1];
    expect(body.getAttribute('aria-busy')).toBe('true');
    // A press on a row shown while the next page loads still opens it: what was pressed is not swapped away.
    await user.click(screen.getByText('ACME SAC'));
    expect(onRowAction).toHaveBeenLastCalledWith('c1', ROWS[0]);
    rerender(<DataTable label="Clients" columns={COLUMNS} rows={ROWS} renderCell={renderCell} onRowAction={onRowAction} />);
    expect(body.hasAttribute('aria-busy')).toBe(false);
  });

  it('runs the row action on click and on Enter', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    render(<DataTable label="Clients" columns={COLUMNS} rows={ROWS} renderCell={renderCell} onRowAction={onRowAction} />);
    await user.click(screen.getByText('Andes Tours'));
    expect(onRowAction).toHaveBeenLastCalledWith('c2', ROWS[1]);

    // The clicked row keeps focus: go up one row and activate it from the keyboard.
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('row')[1].contains(document.activeElement)).toBe(true);
    await user.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith('c1', ROWS[0]);
  });

  it('renders pagination under the table when given paging props', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<DataTable label="Clients" columns={COLUMNS} rows={ROWS} renderCell={renderCell}
      pagination={{ page: 1, pageSize: 25, totalCount: 340, onPageChange }} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('1–25 of 340')).toBeTruthy();
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('opens a row through a real link (new tab, middle-click, copy address) and through the row itself (issue 21 item 11)', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate} useHref={(href) => `/en${href}`}>
        <DataTable label="Clients" columns={COLUMNS} rows={ROWS} renderCell={renderCell} rowHref={(row) => `/clients/${row.id}`} />
      </RouterProvider>,
    );
    const [, first] = screen.getAllByRole('row');
    const link = within(first).getByRole('link', { name: 'ACME SAC' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/en/clients/c1');
    await userEvent.click(within(first).getByText('S/ 120.00'));
    expect(navigate).toHaveBeenLastCalledWith('/clients/c1', undefined);
  });

  it('keeps a truncated cell whole in the page (its full text is the tooltip and shows on focus)', () => {
    const columns: DataTableColumn[] = [{ id: 'name', label: 'Name', truncate: true }, { id: 'balance', label: 'Balance' }];
    render(<DataTable label="Clients" columns={columns} rows={ROWS} renderCell={renderCell} />);
    const header = screen.getAllByRole('rowheader')[0];
    expect(header.textContent).toBe('ACME SAC');
    expect(header.firstElementChild?.tagName).toBe('SPAN');
  });

  it('draws a sorted page of rows once: the sort description react-aria settles after mounting re-renders only the table element', () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: `c${i}`, name: `Client ${i}`, balance: `${i}.00` }));
    const drawn = vi.fn(renderCell);
    render(<DataTable label="Clients" columns={COLUMNS} rows={rows} renderCell={drawn}
      sortDescriptor={{ column: 'name', direction: 'descending' }} onSortChange={() => {}} />);
    expect(screen.getByRole('grid', { name: 'Clients' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(drawn).toHaveBeenCalledTimes(rows.length * COLUMNS.length);
  });

  it('finding its columns wider than the screen makes it a scrollable region without drawing the rows again', () => {
    const observers: (() => void)[] = [];
    vi.stubGlobal('ResizeObserver', class {
      constructor(private readonly report: () => void) {}
      observe() { observers.push(this.report); }
      disconnect() {}
    });
    const widths = [vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400)];
    try {
      const drawn = vi.fn(renderCell);
      render(<DataTable label="Clients" columns={COLUMNS} rows={ROWS} renderCell={drawn} />);
      act(() => observers.forEach((report) => report()));
      expect(screen.getByRole('region', { name: 'Clients' }).tabIndex).toBe(0);
      expect(drawn).toHaveBeenCalledTimes(ROWS.length * COLUMNS.length);
    } finally {
      widths.forEach((spy) => spy.mockRestore());
      vi.unstubAllGlobals();
    }
  });
});
