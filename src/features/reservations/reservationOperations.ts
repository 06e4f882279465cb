import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { reservationOperations_query$key } from '../../__generated__/reservationOperations_query.graphql';
import { reservationAbilities } from '../../machines/reservationEditor/reservationAbilities';

/*
 * The reservation screens' buttons follow what the server says this person may use (issue 21 item 4). The names are
 * RESERVATION_OPERATIONS of the machine's abilities (a test keeps the two lists equal).
 */
export const reservationOperationsFragment = graphql`
  fragment reservationOperations_query on Query {
    allowedOperations(names: [
      "createReservation", "addReservationItem", "addReservationPackage", "updateReservation", "confirmReservation",
      "cancelReservation", "updateReservationItem", "confirmReservationItem", "cancelReservationItem",
      "deleteReservationItem", "addReservationRemark", "reservationItemPriceOverride", "revertReservationChange",
      "saveReservationPassenger", "loadReservationPassengers", "deleteReservationPassenger",
      "attachReservationDocument", "deleteReservationDocument", "completeCashierTransaction"
    ])
  }
`;

/** The operations a route's query answered, as the list the machine takes. */
export function useReservationOperations(query: reservationOperations_query$key): readonly string[] {
  return useFragment(reservationOperationsFragment, query).allowedOperations;
}

/** The abilities for the screens that run no machine (passengers, documents, list). */
export function useReservationAbilities(query: reservationOperations_query$key) {
  const operations = useReservationOperations(query);
  return useMemo(() => reservationAbilities(operations), [operations]);
}
