import type { OperationType, PreloadableConcreteRequest, Variables } from 'relay-runtime';
import AccessGuardQueryNode from '../__generated__/AccessGuardQuery.graphql';
import { askEarly } from '../relay/earlyAnswers';
import { readStoredUser } from '../relay/userStorage';
import { loadAreaMessages } from './i18n';
import { appPath, isGuestPath, matchAppRoute, needsAccessCheck } from './routeMatch';
import type { RouteQuery } from './routeTable';

/** The persisted id and name of a query the route list holds as its `$parameters`; null for any other node. */
function persisted(query: RouteQuery['query']): { id: string; name: string } | null {
  const node = query as Partial<PreloadableConcreteRequest<OperationType>>;
  return node.kind === 'PreloadableConcreteRequest' && node.params?.id ? { id: node.params.id, name: node.params.name } : null;
}

/** src/app/afterFirstPaint.ts's AFTER_PAINT_TEMPLATE, not imported: that module runs as it loads. */
const WAITING_FOR_PAINT = 'td-after-paint';

/**
 * A signed-in deep link's first requests, made as soon as the entry runs (src/app/main.tsx) rather than once the
 * signed-in area's modules (Relay, the layout, the route table's guard) have arrived and run: the page's code, its
 * area's words, its query and the access check all go out together. The first navigation's preloads take the two
 * answers (src/relay/earlyAnswers.ts); the variables come from the same route list, so they are the ones Relay asks.
 */
export function startFirstPage(browserPath: string, search: string, locale: string) {
  const user = readStoredUser();
  const path = appPath(browserPath);
  if (!user || isGuestPath(path)) return;
  const match = matchAppRoute(path);
  // The answers take longest (the server's work), so they are asked first; the code and words come from files.
  if (match) {
    const { route, params } = match;
    const ask = (query: RouteQuery | undefined) => {
      const operation = query && persisted(query.query);
      if (operation) askEarly(operation, query.variables(params, new URLSearchParams(search), user));
    };
    ask(route.query);
    ask(route.results);
  }
  if (needsAccessCheck(path)) {
    const { id, name } = AccessGuardQueryNode.params;
    if (id) askEarly({ id, name }, { target: path, idUser: user.idUser } satisfies Variables);
  }
  // A page drawn from its HTML asks for its code and words once it is drawn (src/app/afterFirstPaint.ts empties this
  // template then): asked here, they went out before the paint, and Vite's loader put their dozen preload tags in
  // the page in one task.
  if (match && !document.getElementById(WAITING_FOR_PAINT)) {
    void match.route.preload?.();
    if (match.route.area) void loadAreaMessages(locale, match.route.area);
  }
}
