import { checkRatesQueryOf, checkRatesResultsQueryOf, rateFeatureFormQuery, rateFeaturesListQuery, rateFormQuery, rateSubfeatureFormQuery, rateSubfeaturesListQuery, ratesListQuery } from './routeQueries';
import { lazyScreen, type AppRoute } from '../../app/routeTable';

/**
 * The screens of the rates (rates, rate check, rate features) area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const ratesRoutes: AppRoute[] = [
  { path: '/rates', component: lazyScreen(() => import('./RatesListRoute'), 'RatesListRoute'), query: ratesListQuery, heading: ['rates.list.title', 'rates.list.description'] },
  { path: '/rates/:id', component: lazyScreen(() => import('./RateFormRoute'), 'RateFormRoute'), query: rateFormQuery(true) },
  { path: '/rates/check-rates', component: lazyScreen(() => import('./check/CheckRatesRoute'), 'CheckRatesRoute'), query: checkRatesQueryOf, results: checkRatesResultsQueryOf },
  { path: '/rates/features', component: lazyScreen(() => import('./catalog/RateFeaturesListRoute'), 'RateFeaturesListRoute'), query: rateFeaturesListQuery },
  { path: '/rates/features/:id/edit', component: lazyScreen(() => import('./catalog/RateFeatureFormRoute'), 'RateFeatureFormRoute'), query: rateFeatureFormQuery(true) },
  { path: '/rates/features/new', component: lazyScreen(() => import('./catalog/RateFeatureFormRoute'), 'RateFeatureFormRoute'), query: rateFeatureFormQuery(false) },
  { path: '/rates/new', component: lazyScreen(() => import('./RateFormRoute'), 'RateFormRoute'), query: rateFormQuery(false) },
  { path: '/rates/subfeatures', component: lazyScreen(() => import('./catalog/RateSubfeaturesListRoute'), 'RateSubfeaturesListRoute'), query: rateSubfeaturesListQuery },
  { path: '/rates/subfeatures/:id/edit', component: lazyScreen(() => import('./catalog/RateSubfeatureFormRoute'), 'RateSubfeatureFormRoute'), query: rateSubfeatureFormQuery(true) },
  { path: '/rates/subfeatures/new', component: lazyScreen(() => import('./catalog/RateSubfeatureFormRoute'), 'RateSubfeatureFormRoute'), query: rateSubfeatureFormQuery(false) },
];
