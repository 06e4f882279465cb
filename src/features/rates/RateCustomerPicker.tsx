import { graphql } from 'react-relay';
import type { RateCustomerPickerQuery } from '../../__generated__/RateCustomerPickerQuery.graphql';
import { useServerOptions } from '../../app/useServerOptions';
import { chosenVariables, type IdPickerProps } from '../../app/pickers/IdPicker';
import { ServerComboBox, withChosen } from '../../app/pickers/ServerComboBox';

const rateCustomerPickerQuery = graphql`
  query RateCustomerPickerQuery($input: EntitySearchInput!, $selected: ID!, $withSelected: Boolean!) {
    searchEntityList(input: $input) {
      data { idEntity name commercialName }
    }
    selected: getEntityById(id: $selected) @include(if: $withSelected) { idEntity name commercialName }
  }
`;

/** The option that stands for "no entity": the rate (or the search) is for every customer. */
const ALL = '__all__';

export interface RateCustomerPickerProps extends Omit<IdPickerProps, 'placeholder' | 'isRequired'> {
  /** The text of the null state ("All customers" on a rate, "Any customer" on a filter), chosen when selectedKey is null. */
  noneLabel: string;
  /** A form offers active customers only; the list filter also finds rates of disabled ones. */
  activeOnly?: boolean;
}

/**
 * A customer (or both-role) entity of the OU, searched on the server (searchEntityList, role CUSTOMER) as the person
 * types. The null state is an option of its own, so "All customers" reads as a choice rather than an empty box.
 */
export function RateCustomerPicker({
  label, description, errorMessage, selectedKey, selectedLabel, onChange, noneLabel, activeOnly = false,
}: RateCustomerPickerProps) {
  const options = useServerOptions<RateCustomerPickerQuery>(
    rateCustomerPickerQuery,
    (typed) => {
      // The box shows the chosen label after a choice; that text (or the null option's) is not a search.
      const text = typed.trim() === noneLabel || typed.trim() === selectedLabel ? '' : typed.trim();
      return {
        input: { text: text || null, take: 20, role: 'CUSTOMER', status: activeOnly ? 'ACTIVE' : null, sortBy: 'name' },
        ...chosenVariables(text, { label, selectedKey, selectedLabel }),
      };
    },
    (data) => {
      const all = withChosen(data.searchEntityList.data, data.selected, (e) => e.idEntity);
      return [
        { id: ALL, label: noneLabel },
        ...all.map((entity) => ({
          id: entity.idEntity,
          label: entity.name,
          description: entity.commercialName && entity.commercialName !== entity.name ? entity.commercialName : undefined,
        })),
      ];
    },
  );
  return (
    <ServerComboBox label={label} description={description} errorMessage={errorMessage} options={options}
      selectedKey={selectedKey ?? ALL} selectedLabel={selectedKey == null ? noneLabel : selectedLabel}
      onSelectionChange={(key, item) => {
        // Clearing the box goes back to the null state too.
        if (key == null || key === ALL) onChange(null, '');
        else onChange(key, item?.label ?? '');
      }} />
  );
}
