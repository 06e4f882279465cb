import { useSelector } from '@xstate/react';
import { Suspense, use } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { Route, Switch, useLocation } from 'wouter';
import { authService } from '../machines/auth/authService';
import { createEnvironment } from '../relay/environment';
import { AccessGuard } from './guards/AccessGuard';
import { DEFAULT_LOCALE, formatLocale, loadMessages, type Locale } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { ErrorBoundary } from './pages/ErrorBoundary';
import { LoadingPage } from './pages/LoadingPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { APP_ROUTES } from './routes';

/** One Relay store for the page's life, made when the signed-in area first shows (the guest pages need none). */
let environment: Environment | undefined;

/**
 * The shell and the route table of the signed-in area; App loads this module lazily, so Relay, the layout and the
 * access guard stay off the sign-in page's critical path.
 */
export function SignedInArea({ locale }: { locale: Locale }) {
  const service = authService();
  const user = useSelector(service, (s) => s.context.user);
  const [path] = useLocation();
  // The guest pages hold only their own words (src/app/i18n.ts); here every page's are needed.
  const messages = use(loadMessages(locale));
  environment ??= createEnvironment();
  if (!user) return <LoadingPage />;
  return (
    <IntlProvider locale={formatLocale(locale)} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <RelayEnvironmentProvider environment={environment}>
        <AppLayout roles={user.roles} userName={user.name} locale={locale} onSignOut={() => service.send({ type: 'LOGOUT' })}>
          <ErrorBoundary resetKey={path} fallback={(error, retry) => <NotFoundPage onRetry={retry} detail={error.message} />}>
            <AccessGuard path={path} idUser={user.idUser}>
              <Suspense fallback={<LoadingPage />}>
                <Switch>
                  {APP_ROUTES.map(({ path: pattern, component: Screen }) => (
                    <Route key={pattern} path={pattern} component={Screen} />
                  ))}
                  <Route><NotFoundPage /></Route>
                </Switch>
              </Suspense>
            </AccessGuard>
          </ErrorBoundary>
        </AppLayout>
      </RelayEnvironmentProvider>
    </IntlProvider>
  );
}
