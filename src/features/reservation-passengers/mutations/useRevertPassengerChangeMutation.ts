import { graphql, useMutation } from 'react-relay';
import type { useRevertPassengerChangeMutation as Mutation } from '../../../__generated__/useRevertPassengerChangeMutation.graphql';

/** revertReservationChange for a passenger history entry; answers the new entry the revert recorded. */
export function useRevertPassengerChangeMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRevertPassengerChangeMutation($idReservationHistory: ID!) {
      revertReservationChange(idReservationHistory: $idReservationHistory) { idReservationHistory }
    }
  `);
}
