import { graphql, useMutation } from 'react-relay';
import type { useOuLogoMutationsSetMutation as SetMutation } from '../../../__generated__/useOuLogoMutationsSetMutation.graphql';
import type { useOuLogoMutationsRemoveMutation as RemoveMutation } from '../../../__generated__/useOuLogoMutationsRemoveMutation.graphql';

export function useOuLogoSetMutation() {
  return useMutation<SetMutation>(graphql`
    mutation useOuLogoMutationsSetMutation($data: SetOuLogoInput!) {
      setOuLogo(data: $data) {
        id
        ...OuLogoField_ou
      }
    }
  `);
}

export function useOuLogoRemoveMutation() {
  return useMutation<RemoveMutation>(graphql`
    mutation useOuLogoMutationsRemoveMutation($idOu: ID!) {
      removeOuLogo(idOu: $idOu) {
        id
        ...OuLogoField_ou
      }
    }
  `);
}
