import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type Variables } from 'relay-runtime';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { formatLocale, messagesFor, type Locale } from '../i18n';

/** A request the screen made, answered when the test says (so the loading state can be seen first). */
export interface HeldRequest {
  name: string;
  variables: Variables;
  answer: (data: object) => void;
  fail: (error?: Error) => void;
}

/**
 * Renders a screen (tests only) in a Relay environment whose network holds each request until the test answers or
 * fails it, inside the messages of a locale and a memory router. A failure rejects as src/relay/environment.ts does
 * for an answer with errors and no data.
 */
export function renderWithRelay(ui: ReactNode, { locale = 'en', path = '/' }: { locale?: Locale; path?: string } = {}) {
  const requests: HeldRequest[] = [];
  const network = Network.create((request, variables) => new Promise<GraphQLResponse>((resolve, reject) => {
    requests.push({
      name: request.name, variables,
      answer: (data) => resolve({ data } as GraphQLResponse),
      fail: (error = Object.assign(new Error('failed'), { errors: [{ message: 'failed', extensions: { code: 'INTERNAL' } }] })) => reject(error),
    });
  }));
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={formatLocale(locale)} messages={messagesFor(locale)}>
        <Router hook={location.hook}>{ui}</Router>
      </IntlProvider>
    </RelayEnvironmentProvider>,
  );
  /** The last request of that operation not yet answered. */
  const last = (name: string) => {
    const found = requests.filter((r) => r.name === name).at(-1);
    if (!found) throw new Error(`no ${name} request (made: ${requests.map((r) => r.name).join(', ') || 'none'})`);
    return found;
  };
  return { ...view, environment, requests, last, history: location.history! };
}
