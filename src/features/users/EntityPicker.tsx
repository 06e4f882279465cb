import { graphql } from 'react-relay';
import type { EntityPickerQuery } from '../../__generated__/EntityPickerQuery.graphql';
import { ServerComboBox } from '../../app/pickers/ServerComboBox';
import { useServerOptions } from '../../app/useServerOptions';

const entityPickerQuery = graphql`
  query EntityPickerQuery($input: SearchInput!) {
    searchEntities(input: $input) {
      data {
        idEntity
        name
        commercialName
      }
    }
  }
`;

export interface EntityPickerProps {
  label: string;
  description?: string;
  errorMessage?: string;
  selectedKey: string | null;
  /** The saved entity's name, shown before any search ran. */
  selectedLabel?: string;
  onChange: (idEntity: string | null, label: string) => void;
  isRequired?: boolean;
}

/** Chooses an entity of the caller's OU, searching on the server (searchEntities) as the person types. */
export function EntityPicker({ label, description, errorMessage, selectedKey, selectedLabel, onChange, isRequired }: EntityPickerProps) {
  const options = useServerOptions<EntityPickerQuery>(
    entityPickerQuery,
    (text) => ({ input: { text: text.trim() || null, take: 20, status: 'ACTIVE' } }),
    (data) => data.searchEntities.data.map((entity) => ({
      id: entity.idEntity,
      label: entity.name,
      description: entity.commercialName !== entity.name ? entity.commercialName : undefined,
    })),
  );
  return (
    <ServerComboBox label={label} description={description} errorMessage={errorMessage} options={options}
      selectedKey={selectedKey} selectedLabel={selectedLabel} onSelectionChange={(key, item) => onChange(key, item?.label ?? '')}
      isRequired={isRequired} />
  );
}
