import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, createOperationDescriptor, getRequest } from 'relay-runtime';
import ListQuery, { type ProductsListRouteQuery } from '../../../__generated__/ProductsListRouteQuery.graphql';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../app/i18n';
import { ProductsListTable } from '../ProductsListTable';

const environment = new Environment({ network: Network.create(() => ({ data: {} })), store: new Store(new RecordSource()) });
const noop = () => {};

/** A page as the server answers it, read back from the store as the list route hands it to the table. */
function pageOf(rows: Record<string, unknown>[]) {
  const operation = createOperationDescriptor(getRequest(ListQuery), { input: {} });
  environment.commitPayload(operation, { searchProducts: { count: rows.length, data: rows } });
  return (environment.lookup(operation.fragment).data as ProductsListRouteQuery['response']).searchProducts.data;
}

const ROW = {
  id: 'UHJvZHVjdDox', idProduct: 'p-1', code: 'MAPI-01', name: 'Machu Picchu full day', shortName: 'Machu Picchu',
  idStatus: 'ACTIVE', hasInventory: false,
  productType: { id: 'gpv-tour', name: 'Tour', nameEs: 'Excursión' },
  productUnit: { id: 'gpv-pax', shortName: 'pax' }, supplier: null, instances: [],
};

function renderRows(locale: 'en' | 'es', rows: Record<string, unknown>[]) {
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <I18nProvider locale={locale}>
          <ProductsListTable page={{ data: pageOf(rows), count: rows.length }} isLoading={false} label="Products"
            empty={{ title: 'No products', description: '', createLabel: 'New product' }}
            params={{ text: '', page: 1, pageSize: 20, sort: { column: 'name', direction: 'ascending' }, filters: {} }}
            onPageChange={noop} onPageSizeChange={noop} onSortChange={noop} hrefOf={(id) => `/products/${id}`} onCreate={noop} />
        </I18nProvider>
      </IntlProvider>
    </RelayEnvironmentProvider>,
  );
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
