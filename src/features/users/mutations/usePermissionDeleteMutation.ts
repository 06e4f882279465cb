import { graphql, useMutation } from 'react-relay';
import type { usePermissionDeleteMutation as Mutation } from '../../../__generated__/usePermissionDeleteMutation.graphql';

export function usePermissionDeleteMutation() {
  return useMutation<Mutation>(graphql`
    mutation usePermissionDeleteMutation($idPermission: ID!) {
      deletePermission(idPermission: $idPermission)
    }
  `);
}
