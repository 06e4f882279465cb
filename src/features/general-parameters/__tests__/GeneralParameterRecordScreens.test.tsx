import { describeRecordScreens } from '../../../app/testing/recordScreenTests';

const parameter = {
  path: '/general-parameters/8/edit', query: 'GeneralParameterFormRouteQuery', record: 'getGeneralParameterById',
  values: { name: 'Document types' }, shows: 'Document types',
};

describeRecordScreens([parameter, { ...parameter, locale: 'es' }]);
