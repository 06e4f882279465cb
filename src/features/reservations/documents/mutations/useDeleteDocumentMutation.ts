import { graphql, useMutation } from 'react-relay';
import type { useDeleteDocumentMutation as Mutation } from '../../../../__generated__/useDeleteDocumentMutation.graphql';

/** deleteReservationDocument. */
export function useDeleteDocumentMutation() {
  return useMutation<Mutation>(graphql`
    mutation useDeleteDocumentMutation($idReservationDocument: ID!) {
      deleteReservationDocument(idReservationDocument: $idReservationDocument)
    }
  `);
}
