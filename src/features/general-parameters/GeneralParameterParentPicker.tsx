import { graphql } from 'react-relay';
import type { GeneralParameterParentPickerQuery } from '../../__generated__/GeneralParameterParentPickerQuery.graphql';
import { useServerOptions } from '../../app/useServerOptions';
import { IdPicker, type IdPickerProps } from '../../app/pickers/IdPicker';

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

export interface GeneralParameterParentPickerProps extends IdPickerProps {
  /** The parameter being edited: it cannot be its own parent. */
  excludeId?: string;
}

/** Chooses the parent of a general parameter among those the OU sees, searching on the server as the person types. */
export function GeneralParameterParentPicker({ excludeId, ...props }: GeneralParameterParentPickerProps) {
  const options = useServerOptions<GeneralParameterParentPickerQuery>(
    parentPickerQuery,
    (text) => ({ input: { text: text.trim() || null, take: 20, sortBy: 'name' } }),
    (data) => data.searchGeneralParameters.data
      .filter((p) => p.idGeneralParameter !== excludeId)
      .map((p) => ({ id: p.idGeneralParameter, label: p.name, description: p.code })),
  );
  return <IdPicker {...props} options={options} />;
}
