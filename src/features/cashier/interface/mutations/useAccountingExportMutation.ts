import { graphql, useMutation } from 'react-relay';
import type { useAccountingExportMutation as Mutation } from '../../../../__generated__/useAccountingExportMutation.graphql';

/** exportAccountingDocuments: the range's documents as a CSV or XLSX file (base64), marked exported. */
export function useAccountingExportMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAccountingExportMutation($input: AccountingExportInput!) {
      exportAccountingDocuments(input: $input) { fileName contentType base64 rowCount }
    }
  `);
}
