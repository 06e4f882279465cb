import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockPayloadGenerator } from '../../../app/testing/mockPayload';
import { findShown } from '../../../app/testing/recordScreenTests';
import { expectErrorWithRetry, renderRoute } from '../../../app/testing/renderRoute';

/*
 * The rates screens the list and record tables leave out (issue 20 item 4): the three "new" forms, Search rates, and
 * the rate feature form with its record's values and its errors, the screen's own (rules/rate.ts) and the server's.
 */

describe.each([
  { path: '/rates/new', query: 'RateFormRouteQuery', heading: 'New rate', locale: 'en' as const },
  { path: '/rates/features/new', query: 'RateFeatureFormRouteQuery', heading: 'New rate feature', locale: 'en' as const },
  { path: '/rates/subfeatures/new', query: 'RateSubfeatureFormRouteQuery', heading: 'New rate subfeature', locale: 'en' as const },
  { path: '/rates/new', query: 'RateFormRouteQuery', heading: 'Nueva tarifa', locale: 'es' as const },
])('$path ($locale)', ({ path, query, heading, locale }) => {
  it('shows an empty form once its catalogs answer', async () => {
    const view = await renderRoute(path, { locale });
    const { request } = await view.operation(query);
    expect(request.variables).toMatchObject({ id: '', isEdit: false });
    await view.resolve({}, query);
    await findShown(heading);
    expect(await screen.findByRole('form')).toBeTruthy();
  });

  it('shows a failed load with Retry, which asks again', async () => {
    const view = await renderRoute(path, { locale });
    await view.reject('INTERNAL', query);
    await expectErrorWithRetry(view);
  });
});

describe('/rates/check-rates', () => {
  it('asks for the product and customer the address names, and waits for a question', async () => {
    const view = await renderRoute('/rates/check-rates?product=p-1&customer=e-7');
    const { request } = await view.operation('CheckRatesRouteQuery');
    expect(request.variables).toEqual({ idProduct: 'p-1', withProduct: true, idEntity: 'e-7', withEntity: true });
    await view.resolve({}, 'CheckRatesRouteQuery');
    await findShown('Choose a product and a service date, then search.');
  });

  it('in Spanish', async () => {
    const view = await renderRoute('/rates/check-rates', { locale: 'es' });
    await view.resolve({}, 'CheckRatesRouteQuery');
    await findShown('Elija un producto y una fecha de servicio, y luego busque.');
    expect(screen.getAllByText('Buscar tarifas').length).toBeGreaterThan(0);
  });

  it('shows a failed load of the form with Retry', async () => {
    const view = await renderRoute('/rates/check-rates');
    await view.reject('INTERNAL', 'CheckRatesRouteQuery');
    await expectErrorWithRetry(view);
  });
});

describe('the rate feature form', () => {
  const feature = { code: 'SEASON', name: 'Season', shortName: 'Season', order: 1 };
  const open = async (locale?: 'es') => {
    const view = await renderRoute('/rates/features/2/edit', { locale });
    // Answered by hand, not view.resolve: the save's request waits for the test instead of being answered as the rest.
    const load = await view.operation('RateFeatureFormRouteQuery');
    const resolvers = { Query: () => ({ getRateFeatureById: feature }) };
    await act(async () => view.environment.mock.resolve(load, (op) => MockPayloadGenerator.generate(op, resolvers)));
    const form = await screen.findByRole('form');
    await waitFor(() => expect(within(form).getByDisplayValue('SEASON')).toBeTruthy(), { timeout: 10_000 });
    return { view, form };
  };

  it('shows the record\'s values', async () => {
    const { form } = await open();
    expect(within(form).getAllByDisplayValue('Season')).toHaveLength(2);
  });

  it('refuses what the server refuses before sending: a code with spaces, a blank name', async () => {
    const { view, form } = await open();
    const user = userEvent.setup();
    const code = within(form).getByDisplayValue('SEASON');
    await user.clear(code);
    await user.type(code, 'HIGH SEASON');
    await user.clear(within(form).getAllByDisplayValue('Season')[0]);
    const before = view.environment.mock.getAllOperations().length;
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    await findShown('The code cannot contain spaces');
    await findShown('This field is required');
    expect(view.environment.mock.getAllOperations()).toHaveLength(before);
  });

  it('words the server\'s refusal of the code, in Spanish too', async () => {
    const { view, form } = await open('es');
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: /Guardar/ }));
    const save = await view.operation('useRateFeatureUpdateMutation');
    const refusal = Object.assign(new Error('Validation'), { errors: [{
      message: 'Validation', extensions: { code: 'VALIDATION', fieldErrors: [{ path: 'data.code', code: 'DUPLICATE', params: {} }] },
    }] });
    await act(async () => view.environment.mock.reject(save, refusal));
    await findShown('Ya existe una característica de tarifa con este código');
  });
});
