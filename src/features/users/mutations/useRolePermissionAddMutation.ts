import { graphql, useMutation } from 'react-relay';
import type { useRolePermissionAddMutation as Mutation } from '../../../__generated__/useRolePermissionAddMutation.graphql';

/** associateRolePermission: the answer is the role with its new permission list, which the screen re-reads. */
export function useRolePermissionAddMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRolePermissionAddMutation($associateInput: AssociateInput!) {
      associateRolePermission(associateInput: $associateInput) {
        id
        ...RolePermissions_role
      }
    }
  `);
}
