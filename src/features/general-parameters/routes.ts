import { generalParameterFormQuery, generalParametersListQuery } from './routeQueries';
import { lazyScreen, type AppRoute } from '../../app/routeTable';

/**
 * The screens of the general parameters area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const generalParametersRoutes: AppRoute[] = [
  { path: '/general-parameters', component: lazyScreen(() => import('./GeneralParametersListRoute'), 'GeneralParametersListRoute'), query: generalParametersListQuery, heading: ['generalParameters.list.title', 'generalParameters.list.description'] },
  { path: '/general-parameters/:id/edit', component: lazyScreen(() => import('./GeneralParameterFormRoute'), 'GeneralParameterFormRoute'), query: generalParameterFormQuery(true) },
  { path: '/general-parameters/new', component: lazyScreen(() => import('./GeneralParameterFormRoute'), 'GeneralParameterFormRoute'), query: generalParameterFormQuery(false) },
];
