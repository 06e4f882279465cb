import type { ComponentType, LazyExoticComponent } from 'react';
import type { FetchPolicy, GraphQLTaggedNode, OperationType, PreloadableConcreteRequest, Variables } from 'relay-runtime';
import type { MessageArea } from './i18n';
import { readyLazy } from './readyLazy';
import { compareRouteSpecificity } from './routeSpecificity';

export { compareRouteSpecificity };

/** A screen's lazily loaded component, with the download it starts (to run beside other downloads). */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload?: () => Promise<unknown> };

/**
 * A route's query: navigation starts it (Relay loadQuery) beside the screen's code and the access check, and the
 * screen reads it with usePreloadedQuery (src/app/routePreload.ts). Variables come from the address and, for a screen
 * that shows each role something else ('/'), from the signed-in person the navigation already knows.
 */
export interface RouteQuery {
  /** The query's generated `$parameters` (a `@preloadable` query): its id alone, so the route list stays small. */
  query: GraphQLTaggedNode | PreloadableConcreteRequest<OperationType>;
  variables: (params: Record<string, string>, search: URLSearchParams, session: RouteSession) => Variables;
  /** 'network-only' for a screen that must never show what the store kept (a form, money owed). */
  fetchPolicy?: FetchPolicy;
}

/** What a route's variables may read of the signed-in person (src/relay/userStorage.ts's StoredUser). */
export interface RouteSession {
  roles: readonly string[];
}

/** One screen of the signed-in area: its address pattern (without the locale prefix) and its lazily loaded module. */
export interface AppRoute {
  path: string;
  component: LazyScreen | ComponentType;
  /** Loaded by navigation, not by the screen (render-as-you-fetch). */
  query?: RouteQuery;
  /**
   * A second query started beside `query`, which the screen reads under its own error boundary (useRouteResults): a
   * search's answer the server may refuse, while the form asking it stays with what was typed.
   */
  results?: RouteQuery;
  /** The business area whose messages the screen reads (set by src/app/areaScreen.tsx). */
  area?: MessageArea;
  /** The screen's own code, started by navigation beside its query. */
  preload?: () => Promise<unknown>;
  /**
   * The message ids of the page's fixed h1 and description, for a page whose heading says the same for every visit:
   * the server draws them in the page's HTML, in the frame's place, before any script has arrived (the build reads
   * them from the route list: server/src/pagePreloads.ts). Written on the route's own line.
   */
  heading?: readonly [title: string, description?: string];
}

/** A lazily loaded named export, so each screen is its own chunk. */
export const lazyScreen = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T): LazyScreen =>
  readyLazy(async () => (await load())[name]);

/** The areas list their routes in any order; the most specific pattern comes first, so none is load-bearing. */
export const rankRoutes = (routes: readonly AppRoute[]): AppRoute[] =>
  [...routes].sort((a, b) => compareRouteSpecificity(a.path, b.path));

/** The params of a path matched by a pattern as wouter matches it ('/reservations/:id'), or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.replace(/\/$/, '').split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(have[i]);
    else if (want[i] !== have[i]) return null;
  }
  return params;
}
