import { useState } from 'react';
import type { PathErrors } from '../../app/forms/validation';
import type { IsoDateRange } from '../../ui/DateRangePicker';
import { useFormProblems } from './useFormProblems';

/**
 * The values and submit of an instance's inventory form over a date range (a ledger transaction, a sale period): a
 * save keeps the form on screen, empties it and hands the range to the page, which reloads what it changed.
 */
export function useInventoryRangeForm<V extends { range: IsoDateRange | null }>({ empty, validate, save, saved, failed, onDone }: {
  empty: V;
  validate: (values: V) => PathErrors;
  /** Sends the values; the form's own checks have made sure the range and the required fields are set. */
  save: (values: V, range: IsoDateRange) => Promise<unknown>;
  saved: string;
  failed: string;
  onDone: (range: IsoDateRange) => void;
}) {
  const [values, setValues] = useState<V>(empty);
  const problems = useFormProblems(() => validate(values));
  const set = (changes: Partial<V>, ...paths: string[]) => {
    setValues((v) => ({ ...v, ...changes }));
    problems.edited(...paths);
  };
  const submit = problems.handleSubmit({
    save: () => save(values, values.range!),
    saved,
    failed,
    stay: true,
    onSaved: () => {
      setValues(empty);
      onDone(values.range!);
    },
  });
  return { values, set, problems, submit };
}
