import { graphql, useMutation } from 'react-relay';
import type { useEntityStatusMutation as Mutation } from '../../../__generated__/useEntityStatusMutation.graphql';

/** setEntityStatus: enables or disables an entity. */
export function useEntityStatusMutation() {
  return useMutation<Mutation>(graphql`
    mutation useEntityStatusMutation($idEntity: ID!, $idStatus: Status!) {
      setEntityStatus(idEntity: $idEntity, idStatus: $idStatus) {
        id
        idStatus
        ...EntityForm_entity
        ...EntitiesListTable_entities
      }
    }
  `);
}
