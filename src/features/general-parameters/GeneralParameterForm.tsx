import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { GeneralParameterForm_parameter$key } from '../../__generated__/GeneralParameterForm_parameter.graphql';
import { commitAsync } from '../../app/graphqlErrors';
import { FormAlert } from '../../app/forms/FormAlert';
import { usePickedRecord } from '../../app/pickers/IdPicker';
import { useFormValues } from '../../app/forms/useFormValues';
import { useRecordSave } from '../../app/forms/recordSave';
import { FormSection } from '../../ui/FormSection';
import { TextField } from '../../ui/TextField';
import { GeneralParameterParentPicker } from './GeneralParameterParentPicker';
import { GeneralParameterValuesEditor } from './GeneralParameterValuesEditor';
import { gpMessages as m } from './messages';
import { useGeneralParameterCreateMutation } from './mutations/useGeneralParameterCreateMutation';
import { useGeneralParameterUpdateMutation } from './mutations/useGeneralParameterUpdateMutation';
import {
  generalParameterWords, validateGeneralParameter, type GeneralParameterFormValues,
} from './validation';
import { RecordForm } from '../../app/forms/RecordForm';
import { RowsSection } from '../../app/forms/RowsSection';

/** Create or edit a general parameter with its values. */
export function GeneralParameterForm({ parameter }: { parameter: GeneralParameterForm_parameter$key | null }) {
  const { formatMessage: t } = useIntl();
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
        values { idGeneralParameterValue name nameEs shortName code value }
      }
    `,
    parameter,
  );
  const isEdit = saved != null;
  const [createParameter] = useGeneralParameterCreateMutation();
  const [updateParameter] = useGeneralParameterUpdateMutation();
  const { form: f, values: form, setValues: setForm, set, change } = useFormValues<GeneralParameterFormValues>({
    initial: () => ({
      name: saved?.name ?? '', shortName: saved?.shortName ?? '', code: saved?.code ?? '', idParent: saved?.idParent ?? null,
      values: (saved?.values ?? []).map((v) => ({
        key: v.idGeneralParameterValue, idGeneralParameterValue: v.idGeneralParameterValue, name: v.name,
        nameEs: v.nameEs ?? '', shortName: v.shortName, code: v.code, value: v.value ?? '',
      })),
    }),
    validate: validateGeneralParameter, fieldWords: generalParameterWords,
  });
  const parent = usePickedRecord(saved?.parent?.name ?? '', (idParent) => change({ idParent }));

  const fields = () => ({
    name: form.name.trim(), shortName: form.shortName.trim(), code: form.code.trim() || null, idParent: form.idParent,
    values: form.values.map((v) => ({
      idGeneralParameterValue: v.idGeneralParameterValue ?? null, name: v.name.trim(), nameEs: v.nameEs.trim() || null,
      shortName: v.shortName.trim(),
      code: v.code.trim(), value: v.value.trim() || null,
    })),
  });
  const save = useRecordSave(m, '/general-parameters');
  const submit = f.handleSubmit(save({
    update: saved && (() => commitAsync(updateParameter, {
      variables: { data: { idGeneralParameter: saved.idGeneralParameter, ...fields() } },
    })),
    create: () => commitAsync(createParameter, { variables: { data: fields() } }),
  }));

  return (
    <RecordForm form={f} onSubmit={submit} label={t(isEdit ? m.editTitle : m.newTitle)} cancelHref="/general-parameters"
      isEdit={isEdit} alert={<FormAlert form={f}>{f.serverErrors.values && !f.errors.values ? ` ${f.serverText('values')}` : ''}</FormAlert>}>
      <FormSection title={t(m.parameterSection)}>
        <TextField label={t(m.name)} value={form.name} onChange={set('name')} isRequired errorMessage={f.errorOf('name')} />
        <TextField label={t(m.shortName)} value={form.shortName} onChange={set('shortName')} isRequired
          errorMessage={f.errorOf('shortName')} />
        <TextField label={t(m.code)} value={form.code} onChange={set('code')} autoComplete="off"
          isReadOnly={saved?.isShared} description={t(saved?.isShared ? m.codeSharedHelp : m.codeHelp)}
          errorMessage={f.errorOf('code')} />
        <GeneralParameterParentPicker label={t(m.parent)} description={t(m.parentHelp)} errorMessage={f.errorOf('idParent')}
          selectedKey={form.idParent} excludeId={saved?.idGeneralParameter} {...parent} />
      </FormSection>
      <RowsSection title={t(m.valuesSection)} description={t(m.valuesHelp)}>
        <GeneralParameterValuesEditor rows={form.values} errorOf={f.errorOf} onEdited={f.edited}
          onChange={f.rowsChange('values', form.values, (values) => setForm((v) => ({ ...v, values })))} />
      </RowsSection>
    </RecordForm>
  );
}
