import { useState } from 'react';
import { FormAlert } from '../../app/forms/FormAlert';
import { useForm } from '../../app/forms/useForm';
import { Button } from '../../ui/Button';
import { FormActions } from '../../ui/FormActions';
import { FormSection } from '../../ui/FormSection';
import { TextField } from '../../ui/TextField';
import * as styles from '../../app/list/AdminPage.css';
import { adminMessages } from '../../app/list/adminMessages';
import { roleMessages as m, takenMessages } from './messages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { validateRole, takenWords, type RoleFormValues } from './validation';

export interface RoleFieldsFormProps<R> {
  initial: RoleFormValues;
  title: string;
  submitLabel: string;
  /** Saves; a rejection's field problems show under the fields, with the failure toast. */
  onSave: (values: RoleFormValues) => Promise<R>;
  /** The success and failure toasts' words. */
  saved: string;
  failed: string;
  /** After the success toast, with what the save answered. */
  onSaved: (result: R) => void;
  onCancel: () => void;
}

/** A role's code and description, for the new-role screen and the role screen's edit mode. */
export function RoleFieldsForm<R>({ initial, title, submitLabel, onSave, saved, failed, onSaved, onCancel }: RoleFieldsFormProps<R>) {
  const { t } = useAdminTexts();
  const [values, setValues] = useState(initial);
  const f = useForm({ validate: () => validateRole(values), fieldWords: takenWords(takenMessages.roleCode) });
  const { errorOf, pending } = f;
  const set = (field: keyof RoleFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    f.edited(field);
  };
  const submit = f.handleSubmit({
    save: () => onSave({ code: values.code.trim(), description: values.description.trim() }), saved, failed, onSaved,
  });
  return (
    <form ref={f.ref} className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      <FormAlert form={f} />
      <FormSection title={title} columns={1}>
        <TextField label={t(m.code)} value={values.code} onChange={set('code')} errorMessage={errorOf('code')} isRequired
          autoFocus />
        <TextField label={t(m.description)} value={values.description} onChange={set('description')}
          errorMessage={errorOf('description')} isRequired />
      </FormSection>
      <FormActions>
        <Button variant="secondary" onPress={onCancel} isDisabled={pending}>{t(adminMessages.cancel)}</Button>
        <Button type="submit" isPending={pending}>{submitLabel}</Button>
      </FormActions>
    </form>
  );
}
