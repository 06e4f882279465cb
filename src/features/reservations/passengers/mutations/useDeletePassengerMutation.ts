import { graphql, useMutation } from 'react-relay';
import type { useDeletePassengerMutation as Mutation } from '../../../../__generated__/useDeletePassengerMutation.graphql';

/** deleteReservationPassenger (the history keeps the row, so it can be reverted). */
export function useDeletePassengerMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeletePassengerMutation($idReservationPassenger: ID!) {
      deleteReservationPassenger(idReservationPassenger: $idReservationPassenger)
    }
  `);
}
