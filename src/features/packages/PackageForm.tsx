import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { focusFirstProblem } from '../../app/focusFirstProblem';
import { commitAsync, readFieldErrorPaths } from '../../app/graphqlErrors';
import { adminMessages } from '../../app/list/adminMessages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormActions } from '../../ui/FormActions';
import { FormFullWidth, FormSection } from '../../ui/FormSection';
import { NumberField } from '../../ui/NumberField';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toastQueue';
import * as gpStyles from '../general-parameters/GeneralParameters.css';
import { formMessages } from '../general-parameters/messages';
import { hasProblems, type PathErrors } from '../general-parameters/validation';
import { useProductTexts } from '../product-catalog/useProductTexts';
import { packageMessages as m } from './messages';
import { usePackageCreateMutation } from './mutations/usePackageCreateMutation';
import { PackageItemsEditor, newPartRow } from './PackageItemsEditor';
import {
  PACKAGE_LIMITS, packageServerProblem, toPackageInput, validatePackage, type PackageFormValues,
} from './validation';
import * as catalogStyles from '../product-catalog/ProductCatalog.css';

const LIST = '/products/packages';
type TextKey = 'code' | 'name' | 'shortName' | 'description';

/** A new package: its data and its parts, each a product instance on a day of the trip. */
export function PackageForm() {
  const { t, problemText } = useProductTexts();
  const { failureText } = useAdminTexts();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<PackageFormValues>(() => ({
    code: '', name: '', shortName: '', description: '', durationDays: null, items: [newPartRow()],
  }));
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [createPackage] = usePackageCreateMutation();

  const errors: PathErrors = submitted ? validatePackage(form) : {};
  const errorOf = (path: string) => problemText(errors[path] ?? packageServerProblem(serverErrors[path], path));
  const edited = (path: string) => setServerErrors((e) => (path in e ? Object.fromEntries(Object.entries(e).filter(([p]) => p !== path)) : e));
  const set = (field: TextKey) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    edited(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending) return;
    if (hasProblems(validatePackage(form))) {
      focusFirstProblem(formRef.current);
      return;
    }
    setPending(true);
    setServerErrors({});
    try {
      const response = await commitAsync(createPackage, { variables: { data: toPackageInput(form) } });
      toast.success(t(m.created));
      navigate(`${LIST}/${response.createPackage.idPackage}`);
    } catch (error) {
      setPending(false);
      setServerErrors(readFieldErrorPaths(error));
      focusFirstProblem(formRef.current);
      toast.error(failureText(t(m.createFailed), error));
    }
  };

  const listProblem = errorOf('items');
  const showAlert = submitted && (hasProblems(errors) || hasProblems(serverErrors));
  return (
    <form ref={formRef} className={`${gpStyles.form} ${catalogStyles.requiredMarks}`} onSubmit={submit} noValidate aria-label={t(m.newTitle)}>
      {showAlert && (
        <p role="alert" className={gpStyles.alert}>
          {t(hasProblems(errors) ? adminMessages.fixFields : formMessages.serverRejected)}
        </p>
      )}
      <Card>
        <div className={gpStyles.form}>
          <FormSection title={t(m.packageSection)}>
            <TextField label={t(m.code)} value={form.code} onChange={set('code')} isRequired autoComplete="off"
              errorMessage={errorOf('code')} />
            <TextField label={t(m.name)} value={form.name} onChange={set('name')} isRequired errorMessage={errorOf('name')} />
            <TextField label={t(m.shortName)} value={form.shortName} onChange={set('shortName')} isRequired
              errorMessage={errorOf('shortName')} />
            <NumberField label={t(m.durationDays)} description={t(m.durationHelp)} value={form.durationDays} isRequired
              minValue={1} maxValue={PACKAGE_LIMITS.maxDays} errorMessage={errorOf('durationDays')}
              onChange={(durationDays) => {
                setForm((f) => ({ ...f, durationDays }));
                edited('durationDays');
              }} />
            <FormFullWidth>
              <TextArea label={t(m.description)} value={form.description} onChange={set('description')} rows={3}
                errorMessage={errorOf('description')} />
            </FormFullWidth>
          </FormSection>
          <FormSection title={t(m.itemsSection)} description={t(m.itemsHelp)} columns={1}>
            <FormFullWidth>
              {listProblem && <p className={gpStyles.listError} role="alert">{listProblem}</p>}
              <PackageItemsEditor rows={form.items} durationDays={form.durationDays} errorOf={errorOf} onEdited={edited}
                onChange={(items) => {
                  // Rows added, removed or moved: the server's messages point at row numbers that no longer match.
                  if (items.map((r) => r.key).join() !== form.items.map((r) => r.key).join()) {
                    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([path]) => !path.startsWith('items.'))));
                  }
                  setForm((f) => ({ ...f, items }));
                  edited('items');
                }} />
            </FormFullWidth>
          </FormSection>
          <FormActions>
            <Button variant="secondary" onPress={() => navigate(LIST)} isDisabled={pending}>{t(adminMessages.cancel)}</Button>
            <Button type="submit" isPending={pending}>{t(adminMessages.create)}</Button>
          </FormActions>
        </div>
      </Card>
    </form>
  );
}
