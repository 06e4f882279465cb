import type { useListParams } from '../../app/listParams';
import { DateRangePicker } from '../../ui/DateRangePicker';

/** The range the address holds (?from=&to=), only with both of its ends. */
export const rangeOf = ({ from, to }: Record<string, string | undefined>) => (from && to ? { start: from, end: to } : null);

type ListFilters = Pick<ReturnType<typeof useListParams>, 'params' | 'setFilter'>;

/** A cashier list's date range filter, kept in the address. */
export function DateRangeFilter({ list, label }: { list: ListFilters; label: string }) {
  return (
    <DateRangePicker label={label} value={rangeOf(list.params.filters)} onChange={(next) => {
      list.setFilter('from', next?.start ?? null);
      list.setFilter('to', next?.end ?? null);
    }} />
  );
}
