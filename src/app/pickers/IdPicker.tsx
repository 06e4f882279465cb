import { useState } from 'react';
import { ServerComboBox } from './ServerComboBox';

/** What a form gives any picker that searches on the server. */
export interface PickerProps {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  selectedKey: string | null;
  /** The chosen record's name when the caller knows it (a saved record): shown before any search ran. */
  selectedLabel?: string;
  isRequired?: boolean;
}

/** A picker whose choice is a record's id and the name it showed. */
export interface IdPickerProps extends PickerProps {
  onChange: (id: string | null, label: string) => void;
}

/**
 * The variables that fetch the chosen record beside the search: only with an empty box and no name known (a filter
 * restored from the address), so the box can show its name.
 */
export const chosenVariables = (text: string, { selectedKey, selectedLabel }: PickerProps) =>
  ({ selected: selectedKey ?? '', withSelected: !text && selectedKey != null && !selectedLabel });

/** The box of a picker that hands over the chosen id and its label. */
export function IdPicker({ options, onChange, ...props }: IdPickerProps & {
  options: Parameters<typeof ServerComboBox>[0]['options'];
}) {
  return <ServerComboBox {...props} options={options} onSelectionChange={(key, item) => onChange(key, item?.label ?? '')} />;
}


/**
 * A form's picker of a record: the chosen id goes to the form (pick), the name it showed stays for the box, starting
 * from a saved record's name.
 */
export function usePickedRecord(savedLabel: string, pick: (id: string | null) => void) {
  const [selectedLabel, setLabel] = useState(savedLabel);
  return {
    selectedLabel,
    onChange: (id: string | null, label: string) => {
      pick(id);
      setLabel(label);
    },
  };
}
