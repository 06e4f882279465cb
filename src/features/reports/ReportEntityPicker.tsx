import { graphql } from 'react-relay';
import { useIntl } from 'react-intl';
import type { ReportEntityPickerQuery } from '../../__generated__/ReportEntityPickerQuery.graphql';
import { adminMessages } from '../../app/list/adminMessages';
import { useServerOptions } from '../../app/useServerOptions';
import { ComboBox } from '../../ui/ComboBox';

const reportEntityPickerQuery = graphql`
  query ReportEntityPickerQuery($input: SearchInput!) {
    searchEntities(input: $input) {
      data { idEntity name commercialName entityRole { code } }
    }
  }
`;

const ROLES = { customer: new Set(['CUSTOMER', 'BOTH']), supplier: new Set(['SUPPLIER', 'BOTH']) };

/** A customer or supplier of the OU, searched on the server as the person types; empty means every one. */
export function ReportEntityPicker({ role, label, placeholder, errorMessage, selectedKey, selectedLabel, onChange }: {
  role: 'customer' | 'supplier'; label: string; placeholder?: string; errorMessage?: string;
  selectedKey: string | null; selectedLabel?: string; onChange: (idEntity: string | null, label: string) => void;
}) {
  const intl = useIntl();
  const options = useServerOptions<ReportEntityPickerQuery>(
    reportEntityPickerQuery,
    (text) => ({ input: { text: text.trim() || null, take: 30 } }),
    (data) => data.searchEntities.data.filter((e) => !e.entityRole || ROLES[role].has(e.entityRole.code)).map((e) => ({
      id: e.idEntity, label: e.name, description: e.commercialName !== e.name ? e.commercialName : undefined,
    })),
  );
  return (
    <ComboBox label={label} placeholder={placeholder} errorMessage={errorMessage} items={options.items} isLoading={options.isLoading}
      onInputChange={options.onInputChange} selectedKey={selectedKey} selectedLabel={selectedLabel}
      onSelectionChange={(key, item) => onChange(key, item?.label ?? '')} menuTrigger="focus"
      emptyLabel={intl.formatMessage(adminMessages.noMatches)} loadingLabel={intl.formatMessage(adminMessages.searching)} />
  );
}
