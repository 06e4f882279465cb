import { graphql, useMutation } from 'react-relay';
import type { useTaxDocumentsSendMutation as Mutation } from '../../../../__generated__/useTaxDocumentsSendMutation.graphql';

/** sendTaxDocuments: the given documents to the tax authority through its adapter. */
export function useTaxDocumentsSendMutation() {
  return useMutation<Mutation>(graphql`
    mutation useTaxDocumentsSendMutation($ids: [ID!]!) {
      sendTaxDocuments(ids: $ids) { idFiscalDocument taxStatus }
    }
  `);
}
