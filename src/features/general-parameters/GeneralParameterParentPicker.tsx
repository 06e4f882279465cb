import { graphql } from 'react-relay';
import type { GeneralParameterParentPickerQuery } from '../../__generated__/GeneralParameterParentPickerQuery.graphql';
import { useServerOptions } from '../../app/useServerOptions';
import { ServerComboBox } from '../../app/pickers/ServerComboBox';

const parentPickerQuery = graphql`
  query GeneralParameterParentPickerQuery($input: SearchInput!) {
    searchGeneralParameters(input: $input) {
      data {
        idGeneralParameter
        name
        code
      }
    }
  }
`;

export interface GeneralParameterParentPickerProps {
  label: string;
  description?: string;
  errorMessage?: string;
  selectedKey: string | null;
  selectedLabel?: string;
  /** The parameter being edited: it cannot be its own parent. */
  excludeId?: string;
  onChange: (idGeneralParameter: string | null, label: string) => void;
}

/** Chooses the parent of a general parameter among those the OU sees, searching on the server as the person types. */
export function GeneralParameterParentPicker({
  label, description, errorMessage, selectedKey, selectedLabel, excludeId, onChange,
}: GeneralParameterParentPickerProps) {
  const options = useServerOptions<GeneralParameterParentPickerQuery>(
    parentPickerQuery,
    (text) => ({ input: { text: text.trim() || null, take: 20, sortBy: 'name' } }),
    (data) => data.searchGeneralParameters.data
      .filter((p) => p.idGeneralParameter !== excludeId)
      .map((p) => ({ id: p.idGeneralParameter, label: p.name, description: p.code })),
  );
  return (
    <ServerComboBox label={label} description={description} errorMessage={errorMessage} selectedKey={selectedKey}
      selectedLabel={selectedLabel} onSelectionChange={(key, item) => onChange(key, item?.label ?? '')}
      options={options} />
  );
}
