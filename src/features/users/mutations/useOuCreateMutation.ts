import { graphql, useMutation } from 'react-relay';
import type { useOuCreateMutation as Mutation } from '../../../__generated__/useOuCreateMutation.graphql';

export function useOuCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useOuCreateMutation($data: CreateOuInput!) {
      createOu(data: $data) {
        id
        idOu
        ...OuForm_ou
      }
    }
  `);
}
