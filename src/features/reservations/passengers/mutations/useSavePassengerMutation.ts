import { graphql, useMutation } from 'react-relay';
import type { useSavePassengerMutation as Mutation } from '../../../../__generated__/useSavePassengerMutation.graphql';

/** saveReservationPassenger: adds or updates one passenger (passengers carry no global id, so the route refetches after). */
export function useSavePassengerMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSavePassengerMutation($idReservation: ID!, $data: ReservationPassengerInput!) {
      saveReservationPassenger(idReservation: $idReservation, data: $data) { idReservationPassenger version }
    }
  `);
}
