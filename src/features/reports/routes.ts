import reportsQuery from '../../__generated__/ReportsRouteQuery$parameters';
import { lazyScreen, type AppRoute } from '../../app/routeTable';

/**
 * The screens of the reports area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const reportsRoutes: AppRoute[] = [
  { path: '/reports', component: lazyScreen(() => import('./ReportsRoute'), 'ReportsRoute'), query: { query: reportsQuery, variables: () => ({}) } },
];
