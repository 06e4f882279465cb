import { Select, type SelectItem } from '../../ui/Select';
import { adminMessages } from './adminMessages';
import { useAdminTexts } from './useAdminTexts';

const ALL = 'all';

/** A list's filter by one of a few values, or by none (its first choice, "all"): null is no filter. */
export function FilterSelect({ label, allLabel, value, items, onChange }: {
  label: string; allLabel: string; value: string | null | undefined; items: readonly SelectItem[];
  onChange: (value: string | null) => void;
}) {
  return (
    <Select label={label} selectedKey={value ?? ALL} onSelectionChange={(key) => onChange(key === ALL ? null : key)}
      items={[{ id: ALL, label: allLabel }, ...items]} />
  );
}

/** A list's filter by a record's status, active or inactive. */
export function StatusFilter({ label, value, onChange }: {
  label: string; value: string | null | undefined; onChange: (value: string | null) => void;
}) {
  const { t } = useAdminTexts();
  return (
    <FilterSelect label={label} allLabel={t(adminMessages.allStatuses)} value={value} onChange={onChange}
      items={[{ id: 'ACTIVE', label: t(adminMessages.active) }, { id: 'INACTIVE', label: t(adminMessages.inactive) }]} />
  );
}
