import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { OuForm_ou$key } from '../../__generated__/OuForm_ou.graphql';
import { readGraphQLError } from '../../app/graphqlErrors';
import { useFormValues } from '../../app/forms/useFormValues';
import { useRecordSave } from '../../app/forms/recordSave';
import { ConfirmButton } from '../../app/forms/ConfirmAction';
import { FormSection } from '../../ui/FormSection';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as styles from '../../app/list/AdminPage.css';
import { EntityPicker } from './EntityPicker';
import { usePickedRecord } from '../../app/pickers/IdPicker';
import { adminMessages } from '../../app/list/adminMessages';
import { ouLogoMessages, ouMessages as m, takenMessages } from './messages';
import { OuLogoField } from './OuLogoField';
import type { OuFormCreateMutation } from '../../__generated__/OuFormCreateMutation.graphql';
import type { OuFormDeleteMutation } from '../../__generated__/OuFormDeleteMutation.graphql';
import type { OuFormUpdateMutation } from '../../__generated__/OuFormUpdateMutation.graphql';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { validateOu, takenWords, type OuFormValues } from './validation';
import { RecordForm } from '../../app/forms/RecordForm';
import { useCommit } from '../../app/forms/useCommit';

type Status = 'ACTIVE' | 'INACTIVE';
const LIST = '/users/organizational-units';

/** An organizational unit: name, short name, code and entity (all required) and its status; delete when unused. */
export function OuForm({ ou }: { ou: OuForm_ou$key | null }) {
  const { t, intl } = useAdminTexts();
  const [, navigate] = useLocation();
  const saved = useFragment(
    graphql`
      fragment OuForm_ou on Ou {
        idOu
        code
        name
        shortName
        idEntity
        idStatus
        entity { name }
        ...OuLogoField_ou
      }
    `,
    ou,
  );
  const isEdit = saved != null;
  const [status, setStatus] = useState<Status>(saved?.idStatus === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE');
  const createOu = useCommit<OuFormCreateMutation>(graphql`
    mutation OuFormCreateMutation($data: CreateOuInput!) {
      createOu(data: $data) {
        id
        idOu
        ...OuForm_ou
      }
    }
  `);
  const updateOu = useCommit<OuFormUpdateMutation>(graphql`
    mutation OuFormUpdateMutation($data: UpdateOuInput!) {
      updateOu(data: $data) {
        id
        ...OuForm_ou
      }
    }
  `);
  /** deleteOu: answers CONFLICT while the unit still has users or records. */
  const deleteOu = useCommit<OuFormDeleteMutation>(graphql`
    mutation OuFormDeleteMutation($data: DeleteOuInput!) {
      deleteOu(data: $data)
    }
  `);
  const { form: f, values, set, change } = useFormValues<OuFormValues>({
    initial: { name: saved?.name ?? '', shortName: saved?.shortName ?? '', code: saved?.code ?? '', idEntity: saved?.idEntity ?? null },
    validate: validateOu, fieldWords: takenWords(takenMessages.ouCode),
  });
  const { errorOf, pending } = f;
  const entity = usePickedRecord(saved?.entity?.name ?? '', (idEntity) => change({ idEntity }));

  const fields = () => ({
    name: values.name.trim(), shortName: values.shortName.trim(), code: values.code.trim(), idEntity: values.idEntity!,
    idStatus: status,
  });
  const save = useRecordSave(m, LIST);
  const submit = f.handleSubmit(save({
    update: saved && (() => updateOu({ data: { idOu: saved.idOu, ...fields() } })),
    create: () => createOu({ data: fields() }),
  }));

  const title = t(m.section);
  return (
    <RecordForm form={f} onSubmit={submit} label={t(isEdit ? m.editTitle : m.newTitle)} cancelHref={LIST} isEdit={isEdit}
      footerStart={isEdit ? (
        <ConfirmButton label={t(m.deleteOu)} isDisabled={pending}
          message={intl.formatMessage(m.deleteConfirm, { name: saved.name })} confirmLabel={t(adminMessages.delete)}
          run={() => deleteOu({ data: { idOu: saved.idOu } })}
          done={t(m.deleted)} onDone={() => navigate(LIST)} failed={t(m.deleteFailed)}
          refusal={(error) => (readGraphQLError(error).code === 'CONFLICT' ? t(m.conflict) : undefined)} />
      ) : undefined}>
      <FormSection title={title}>
        <TextField label={t(m.name)} value={values.name} onChange={set('name')} errorMessage={errorOf('name')} isRequired />
        <TextField label={t(m.shortName)} value={values.shortName} onChange={set('shortName')}
          errorMessage={errorOf('shortName')} isRequired />
        <TextField label={t(m.code)} value={values.code} onChange={set('code')} errorMessage={errorOf('code')} isRequired />
        <EntityPicker label={t(m.entity)} isRequired errorMessage={errorOf('idEntity')} selectedKey={values.idEntity}
          {...entity} />
        <Select label={t(adminMessages.status)} selectedKey={status} errorMessage={errorOf('idStatus')}
          onSelectionChange={(key) => setStatus(key === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE')}
          items={[{ id: 'ACTIVE', label: t(adminMessages.active) }, { id: 'INACTIVE', label: t(adminMessages.inactive) }]} />
        {/* The logo saves on its own (it needs the unit's id), so a new unit gets it after it is created. */}
        {isEdit ? <OuLogoField ou={saved} /> : <p className={styles.muted}>{t(ouLogoMessages.newHint)}</p>}
      </FormSection>
    </RecordForm>
  );
}
