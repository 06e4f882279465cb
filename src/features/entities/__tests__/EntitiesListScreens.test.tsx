import { describeListScreens } from '../../../app/testing/listScreenTests';

const entities = { path: '/entities', query: 'EntitiesListRouteQuery', list: 'searchEntityList', row: { name: 'Viajes Sol' }, shows: /Viajes Sol/ };

describeListScreens([
  { ...entities, empty: 'No entities found' },
  { ...entities, empty: 'No se encontraron entidades', locale: 'es' },
]);
