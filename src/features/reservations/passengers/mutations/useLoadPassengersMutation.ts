import { graphql, useMutation } from 'react-relay';
import type { useLoadPassengersMutation as Mutation } from '../../../../__generated__/useLoadPassengersMutation.graphql';

/** loadReservationPassengers: the Excel load, all or nothing. */
export function useLoadPassengersMutation() {
  return useMutation<Mutation>(graphql`
    mutation useLoadPassengersMutation($idReservation: ID!, $passengers: [ReservationPassengerInput!]!) {
      loadReservationPassengers(idReservation: $idReservation, passengers: $passengers) { idReservationPassenger }
    }
  `);
}
