import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectErrorWithRetry, expectLoading, renderRoute } from '../../../app/testing/renderRoute';

/*
 * Issue 20 items 3 and 4: the cart's screen (/cashier-transaction and the payment routes that open it on a customer or
 * a document), with the query its routes declare: the day's cashier, the payable items search, a failed load with
 * Retry, and Spanish.
 */

/** The first render of a screen downloads its lazily loaded parts: slow on a loaded machine. */
const WAIT = { timeout: 15_000 };
const QUERY = 'CashierTransactionRouteQuery';
const SEARCH = 'PayableItemsSearchQuery';
const CUSTOMER = '0f8fad5b-d9cb-469f-a165-70867728950e';
/** The server's answers: the day's cashier, the catalogs and (to whatever searches next) one payable item. */
const answer = (status: string | null) => ({
  Query: () => ({
    myDailyCashierToday: status ? { status } : null,
    currencies: [{ idGeneralParameterValue: 'cur-pen', code: 'PEN' }], banks: [],
    searchPayableReservationItems: {
      count: 1, quotes: [],
      data: [{
        reservation: { code: 'LIM-000042', entity: { name: 'Andes Travel' }, currency: { code: 'PEN' } },
        item: { idReservationItem: 'item-1', serviceDate: '2026-12-01', pendingAmount: '120.00', instance: { name: 'Morning', product: { name: 'City tour' } } },
        scheduledPayment: null,
      }],
    },
  }),
});
type View = Awaited<ReturnType<typeof renderRoute>>;
/**
 * The variables of each search the screen asks (answered at once by the server the test set), the navigation's first
 * one included; the bare cart's route query skips the search (`asked: false`), which asks nothing.
 */
const searches = (view: View) => {
  const seen: unknown[] = [];
  const look = () => {
    for (const op of view.environment.mock.getAllOperations()) {
      if (op.name === SEARCH && op.request.variables.asked && !seen.includes(op.request.variables)) seen.push(op.request.variables);
    }
  };
  look();
  view.environment.mock.onRequest(look);
  return seen;
};

describe('/cashier-transaction', { timeout: 30_000 }, () => {
  it('loads its query from the navigation, then shows the search on an open day', async () => {
    const view = await renderRoute('/cashier-transaction');
    await expectLoading();
    await view.resolve(answer('OPEN'), QUERY);
    expect(await screen.findByLabelText('Reservation code or customer', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText(/daily cashier is not open/)).toBeNull();
  });

  it('says the day is not open when the cashier has no open day', async () => {
    const view = await renderRoute('/cashier-transaction');
    await view.resolve(answer(null), QUERY);
    expect((await screen.findByText(/daily cashier is not open today/, {}, WAIT)).closest('[role="alert"]')).toBeTruthy();
  });

  it('shows the load error with Retry, which asks again', async () => {
    const view = await renderRoute('/cashier-transaction');
    await view.reject('INTERNAL', QUERY);
    expect((await expectErrorWithRetry(view)).textContent).toContain('Something went wrong');
    expect((await view.operation(QUERY)).name).toBe(QUERY);
  });

  it('searches what the cashier types and lists the payable items', async () => {
    const view = await renderRoute('/cashier-transaction');
    const asked = searches(view);
    await view.resolve(answer('OPEN'), QUERY);
    expect(asked).toEqual([]);
    await userEvent.type(await screen.findByLabelText('Reservation code or customer', {}, WAIT), 'LIM-000042');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Payable items' }, WAIT);
    expect(within(results).getByText('LIM-000042 · City tour › Morning')).toBeTruthy();
    expect(asked).toEqual([{ input: { text: 'LIM-000042', take: 25 }, asked: true }]);
  });

  it('puts a Take payment\'s reservation in the cart, and a later search leaves the navigation\'s own query undisposed', async () => {
    const view = await renderRoute('/cashier-transaction?reservation=LIM-000042');
    const asked = searches(view);
    await view.resolve(answer('OPEN'), QUERY);
    const results = await screen.findByRole('list', { name: 'Payable items' }, WAIT);
    expect(await within(results).findByText('In the cart', {}, WAIT)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Reservation code or customer'));
    await userEvent.type(screen.getByLabelText('Reservation code or customer'), 'Andes');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(await screen.findByRole('list', { name: 'Payable items' }, WAIT)).toBeTruthy();
    // The navigation may show its first search again (Back, the next cart): it must still hold its answer.
    expect(view.navigationQueries().results?.isDisposed).toBe(false);
  });

  it('speaks Spanish', async () => {
    const view = await renderRoute('/cashier-transaction', { locale: 'es' });
    await view.resolve(answer('OPEN'), QUERY);
    expect(await screen.findByRole('heading', { name: 'Pagos', level: 1 }, WAIT)).toBeTruthy();
  });
});

describe('/cashier-transaction/payment/{idEntity}/search-reservations', { timeout: 30_000 }, () => {
  it('loads the cart\'s query, then searches the customer\'s items at once', async () => {
    const view = await renderRoute(`/cashier-transaction/payment/${CUSTOMER}/search-reservations`);
    const asked = searches(view);
    await view.resolve(answer('OPEN'), QUERY);
    expect(await screen.findByRole('list', { name: 'Payable items' }, WAIT)).toBeTruthy();
    expect(asked).toEqual([{ input: { text: null, take: 25, idEntity: CUSTOMER }, asked: true }]);
  });
});
