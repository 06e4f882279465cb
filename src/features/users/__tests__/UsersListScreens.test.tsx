import { describeListScreens } from '../../../app/testing/listScreenTests';

const users = { path: '/users', query: 'UsersListRouteQuery', list: 'searchUsers', row: { name: 'Ana', lastName: 'Quispe' }, shows: 'Ana Quispe' };

describeListScreens([
  { ...users, empty: 'No users found' },
  { ...users, empty: 'No se encontraron usuarios', locale: 'es' },
  { path: '/users/roles', query: 'RolesListRouteQuery', list: 'searchRole', empty: 'No roles found', row: { code: 'CASHIER' }, shows: 'CASHIER' },
  { path: '/users/organizational-units', query: 'OusListRouteQuery', list: 'searchOus', empty: 'No organizational units found', row: { name: 'Lima office' }, shows: 'Lima office' },
  { path: '/users/permissions', query: 'PermissionsListRouteQuery', list: 'getAllPermissions', empty: 'No permissions found', row: { value: 'searchUsers' }, shows: /searchUsers/, pageSize: 25 },
  { path: '/users/mail-outbox', query: 'MailOutboxRouteQuery', list: 'searchOutboxMails', empty: 'No mail has been written yet.', row: { subject: 'Your itinerary' }, shows: 'Your itinerary' },
  { path: '/users/mail-outbox', query: 'MailOutboxRouteQuery', list: 'searchOutboxMails', empty: 'Aún no se ha escrito ningún correo.', row: { subject: 'Su itinerario' }, shows: 'Su itinerario', locale: 'es' },
]);
