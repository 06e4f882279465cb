import { describeRecordScreens } from '../../../app/testing/recordScreenTests';

const user = { path: '/users/7/edit', query: 'UserFormRouteQuery', record: 'getUserById', values: { name: 'Ana', email: 'ana@example.com' }, shows: 'ana@example.com' };

describeRecordScreens([
  user,
  { ...user, locale: 'es' },
  { path: '/users/organizational-units/3/edit', query: 'OuFormRouteQuery', record: 'getOuById', values: { name: 'Lima office' }, shows: 'Lima office' },
  { path: '/users/roles/5', query: 'RoleRouteQuery', record: 'getRoleById', values: { code: 'CASHIER' }, shows: /CASHIER/ },
]);
