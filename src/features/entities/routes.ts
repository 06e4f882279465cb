import { entitiesListQuery, entityFormQuery } from './routeQueries';
import { lazyScreen, type AppRoute } from '../../app/routeTable';

/**
 * The screens of the entities area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const entitiesRoutes: AppRoute[] = [
  { path: '/entities', component: lazyScreen(() => import('./EntitiesListRoute'), 'EntitiesListRoute'), query: entitiesListQuery, heading: ['entities.list.title', 'entities.list.description'] },
  { path: '/entities/:id/edit', component: lazyScreen(() => import('./EntityFormRoute'), 'EntityFormRoute'), query: entityFormQuery(true) },
  { path: '/entities/new', component: lazyScreen(() => import('./EntityFormRoute'), 'EntityFormRoute'), query: entityFormQuery(false) },
];
