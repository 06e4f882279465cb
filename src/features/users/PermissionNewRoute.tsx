import { useState } from 'react';
import { useLocation } from 'wouter';
import { FormAlert } from '../../app/forms/FormAlert';
import { FormFooter } from '../../app/forms/FormFooter';
import { useForm } from '../../app/forms/useForm';
import { commitAsync } from '../../app/graphqlErrors';
import { Card } from '../../ui/Card';
import { FormSection } from '../../ui/FormSection';
import { PageHeader } from '../../ui/PageHeader';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as styles from '../../app/list/AdminPage.css';
import { permissionMessages as m, takenMessages } from './messages';
import { usePermissionCreateMutation } from './mutations/usePermissionCreateMutation';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { permissionWords, validatePermission, type PermissionFormValues } from './validation';

/** /users/permissions/new: type FRONT or BACK, a value of 3 characters or more, and the module it belongs to. */
export function PermissionNewRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<PermissionFormValues>({ type: null, value: '', module: '' });
  const [createPermission] = usePermissionCreateMutation();
  const f = useForm({ validate: () => validatePermission(values), fieldWords: permissionWords(takenMessages.permission) });
  const { errorOf, pending } = f;
  const set = (field: keyof PermissionFormValues) => (value: string | null) => {
    setValues((v) => ({ ...v, [field]: value ?? (field === 'type' ? null : '') }));
    f.edited(field);
  };

  const submit = f.handleSubmit({
    save: () => commitAsync(createPermission, {
      variables: {
        permissionInput: {
          type: values.type as 'FRONT' | 'BACK', value: values.value.trim(), module: values.module.trim() || null,
        },
      },
    }),
    saved: t(m.created),
    failed: t(m.createFailed),
    onSaved: () => navigate('/users/permissions'),
  });

  const title = t(m.newTitle);
  return (
    <section className={styles.page}>
      <PageHeader title={title} breadcrumbsLabel={breadcrumbsLabel}
        breadcrumbs={breadcrumbs({ label: t(m.listTitle), href: '/users/permissions' }, { label: title })} />
      <Card>
        <form ref={f.ref} className={styles.form} onSubmit={submit} noValidate aria-label={title}>
          <FormAlert form={f} />
          <FormSection title={title}>
            <Select label={t(m.type)} selectedKey={values.type} onSelectionChange={set('type')} isRequired
              errorMessage={errorOf('type')} placeholder="FRONT / BACK"
              items={[{ id: 'FRONT', label: 'FRONT' }, { id: 'BACK', label: 'BACK' }]} />
            <TextField label={t(m.value)} value={values.value} onChange={set('value')} isRequired
              errorMessage={errorOf('value')}
              description={values.type === 'BACK' ? t(m.backHelp) : values.type === 'FRONT' ? t(m.frontHelp) : undefined} />
            <TextField label={t(m.module)} value={values.module} onChange={set('module')} errorMessage={errorOf('module')}
              description={t(m.moduleHelp)} />
          </FormSection>
          <FormFooter cancelHref="/users/permissions" isEdit={false} pending={pending} />
        </form>
      </Card>
    </section>
  );
}
