import { useSelector } from '@xstate/react';
import { lazy, Suspense, use, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { IntlProvider, useIntl } from 'react-intl';
import { Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { SignInRoute } from '../features/auth/SignInRoute';
import { authService } from '../machines/auth/authService';
import { DEFAULT_LOCALE, formatLocale, isLocaleTag, loadGuestMessages, loadMessages, messageLocale, type Locale } from './i18n';
import { LoadingMessagesPage, LoadingPage } from './pages/LoadingPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { TransitionLocation } from './transitionLocation';
import { readyLazy } from './readyLazy';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { PageTitleContext } from '../ui/pageTitle';
import { toastQueue } from '../ui/toastQueue';
import { appMessages } from './messages';

// The signed-in area (shell, route table, Relay) is its own chunk: the sign-in page never downloads it.
export const SignedInArea = readyLazy(async () => (await import('./SignedInArea')).SignedInArea);
// The other guest pages are rare visits: the sign-in page and every signed-in first load leave their code out.
const RegisterRoute = lazy(async () => ({ default: (await import('../features/auth/RegisterRoute')).RegisterRoute }));
const ForgotPasswordRoute = lazy(async () => ({ default: (await import('../features/auth/ForgotPasswordRoute')).ForgotPasswordRoute }));
// The toast region (react-aria's landmark and toast code) loads with the first toast: most pages show none at first.
const ToastRegion = lazy(async () => ({ default: (await import('../ui/ToastRegion')).ToastRegion }));
const ResetPasswordRoute = lazy(async () => ({ default: (await import('../features/auth/ResetPasswordRoute')).ResetPasswordRoute }));

export function App() {
  return (
    <TransitionLocation>
    <Switch>
      <Route path="/:locale" nest>
        {/* Any locale stays under the prefix asked for (/es-PE/products, /fr/products): Spanish ones in Spanish,
            every other in English (SPEC.md section 1). */}
        {(params) => (isLocaleTag(params.locale)
          ? (
            <Suspense fallback={<LoadingMessagesPage locale={messageLocale(params.locale)} />}>
              <LocaleRoot locale={messageLocale(params.locale)} tag={params.locale} />
            </Suspense>
          )
          : <ToDefaultLocale />)}
      </Route>
      <Route>
        <ToDefaultLocale />
      </Route>
    </Switch>
    </TransitionLocation>
  );
}

/** A path without a locale prefix moves under /en, keeping the rest. */
function ToDefaultLocale() {
  // Read the full path: inside the /:locale nest, wouter's location is relative to the mistaken prefix.
  const { pathname, search } = window.location;
  return <Redirect to={`~/${DEFAULT_LOCALE}${pathname}${search}`} replace />;
}

function LocaleRoot({ locale, tag }: { locale: Locale; tag: string }) {
  // The document's title is the page's (ui/pageTitle.ts): a parent's effect here would run after, and overwrite, it.
  useEffect(() => {
    // The language the page is written in: es-PE stays es-PE, a French prefix shows (and says) English. Set only when
    // it changes: any write to the root's attribute makes the browser recheck the whole page's styles.
    const lang = tag.toLowerCase().startsWith(locale) ? tag : locale;
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [locale, tag]);
  const [path, navigate] = useLocation();
  useFocusOnNavigation(path);
  const messages = use(loadGuestMessages(locale));
  return (
    <IntlProvider locale={formatLocale(locale)} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <I18nProvider locale={locale === 'es' ? 'es-PE' : 'en-US'}>
        <PageTitles>
        {/* react-aria links (breadcrumbs) navigate client-side and stay under the locale prefix. */}
        <RouterProvider navigate={(to) => navigate(to)} useHref={useLocaleHref}>
        <Switch>
          <Route path="/auth/signin"><GuestOnly><SignInRoute locale={locale} /></GuestOnly></Route>
          <Route path="/auth/register"><GuestPage><RegisterRoute locale={locale} /></GuestPage></Route>
          <Route path="/auth/forgot-password"><GuestPage><ForgotPasswordRoute locale={locale} /></GuestPage></Route>
          <Route path="/auth/reset-password"><GuestPage><ResetPasswordRoute locale={locale} /></GuestPage></Route>
          <Route path="/auth/*"><NotFoundPage /></Route>
          <Route><RequireAuth><SignedIn locale={locale} /></RequireAuth></Route>
        </Switch>
        <AppToasts />
        </RouterProvider>
        </PageTitles>
      </I18nProvider>
    </IntlProvider>
  );
}

/** Page titles end with the product's name: "Reservations · Tourdesk". */
function PageTitles({ children }: { children: ReactNode }) {
  const product = useIntl().formatMessage(appMessages.productName);
  const format = useCallback((page: string | null) => (page ? `${page} · ${product}` : product), [product]);
  return <PageTitleContext value={format}>{children}</PageTitleContext>;
}

/** An app path ('/users') as the browser address under the current locale ('/es/users'). */
function useLocaleHref(href: string) {
  const { base } = useRouter();
  return href.startsWith('/') ? `${base}${href}` : href;
}

const subscribeToToasts = (onChange: () => void) => toastQueue.subscribe(onChange);
const anyToastShown = () => toastQueue.visibleToasts.length > 0;

function AppToasts() {
  const intl = useIntl();
  const showing = useSyncExternalStore(subscribeToToasts, anyToastShown);
  // Once loaded the region stays, as it always was before toasts loaded lazily.
  const [needed, setNeeded] = useState(false);
  if (showing && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion label={intl.formatMessage(appMessages.notifications)} closeLabel={intl.formatMessage(appMessages.closeNotification)} />
    </Suspense>
  );
}

function useAuthState() {
  return useSelector(authService(), (snapshot) => snapshot.value as string);
}

/** Guest pages: a person holding an access token goes home instead. */
function GuestOnly({ children }: { children: ReactNode }) {
  const state = useAuthState();
  if (state === 'authenticated') return <Redirect to="/" replace />;
  return <>{children}</>;
}

/** A guest page whose code is loaded when it is opened. */
function GuestPage({ children }: { children: ReactNode }) {
  return <GuestOnly><Suspense fallback={<LoadingPage />}>{children}</Suspense></GuestOnly>;
}

function RequireAuth({ children }: { children: ReactNode }) {
  const state = useAuthState();
  if (state === 'authenticated') return <>{children}</>;
  if (state === 'refreshing' || state === 'loggingOut' || state === 'deciding') return <LoadingPage />;
  return <Redirect to="/auth/signin" replace />;
}

/** The signed-in area's code and the rest of the messages, downloaded side by side. */
function SignedIn({ locale }: { locale: Locale }) {
  void loadMessages(locale);
  return <Suspense fallback={<LoadingPage />}><SignedInArea locale={locale} /></Suspense>;
}
