import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment, OperationType } from 'relay-runtime';
import AccessGuardQueryNode, { type AccessGuardQuery } from '../__generated__/AccessGuardQuery.graphql';
import GlobalShortcutsQueryNode, { type GlobalShortcutsQuery } from '../__generated__/GlobalShortcutsQuery.graphql';
import { authService } from '../machines/auth/authService';
import { closeEarlyAnswers, TAKE_EARLY_ANSWER } from '../relay/earlyAnswers';
import { createEnvironment } from '../relay/environment';
import { releaseWhenSettled } from '../relay/releaseWhenSettled';
import { readStoredUser, type StoredUser } from '../relay/userStorage';
import { loadAreaMessages, messageLocale } from './i18n';
import { registerLinkPreloader } from './linkPreload';
import { appPath, isGuestPath, matchAppRoute, needsAccessCheck } from './routeMatch';
import type { RouteQuery } from './routeTable';

/** One Relay store for the page's life, made when the signed-in area's code first runs (the guest pages need none). */
export const environment: Environment = createEnvironment();

/** What a navigation started for one address: the route's query and the access check. */
export interface RouteEntry {
  page: PreloadedQuery<OperationType> | null;
  /** The route's `results` query (routeTable.ts), when it declares one. */
  results: PreloadedQuery<OperationType> | null;
  access: PreloadedQuery<AccessGuardQuery> | null;
  startedAt: number;
  /** Rendered once: a later navigation to the address asks again, so a page shown again is current. */
  shown: boolean;
}

/** A preload this recent and not yet shown (a hovered link) is the navigation's own, not asked again. */
const FRESH_MS = 5_000;
/** Entries kept for going back and forth; older ones are released so the store may drop their data. */
const KEPT = 8;
const entries = new Map<string, RouteEntry>();

// A replaced entry may still be on screen, its answers on their way: they are released once they arrive.
const release = (entry: RouteEntry | undefined) => {
  releaseWhenSettled(entry?.page);
  releaseWhenSettled(entry?.results);
};

/**
 * The first navigation (the address the page opened at) takes the answers the entry asked before Relay arrived
 * (src/app/firstPage.ts); later ones always ask the server.
 */
let firstNavigation = true;

/** The route's code (and its area's words), the access check and the route's query, all started at once. */
function start(path: string, search: string, locale: string, user: StoredUser): RouteEntry {
  const networkCacheConfig = firstNavigation ? TAKE_EARLY_ANSWER : undefined;
  firstNavigation = false;
  let page: RouteEntry['page'] = null;
  let results: RouteEntry['results'] = null;
  const match = matchAppRoute(path);
  if (match) {
    const { route, params } = match;
    void route.preload?.();
    if (route.area) void loadAreaMessages(locale, route.area);
    const load = (query: RouteQuery) => loadQuery(environment, query.query, query.variables(params, new URLSearchParams(search), user),
      { fetchPolicy: query.fetchPolicy ?? 'store-and-network', networkCacheConfig });
    if (route.query) page = load(route.query);
    if (route.results) results = load(route.results);
  }
  const access = needsAccessCheck(path)
    ? loadQuery<AccessGuardQuery>(environment, AccessGuardQueryNode, { target: path, idUser: user.idUser }, { fetchPolicy: 'store-or-network', networkCacheConfig })
    : null;
  if (networkCacheConfig) {
    const answered = (query: PreloadedQuery<OperationType> | null) => query?.source?.toPromise();
    const route = match?.route;
    firstPage = Promise.all([route?.preload?.(), route?.area && loadAreaMessages(locale, route.area),
      answered(page), answered(results), answered(access)]).then(() => undefined, () => undefined);
  }
  closeEarlyAnswers();
  return { page, results, access, startedAt: performance.now(), shown: false };
}

let firstPage: Promise<void> = Promise.resolve();
let opening: Promise<void> = Promise.resolve();

/**
 * Starts what the address the page opened at needs, in a task of its own: run in the same task as the signed-in
 * area's modules (which call this as they load), the two were one task of some 125 ms at Lighthouse's 4x slowdown.
 */
export function preloadOpeningAddress() {
  opening = new Promise<void>((resolve) => { setTimeout(resolve, 0); }).then(() => {
    preloadAddress(location.pathname, location.search, { fresh: false });
    return firstPage;
  });
}

/**
 * Settles once the address the page opened at has its code, its words and its answers (or one of them failed).
 * src/app/main.tsx holds the first render until then, for a moment at most: React then draws the page whole, where a
 * Suspense fallback drawn first would stay at least 300 ms (React's fallback throttle), long after all had arrived.
 */
export const firstPageSettled = () => opening;

let shell: { idUser: string; query: PreloadedQuery<GlobalShortcutsQuery> } | null = null;

/**
 * The signed-in shell's own query (what its shortcuts offer), started with the session's first navigation and kept
 * for the person's session; a new person signed in on the page asks it again.
 */
export function shellQueryFor(user: StoredUser): PreloadedQuery<GlobalShortcutsQuery> {
  if (shell?.idUser !== user.idUser) {
    shell?.query.dispose();
    shell = { idUser: user.idUser, query: loadQuery<GlobalShortcutsQuery>(environment, GlobalShortcutsQueryNode, {}, { fetchPolicy: 'store-or-network' }) };
  }
  return shell.query;
}

/**
 * Starts what an address needs, unless a recent preload already did (`fresh`: a navigation asks the server again
 * for anything older or already shown — a list left for a form and come back to after a save shows the new row; `force`: Retry asks again whatever the age). Returns null
 * outside the signed-in area.
 */
export function preloadAddress(browserPath: string, search: string, { fresh, force = false }: { fresh: boolean; force?: boolean }) {
  const user = authService().getSnapshot().context.user ?? readStoredUser();
  const path = appPath(browserPath);
  if (!user || isGuestPath(path)) return null;
  shellQueryFor(user);
  // Per person: a route's variables and the access check depend on who asks (a sign-out keeps the page).
  const key = `${user.idUser} ${path}?${search.replace(/^\?/, '')}`;
  const known = entries.get(key);
  if (known && !force && (!fresh || (!known.shown && performance.now() - known.startedAt < FRESH_MS))) return known;
  const entry = start(path, search, messageLocale(browserPath.split('/')[1] ?? ''), user);
  release(known);
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > KEPT) {
    const [oldest, old] = entries.entries().next().value!;
    entries.delete(oldest);
    release(old);
  }
  return entry;
}

registerLinkPreloader((browserPath, search) => { preloadAddress(browserPath, search, { fresh: false }); });

/** The entry of the address being rendered (started by the navigation, or now for a first render). */
export function entryFor(path: string, search: string, locale: string) {
  const entry = preloadAddress(`/${locale}${path === '/' ? '' : path}`, search, { fresh: false });
  if (entry) entry.shown = true;
  return entry;
}
