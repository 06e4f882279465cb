import { graphql, useMutation } from 'react-relay';
import type { useOuUpdateMutation as Mutation } from '../../../__generated__/useOuUpdateMutation.graphql';

export function useOuUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useOuUpdateMutation($data: UpdateOuInput!) {
      updateOu(data: $data) {
        id
        ...OuForm_ou
      }
    }
  `);
}
