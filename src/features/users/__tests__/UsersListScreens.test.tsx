import { describeListScreens } from '../../../app/testing/listScreenTests';

const users = { path: '/users', query: 'UsersListRouteQuery', list: 'searchUsers', row: { name: 'Ana', lastName: 'Quispe' }, shows: 'Ana Quispe' };

describeListScreens([
  { ...users, empty: 'No users found' },
  { ...users, empty: 'No se encontraron usuarios', locale: 'es' },
  { path: '/users/roles', query: 'RolesListRouteQuery', list: 'searchRole', empty: 'No roles found', row: { code: 'CASHIER' }, shows: 'CASHIER' },
  { path: '/users/organizational-units', query: 'OusListRouteQuery', list: 'searchOus', empty: 'No organizational units found', row: { name: 'Lima office' }, shows: 'Lima office' },
  { path: '/users/permissions', query: 'PermissionsListRouteQuery', list: 'getAllPermissions', empty: 'No permissions found', row: { value: 'searchUsers' }, shows: /searchUsers/, pageSize: 25 },
]);
