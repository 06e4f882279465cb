import { describeFormScreens } from '../../../app/testing/formScreenTests';

const form = { query: 'EntityFormRouteQuery' };

describeFormScreens([
  { ...form, path: '/entities/new', form: 'New entity' },
  { ...form, path: '/entities/new', form: 'Nueva entidad', locale: 'es' },
  {
    ...form, path: '/entities/12/edit', form: 'Edit entity',
    edit: { record: 'getEntityById', values: { name: 'Viajes Sol' }, field: /^Name or legal name/, shows: 'Viajes Sol' },
  },
]);
