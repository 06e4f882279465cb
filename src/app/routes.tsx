import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AppRoute {
  path: string;
  component: LazyExoticComponent<ComponentType>;
}

const named = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] }));

/** The route table of the signed-in area; each screen is its own chunk. Paths are without the locale prefix. */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', component: named(() => import('../features/home/HomeRoute'), 'HomeRoute') },
  // Users area (SPEC.md section 2); the fixed segments come before the {id} patterns they would otherwise match.
  { path: '/users', component: named(() => import('../features/users/UsersListRoute'), 'UsersListRoute') },
  { path: '/users/new', component: named(() => import('../features/users/UserFormRoute'), 'UserFormRoute') },
  { path: '/users/organizational-units', component: named(() => import('../features/users/OusListRoute'), 'OusListRoute') },
  { path: '/users/organizational-units/new', component: named(() => import('../features/users/OuFormRoute'), 'OuFormRoute') },
  { path: '/users/organizational-units/:id/edit', component: named(() => import('../features/users/OuFormRoute'), 'OuFormRoute') },
  { path: '/users/roles', component: named(() => import('../features/users/RolesListRoute'), 'RolesListRoute') },
  { path: '/users/roles/new', component: named(() => import('../features/users/RoleNewRoute'), 'RoleNewRoute') },
  { path: '/users/roles/:id', component: named(() => import('../features/users/RoleRoute'), 'RoleRoute') },
  { path: '/users/permissions', component: named(() => import('../features/users/PermissionsListRoute'), 'PermissionsListRoute') },
  { path: '/users/permissions/new', component: named(() => import('../features/users/PermissionNewRoute'), 'PermissionNewRoute') },
  { path: '/users/:id/edit', component: named(() => import('../features/users/UserFormRoute'), 'UserFormRoute') },
  { path: '/change-ou', component: named(() => import('../features/change-ou/ChangeOuRoute'), 'ChangeOuRoute') },
  // General parameters and entities (issue 5).
  { path: '/general-parameters', component: named(() => import('../features/general-parameters/GeneralParametersListRoute'), 'GeneralParametersListRoute') },
  { path: '/general-parameters/new', component: named(() => import('../features/general-parameters/GeneralParameterFormRoute'), 'GeneralParameterFormRoute') },
  { path: '/general-parameters/:id/edit', component: named(() => import('../features/general-parameters/GeneralParameterFormRoute'), 'GeneralParameterFormRoute') },
  { path: '/entities', component: named(() => import('../features/entities/EntitiesListRoute'), 'EntitiesListRoute') },
  { path: '/entities/new', component: named(() => import('../features/entities/EntityFormRoute'), 'EntityFormRoute') },
  { path: '/entities/:id/edit', component: named(() => import('../features/entities/EntityFormRoute'), 'EntityFormRoute') },
  // Products (issue 6): catalog maintenance, packages and availability first, because /products/:id would match them.
  // Products (issue 6): list, form and its section routes.
];
