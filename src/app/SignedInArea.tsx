import { useSelector } from '@xstate/react';
import { Suspense, use } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { authService } from '../machines/auth/authService';
import { AccessGuard } from './guards/AccessGuard';
import { DEFAULT_LOCALE, formatLocale, loadMessages, type Locale } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { ErrorBoundary } from './pages/ErrorBoundary';
import { LinkedScreensPreload } from './linkedScreens';
import { LoadingPage } from './pages/LoadingPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteQueryContext, RouteResultsContext } from './routeEntry';
import { entryFor, environment, preloadAddress, preloadOpeningAddress, shellQueryFor } from './routePreload';
import { APP_ROUTES } from './routes';
import { setNavigationPreloader } from './transitionLocation';

/*
 * What nearly every signed-in page shows, carried by the shell rather than by each page's chunks: the page header
 * (74 of 76 routes), the select field with its list box and popover (62), the list boundary and the readers of server
 * errors. A module loaded with import() keeps its exports, so these stay in the shell's download; the pages import
 * them from there, and a page's own chunk holds what is its own (scripts/budgets.ts measures both).
 */
export { PageHeader } from '../ui/PageHeader';
export { Select } from '../ui/Select';
export { EmptyState } from '../ui/EmptyState';
export { ListBoundary } from './list/ListBoundary';
export { readServerError } from './errors/serverErrors';
export { readGraphQLError } from './graphqlErrors';
export { firstPageSettled } from './routePreload';

// From now on each navigation starts its page's code, access check and data before React renders it; the address
// the page opened at starts them in the task after this module runs (src/app/main.tsx imports it at once when signed
// in, and waits for them before its first render).
setNavigationPreloader(({ path, search }) => {
  preloadAddress(path, search, { fresh: true });
});
preloadOpeningAddress();

/**
 * The shell and the route table of the signed-in area; App loads this module lazily, so Relay, the layout and the
 * access guard stay off the sign-in page's critical path.
 */
export function SignedInArea({ locale }: { locale: Locale }) {
  const service = authService();
  const user = useSelector(service, (s) => s.context.user);
  const [path] = useLocation();
  const search = useSearch();
  // The guest pages hold only their own words (src/app/i18n.ts); here every page's are needed.
  const messages = use(loadMessages(locale));
  if (!user) return <LoadingPage />;
  const entry = entryFor(path, search, locale);
  return (
    <IntlProvider locale={formatLocale(locale)} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <RelayEnvironmentProvider environment={environment}>
        <AppLayout roles={user.roles} userName={user.name} locale={locale} shellQuery={shellQueryFor(user)} onSignOut={() => service.send({ type: 'LOGOUT' })}>
          <ErrorBoundary resetKey={path} fallback={(error, retry) => (
            <NotFoundPage onRetry={() => { preloadAddress(location.pathname, location.search, { fresh: true, force: true }); retry(); }} error={error} />
          )}>
            <Suspense fallback={<LoadingPage />}>
              <AccessGuard path={path} reference={entry?.access ?? null}>
                <RouteQueryContext value={entry?.page ?? null}>
                <RouteResultsContext value={entry?.results ?? null}>
                <Switch>
                  {APP_ROUTES.map(({ path: pattern, component: Screen }) => (
                    <Route key={pattern} path={pattern} component={Screen} />
                  ))}
                  <Route><NotFoundPage /></Route>
                </Switch>
                <LinkedScreensPreload address={`${path}?${search}`} locale={locale} />
                </RouteResultsContext>
                </RouteQueryContext>
              </AccessGuard>
            </Suspense>
          </ErrorBoundary>
        </AppLayout>
      </RelayEnvironmentProvider>
    </IntlProvider>
  );
}
