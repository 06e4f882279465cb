import { graphql, useMutation } from 'react-relay';
import type { useAdvanceVoidMutation as Mutation } from '../../../../__generated__/useAdvanceVoidMutation.graphql';

/** voidAdvance: voids an untouched advance (credit note, money out of today's drawer). */
export function useAdvanceVoidMutation() {
  return useMutation<Mutation>(graphql`
    mutation useAdvanceVoidMutation($idAdvance: ID!, $reason: String, $idempotencyKey: String!) {
      voidAdvance(idAdvance: $idAdvance, reason: $reason, idempotencyKey: $idempotencyKey) {
        idAdvance
        ...AdvancesListTable_advances
      }
    }
  `);
}
