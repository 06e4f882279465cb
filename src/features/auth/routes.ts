import securityQuery from '../../__generated__/SecurityRouteQuery$parameters';
import { lazyScreen, type AppRoute, type RouteQuery } from '../../app/routeTable';

/** One's own two-step settings change on other devices: from the network. */
const security: RouteQuery = { query: securityQuery, variables: () => ({}), fetchPolicy: 'network-only' };

/**
 * The screens of the account area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const authRoutes: AppRoute[] = [
  { path: '/account/security', component: lazyScreen(() => import('./SecurityRoute'), 'SecurityRoute'), query: security },
];
