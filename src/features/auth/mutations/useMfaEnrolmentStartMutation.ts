import { graphql, useMutation } from 'react-relay';
import type { useMfaEnrolmentStartMutation as Mutation } from '../../../__generated__/useMfaEnrolmentStartMutation.graphql';

export function useMfaEnrolmentStartMutation() {
  return useMutation<Mutation>(graphql`
    mutation useMfaEnrolmentStartMutation {
      startMfaEnrolment {
        secret
        otpauthUri
      }
    }
  `);
}
