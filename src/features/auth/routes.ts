import { lazyScreen, type AppRoute } from '../../app/routeTable';

/**
 * The screens of the account area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const authRoutes: AppRoute[] = [
  { path: '/account/security', component: lazyScreen(() => import('./SecurityRoute'), 'SecurityRoute') },
];
