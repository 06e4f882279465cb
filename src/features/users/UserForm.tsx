import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { UserForm_query$key } from '../../__generated__/UserForm_query.graphql';
import type { UserForm_user$key } from '../../__generated__/UserForm_user.graphql';
import { usePickedRecord } from '../../app/pickers/IdPicker';
import { useFormValues } from '../../app/forms/useFormValues';
import { Checkbox } from '../../ui/Checkbox';
import { FormSection } from '../../ui/FormSection';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toastQueue';
import * as styles from '../../app/list/AdminPage.css';
import { EntityPicker } from './EntityPicker';
import { adminMessages } from '../../app/list/adminMessages';
import { userMessages as m, takenMessages } from './messages';
import type { UserFormCreateMutation } from '../../__generated__/UserFormCreateMutation.graphql';
import type { UserFormDeleteMutation } from '../../__generated__/UserFormDeleteMutation.graphql';
import type { UserFormRolesMutation } from '../../__generated__/UserFormRolesMutation.graphql';
import type { UserFormUpdateMutation } from '../../__generated__/UserFormUpdateMutation.graphql';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { validateUser, takenWords, type UserFormValues } from './validation';
import { useCatalogName } from '../../app/catalogNames';
import { RecordForm } from '../../app/forms/RecordForm';
import { ConfirmButton } from '../../app/forms/ConfirmAction';
import { useCommit } from '../../app/forms/useCommit';

const NO_LANGUAGE = 'none';

/** The user was saved but its roles were not: the form stays, and says so instead of the save's failure. */
class RolesNotSaved extends Error {}

/** Create or edit a user: identity, account and contact, language, status and roles. */
export function UserForm({ query, user }: { query: UserForm_query$key; user: UserForm_user$key | null }) {
  const { t, intl, failureText } = useAdminTexts();
  const cn = useCatalogName();
  const [, navigate] = useLocation();
  const options = useFragment(
    graphql`
      fragment UserForm_query on Query {
        getLanguages { idLanguage name nameEs }
        getAllRoles { idRole code description descriptionEs }
        viewer { ou { name } }
      }
    `,
    query,
  );
  const saved = useFragment(
    graphql`
      fragment UserForm_user on User {
        idUser
        name
        shortName
        code
        email
        userName
        lastName
        phone
        idLanguage
        idStatus
        idEntity
        entity { idEntity name }
        roles { idRole }
      }
    `,
    user,
  );
  const isEdit = saved != null;
  const [idLanguage, setIdLanguage] = useState<string>(saved?.idLanguage ?? NO_LANGUAGE);
  const [idStatus, setIdStatus] = useState<string>(saved?.idStatus ?? 'ACTIVE');
  const savedRoles = (saved?.roles ?? []).map((r) => r.idRole);
  const [roleIds, setRoleIds] = useState<string[]>(savedRoles);

  /** createUser: the server also sends the activation link (register-user-by-admin flow). */
  const createUser = useCommit<UserFormCreateMutation>(graphql`
    mutation UserFormCreateMutation($data: CreateUserInput!) {
      createUser(data: $data) {
        id
        idUser
        email
        ...UserForm_user
      }
    }
  `);
  const updateUser = useCommit<UserFormUpdateMutation>(graphql`
    mutation UserFormUpdateMutation($data: UpdateUserInput!) {
      updateUser(data: $data) {
        id
        ...UserForm_user
      }
    }
  `);
  /** associateRoleUser: the user's roles become exactly the given set. */
  const associateRoles = useCommit<UserFormRolesMutation>(graphql`
    mutation UserFormRolesMutation($input: AssociateRoleUserInput!) {
      associateRoleUser(associateRoleUserInput: $input) {
        id
        ...UserForm_user
      }
    }
  `);
  const deleteUser = useCommit<UserFormDeleteMutation>(graphql`
    mutation UserFormDeleteMutation($data: DeleteUserInput!) {
      deleteUser(data: $data)
    }
  `);

  const { form: f, values, set, change } = useFormValues<UserFormValues>({
    initial: () => ({
      name: saved?.name ?? '', shortName: saved?.shortName ?? '', code: saved?.code ?? '', idEntity: saved?.idEntity ?? null,
      email: saved?.email ?? '', userName: saved?.userName ?? '', lastName: saved?.lastName ?? '', phone: saved?.phone ?? '',
    }),
    validate: validateUser,
    fieldWords: takenWords(takenMessages.email),
    failure: (message, error) => (error instanceof RolesNotSaved ? t(m.roleFailed) : failureText(message, error)),
  });
  const entity = usePickedRecord(saved?.entity?.name ?? '', (idEntity) => change({ idEntity }));
  const text = (field: keyof UserFormValues, label: string, extra: { type?: string; autoComplete?: string; isRequired?: boolean } = {}) => (
    <TextField label={label} value={values[field] ?? ''} onChange={set(field)} errorMessage={f.errorOf(field)} {...extra} />
  );

  const saveRoles = (idUser: string) => associateRoles({ input: { idUser, idRoles: roleIds } });
  const fields = () => ({
    name: values.name.trim(), shortName: values.shortName.trim(), code: values.code.trim(), idEntity: values.idEntity!,
    email: values.email.trim(), userName: values.userName.trim() || null, lastName: values.lastName.trim() || null,
    phone: values.phone.trim() || null, idLanguage: idLanguage === NO_LANGUAGE ? null : idLanguage,
  });
  const create = f.handleSubmit({
    save: async () => {
      const data = fields();
      const response = await createUser({ data });
      return { idUser: response.createUser.idUser, email: data.email };
    },
    saved: t(m.created),
    failed: t(m.createFailed),
    onSaved: async ({ idUser, email }) => {
      toast.info(t(m.activationSent, { email }));
      if (roleIds.length) {
        try {
          await saveRoles(idUser);
        } catch {
          toast.error(t(m.roleFailed));
          // The user exists; its edit screen lets the administrator try the roles again.
          navigate(`/users/${idUser}/edit`, { replace: true });
          return;
        }
      }
      navigate('/users');
    },
  });
  const update = f.handleSubmit({
    save: async () => {
      if (!saved) return;
      await updateUser({ data: { idUser: saved.idUser, ...fields(), idStatus: idStatus as 'ACTIVE' | 'INACTIVE' } });
      const rolesChanged = roleIds.length !== savedRoles.length || roleIds.some((r) => !savedRoles.includes(r));
      if (rolesChanged) await saveRoles(saved.idUser).catch(() => { throw new RolesNotSaved(); });
    },
    saved: t(m.updated),
    failed: t(m.updateFailed),
    onSaved: () => navigate('/users'),
  });

  const roles = options.getAllRoles;
  return (
    <RecordForm form={f} onSubmit={isEdit ? update : create} label={t(isEdit ? m.editTitle : m.newTitle)} cancelHref="/users"
      isEdit={isEdit} alert={f.clientProblems && <p role="alert" className={styles.alert}>{t(adminMessages.fixFields)}</p>}
      notices={!isEdit && <>
        {options.viewer && <p className={styles.muted}>{t(m.createdInOu, { ou: options.viewer.ou.name })}</p>}
        <p className={styles.notice}>{t(m.activationNotice)}</p>
      </>}
      footerStart={isEdit ? (
        <ConfirmButton label={t(m.deleteUser)} isDisabled={f.pending}
          message={intl.formatMessage(m.deleteConfirm, { name: saved.name })} confirmLabel={t(adminMessages.delete)}
          run={() => deleteUser({ data: { idUser: saved.idUser } })}
          done={t(m.deleted)} onDone={() => navigate('/users')} failed={t(m.deleteFailed)} />
      ) : undefined}>
      <FormSection title={t(m.identitySection)}>
        {text('name', t(m.name), { isRequired: true })}
        {text('lastName', t(m.lastName))}
        {text('shortName', t(m.shortName), { isRequired: true })}
        {text('code', t(m.code), { isRequired: true })}
        <EntityPicker label={t(m.entity)} description={t(m.entityHelp)} isRequired errorMessage={f.errorOf('idEntity')}
          selectedKey={values.idEntity} {...entity} />
      </FormSection>
      <FormSection title={t(m.contactSection)}>
        {text('email', t(m.email), { type: 'email', autoComplete: 'off', isRequired: true })}
        {text('userName', t(m.userName), { autoComplete: 'off' })}
        {text('phone', t(m.phone), { type: 'tel' })}
        <Select label={t(m.language)} selectedKey={idLanguage} errorMessage={f.errorOf('idLanguage')}
          onSelectionChange={(key) => setIdLanguage(key ?? NO_LANGUAGE)}
          items={[{ id: NO_LANGUAGE, label: t(m.languageNone) },
            ...options.getLanguages.map((l) => ({ id: l.idLanguage, label: cn(l) }))]} />
        {isEdit && (
          <Select label={t(adminMessages.status)} selectedKey={idStatus} errorMessage={f.errorOf('idStatus')}
            onSelectionChange={(key) => setIdStatus(key ?? 'ACTIVE')}
            items={[{ id: 'ACTIVE', label: t(adminMessages.active) }, { id: 'INACTIVE', label: t(adminMessages.inactive) }]} />
        )}
      </FormSection>
      <FormSection title={t(m.roles)} description={t(m.rolesHelp)} columns={1}>
        {roles.length ? (
          <div className={styles.checkboxGrid}>
            {roles.map((role) => (
              <Checkbox key={role.idRole}
                label={<span className={styles.roleOption}><strong>{role.code}</strong>
                  {role.description && (
                    <span className={styles.muted}>{cn({ name: role.description, nameEs: role.descriptionEs })}</span>
                  )}</span>}
                isSelected={roleIds.includes(role.idRole)}
                onChange={(on) => setRoleIds((ids) => (on ? [...ids, role.idRole] : ids.filter((r) => r !== role.idRole)))} />
            ))}
          </div>
        ) : <p className={styles.muted}>{t(m.noRolesDefined)}</p>}
      </FormSection>
    </RecordForm>
  );
}
