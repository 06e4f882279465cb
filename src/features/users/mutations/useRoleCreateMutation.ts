import { graphql, useMutation } from 'react-relay';
import type { useRoleCreateMutation as Mutation } from '../../../__generated__/useRoleCreateMutation.graphql';

export function useRoleCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRoleCreateMutation($roleInput: RoleInput!) {
      createRole(roleInput: $roleInput) {
        idRole
        role {
          id
          ...RoleDetails_role
          ...RolePermissions_role
        }
      }
    }
  `);
}
