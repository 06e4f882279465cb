import type { GraphQLTaggedNode, OperationType, PreloadableConcreteRequest, Variables } from 'relay-runtime';
import { parseListParams, toSearchInput, type ListParams, type ListSort } from './listSearch';
import type { RouteQuery } from './routeTable';

/** A list screen's defaults where the address says nothing (no `sort`, no `size`). */
export interface ListDefaults { pageSize?: number; sort?: ListSort }

/**
 * A list route's query: its variables come from the address with the list's defaults, and the screen reads its
 * controls with the same defaults (`useListParams(route.defaults)`), so the page it shows is the query the
 * navigation loaded. Without `variables`, the query takes the list's SearchInput as `$input`.
 */
export interface ListRouteQuery extends RouteQuery { defaults: ListDefaults }

export const listRouteQuery = (
  query: GraphQLTaggedNode | PreloadableConcreteRequest<OperationType>,
  defaults: ListDefaults = {},
  variables: (list: ListParams, params: Record<string, string>) => Variables = (list) => ({ input: toSearchInput(list) }),
): ListRouteQuery => ({ query, defaults, variables: (params, search) => variables(parseListParams(search, defaults), params) });
