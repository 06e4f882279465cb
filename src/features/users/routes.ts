import {
  changeOuRouteQuery, mailOutboxListQuery, ouForm, ousListQuery, permissionsListQuery, roleRouteQuery, rolesListQuery, userForm,
  usersListQuery,
} from './routeQueries';
import { lazyScreen, type AppRoute } from '../../app/routeTable';

/**
 * The screens of the users (users, organizational units, roles, permissions, change of OU) area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const usersRoutes: AppRoute[] = [
  { path: '/change-ou', component: lazyScreen(() => import('./change-ou/ChangeOuRoute'), 'ChangeOuRoute'), query: changeOuRouteQuery },
  { path: '/users', component: lazyScreen(() => import('./UsersListRoute'), 'UsersListRoute'), query: usersListQuery, heading: ['users.list.title', 'users.list.description'] },
  { path: '/users/:id/edit', component: lazyScreen(() => import('./UserFormRoute'), 'UserFormRoute'), query: userForm(true) },
  { path: '/users/new', component: lazyScreen(() => import('./UserFormRoute'), 'UserFormRoute'), query: userForm(false) },
  { path: '/users/mail-outbox', component: lazyScreen(() => import('./mail-outbox/MailOutboxRoute'), 'MailOutboxRoute'), query: mailOutboxListQuery },
  { path: '/users/organizational-units', component: lazyScreen(() => import('./OusListRoute'), 'OusListRoute'), query: ousListQuery },
  { path: '/users/organizational-units/:id/edit', component: lazyScreen(() => import('./OuFormRoute'), 'OuFormRoute'), query: ouForm(true) },
  { path: '/users/organizational-units/new', component: lazyScreen(() => import('./OuFormRoute'), 'OuFormRoute'), query: ouForm(false) },
  { path: '/users/permissions', component: lazyScreen(() => import('./PermissionsListRoute'), 'PermissionsListRoute'), query: permissionsListQuery },
  { path: '/users/permissions/new', component: lazyScreen(() => import('./PermissionNewRoute'), 'PermissionNewRoute') },
  { path: '/users/roles', component: lazyScreen(() => import('./RolesListRoute'), 'RolesListRoute'), query: rolesListQuery, heading: ['roles.list.title', 'roles.list.description'] },
  { path: '/users/roles/:id', component: lazyScreen(() => import('./RoleRoute'), 'RoleRoute'), query: roleRouteQuery },
  { path: '/users/roles/new', component: lazyScreen(() => import('./RoleNewRoute'), 'RoleNewRoute') },
];
