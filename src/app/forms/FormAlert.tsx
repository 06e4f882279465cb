import type { ReactNode } from 'react';
import * as styles from './Form.css';
import type { FormState } from './useForm';

/** The banner above a submitted form with problems: fix the marked fields, or the server refused some (+ details). */
export function FormAlert({ form, children }: { form: FormState; children?: ReactNode }) {
  if (!form.showAlert) return null;
  return <p role="alert" className={styles.alert}>{form.alertText}{children}</p>;
}
