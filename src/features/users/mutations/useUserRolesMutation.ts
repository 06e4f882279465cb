import { graphql, useMutation } from 'react-relay';
import type { useUserRolesMutation as Mutation } from '../../../__generated__/useUserRolesMutation.graphql';

/** associateRoleUser: the user's roles become exactly the given set. */
export function useUserRolesMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUserRolesMutation($input: AssociateRoleUserInput!) {
      associateRoleUser(associateRoleUserInput: $input) {
        id
        ...UserForm_user
      }
    }
  `);
}
