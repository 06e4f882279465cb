import { screen } from '@testing-library/react';
import ListQuery, { type ProductsListRouteQuery } from '../../../__generated__/ProductsListRouteQuery.graphql';
import { describe, expect, it } from 'vitest';
import { renderTable, storedAnswer, tableControls, tableEnvironment } from '../../../app/testing/listTableHarness';
import { ProductsListTable } from '../ProductsListTable';

const environment = tableEnvironment();

/** A page as the server answers it, read back from the store as the list route hands it to the table. */
const pageOf = (rows: Record<string, unknown>[]) => storedAnswer<ProductsListRouteQuery>(environment, ListQuery, {
  searchProducts: { count: rows.length, data: rows },
}).searchProducts;

const ROW = {
  id: 'UHJvZHVjdDox', idProduct: 'p-1', code: 'MAPI-01', name: 'Machu Picchu full day', shortName: 'Machu Picchu',
  idStatus: 'ACTIVE', hasInventory: false,
  productType: { id: 'gpv-tour', name: 'Tour', nameEs: 'Excursión' },
  productUnit: { id: 'gpv-pax', shortName: 'pax' }, supplier: null, instances: [],
};

function renderRows(locale: 'en' | 'es', rows: Record<string, unknown>[]) {
  return renderTable(environment, locale, (
    <ProductsListTable page={pageOf(rows)} isLoading={false} label="Products"
      empty={{ title: 'No products', description: '', createLabel: 'New product' }}
      {...tableControls({ column: 'name', direction: 'ascending' }, (id) => `/products/${id}`)} onCreate={() => {}} />
  ));
}

describe('ProductsListTable product type', () => {
  it('names the type in Spanish on a Spanish page', () => {
    renderRows('es', [ROW]);
    const row = screen.getAllByRole('row')[1];
    expect(row.textContent).toContain('Excursión');
    expect(row.textContent).not.toContain('Tour');
  });

  it('names it in English on an English page', () => {
    renderRows('en', [ROW]);
    expect(screen.getAllByRole('row')[1].textContent).toContain('Tour');
  });

  it('falls back to the English name under es when the value has no Spanish name', () => {
    renderRows('es', [{ ...ROW, productType: { id: 'gpv-tour', name: 'Tour', nameEs: null } }]);
    expect(screen.getAllByRole('row')[1].textContent).toContain('Tour');
  });
});
