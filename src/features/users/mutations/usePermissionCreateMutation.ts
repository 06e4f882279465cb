import { graphql, useMutation } from 'react-relay';
import type { usePermissionCreateMutation as Mutation } from '../../../__generated__/usePermissionCreateMutation.graphql';

export function usePermissionCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation usePermissionCreateMutation($permissionInput: PermissionInput!) {
      createPermission(permissionInput: $permissionInput) {
        idPermission
        permission {
          id
          ...PermissionsListTable_permissions
        }
      }
    }
  `);
}
