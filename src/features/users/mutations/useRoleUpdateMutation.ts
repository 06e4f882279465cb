import { graphql, useMutation } from 'react-relay';
import type { useRoleUpdateMutation as Mutation } from '../../../__generated__/useRoleUpdateMutation.graphql';

export function useRoleUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRoleUpdateMutation($updateInput: UpdateRoleInput!) {
      updateRole(updateInput: $updateInput) {
        id
        ...RoleDetails_role
        ...RolePermissions_role
      }
    }
  `);
}
