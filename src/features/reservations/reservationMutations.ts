import { graphql } from 'react-relay';

// The editor's mutations; each answers what it changed, the reservation as the editor shows it included (its totals,
// status, version and items: reservationEditorQuery_reservation), so the Relay store updates in place and the editor
// never asks again after a change.
export const saveMutations = {
  create: graphql`
    mutation reservationMutationsCreateMutation($data: ReservationInput!) {
      createReservation(data: $data) { id idReservation version }
    }
  `,
  update: graphql`
    mutation reservationMutationsUpdateMutation($data: ReservationInput!) {
      updateReservation(data: $data) { ...reservationEditorQuery_reservation @relay(mask: false) }
    }
  `,
};

export const commandMutations = {
  addItem: graphql`
    mutation reservationMutationsAddItemMutation($data: ReservationItemInput!) {
      addReservationItem(data: $data) { id idReservationItem reservation { ...reservationEditorQuery_reservation @relay(mask: false) } }
    }
  `,
  addPackage: graphql`
    mutation reservationMutationsAddPackageMutation($idReservation: ID!, $idPackage: ID!, $startDate: Date!, $quantity: Int!, $confirm: Boolean) {
      addReservationPackage(idReservation: $idReservation, idPackage: $idPackage, startDate: $startDate, quantity: $quantity, confirm: $confirm) {
        id idReservationItem reservation { ...reservationEditorQuery_reservation @relay(mask: false) }
      }
    }
  `,
  updateItem: graphql`
    mutation reservationMutationsUpdateItemMutation($data: ReservationItemUpdateInput!) {
      updateReservationItem(data: $data) {
        id idReservationItem version serviceDate serviceTime supplierReference quantity nights unitPrice amount
        reservation { ...reservationEditorQuery_reservation @relay(mask: false) }
      }
    }
  `,
  deleteItem: graphql`
    mutation reservationMutationsDeleteItemMutation($idReservationItem: ID!) {
      deleteReservationItem(idReservationItem: $idReservationItem) { ...reservationEditorQuery_reservation @relay(mask: false) }
    }
  `,
  confirmItem: graphql`
    mutation reservationMutationsConfirmItemMutation($idReservationItem: ID!) {
      confirmReservationItem(idReservationItem: $idReservationItem) { id status allowedTransitions version reservation { ...reservationEditorQuery_reservation @relay(mask: false) } }
    }
  `,
  cancelItem: graphql`
    mutation reservationMutationsCancelItemMutation($idReservationItem: ID!, $reason: String) {
      cancelReservationItem(idReservationItem: $idReservationItem, reason: $reason) {
        id status allowedTransitions version amount pendingAmount amountPayable cancellationFee cancellationReason
        reservation { ...reservationEditorQuery_reservation @relay(mask: false) }
      }
    }
  `,
  confirmReservation: graphql`
    mutation reservationMutationsConfirmMutation($idReservation: ID!, $version: Int) {
      confirmReservation(idReservation: $idReservation, version: $version) { ...reservationEditorQuery_reservation @relay(mask: false) }
    }
  `,
  cancelReservation: graphql`
    mutation reservationMutationsCancelMutation($idReservation: ID!, $reason: String) {
      cancelReservation(idReservation: $idReservation, reason: $reason) { ...reservationEditorQuery_reservation @relay(mask: false) }
    }
  `,
  addRemark: graphql`
    mutation reservationMutationsAddRemarkMutation($idReservation: ID!, $text: String!) {
      addReservationRemark(idReservation: $idReservation, text: $text) { idReservationRemark text createdAt createdBy }
    }
  `,
};
