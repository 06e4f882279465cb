import AccessGuardQueryParameters from '../__generated__/AccessGuardQuery$parameters';
import { requestEarly } from '../relay/graphqlRequest';
import { readStoredUser } from '../relay/userStorage';
import { loadAreaMessages, messageLocale } from './i18n';
import { APP_ROUTES, type AppRoute } from './routes';
import { matchPattern } from './routeTable';

/** The app path ('/reservations/7') of a browser path ('/en/reservations/7'). */
export const appPath = (browserPath: string) => browserPath.replace(/^\/[a-z]{2,3}(?:-[a-z0-9]{2,8})*(?=\/|$)/i, '') || '/';

/** The signed-in route an app path shows, with its params; null when none matches. */
export function matchAppRoute(path: string): { route: AppRoute; params: Record<string, string> } | null {
  for (const route of APP_ROUTES) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

/** The persisted id and name of a route's query, when the route list holds only its `$parameters`. */
function persisted(query: NonNullable<AppRoute['query']>['query']) {
  const node = query as { kind?: string; params?: { id?: string | null; name: string } };
  return node.kind === 'PreloadableConcreteRequest' && node.params?.id ? { id: node.params.id, name: node.params.name } : null;
}

/**
 * A signed-in deep link's first requests, made as soon as the entry runs and before the signed-in area's modules
 * (Relay, the layout) arrive: the page's code, its area's words, its query and the access check. Relay takes the two
 * answers when routePreload.ts asks the same operations (src/relay/graphqlRequest.ts).
 */
export function preloadFirstPage() {
  const user = readStoredUser();
  const path = appPath(location.pathname);
  if (!user || /^\/auth(\/|$)/.test(path)) return;
  const match = matchAppRoute(path);
  if (match) {
    void match.route.preload?.();
    if (match.route.area) void loadAreaMessages(messageLocale(location.pathname.split('/')[1] ?? ''), match.route.area);
    const query = match.route.query && persisted(match.route.query.query);
    if (query) requestEarly(query, match.route.query!.variables(match.params, new URLSearchParams(location.search)));
  }
  // SPEC.md section 2: every path outside /auth and the root is checked by the server (src/app/guards/AccessGuard.tsx).
  if (path !== '/') requestEarly({ id: AccessGuardQueryParameters.params.id!, name: AccessGuardQueryParameters.params.name }, { target: path, idUser: user.idUser });
}
