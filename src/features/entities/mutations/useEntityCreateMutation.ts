import { graphql, useMutation } from 'react-relay';
import type { useEntityCreateMutation as Mutation } from '../../../__generated__/useEntityCreateMutation.graphql';

/** createEntity: an entity linked to the caller's OU, with its addresses, contacts and accounts. */
export function useEntityCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useEntityCreateMutation($data: CreateEntityInput!) {
      createEntity(data: $data) {
        id
        idEntity
        ...EntityForm_entity
        ...EntitiesListTable_entities
      }
    }
  `);
}
