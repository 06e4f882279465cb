import { graphql } from 'react-relay';

/** The editor's one query: the reservation (when it exists), the options of its data form and what the person may do. */
export const ReservationEditorQuery = graphql`
  query reservationEditorQuery($id: ID!, $hasId: Boolean!) @preloadable {
    getReservationById(id: $id) @include(if: $hasId) {
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
    }
    currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue name nameEs code }
    languages: getLanguages { idLanguage name nameEs }
    ...reservationOperations_query
    ...ReservationPayments_query
  }
`;
