import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links the trail and marks the last crumb as the current page', () => {
    render(<Breadcrumbs label="Ruta" items={[
      { label: 'Home', href: '/en/' },
      { label: 'Sales' },
      { label: 'Clients', href: '/en/clients' },
      { label: 'ACME SAC', href: '/en/clients/c1' },
    ]} />);
    const nav = screen.getByRole('navigation', { name: 'Ruta' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Home', 'Sales', 'Clients', 'ACME SAC']);

    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en/');
    expect(within(nav).getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/en/clients');
    expect(within(nav).queryByRole('link', { name: 'Sales' })).toBeNull();

    const current = within(nav).getByText('ACME SAC');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBeNull();
  });
});
