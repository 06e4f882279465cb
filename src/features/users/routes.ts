import { lazyScreen, type AppRoute } from '../../app/routeTable';

/**
 * The screens of the users (users, organizational units, roles, permissions, change of OU) area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const usersRoutes: AppRoute[] = [
  { path: '/change-ou', component: lazyScreen(() => import('./change-ou/ChangeOuRoute'), 'ChangeOuRoute') },
  { path: '/users', component: lazyScreen(() => import('./UsersListRoute'), 'UsersListRoute') },
  { path: '/users/:id/edit', component: lazyScreen(() => import('./UserFormRoute'), 'UserFormRoute') },
  { path: '/users/new', component: lazyScreen(() => import('./UserFormRoute'), 'UserFormRoute') },
  { path: '/users/mail-outbox', component: lazyScreen(() => import('./mail-outbox/MailOutboxRoute'), 'MailOutboxRoute') },
  { path: '/users/organizational-units', component: lazyScreen(() => import('./OusListRoute'), 'OusListRoute') },
  { path: '/users/organizational-units/:id/edit', component: lazyScreen(() => import('./OuFormRoute'), 'OuFormRoute') },
  { path: '/users/organizational-units/new', component: lazyScreen(() => import('./OuFormRoute'), 'OuFormRoute') },
  { path: '/users/permissions', component: lazyScreen(() => import('./PermissionsListRoute'), 'PermissionsListRoute') },
  { path: '/users/permissions/new', component: lazyScreen(() => import('./PermissionNewRoute'), 'PermissionNewRoute') },
  { path: '/users/roles', component: lazyScreen(() => import('./RolesListRoute'), 'RolesListRoute') },
  { path: '/users/roles/:id', component: lazyScreen(() => import('./RoleRoute'), 'RoleRoute') },
  { path: '/users/roles/new', component: lazyScreen(() => import('./RoleNewRoute'), 'RoleNewRoute') },
];
