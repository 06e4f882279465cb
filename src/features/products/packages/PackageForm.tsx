import { useState } from 'react';
import { useLocation } from 'wouter';
import { commitAsync } from '../../../app/graphqlErrors';
import { FormFullWidth, FormSection } from '../../../ui/FormSection';
import { NumberField } from '../../../ui/NumberField';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import * as gpStyles from '../../../app/forms/Form.css';
import { useProductTexts } from '../catalog/useProductTexts';
import { packageMessages as m } from './messages';
import { usePackageCreateMutation } from './mutations/usePackageCreateMutation';
import { PackageItemsEditor, newPartRow } from './PackageItemsEditor';
import {
  PACKAGE_LIMITS, packageWords, toPackageInput, validatePackage, type PackageFormValues,
} from './validation';
import * as catalogStyles from '../catalog/ProductCatalog.css';
import { useForm } from '../../../app/forms/useForm';
import { RecordForm } from '../../../app/forms/RecordForm';

const LIST = '/products/packages';
type TextKey = 'code' | 'name' | 'shortName' | 'description';

/** A new package: its data and its parts, each a product instance on a day of the trip. */
export function PackageForm() {
  const { t } = useProductTexts();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<PackageFormValues>(() => ({
    code: '', name: '', shortName: '', description: '', durationDays: null, items: [newPartRow()],
  }));
  const [createPackage] = usePackageCreateMutation();

  const f = useForm({ validate: () => validatePackage(form), fieldWords: packageWords });
  const set = (field: TextKey) => (value: string) => {
    setForm((v) => ({ ...v, [field]: value }));
    f.edited(field);
  };

  const submit = f.handleSubmit({
    save: () => commitAsync(createPackage, { variables: { data: toPackageInput(form) } }),
    saved: t(m.created),
    failed: t(m.createFailed),
    onSaved: (response) => navigate(`${LIST}/${response.createPackage.idPackage}`),
  });

  const listProblem = f.errorOf('items');
  return (
    <RecordForm form={f} onSubmit={submit} label={t(m.newTitle)} className={catalogStyles.requiredMarks} cancelHref={LIST} isEdit={false}>
      <FormSection title={t(m.packageSection)}>
        <TextField label={t(m.code)} value={form.code} onChange={set('code')} isRequired autoComplete="off"
          errorMessage={f.errorOf('code')} />
        <TextField label={t(m.name)} value={form.name} onChange={set('name')} isRequired errorMessage={f.errorOf('name')} />
        <TextField label={t(m.shortName)} value={form.shortName} onChange={set('shortName')} isRequired
          errorMessage={f.errorOf('shortName')} />
        <NumberField label={t(m.durationDays)} description={t(m.durationHelp)} value={form.durationDays} isRequired
          minValue={1} maxValue={PACKAGE_LIMITS.durationDays} errorMessage={f.errorOf('durationDays')}
          onChange={(durationDays) => {
            setForm((v) => ({ ...v, durationDays }));
            f.edited('durationDays');
          }} />
        <FormFullWidth>
          <TextArea label={t(m.description)} value={form.description} onChange={set('description')} rows={3}
            errorMessage={f.errorOf('description')} />
        </FormFullWidth>
      </FormSection>
      <FormSection title={t(m.itemsSection)} description={t(m.itemsHelp)} columns={1}>
        <FormFullWidth>
          {listProblem && <p className={gpStyles.listError} role="alert">{listProblem}</p>}
          <PackageItemsEditor rows={form.items} durationDays={form.durationDays} errorOf={f.errorOf} onEdited={f.edited}
            onChange={(items) => {
              // Rows added, removed or moved: the server's messages point at row numbers that no longer match.
              if (items.map((r) => r.key).join() !== form.items.map((r) => r.key).join()) f.rowsMoved('items');
              setForm((v) => ({ ...v, items }));
              f.edited('items');
            }} />
        </FormFullWidth>
      </FormSection>
    </RecordForm>
  );
}
