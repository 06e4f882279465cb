import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itShowsLoadErrorWithRetry } from '../../../app/testing/loadErrorTests';
import { expectLoading, renderRoute } from '../../../app/testing/renderRoute';

const QUERY = 'CheckAvailabilityRouteQuery';
const day = { date: '2027-03-01', capacity: 8, held: 3, free: 5, releaseDays: 0, bookable: true, block: null };
const grid = (rows: unknown[]) => ({ Query: () => ({ checkAvailability: { dates: ['2027-03-01'], rows } }) });
const room = { instance: { idProductInstance: '6', code: 'DBL', name: 'Double room', product: { idProduct: '21', code: 'LIMH', name: 'Lima hotel' } }, days: [day] };

describe('/products/check-availability', () => {
  it('asks for a choice before showing a grid', async () => {
    const view = await renderRoute('/products/check-availability');
    const operation = await view.operation(QUERY);
    expect(operation.request.variables.hasSelection).toBe(false);
    await view.resolve(grid([room]), QUERY);
    await screen.findByText('Choose products or a category', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Availability by date' })).toBeNull();
  });

  it('says so in Spanish', async () => {
    const view = await renderRoute('/products/check-availability', { locale: 'es' });
    await view.resolve(grid([]), QUERY);
    await screen.findByText('Elija productos o una categoría', undefined, { timeout: 10_000 });
  });

  it('shows the loading state, then the grid of the products in the address', async () => {
    const view = await renderRoute('/products/check-availability?p=21&qty=2');
    const operation = await view.operation(QUERY);
    expect(operation.request.variables).toMatchObject({ hasSelection: true, input: { productIds: ['21'], quantity: 2 } });
    await expectLoading(/Updating/);
    await view.resolve(grid([room]), QUERY);
    const region = await screen.findByRole('region', { name: 'Availability by date' }, { timeout: 10_000 });
    expect(within(region).getByText(/Double room/)).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    const view = await renderRoute('/products/check-availability?p=21');
    await view.resolve(grid([]), QUERY);
    await screen.findByText('Nothing to show', undefined, { timeout: 10_000 });
  });

  itShowsLoadErrorWithRetry('/products/check-availability?p=21', QUERY);
});
