import { describeFormScreens } from '../../../app/testing/formScreenTests';

const form = { query: 'GeneralParameterFormRouteQuery' };

describeFormScreens([
  { ...form, path: '/general-parameters/new', form: 'New general parameter' },
  { ...form, path: '/general-parameters/new', form: 'Nuevo parámetro general', locale: 'es' },
  {
    ...form, path: '/general-parameters/8/edit', form: 'Edit general parameter',
    edit: { record: 'getGeneralParameterById', values: { name: 'Document types' }, field: /^Name/, shows: 'Document types' },
  },
]);
