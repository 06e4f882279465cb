import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import {
  Environment, Network, RecordSource, Store, createOperationDescriptor, getRequest, type GraphQLTaggedNode, type OperationType,
} from 'relay-runtime';
import type { ListSort } from '../listParams';
import { messagesFor } from '../i18n';

const noop = () => {};

/** A store for list tables under test (tests only): their rows are committed to it, never asked of a network. */
export const tableEnvironment = () => new Environment({
  network: Network.create(() => ({ data: {} })), store: new Store(new RecordSource()),
});

/** A list route's answer as the server sends it (tests only), read back from the store as the route hands it on. */
export function storedAnswer<T extends OperationType>(environment: Environment, query: GraphQLTaggedNode, payload: object) {
  const operation = createOperationDescriptor(getRequest(query), { input: {} });
  environment.commitPayload(operation, payload);
  return environment.lookup(operation.fragment).data as T['response'];
}

/** Renders a list table (tests only) in the store and in a locale's messages and dates, as its list route does. */
export function renderTable(environment: Environment, locale: 'en' | 'es', table: ReactNode) {
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <I18nProvider locale={locale}>{table}</I18nProvider>
      </IntlProvider>
    </RelayEnvironmentProvider>,
  );
}

/** A table's list controls (tests only): page `page` of 20 in `sort`, each row linked at `hrefOf`; they do nothing. */
export const tableControls = (sort: ListSort, hrefOf: (id: string) => string, page = 1) => ({
  params: { text: '', page, pageSize: 20, sort, filters: {} },
  onPageChange: noop, onPageSizeChange: noop, onSortChange: noop, hrefOf,
});
