import { graphql, useMutation } from 'react-relay';
import type { useEndUserSessionsMutation as Mutation } from '../../../__generated__/useEndUserSessionsMutation.graphql';

/** endUserSessions: ends one session of the user (idSession) or all of them; the panel re-reads the list. */
export function useEndUserSessionsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useEndUserSessionsMutation($idUser: ID!, $idSession: ID) {
      endUserSessions(idUser: $idUser, idSession: $idSession) {
        id
        ...UserSessionsPanel_user
      }
    }
  `);
}
