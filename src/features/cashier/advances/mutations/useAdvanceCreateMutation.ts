import { graphql, useMutation } from 'react-relay';
import type { useAdvanceCreateMutation as Mutation } from '../../../../__generated__/useAdvanceCreateMutation.graphql';

/** createAdvance: a customer's prepayment in the caller's open day, with its invoice or receipt. */
export function useAdvanceCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAdvanceCreateMutation($data: AdvanceInput!) {
      createAdvance(data: $data) {
        idAdvance
        document { number }
        ...AdvancesListTable_advances
      }
    }
  `);
}
