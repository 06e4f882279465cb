import { lazyScreen, type AppRoute } from '../../app/routeTable';

/**
 * The screens of the rates (rates, rate check, rate features) area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const ratesRoutes: AppRoute[] = [
  { path: '/rates', component: lazyScreen(() => import('./RatesListRoute'), 'RatesListRoute') },
  { path: '/rates/:id', component: lazyScreen(() => import('./RateFormRoute'), 'RateFormRoute') },
  { path: '/rates/check-rates', component: lazyScreen(() => import('./check/CheckRatesRoute'), 'CheckRatesRoute') },
  { path: '/rates/features', component: lazyScreen(() => import('./catalog/RateFeaturesListRoute'), 'RateFeaturesListRoute') },
  { path: '/rates/features/:id/edit', component: lazyScreen(() => import('./catalog/RateFeatureFormRoute'), 'RateFeatureFormRoute') },
  { path: '/rates/features/new', component: lazyScreen(() => import('./catalog/RateFeatureFormRoute'), 'RateFeatureFormRoute') },
  { path: '/rates/new', component: lazyScreen(() => import('./RateFormRoute'), 'RateFormRoute') },
  { path: '/rates/subfeatures', component: lazyScreen(() => import('./catalog/RateSubfeaturesListRoute'), 'RateSubfeaturesListRoute') },
  { path: '/rates/subfeatures/:id/edit', component: lazyScreen(() => import('./catalog/RateSubfeatureFormRoute'), 'RateSubfeatureFormRoute') },
  { path: '/rates/subfeatures/new', component: lazyScreen(() => import('./catalog/RateSubfeatureFormRoute'), 'RateSubfeatureFormRoute') },
];
