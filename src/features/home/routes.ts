import homeRouteQuery from '../../__generated__/HomeRouteQuery$parameters';
import { lazyScreen, type AppRoute, type RouteQuery } from '../../app/routeTable';

/** SPEC section 6: the dashboard is ADMIN's and RESADM's; the other roles get the welcome page (HomeRoute.tsx). */
const DASHBOARD_ROLES = ['ADMIN', 'RESADM'];

/** '/' asks the dashboard's figures only for a role that sees them; the others' query reads the welcome's viewer alone. */
const homeQuery: RouteQuery = {
  query: homeRouteQuery,
  variables: (_params, _search, { roles }) => ({ dashboard: roles.some((role) => DASHBOARD_ROLES.includes(role)) }),
};

/**
 * The screens of the home area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const homeRoutes: AppRoute[] = [
  { path: '/', component: lazyScreen(() => import('./HomeRoute'), 'HomeRoute'), query: homeQuery },
];
