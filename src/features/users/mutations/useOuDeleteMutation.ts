import { graphql, useMutation } from 'react-relay';
import type { useOuDeleteMutation as Mutation } from '../../../__generated__/useOuDeleteMutation.graphql';

/** deleteOu: answers CONFLICT while the unit still has users or records. */
export function useOuDeleteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useOuDeleteMutation($data: DeleteOuInput!) {
      deleteOu(data: $data)
    }
  `);
}
