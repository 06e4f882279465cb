import { useParams } from 'wouter';
import type { OperationType, GraphQLTaggedNode } from 'relay-runtime';
import { useRouteQuery } from '../../../app/list/useRouteQuery';

/** Both print routes load their reservation by the {id} in the address. */
export function usePrintReservation<T extends OperationType>(query: GraphQLTaggedNode) {
  const { id } = useParams<{ id: string }>();
  return { id, ...useRouteQuery<T>(query, { id } as T['variables'], 'network-only') };
}
