import changeOuQuery from '../../__generated__/ChangeOuRouteQuery$parameters';
import mailOutboxQuery from '../../__generated__/MailOutboxRouteQuery$parameters';
import ouFormQuery from '../../__generated__/OuFormRouteQuery$parameters';
import ousQuery from '../../__generated__/OusListRouteQuery$parameters';
import permissionsQuery from '../../__generated__/PermissionsListRouteQuery$parameters';
import roleQuery from '../../__generated__/RoleRouteQuery$parameters';
import rolesQuery from '../../__generated__/RolesListRouteQuery$parameters';
import userFormQuery from '../../__generated__/UserFormRouteQuery$parameters';
import usersQuery from '../../__generated__/UsersListRouteQuery$parameters';
import { listRouteQuery } from '../../app/listQuery';
import { oneOf, toSearchInput } from '../../app/listSearch';
import type { RouteQuery } from '../../app/routeTable';

/* The users area's routes: each query's variables from the address, with its screen's defaults. */
export const OU_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const PERMISSION_TYPES = ['FRONT', 'BACK'] as const;
const byName = { sort: { column: 'name', direction: 'ascending' } } as const;

export const usersListQuery = listRouteQuery(usersQuery, byName);
export const rolesListQuery = listRouteQuery(rolesQuery, { sort: { column: 'code', direction: 'ascending' } });
export const ousListQuery = listRouteQuery(ousQuery, byName, (list) => ({
  input: { ...toSearchInput(list), status: oneOf(list.filters.status, OU_STATUSES) },
}));
/**
 * Permissions are many and short: a longer page by default. One query for both views: every permission, paged
 * (getAllPermissions) or filtered (searchPermissions), or by module (?view=module).
 */
export const permissionsListQuery = listRouteQuery(permissionsQuery, { pageSize: 25 }, (list) => {
  const { text, skip, take } = toSearchInput(list);
  const type = oneOf(list.filters.type, PERMISSION_TYPES);
  return { skip, take, byModule: list.filters.view === 'module', filtered: Boolean(text || type), searchInput: { text, type, skip, take } };
});
/** The outbox changes as the server sends: never shown from the store. */
export const mailOutboxListQuery = {
  ...listRouteQuery(mailOutboxQuery, {}, (list) => {
    const { skip, take } = toSearchInput(list);
    return { skip, take };
  }),
  fetchPolicy: 'network-only' as const,
};

/* A form and a record start from what the server holds now, not from a list row cached earlier. */
export const userForm = (isEdit: boolean): RouteQuery => ({
  query: userFormQuery, variables: ({ id }) => ({ id: isEdit ? id : '', isEdit }), fetchPolicy: 'network-only',
});
export const ouForm = (isEdit: boolean): RouteQuery => ({
  query: ouFormQuery, variables: ({ id }) => ({ id: isEdit ? id : '', isEdit }), fetchPolicy: 'network-only',
});
export const roleRouteQuery: RouteQuery = { query: roleQuery, variables: ({ id }) => ({ idRole: id }), fetchPolicy: 'network-only' };
export const changeOuRouteQuery: RouteQuery = { query: changeOuQuery, variables: () => ({}), fetchPolicy: 'network-only' };
