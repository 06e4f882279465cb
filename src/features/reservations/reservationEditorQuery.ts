import { graphql } from 'react-relay';

/** The editor's one query: the reservation (when it exists) and the options of its data form. */
export const ReservationEditorQuery = graphql`
  query reservationEditorQuery($id: ID!, $hasId: Boolean!) {
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
      ...ReservationRemarks_reservation
      ...ReservationPassengersSummary_reservation
    }
    currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue name code }
    languages: getLanguages { idLanguage name }
  }
`;
