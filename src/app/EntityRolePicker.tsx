import { graphql } from 'react-relay';
import { useIntl } from 'react-intl';
import type { EntityRolePickerQuery } from '../__generated__/EntityRolePickerQuery.graphql';
import { adminMessages } from './list/adminMessages';
import { useServerOptions } from './useServerOptions';
import { ComboBox } from '../ui/ComboBox';

const entityRolePickerQuery = graphql`
  query EntityRolePickerQuery($input: SearchInput!) {
    searchEntities(input: $input) {
      data { idEntity name commercialName entityRole { code } }
    }
  }
`;

const ROLES = { customer: new Set(['CUSTOMER', 'BOTH']), supplier: new Set(['SUPPLIER', 'BOTH']) };

/**
 * A customer or supplier (or both-role) entity of the OU, searched on the server as the person types: a reservation's
 * or an advance's customer, a report's customer or supplier. The roles that use it hold searchEntities, not
 * searchEntityList (server/src/auth/permissionCatalog.ts), so the role is filtered here.
 */
export function EntityRolePicker({
  role, label, placeholder, errorMessage, selectedKey, selectedLabel, onChange, isRequired, activeOnly, onTextChange,
}: {
  role: 'customer' | 'supplier'; label: string; placeholder?: string; errorMessage?: string;
  selectedKey: string | null; selectedLabel?: string; onChange: (idEntity: string | null, label: string) => void;
  isRequired?: boolean;
  /** Forms offer active entities only; a report also finds disabled ones. */
  activeOnly?: boolean;
  /** What the person types in the box (e.g. kept as the name of a customer created from there). */
  onTextChange?: (text: string) => void;
}) {
  const intl = useIntl();
  const options = useServerOptions<EntityRolePickerQuery>(
    entityRolePickerQuery,
    (text) => ({ input: { text: text.trim() || null, take: 30, ...(activeOnly ? { status: 'ACTIVE' } : {}) } }),
    (data) => data.searchEntities.data.filter((e) => !e.entityRole || ROLES[role].has(e.entityRole.code)).map((e) => ({
      id: e.idEntity, label: e.name, description: e.commercialName !== e.name ? e.commercialName : undefined,
    })),
  );
  return (
    <ComboBox label={label} placeholder={placeholder} errorMessage={errorMessage} items={options.items} isLoading={options.isLoading}
      onInputChange={(text) => {
        options.onInputChange(text);
        onTextChange?.(text);
      }} selectedKey={selectedKey} selectedLabel={selectedLabel}
      onSelectionChange={(key, item) => onChange(key, item?.label ?? '')} menuTrigger="focus" isRequired={isRequired}
      emptyLabel={intl.formatMessage(adminMessages.noMatches)} loadingLabel={intl.formatMessage(adminMessages.searching)} />
  );
}
