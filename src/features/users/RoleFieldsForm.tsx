import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { FormActions } from '../../ui/FormActions';
import { FormSection } from '../../ui/FormSection';
import { TextField } from '../../ui/TextField';
import * as styles from '../../app/list/AdminPage.css';
import { adminMessages } from '../../app/list/adminMessages';
import { roleMessages as m, takenMessages } from './messages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { hasErrors, validateRole, takenWords, type RoleFormValues } from './validation';

export interface RoleFieldsFormProps {
  initial: RoleFormValues;
  title: string;
  submitLabel: string;
  /** Saves; a rejection's VALIDATION field messages show under the fields. */
  onSave: (values: RoleFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** A role's code and description, for the new-role screen and the role screen's edit mode. */
export function RoleFieldsForm({ initial, title, submitLabel, onSave, onCancel }: RoleFieldsFormProps) {
  const { t, serverFieldTexts } = useAdminTexts();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);
  const errors = submitted ? validateRole(values) : {};
  const errorOf = (field: keyof RoleFormValues) => {
    const problem = errors[field];
    return problem ? t(problem.message, problem.values) : serverErrors[field];
  };
  const set = (field: keyof RoleFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateRole(values)) || pending) return;
    setPending(true);
    try {
      await onSave({ code: values.code.trim(), description: values.description.trim() });
    } catch (error) {
      setServerErrors(serverFieldTexts(error, takenWords(takenMessages.roleCode)));
    } finally {
      setPending(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      {submitted && hasErrors(errors) && <p role="alert" className={styles.alert}>{t(adminMessages.fixFields)}</p>}
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
