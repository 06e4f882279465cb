import { graphql, useMutation } from 'react-relay';
import type { useMfaDisableMutation as Mutation } from '../../../__generated__/useMfaDisableMutation.graphql';

export function useMfaDisableMutation() {
  return useMutation<Mutation>(graphql`
    mutation useMfaDisableMutation($code: String!) {
      disableMfa(code: $code) {
        enrolled
      }
    }
  `);
}
