import { graphql, useMutation } from 'react-relay';
import type { useUserMfaResetMutation as Mutation } from '../../../__generated__/useUserMfaResetMutation.graphql';

export function useUserMfaResetMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUserMfaResetMutation($idUser: ID!) {
      resetUserMfa(idUser: $idUser) {
        ...UserMfaReset_user
      }
    }
  `);
}
