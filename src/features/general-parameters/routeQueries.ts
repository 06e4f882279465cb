import formQuery from '../../__generated__/GeneralParameterFormRouteQuery$parameters';
import listQuery from '../../__generated__/GeneralParametersListRouteQuery$parameters';
import { listRouteQuery } from '../../app/listQuery';
import type { RouteQuery } from '../../app/routeTable';

/* The general parameters area's routes: each query's variables from the address, with its screen's defaults. */
export const generalParametersListQuery = listRouteQuery(listQuery, { sort: { column: 'name', direction: 'ascending' } });
/** A form starts from what the server holds now, not from a list row cached earlier. */
export const generalParameterFormQuery = (isEdit: boolean): RouteQuery => ({
  query: formQuery, variables: ({ id }) => ({ id: isEdit ? id : '', isEdit }), fetchPolicy: 'network-only',
});
