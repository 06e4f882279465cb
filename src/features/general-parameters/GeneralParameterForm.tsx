import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { GeneralParameterForm_parameter$key } from '../../__generated__/GeneralParameterForm_parameter.graphql';
import { commitAsync, readFieldErrorPaths } from '../../app/graphqlErrors';
import { focusFirstProblem } from '../../app/focusFirstProblem';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormActions } from '../../ui/FormActions';
import { FormFullWidth, FormSection } from '../../ui/FormSection';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toastQueue';
import { adminMessages } from '../../app/list/adminMessages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { GeneralParameterParentPicker } from './GeneralParameterParentPicker';
import * as styles from './GeneralParameters.css';
import { GeneralParameterValuesEditor } from './GeneralParameterValuesEditor';
import { formMessages, gpMessages as m } from './messages';
import { useGeneralParameterCreateMutation } from './mutations/useGeneralParameterCreateMutation';
import { useGeneralParameterUpdateMutation } from './mutations/useGeneralParameterUpdateMutation';
import { useCatalogTexts } from './useCatalogTexts';
import {
  hasProblems, serverProblem, validateGeneralParameter, type GeneralParameterFormValues, type PathErrors,
} from './validation';

/** Create or edit a general parameter with its values. */
export function GeneralParameterForm({ parameter }: { parameter: GeneralParameterForm_parameter$key | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { problemText } = useCatalogTexts();
  const { failureText } = useAdminTexts();
  const [, navigate] = useLocation();
  const saved = useFragment(
    graphql`
      fragment GeneralParameterForm_parameter on GeneralParameter {
        idGeneralParameter
        name
        shortName
        code
        isShared
        idParent
        parent { name }
        values { idGeneralParameterValue name shortName code value }
      }
    `,
    parameter,
  );
  const isEdit = saved != null;
  const [form, setForm] = useState<GeneralParameterFormValues>(() => ({
    name: saved?.name ?? '', shortName: saved?.shortName ?? '', code: saved?.code ?? '', idParent: saved?.idParent ?? null,
    values: (saved?.values ?? []).map((v) => ({
      key: v.idGeneralParameterValue, idGeneralParameterValue: v.idGeneralParameterValue, name: v.name,
      shortName: v.shortName, code: v.code, value: v.value ?? '',
    })),
  }));
  const [parentLabel, setParentLabel] = useState(saved?.parent?.name ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [createParameter] = useGeneralParameterCreateMutation();
  const [updateParameter] = useGeneralParameterUpdateMutation();

  const errors: PathErrors = submitted ? validateGeneralParameter(form) : {};
  const errorOf = (path: string) => problemText(errors[path] ?? serverProblem(serverErrors[path]));
  const edited = (path: string) => setServerErrors((e) => {
    if (!(path in e)) return e;
    const { [path]: _gone, ...rest } = e;
    void _gone;
    return rest;
  });
  const set = (field: 'name' | 'shortName' | 'code') => (text: string) => {
    setForm((f) => ({ ...f, [field]: text }));
    edited(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending) return;
    if (hasProblems(validateGeneralParameter(form))) {
      focusFirstProblem(formRef.current);
      return;
    }
    setPending(true);
    setServerErrors({});
    const fields = {
      name: form.name.trim(), shortName: form.shortName.trim(), code: form.code.trim() || null, idParent: form.idParent,
      values: form.values.map((v) => ({
        idGeneralParameterValue: v.idGeneralParameterValue ?? null, name: v.name.trim(), shortName: v.shortName.trim(),
        code: v.code.trim(), value: v.value.trim() || null,
      })),
    };
    try {
      if (isEdit) {
        await commitAsync(updateParameter, { variables: { data: { idGeneralParameter: saved.idGeneralParameter, ...fields } } });
        toast.success(t(m.updated));
      } else {
        await commitAsync(createParameter, { variables: { data: fields } });
        toast.success(t(m.created));
      }
      navigate('/general-parameters');
    } catch (error) {
      setPending(false);
      setServerErrors(readFieldErrorPaths(error));
      focusFirstProblem(formRef.current);
      toast.error(failureText(t(isEdit ? m.updateFailed : m.createFailed), error));
    }
  };

  const showAlert = submitted && (hasProblems(errors) || hasProblems(serverErrors));
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t(isEdit ? m.editTitle : m.newTitle)}>
      {showAlert && (
        <p role="alert" className={styles.alert}>
          {t(hasProblems(errors) ? adminMessages.fixFields : formMessages.serverRejected)}
          {serverErrors.values && !errors.values ? ` ${problemText(serverProblem(serverErrors.values))}` : ''}
        </p>
      )}
      <Card>
        <div className={styles.form}>
          <FormSection title={t(m.parameterSection)}>
            <TextField label={t(m.name)} value={form.name} onChange={set('name')} isRequired errorMessage={errorOf('name')} />
            <TextField label={t(m.shortName)} value={form.shortName} onChange={set('shortName')} isRequired
              errorMessage={errorOf('shortName')} />
            <TextField label={t(m.code)} value={form.code} onChange={set('code')} autoComplete="off"
              isReadOnly={saved?.isShared} description={t(saved?.isShared ? m.codeSharedHelp : m.codeHelp)}
              errorMessage={errorOf('code')} />
            <GeneralParameterParentPicker label={t(m.parent)} description={t(m.parentHelp)} errorMessage={errorOf('idParent')}
              selectedKey={form.idParent} selectedLabel={parentLabel} excludeId={saved?.idGeneralParameter}
              onChange={(idParent, label) => {
                setForm((f) => ({ ...f, idParent }));
                setParentLabel(label);
                edited('idParent');
              }} />
          </FormSection>
          <FormSection title={t(m.valuesSection)} description={t(m.valuesHelp)} columns={1}>
            <FormFullWidth>
              <GeneralParameterValuesEditor rows={form.values} errorOf={errorOf} onEdited={edited}
                onChange={(values) => {
                  // Rows moved: the server's messages point at row numbers that no longer match.
                  if (values.length !== form.values.length) {
                    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([path]) => !path.startsWith('values.'))));
                  }
                  setForm((f) => ({ ...f, values }));
                }} />
            </FormFullWidth>
          </FormSection>
          <FormActions>
            <Button variant="secondary" onPress={() => navigate('/general-parameters')} isDisabled={pending}>
              {t(adminMessages.cancel)}
            </Button>
            <Button type="submit" isPending={pending}>{t(isEdit ? adminMessages.save : adminMessages.create)}</Button>
          </FormActions>
        </div>
      </Card>
    </form>
  );
}
