import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../app/i18n';
import { findShown } from '../../../app/testing/recordScreenTests';
import { renderRoute } from '../../../app/testing/renderRoute';

/*
 * The supplier's statement on the entity page comes with the form's route query: the server answers
 * Entity.supplierStatement for a supplier to a viewer who may read supplier payables, and null otherwise; the page
 * shows the card only for an answer and never asks anything of its own.
 */

const usd = { code: 'USD' };
const STATEMENT = {
  lines: [{ currency: usd, expected: '500.00', invoiced: '350.00', paid: '100.00', open: '250.00', toInvoice: '150.00' }],
  ageing: [{ currency: usd, days1To30: '20.00', days31To60: '30.00', days61To90: '0.00', over90: '5.50' }],
  latestInvoices: [
    { idSupplierInvoice: '81', number: 'F001-77', dueDate: '2031-02-01', total: '350.00', openAmount: '250.00', currency: usd },
  ],
};

const open = async (entity: { role: string; supplierStatement: unknown }, locale?: Locale) => {
  const view = await renderRoute('/entities/12/edit', { locale });
  const laterRequests: string[] = [];
  view.environment.mock.onRequest(() => { laterRequests.push(view.environment.mock.getAllOperations().at(-1)?.name ?? ''); });
  await view.resolve({
    Query: () => ({
      getEntityById: {
        idEntity: '12', name: 'Condor Travel', entityRole: { code: entity.role }, supplierStatement: entity.supplierStatement,
      },
    }),
  }, 'EntityFormRouteQuery');
  await findShown('Condor Travel');
  return { view, laterRequests };
};

describe('the supplier statement on the entity page', () => {
  it("shows a supplier's statement to a viewer the server lets read payables, from the page's one request", async () => {
    const { laterRequests } = await open({ role: 'SUPPLIER', supplierStatement: STATEMENT });
    const card = (await screen.findByRole('heading', { name: 'Supplier statement' }, { timeout: 10_000 })).closest('section')!;
    const row = await within(card).findByRole('row', { name: /USD/ }, { timeout: 10_000 });
    // Expected, invoiced, paid, open, to invoice, and overdue (the ageing's buckets past due: 20 + 30 + 0 + 5.50).
    for (const amount of ['500.00', '350.00', '100.00', '250.00', '150.00', '55.50']) expect(row.textContent).toContain(amount);
    const invoice = within(card).getByRole('link', { name: 'F001-77' });
    expect(invoice.getAttribute('href')).toContain('/cashier-transaction/payment/supplier-payables/81');
    // Nothing after render: the form's query brought the card's data.
    expect(laterRequests).toEqual([]);
  });

  it('shows no card, and the form whole, when the server answers null to a viewer without supplier payables', async () => {
    const { laterRequests } = await open({ role: 'SUPPLIER', supplierStatement: null });
    expect(screen.getByDisplayValue('Condor Travel')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
    expect(laterRequests).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Supplier statement' })).toBeNull();
    expect(screen.queryByText('The data could not be loaded.')).toBeNull();
  });

  it('shows no card for an entity that is no supplier', async () => {
    await open({ role: 'CUSTOMER', supplierStatement: null });
    expect(screen.queryByRole('heading', { name: 'Supplier statement' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'F001-77' })).toBeNull();
  });

  it('says it in Spanish', async () => {
    await open({ role: 'BOTH', supplierStatement: STATEMENT }, 'es');
    expect(await screen.findByRole('heading', { name: 'Estado de cuenta del proveedor' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Vencimiento', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Lo que se espera pagar a este proveedor por los servicios vendidos, lo que facturó, lo pagado y lo pendiente.')).toBeTruthy();
  });
});
