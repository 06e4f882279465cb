import { graphql } from 'react-relay';

/**
 * What the editor shows of a reservation: its query reads it, and every change's answer carries it (the mutations in
 * reservationMutations.ts), so the store updates in place and the editor never asks again after a change. Unmasked:
 * the machine's snapshot (useReservationEditorActors' toSnapshot) reads the plain fields of either.
 */
export const ReservationEditorReservation = graphql`
  fragment reservationEditorQuery_reservation on Reservation @relay(mask: false) {
    id
    idReservation
    code
    version
    status
    allowedTransitions
    passengerCount
    registeredPassengerCount
    fileNumber
    reservationDate
    idEntity
    entity { name }
    idCurrency
    currency { code }
    idLanguage
    amount
    pendingAmount
    cancellationReason
    items { idReservationItem status allowedTransitions version }
    ...ReservationItemsTable_reservation
    ...ReservationMarginSummary_reservation
    ...ReservationRemarks_reservation
    ...ReservationPassengersSummary_reservation
    ...ReservationPayments_reservation
    ...ReservationSchedulePanel_reservation
  }
`;

/** The editor's one query: the reservation (when it exists), the options of its data form and what the person may do. */
export const ReservationEditorQuery = graphql`
  query reservationEditorQuery($id: ID!, $hasId: Boolean!) @preloadable {
    getReservationById(id: $id) @include(if: $hasId) {
      ...reservationEditorQuery_reservation @relay(mask: false)
    }
    currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue name nameEs code }
    languages: getLanguages { idLanguage name nameEs }
    ...reservationOperations_query
    ...ReservationPayments_query
    ...ReservationSchedulePanel_query
  }
`;
