import { graphql } from 'react-relay';
import { useIntl } from 'react-intl';
import type { CustomerPickerQuery } from '../../__generated__/CustomerPickerQuery.graphql';
import { adminMessages } from '../../app/list/adminMessages';
import { useServerOptions } from '../../app/useServerOptions';
import { ComboBox } from '../../ui/ComboBox';

const customerPickerQuery = graphql`
  query CustomerPickerQuery($input: SearchInput!) {
    searchEntities(input: $input) {
      data { idEntity name commercialName entityRole { code } }
    }
  }
`;

const CUSTOMER_ROLES = new Set(['CUSTOMER', 'BOTH']);

/**
 * Chooses the reservation's customer: an active entity of the OU whose role is customer or both. The reservation
 * roles hold searchEntities, not searchEntityList (server/src/auth/permissionCatalog.ts), so the role is filtered here.
 */
export function CustomerPicker({ label, errorMessage, selectedKey, selectedLabel, onChange }: {
  label: string; errorMessage?: string; selectedKey: string | null; selectedLabel?: string;
  onChange: (idEntity: string | null, label: string) => void;
}) {
  const intl = useIntl();
  const options = useServerOptions<CustomerPickerQuery>(
    customerPickerQuery,
    (text) => ({ input: { text: text.trim() || null, take: 30, status: 'ACTIVE' } }),
    (data) => data.searchEntities.data.filter((entity) => !entity.entityRole || CUSTOMER_ROLES.has(entity.entityRole.code)).map((entity) => ({
      id: entity.idEntity, label: entity.name,
      description: entity.commercialName !== entity.name ? entity.commercialName : undefined,
    })),
  );
  return (
    <ComboBox label={label} errorMessage={errorMessage} items={options.items} isLoading={options.isLoading}
      onInputChange={options.onInputChange} selectedKey={selectedKey} selectedLabel={selectedLabel}
      onSelectionChange={(key, item) => onChange(key, item?.label ?? '')} menuTrigger="focus" isRequired
      emptyLabel={intl.formatMessage(adminMessages.noMatches)} loadingLabel={intl.formatMessage(adminMessages.searching)} />
  );
}
