import { graphql } from 'react-relay';
import type { SupplierPickerQuery } from '../../__generated__/SupplierPickerQuery.graphql';
import { useServerOptions } from '../../app/useServerOptions';
import { chosenVariables, IdPicker, type IdPickerProps } from '../../app/pickers/IdPicker';
import { withChosen } from '../../app/pickers/ServerComboBox';

const supplierPickerQuery = graphql`
  query SupplierPickerQuery($input: EntitySearchInput!, $selected: ID!, $withSelected: Boolean!) {
    searchEntityList(input: $input) {
      data { idEntity name commercialName }
    }
    selected: getEntityById(id: $selected) @include(if: $withSelected) { idEntity name commercialName }
  }
`;

export interface SupplierPickerProps extends IdPickerProps {
  /** A product form offers active suppliers only; the list filter also finds products of disabled ones. */
  activeOnly?: boolean;
}

/**
 * A supplier (or both-role) entity of the caller's OU, searched on the server as the person types. With an empty
 * box the chosen supplier is fetched too, so a filter restored from the address shows its name.
 */
export function SupplierPicker({ activeOnly = false, ...props }: SupplierPickerProps) {
  const options = useServerOptions<SupplierPickerQuery>(
    supplierPickerQuery,
    (text) => ({
      input: { text: text.trim() || null, take: 20, role: 'SUPPLIER', status: activeOnly ? 'ACTIVE' : null, sortBy: 'commercialName' },
      ...chosenVariables(text.trim(), props),
    }),
    (data) => {
      const all = withChosen(data.searchEntityList.data, data.selected, (e) => e.idEntity);
      return all.map((entity) => ({
        id: entity.idEntity,
        label: entity.commercialName || entity.name,
        description: entity.commercialName && entity.commercialName !== entity.name ? entity.name : undefined,
      }));
    },
  );
  return <IdPicker {...props} options={options} />;
}
