import type { FormEvent, ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { FormAlert } from './FormAlert';
import { FormFooter } from './FormFooter';
import * as styles from './Form.css';
import type { FormState } from './useForm';

interface Props {
  form: FormState;
  onSubmit: (event: FormEvent) => void;
  /** The form's accessible name: the page's title. */
  label: string;
  /** Besides the form's own layout (e.g. a catalog's required marks). */
  className?: string;
  /** Instead of the problems banner (FormAlert): a banner with details, or a form's own. */
  alert?: ReactNode;
  /** Notes between the banner and the card (an inactive record, fields to complete). */
  notices?: ReactNode;
  /** Cancel goes back there. */
  cancelHref: string;
  isEdit: boolean;
  cancelLabel?: string;
  /** The footer's secondary actions on the left (e.g. Delete). */
  footerStart?: ReactNode;
  /** The sections. */
  children: ReactNode;
}

/** A record form's frame (issue 20): the problems banner, then a card with the sections and the footer (Cancel, Create or Save). */
export function RecordForm({ form, onSubmit, label, className, alert, notices, cancelHref, isEdit, cancelLabel, footerStart, children }: Props) {
  return (
    <form ref={form.ref} className={className ? `${styles.form} ${className}` : styles.form} onSubmit={onSubmit} noValidate
      aria-label={label}>
      {alert === undefined ? <FormAlert form={form} /> : alert}
      {notices}
      <Card>
        <div className={styles.form}>
          {children}
          <FormFooter cancelHref={cancelHref} isEdit={isEdit} pending={form.pending} cancelLabel={cancelLabel} start={footerStart} />
        </div>
      </Card>
    </form>
  );
}
