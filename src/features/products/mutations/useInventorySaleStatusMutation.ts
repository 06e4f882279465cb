import { graphql, useMutation } from 'react-relay';
import type { useInventorySaleStatusMutation as Mutation } from '../../../__generated__/useInventorySaleStatusMutation.graphql';

/** setInventorySaleStatus: the sale status and release period of an instance over a date range (the page reloads after). */
export function useInventorySaleStatusMutation() {
  return useMutation<Mutation>(graphql`
    mutation useInventorySaleStatusMutation($data: InventorySalePeriodInput!) {
      setInventorySaleStatus(data: $data) {
        idInventorySalePeriod
      }
    }
  `);
}
