import { graphql, useMutation } from 'react-relay';
import type { useAttachDocumentMutation as Mutation } from '../../../../__generated__/useAttachDocumentMutation.graphql';

/** attachReservationDocument: one file as base64 (the route refetches the list after). */
export function useAttachDocumentMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAttachDocumentMutation($data: ReservationDocumentInput!) {
      attachReservationDocument(data: $data) { idReservationDocument fileName }
    }
  `);
}
