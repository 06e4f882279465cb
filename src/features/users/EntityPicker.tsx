import { graphql } from 'react-relay';
import type { EntityPickerQuery } from '../../__generated__/EntityPickerQuery.graphql';
import { IdPicker, type IdPickerProps } from '../../app/pickers/IdPicker';
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

export type EntityPickerProps = IdPickerProps;

/** Chooses an entity of the caller's OU, searching on the server (searchEntities) as the person types. */
export function EntityPicker(props: EntityPickerProps) {
  const options = useServerOptions<EntityPickerQuery>(
    entityPickerQuery,
    (text) => ({ input: { text: text.trim() || null, take: 20, status: 'ACTIVE' } }),
    (data) => data.searchEntities.data.map((entity) => ({
      id: entity.idEntity,
      label: entity.name,
      description: entity.commercialName !== entity.name ? entity.commercialName : undefined,
    })),
  );
  return <IdPicker {...props} options={options} />;
}
