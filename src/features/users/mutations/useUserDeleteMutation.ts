import { graphql, useMutation } from 'react-relay';
import type { useUserDeleteMutation as Mutation } from '../../../__generated__/useUserDeleteMutation.graphql';

export function useUserDeleteMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUserDeleteMutation($data: DeleteUserInput!) {
      deleteUser(data: $data)
    }
  `);
}
