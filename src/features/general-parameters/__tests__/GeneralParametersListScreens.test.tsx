import { describeListScreens } from '../../../app/testing/listScreenTests';

const parameters = {
  path: '/general-parameters', query: 'GeneralParametersListRouteQuery', list: 'searchGeneralParameters',
  row: { name: 'Document types' }, shows: /Document types/,
};

describeListScreens([
  { ...parameters, empty: 'No general parameters found' },
  { ...parameters, empty: 'No se encontraron parámetros generales', locale: 'es' },
]);
