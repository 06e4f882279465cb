import { lazyScreen, type AppRoute } from '../../app/routeTable';

/**
 * The screens of the home area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const homeRoutes: AppRoute[] = [
  { path: '/', component: lazyScreen(() => import('./HomeRoute'), 'HomeRoute') },
];
