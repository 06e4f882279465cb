import { graphql, useMutation } from 'react-relay';
import type { useChangeOuMutation as Mutation } from '../../../../__generated__/useChangeOuMutation.graphql';

/**
 * changeUserOu: STG only; the user's open sessions follow to the new unit. The payload re-reads the screen's fragments
 * so the current-unit card switches with the answer.
 */
export function useChangeOuMutation() {
  return useMutation<Mutation>(graphql`
    mutation useChangeOuMutation($idUser: ID!, $idOu: ID!, $idEntity: ID!) {
      changeUserOu(idUser: $idUser, idOu: $idOu, idEntity: $idEntity) {
        id
        idOu
        ...ChangeOuCurrent_viewer
        ...ChangeOuForm_viewer
      }
    }
  `);
}
