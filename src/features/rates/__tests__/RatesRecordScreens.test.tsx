import { describeRecordScreens } from '../../../app/testing/recordScreenTests';

const rate = { path: '/rates/31', query: 'RateFormRouteQuery', record: 'getRateById', values: { code: 'RT-0042' }, shows: /RT-0042/ };

describeRecordScreens([
  rate,
  { ...rate, locale: 'es' },
  { path: '/rates/features/2/edit', query: 'RateFeatureFormRouteQuery', record: 'getRateFeatureById', values: { name: 'Season' }, shows: 'Season' },
  {
    path: '/rates/subfeatures/3/edit', query: 'RateSubfeatureFormRouteQuery', record: 'getRateSubfeatureById',
    values: { name: 'High season' }, shows: 'High season',
  },
]);
