import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../Pagination';

describe('Pagination', () => {
  it('shows the range and moves between pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageSize={25} totalCount={340} onPageChange={onPageChange} />);
    expect(screen.getByText('26–50 of 340')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageSize={25} totalCount={40} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pagination page={2} pageSize={25} totalCount={40} onPageChange={() => {}} />);
    expect(screen.getByText('26–40 of 40')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('handles an empty result', () => {
    render(<Pagination page={1} pageSize={25} totalCount={0} onPageChange={() => {}} />);
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes translated strings and formats numbers for the locale', () => {
    render(
      <I18nProvider locale="es-PE">
        <Pagination page={1} pageSize={25} totalCount={1340} onPageChange={() => {}} label="Paginación"
          previousPageLabel="Página anterior" nextPageLabel="Página siguiente"
          formatRange={({ formatted }) => `${formatted.start}–${formatted.end} de ${formatted.total}`} />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeTruthy();
    expect(screen.getByText(/^1–25 de 1.?340$/)).toBeTruthy();
  });

  it('changes the page size through the select', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    render(<Pagination page={3} pageSize={25} totalCount={340} onPageChange={() => {}}
      onPageSizeChange={onPageSizeChange} />);
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
