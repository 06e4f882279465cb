import { graphql, useMutation } from 'react-relay';
import type { useUserUpdateMutation as Mutation } from '../../../__generated__/useUserUpdateMutation.graphql';

export function useUserUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUserUpdateMutation($data: UpdateUserInput!) {
      updateUser(data: $data) {
        id
        ...UserForm_user
      }
    }
  `);
}
