import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import * as fieldStyles from './Field.css';
import * as styles from './SegmentedControl.css';

export interface SegmentedOption {
  id: string;
  label: string;
}

export interface SegmentedControlProps {
  label: string;
  description?: string;
  options: readonly SegmentedOption[];
  value: string;
  onChange: (id: string) => void;
  isDisabled?: boolean;
}

/**
 * A choice between two or three modes shown side by side ("Profit as: percentage | amount"). It is a radio group, so
 * arrow keys move between the options and screen readers announce the choice.
 */
export function SegmentedControl({ label, description, options, value, onChange, isDisabled }: SegmentedControlProps) {
  return (
    <RadioGroup value={value} onChange={onChange} isDisabled={isDisabled} orientation="horizontal" className={fieldStyles.field}>
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.track}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className={styles.segment}>{option.label}</Radio>
        ))}
      </div>
      {description && <Text slot="description" className={fieldStyles.description}>{description}</Text>}
    </RadioGroup>
  );
}
