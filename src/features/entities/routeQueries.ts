import formQuery from '../../__generated__/EntityFormRouteQuery$parameters';
import listQuery from '../../__generated__/EntitiesListRouteQuery$parameters';
import { listRouteQuery } from '../../app/listQuery';
import { oneOf, toSearchInput } from '../../app/listSearch';
import type { RouteQuery } from '../../app/routeTable';

/* The entities area's routes: each query's variables from the address, with its screen's defaults. */
export const ENTITY_ROLES = ['CUSTOMER', 'SUPPLIER', 'BOTH'] as const;
export const ENTITY_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const entitiesListQuery = listRouteQuery(listQuery, { sort: { column: 'name', direction: 'ascending' } }, (list) => ({
  input: { ...toSearchInput(list), role: oneOf(list.filters.role, ENTITY_ROLES), status: oneOf(list.filters.status, ENTITY_STATUSES) },
}));
/** A form starts from what the server holds now, not from a list row cached earlier. */
export const entityFormQuery = (isEdit: boolean): RouteQuery => ({
  query: formQuery, variables: ({ id }) => ({ id: isEdit ? id : '', isEdit }), fetchPolicy: 'network-only',
});
