import { graphql, useMutation } from 'react-relay';
import type { useMfaEnrolmentConfirmMutation as Mutation } from '../../../__generated__/useMfaEnrolmentConfirmMutation.graphql';

export function useMfaEnrolmentConfirmMutation() {
  return useMutation<Mutation>(graphql`
    mutation useMfaEnrolmentConfirmMutation($code: String!) {
      confirmMfaEnrolment(code: $code) {
        recoveryCodes
      }
    }
  `);
}
