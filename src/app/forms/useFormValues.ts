import { useState } from 'react';
import { useForm, type FormOptions } from './useForm';
import type { PathErrors } from './validation';

/**
 * A record form's values with its submit cycle (useForm): a change also forgets the server's problems of the fields it
 * changed, as every form's own setter did.
 */
export function useFormValues<V extends object>({ initial, validate, ...options }: Omit<FormOptions, 'validate'> & {
  initial: V | (() => V);
  /** The form's own checks of the values. */
  validate: (values: V) => PathErrors;
}) {
  const [values, setValues] = useState<V>(initial);
  const form = useForm({ ...options, validate: () => validate(values) });
  const change = (changes: Partial<V>) => {
    setValues((v) => ({ ...v, ...changes }));
    form.edited(...Object.keys(changes));
  };
  /** One field's setter (a field's onChange). */
  const set = <K extends keyof V>(field: K) => (value: V[K]) => change({ [field]: value } as unknown as Partial<V>);
  return { form, values, setValues, change, set };
}
