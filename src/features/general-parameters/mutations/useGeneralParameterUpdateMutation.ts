import { graphql, useMutation } from 'react-relay';
import type { useGeneralParameterUpdateMutation as Mutation } from '../../../__generated__/useGeneralParameterUpdateMutation.graphql';

/** updateGeneralParameter: the parameter and its whole list of values in one call. */
export function useGeneralParameterUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useGeneralParameterUpdateMutation($data: UpdateGeneralParameterInput!) {
      updateGeneralParameter(data: $data) {
        id
        ...GeneralParameterForm_parameter
        ...GeneralParametersListTable_parameters
      }
    }
  `);
}
