import { graphql, useMutation } from 'react-relay';
import type { useRolePermissionRemoveMutation as Mutation } from '../../../__generated__/useRolePermissionRemoveMutation.graphql';

export function useRolePermissionRemoveMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRolePermissionRemoveMutation($associateInput: AssociateInput!) {
      removeRolePermission(associateInput: $associateInput) {
        id
        ...RolePermissions_role
      }
    }
  `);
}
