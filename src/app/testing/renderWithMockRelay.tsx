import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEFAULT_LOCALE, formatLocale, messagesFor, type Locale } from '../i18n';
import { createMockEnvironment } from './mockEnvironment';
import { answering } from './renderRoute';

/**
 * Renders a piece of a screen (a dialog with its opener, tests only) with the app's providers — the mock Relay
 * environment (./mockEnvironment.ts), a locale's messages and a memory router — and the same answering calls as
 * renderRoute: `await view.resolve(resolvers, name)` answers with a generated payload, `await view.reject(code, name)`
 * fails the request as the server does.
 */
export async function renderWithMockRelay(ui: ReactNode, { locale = DEFAULT_LOCALE, path = '/' }: { locale?: Locale; path?: string } = {}) {
  const environment = createMockEnvironment();
  const location = memoryLocation({ path, record: true });
  // An awaited act: lazily loaded parts and the locale's words suspend the first render.
  let view!: ReturnType<typeof render>;
  await act(async () => { view = render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={formatLocale(locale)} defaultLocale={DEFAULT_LOCALE} messages={messagesFor(locale)}>
        <Router hook={location.hook} searchHook={location.searchHook}>{ui}</Router>
      </IntlProvider>
    </RelayEnvironmentProvider>,
  ); });
  return { ...view, environment, history: location.history!, ...answering(environment) };
}
