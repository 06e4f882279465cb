import { graphql } from 'react-relay';

// The editor's mutations; each answers the fields the screen shows so the Relay store updates in place.
export const saveMutations = {
  create: graphql`
    mutation reservationMutationsCreateMutation($data: ReservationInput!) {
      createReservation(data: $data) { id idReservation version }
    }
  `,
  update: graphql`
    mutation reservationMutationsUpdateMutation($data: ReservationInput!) {
      updateReservation(data: $data) { id idReservation version }
    }
  `,
};

export const commandMutations = {
  addItem: graphql`
    mutation reservationMutationsAddItemMutation($data: ReservationItemInput!) {
      addReservationItem(data: $data) { id idReservationItem }
    }
  `,
  addPackage: graphql`
    mutation reservationMutationsAddPackageMutation($idReservation: ID!, $idPackage: ID!, $startDate: Date!, $quantity: Int!, $confirm: Boolean) {
      addReservationPackage(idReservation: $idReservation, idPackage: $idPackage, startDate: $startDate, quantity: $quantity, confirm: $confirm) {
        id idReservationItem
      }
    }
  `,
  updateItem: graphql`
    mutation reservationMutationsUpdateItemMutation($data: ReservationItemUpdateInput!) {
      updateReservationItem(data: $data) { id idReservationItem version serviceDate serviceTime supplierReference quantity nights unitPrice amount }
    }
  `,
  deleteItem: graphql`
    mutation reservationMutationsDeleteItemMutation($idReservationItem: ID!) {
      deleteReservationItem(idReservationItem: $idReservationItem)
    }
  `,
  confirmItem: graphql`
    mutation reservationMutationsConfirmItemMutation($idReservationItem: ID!) {
      confirmReservationItem(idReservationItem: $idReservationItem) { id status allowedTransitions version }
    }
  `,
  cancelItem: graphql`
    mutation reservationMutationsCancelItemMutation($idReservationItem: ID!, $reason: String) {
      cancelReservationItem(idReservationItem: $idReservationItem, reason: $reason) {
        id status allowedTransitions version amount pendingAmount amountPayable cancellationFee cancellationReason
      }
    }
  `,
  confirmReservation: graphql`
    mutation reservationMutationsConfirmMutation($idReservation: ID!, $version: Int) {
      confirmReservation(idReservation: $idReservation, version: $version) { id status allowedTransitions version }
    }
  `,
  cancelReservation: graphql`
    mutation reservationMutationsCancelMutation($idReservation: ID!, $reason: String) {
      cancelReservation(idReservation: $idReservation, reason: $reason) { id status allowedTransitions version }
    }
  `,
  addRemark: graphql`
    mutation reservationMutationsAddRemarkMutation($idReservation: ID!, $text: String!) {
      addReservationRemark(idReservation: $idReservation, text: $text) { idReservationRemark }
    }
  `,
};
