import { describeListScreens } from '../../../app/testing/listScreenTests';

const rates = { path: '/rates', query: 'RatesListRouteQuery', list: 'searchRates', row: { code: 'RT-0042' }, shows: /RT-0042/ };

describeListScreens([
  { ...rates, empty: 'No rates found' },
  { ...rates, empty: 'No se encontraron tarifas', locale: 'es' },
  {
    path: '/rates/features', query: 'RateFeaturesListRouteQuery', list: 'searchRateFeatures',
    empty: 'No rate features found', row: { name: 'Season' }, shows: /Season/,
  },
  {
    path: '/rates/subfeatures', query: 'RateSubfeaturesListRouteQuery', list: 'searchRateSubfeatures',
    empty: 'No rate subfeatures found', row: { name: 'High season' }, shows: /High season/,
  },
]);
