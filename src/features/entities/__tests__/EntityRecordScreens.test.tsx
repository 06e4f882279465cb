import { describeRecordScreens } from '../../../app/testing/recordScreenTests';

const entity = { path: '/entities/12/edit', query: 'EntityFormRouteQuery', record: 'getEntityById', values: { name: 'Viajes Sol' }, shows: 'Viajes Sol' };

describeRecordScreens([entity, { ...entity, locale: 'es' }]);
