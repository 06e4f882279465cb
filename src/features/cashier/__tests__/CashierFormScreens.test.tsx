import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itShowsLoadErrorWithRetry } from '../../../app/testing/loadErrorTests';
import { expectLoading, renderRoute } from '../../../app/testing/renderRoute';

/*
 * Issue 20 item 4: the cashier's form screens and the customer's payments, rendered through the route table with the
 * query their route declares: what they show of the server's answer, their own field problems, a failed load with
 * Retry, and Spanish.
 */

/** The first render of a screen downloads its lazily loaded parts: slow on a loaded machine. */
const WAIT = { timeout: 15_000 };
const CURRENCIES = [{ idGeneralParameterValue: 'cur-pen', code: 'PEN', name: 'Sol', nameEs: 'Sol' }];
const CUSTOMER = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('/cashier-transaction/payment/advances/new', { timeout: 30_000 }, () => {
  const QUERY = 'AdvanceFormRouteQuery';
  const answer = (status: string | null) => ({
    Query: () => ({ myDailyCashierToday: status ? { status } : null, currencies: CURRENCIES, banks: [] }),
  });

  it('loads its query from the navigation, then shows the form; an empty save shows its problems', async () => {
    const view = await renderRoute('/cashier-transaction/payment/advances/new');
    await expectLoading();
    await view.resolve(answer('OPEN'), QUERY);
    const save = await screen.findByRole('button', { name: 'Take advance' }, WAIT);
    expect(screen.queryByText(/daily cashier is not open/)).toBeNull();
    await userEvent.click(save);
    expect((await screen.findAllByText('This field is required', {}, WAIT)).length).toBeGreaterThan(0);
    // Refused by the form: nothing was sent.
    expect(view.environment.mock.getAllOperations().filter((op) => op.name === 'useAdvanceCreateMutation')).toEqual([]);
  });

  it('says the day is not open and offers no save when the cashier has no open day', async () => {
    const view = await renderRoute('/cashier-transaction/payment/advances/new');
    await view.resolve(answer(null), QUERY);
    expect((await screen.findByText(/daily cashier is not open today/, {}, WAIT)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take advance' }).hasAttribute('disabled')).toBe(true);
  });

  itShowsLoadErrorWithRetry('/cashier-transaction/payment/advances/new', QUERY, { asksAgain: true });

  it('speaks Spanish', async () => {
    const view = await renderRoute('/cashier-transaction/payment/advances/new', { locale: 'es' });
    await view.resolve(answer('OPEN'), QUERY);
    expect(await screen.findByRole('heading', { name: 'Nuevo anticipo', level: 1 }, WAIT)).toBeTruthy();
  });
});

describe('/cashier-transaction/payment/supplier-payables/new', { timeout: 30_000 }, () => {
  const QUERY = 'SupplierInvoiceFormRouteQuery';
  const answer = { Query: () => ({ currencies: CURRENCIES }) };

  it('shows the form with the currencies; an empty save shows each missing field and the missing services', async () => {
    const view = await renderRoute('/cashier-transaction/payment/supplier-payables/new');
    await view.resolve(answer, QUERY);
    const save = await screen.findByRole('button', { name: 'Register invoice' }, WAIT);
    await userEvent.click(save);
    // Supplier, number and currency (the invoice date starts at today).
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3), WAIT);
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one service');
  });

  it('asks for the supplier\'s services to invoice when the supplier is picked, and shows them', async () => {
    const view = await renderRoute('/cashier-transaction/payment/supplier-payables/new');
    await view.resolve({
      Query: () => ({
        currencies: CURRENCIES,
        searchEntities: { data: [{ idEntity: 's-9', name: 'Andes Lodge', commercialName: null, entityRole: { code: 'SUPPLIER' } }] },
        searchExpectedCosts: { data: [{
          idReservationItem: 'ri-4', reservationCode: 'RSV-0042', productName: 'Paracas morning', serviceDate: '2026-04-02',
          amount: '120.00', status: 'CONFIRMED', currency: { idGeneralParameterValue: 'cur-pen', code: 'PEN' },
        }] },
      }),
    }, QUERY);
    const asked: { name: string; variables: unknown }[] = [];
    view.environment.mock.onRequest(() => {
      const op = view.environment.mock.getMostRecentOperation();
      asked.push({ name: op.name, variables: op.request.variables });
    });
    await userEvent.type(await screen.findByRole('combobox', { name: /Supplier/ }, WAIT), 'and');
    await userEvent.click(await screen.findByRole('option', { name: /Andes Lodge/ }, WAIT));
    expect(await screen.findByRole('checkbox', { name: /RSV-0042/ }, WAIT)).toBeTruthy();
    expect(asked.filter((op) => op.name === 'InvoiceServicesQuery')).toEqual([{
      name: 'InvoiceServicesQuery', variables: { input: { idSupplier: 's-9', uninvoiced: true, text: null, take: 100 } },
    }]);
  });

  itShowsLoadErrorWithRetry('/cashier-transaction/payment/supplier-payables/new', QUERY);

  it('speaks Spanish', async () => {
    const view = await renderRoute('/cashier-transaction/payment/supplier-payables/new', { locale: 'es' });
    await view.resolve(answer, QUERY);
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar factura' }, WAIT));
    expect((await screen.findAllByText('Este campo es obligatorio', {}, WAIT)).length).toBeGreaterThan(0);
  });
});

describe('/cashier-transaction/payment/exchange-rate/new', { timeout: 30_000 }, () => {
  const QUERY = 'ExchangeRateFormRouteQuery';

  it('asks for the currencies only (no rate) and shows the new form', async () => {
    const view = await renderRoute('/cashier-transaction/payment/exchange-rate/new');
    expect((await view.operation(QUERY)).request.variables).toEqual({ id: '', isEdit: false });
    await view.resolve({}, QUERY);
    expect(await screen.findByRole('heading', { name: 'New exchange rate', level: 1 }, WAIT)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Create' }, WAIT)).toBeTruthy();
  });

  itShowsLoadErrorWithRetry('/cashier-transaction/payment/exchange-rate/new', QUERY);
});

describe('/cashier-transaction/payment/{customer}/search-payment', { timeout: 30_000 }, () => {
  const QUERY = 'CustomerPaymentsRouteQuery';
  const PATH = `/cashier-transaction/payment/${CUSTOMER}/search-payment`;
  const payments = (count: number, rows: object[]) => ({
    Query: () => ({
      searchPayments: { count, data: rows },
      searchApplicableAdvances: [{
        idAdvance: 'a-1', advanceDate: '2026-03-01', total: '200.00', availableAmount: '80.00', currency: { code: 'PEN' },
        document: { number: 'R001-000045' },
      }],
    }),
  });
  const PAYMENT = {
    idPayment: 'p-1', transactionNumber: 'T-000321', lineNumber: 1, method: 'CASH', status: 'ACTIVE', paymentDate: '2026-03-02',
    amount: '50.00', availableAmount: '0.00', exchangeRate: '1', reversalOf: null, currency: { code: 'PEN' }, document: null,
  };

  it('asks for the page of the address and shows the payments and the advances left', async () => {
    const view = await renderRoute(`${PATH}?page=2`);
    expect((await view.operation(QUERY)).request.variables).toEqual({ idEntity: CUSTOMER, skip: 10, take: 10 });
    await view.resolve(payments(11, [PAYMENT]), QUERY);
    const table = await screen.findByRole('grid', { name: 'Payments' }, WAIT);
    expect(within(table).getByRole('link', { name: 'Payment 1 of transaction T-000321' }).getAttribute('href'))
      .toContain('/cashier-transaction/payment/p-1/edit');
    expect(screen.getByRole('list', { name: 'Advances available' }).textContent).toContain('R001-000045');
  });

  it('shows its empty state when the customer has no payment', async () => {
    const view = await renderRoute(PATH);
    await view.resolve(payments(0, []), QUERY);
    expect(await screen.findByText('No payments yet', {}, WAIT)).toBeTruthy();
  });

  it('says the customer does not exist for an address that names no record', async () => {
    await renderRoute('/cashier-transaction/payment/not-an-id/search-payment');
    expect(await screen.findByText(/does not exist/, {}, WAIT)).toBeTruthy();
  });

  itShowsLoadErrorWithRetry(PATH, QUERY);

  it('speaks Spanish', async () => {
    const view = await renderRoute(PATH, { locale: 'es' });
    await view.resolve(payments(0, []), QUERY);
    expect(await screen.findByRole('heading', { name: 'Pagos del cliente', level: 1 }, WAIT)).toBeTruthy();
  });
});
