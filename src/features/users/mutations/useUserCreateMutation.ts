import { graphql, useMutation } from 'react-relay';
import type { useUserCreateMutation as Mutation } from '../../../__generated__/useUserCreateMutation.graphql';

/** createUser: the server also sends the activation link (register-user-by-admin flow). */
export function useUserCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUserCreateMutation($data: CreateUserInput!) {
      createUser(data: $data) {
        id
        idUser
        email
        ...UserForm_user
      }
    }
  `);
}
