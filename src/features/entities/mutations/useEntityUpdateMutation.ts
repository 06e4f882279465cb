import { graphql, useMutation } from 'react-relay';
import type { useEntityUpdateMutation as Mutation } from '../../../__generated__/useEntityUpdateMutation.graphql';

/** updateEntity: the whole record as the form holds it (addresses and contacts replaced as sent). */
export function useEntityUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useEntityUpdateMutation($data: UpdateEntityInput!) {
      updateEntity(data: $data) {
        id
        ...EntityForm_entity
        ...EntitiesListTable_entities
      }
    }
  `);
}
