import { graphql, useMutation } from 'react-relay';
import type { useInventoryTransactionCreateMutation as Mutation } from '../../../__generated__/useInventoryTransactionCreateMutation.graphql';

/**
 * createInventoryTransaction: one ledger row over a date range. The payload is the row alone (it has no Node id to
 * merge into the instance's page), so the inventory page reloads its lists and strip afterwards.
 */
export function useInventoryTransactionCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useInventoryTransactionCreateMutation($data: InventoryTransactionInput!) {
      createInventoryTransaction(data: $data) {
        idInventoryTransaction
      }
    }
  `);
}
