import { expect } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { loadQuery, RelayEnvironmentProvider, type PreloadedQuery } from 'react-relay';
import type { FetchPolicy, OperationType } from 'relay-runtime';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEFAULT_LOCALE, formatLocale, messagesFor, type Locale } from '../i18n';
import { ErrorBoundary } from '../pages/ErrorBoundary';
import { LoadingPage } from '../pages/LoadingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteQueryContext, RouteResultsContext } from '../routeEntry';
import { APP_ROUTES } from '../routes';
import { matchPattern, type AppRoute, type RouteQuery } from '../routeTable';
import { createMockEnvironment, mockError, type MockEnvironment, type PendingOperation } from './mockEnvironment';
import { MockPayloadGenerator, type MockResolvers } from './mockPayload';

/** The route of an app path, found as the app's router finds it (APP_ROUTES is ranked, most specific first). */
function routeOf(pathname: string): { route: AppRoute; params: Record<string, string> } {
  for (const route of APP_ROUTES) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  throw new Error(`no route matches ${pathname}`);
}

/**
 * The screen of a route in the shell's frame (tests only): the shell's error page with Retry and loading page around
 * it, and the route's declared query loaded by the "navigation" (as src/app/routePreload.ts does) or, for a screen
 * that loads its own, nothing. Retry on the shell's error page loads the declared query again.
 */
type Loaded = { page: PreloadedQuery<OperationType> | null; results: PreloadedQuery<OperationType> | null };

function RouteFrame({ route, load }: { route: AppRoute; load: (policy?: FetchPolicy) => Loaded }) {
  const [{ page, results }, setLoaded] = useState(() => load());
  return (
    <ErrorBoundary fallback={(error, retry) => (
      <NotFoundPage error={error} onRetry={() => { setLoaded(load('network-only')); retry(); }} />
    )}>
      <Suspense fallback={<LoadingPage />}>
        <RouteQueryContext value={page}>
          <RouteResultsContext value={results}>
            <Route path={route.path} component={route.component} />
          </RouteResultsContext>
        </RouteQueryContext>
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Renders the screen at an app address ('/users?page=2', without the locale prefix) the way the signed-in area does,
 * in a mock Relay environment (src/app/testing/mockEnvironment.ts) whose requests wait for the test:
 * `await view.resolve(resolvers)` answers the latest with a generated payload (mockPayload.ts), `await view.reject()`
 * fails it. `roles` are the signed-in person's, for a route whose query depends on them ('/').
 */
export async function renderRoute(address: string, { locale = DEFAULT_LOCALE, roles = ['ADMIN'] }: { locale?: Locale; roles?: string[] } = {}) {
  const environment = createMockEnvironment();
  const [pathname, search = ''] = address.split('?');
  const { route, params } = routeOf(pathname);
  const start = (query: RouteQuery | undefined, fetchPolicy?: FetchPolicy) => query
    ? loadQuery<OperationType>(environment, query.query, query.variables(params, new URLSearchParams(search), { roles }),
      { fetchPolicy: fetchPolicy ?? query.fetchPolicy ?? 'store-and-network' })
    : null;
  // The route's query and its results' (routeTable.ts), as the navigation starts them.
  let loaded!: Loaded;
  const load = (fetchPolicy?: FetchPolicy) => (loaded = { page: start(route.query, fetchPolicy), results: start(route.results, fetchPolicy) });
  const location = memoryLocation({ path: address, record: true });
  // An awaited act: the screen's code and its area's words suspend it first, and React retries it only then.
  let view!: ReturnType<typeof render>;
  await act(async () => { view = render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={formatLocale(locale)} defaultLocale={DEFAULT_LOCALE} messages={messagesFor(locale)}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <RouteFrame route={route} load={load} />
        </Router>
      </IntlProvider>
    </RelayEnvironmentProvider>,
  ); });
  // What the "navigation" loaded: it owns them, so the screen must leave them undisposed (routePreload.ts).
  const navigationQueries = () => loaded;
  return { ...view, environment, history: location.history!, navigationQueries, ...answering(environment) };
}

/** The test's side of the screen's requests (renderRoute's and renderWithMockRelay's). */
export function answering(environment: MockEnvironment) {
  const { mock } = environment;
  const answer = (op: PendingOperation, resolvers?: MockResolvers) =>
    mock.resolve(op, (it) => MockPayloadGenerator.generate(it, resolvers));
  let world: MockResolvers | null = null;
  /** Answers what is pending with the world the test set, once each request's query is loaded. */
  const drain = () => setTimeout(() => {
    if (!world) return;
    const ready = mock.getAllOperations().filter((op) => op.ready);
    // Not in act: the test is waiting (waitFor), and an act of its own here would overlap the test's.
    ready.forEach((op) => answer(op, world!));
    if (ready.length < mock.getAllOperations().length) drain();
  }, 10);
  mock.onRequest(drain);
  /** The latest request (of that operation), once the screen made it and its query's code is loaded. */
  const operation = async (name?: string) => waitFor(() => {
    const found = mock.getAllOperations().filter((op) => !name || op.name === name).at(-1);
    if (!found) throw new Error(`no ${name ?? ''} request pending (pending: ${mock.getAllOperations().map((op) => op.name).join(', ') || 'none'})`);
    if (!found.ready) throw new Error(`${found.name} is not loaded yet`);
    return found;
  }, { timeout: 15_000 });
  return {
    operation,
    /**
     * Answers the latest request (of that operation) with a payload made from the schema and the resolvers, and from
     * then on whatever else the screen asks (a picker's options, a machine's own load) with the same resolvers, as a
     * server holding those records would (relay-test-utils' queueOperationResolver).
     */
    async resolve(resolvers?: MockResolvers, name?: string) {
      const first = await operation(name);
      await act(async () => answer(first, resolvers));
      world = resolvers ?? {};
      drain();
    },
    /** Fails the latest request (of that operation) as the server does: an error with a code and no data. */
    async reject(code?: string, name?: string) {
      const found = await operation(name);
      await act(async () => mock.reject(found, mockError(code)));
    },
  };
}

export type RenderedRoute = Awaited<ReturnType<typeof renderRoute>>;

/** The loading state: a spinner announced with the locale's word for loading. */
export async function expectLoading(label = /Loading|Cargando/) {
  const status = await screen.findAllByRole('status');
  if (!status.some((s) => label.test(s.textContent ?? ''))) throw new Error(`no loading status (${status.map((s) => s.textContent).join(' | ')})`);
}

/**
 * The error state of a failed load: an alert (a list's boundary) or the shell's error page, each with Retry, which
 * asks the server again. Returns the element that shows it.
 */
export async function expectErrorWithRetry(view: RenderedRoute, { retry = /^(Retry|Reintentar)$/ } = {}) {
  const shown = await waitFor(() => screen.queryByRole('alert') ?? screen.getByRole('heading', { name: /404/ }).closest('section')!,
    { timeout: 10_000 });
  const before = view.environment.mock.getAllOperations().length;
  await userEvent.click(within(shown as HTMLElement).getByRole('button', { name: retry }));
  await waitFor(() => expect(view.environment.mock.getAllOperations().length).toBeGreaterThan(before), { timeout: 10_000 });
  return shown as HTMLElement;
}
