import { graphql, useMutation } from 'react-relay';
import type { usePackageCreateMutation as Mutation } from '../../../../__generated__/usePackageCreateMutation.graphql';

/** createPackage: the package with all its parts in one call. */
export function usePackageCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation usePackageCreateMutation($data: PackageInput!) {
      createPackage(data: $data) {
        id
        idPackage
        ...PackagesListTable_packages
        ...PackageDetails_package
        ...PackageItinerary_package
      }
    }
  `);
}
