import { graphql, useMutation } from 'react-relay';
import type { useReleaseOverdueMutation as Mutation } from '../../../../__generated__/useReleaseOverdueMutation.graphql';

/** releaseOverdueReservations: cancels the reservations whose deposit is overdue past the grace days (RELEASE OUs). */
export function useReleaseOverdueMutation() {
  return useMutation<Mutation>(graphql`
    mutation useReleaseOverdueMutation { releaseOverdueReservations }
  `);
}
