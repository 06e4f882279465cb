import { graphql, useMutation } from 'react-relay';
import type { useGeneralParameterCreateMutation as Mutation } from '../../../__generated__/useGeneralParameterCreateMutation.graphql';

/** createGeneralParameter: a parameter of the caller's OU with its values. */
export function useGeneralParameterCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useGeneralParameterCreateMutation($data: CreateGeneralParameterInput!) {
      createGeneralParameter(data: $data) {
        id
        idGeneralParameter
        ...GeneralParameterForm_parameter
        ...GeneralParametersListTable_parameters
      }
    }
  `);
}
