import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { ProductCategoryForm_catalogs$key } from '../../__generated__/ProductCategoryForm_catalogs.graphql';
import type { ProductCategoryForm_category$key } from '../../__generated__/ProductCategoryForm_category.graphql';
import { focusFirstProblem } from '../../app/focusFirstProblem';
import { commitAsync, readFieldErrorPaths } from '../../app/graphqlErrors';
import { adminMessages } from '../../app/list/adminMessages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormActions } from '../../ui/FormActions';
import { FormSection } from '../../ui/FormSection';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toastQueue';
import * as styles from '../general-parameters/GeneralParameters.css';
import { formMessages } from '../general-parameters/messages';
import { hasProblems, type PathErrors } from '../general-parameters/validation';
import { catalogMessages as c, categoryMessages as m } from './messages';
import { useProductCategoryCreateMutation } from './mutations/useProductCategoryCreateMutation';
import { useProductCategoryUpdateMutation } from './mutations/useProductCategoryUpdateMutation';
import { useProductTexts } from './useProductTexts';
import { catalogServerProblem, validateCategory, type CategoryFormValues } from './validation';
import * as catalogStyles from './ProductCatalog.css';

const LIST = '/products/categories';

/** Create or edit a product category: name, short name and its type (PRODUCT_CATEGORY_TYPE). */
export function ProductCategoryForm({ catalogs, category }: {
  catalogs: ProductCategoryForm_catalogs$key; category: ProductCategoryForm_category$key | null;
}) {
  const { t, problemText } = useProductTexts();
  const { failureText } = useAdminTexts();
  const [, navigate] = useLocation();
  const options = useFragment(
    graphql`
      fragment ProductCategoryForm_catalogs on Query {
        categoryTypes: getGeneralParameterValues(code: "PRODUCT_CATEGORY_TYPE") { idGeneralParameterValue name }
      }
    `,
    catalogs,
  );
  const saved = useFragment(
    graphql`
      fragment ProductCategoryForm_category on ProductCategory {
        idProductCategory
        name
        shortName
        idCategoryType
      }
    `,
    category,
  );
  const isEdit = saved != null;
  const [form, setForm] = useState<CategoryFormValues>(() => ({
    name: saved?.name ?? '', shortName: saved?.shortName ?? '', idCategoryType: saved?.idCategoryType ?? null,
  }));
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [createCategory] = useProductCategoryCreateMutation();
  const [updateCategory] = useProductCategoryUpdateMutation();

  const errors: PathErrors = submitted ? validateCategory(form) : {};
  const errorOf = (path: keyof CategoryFormValues) => problemText(errors[path] ?? catalogServerProblem(serverErrors[path]));
  const set = <K extends keyof CategoryFormValues>(field: K) => (value: CategoryFormValues[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setServerErrors((e) => (field in e ? Object.fromEntries(Object.entries(e).filter(([path]) => path !== field)) : e));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending) return;
    if (hasProblems(validateCategory(form))) {
      focusFirstProblem(formRef.current);
      return;
    }
    setPending(true);
    setServerErrors({});
    const fields = { name: form.name.trim(), shortName: form.shortName.trim(), idCategoryType: form.idCategoryType };
    try {
      if (isEdit) {
        await commitAsync(updateCategory, { variables: { data: { idProductCategory: saved.idProductCategory, ...fields } } });
        toast.success(t(m.updated));
      } else {
        await commitAsync(createCategory, { variables: { data: fields } });
        toast.success(t(m.created));
      }
      navigate(LIST);
    } catch (error) {
      setPending(false);
      setServerErrors(readFieldErrorPaths(error));
      focusFirstProblem(formRef.current);
      toast.error(failureText(t(isEdit ? m.updateFailed : m.createFailed), error));
    }
  };

  const showAlert = submitted && (hasProblems(errors) || hasProblems(serverErrors));
  return (
    <form ref={formRef} className={`${styles.form} ${catalogStyles.requiredMarks}`} onSubmit={submit} noValidate aria-label={t(isEdit ? m.editTitle : m.newTitle)}>
      {showAlert && (
        <p role="alert" className={styles.alert}>
          {t(hasProblems(errors) ? adminMessages.fixFields : formMessages.serverRejected)}
        </p>
      )}
      <Card>
        <div className={styles.form}>
          <FormSection title={t(m.section)} description={t(m.sectionHelp)}>
            <TextField label={t(c.name)} value={form.name} onChange={set('name')} isRequired errorMessage={errorOf('name')} />
            <TextField label={t(c.shortName)} value={form.shortName} onChange={set('shortName')} isRequired
              errorMessage={errorOf('shortName')} />
            <Select label={t(c.type)} description={t(m.typeHelp)} placeholder={t(c.choose)} isRequired
              items={options.categoryTypes.map((v) => ({ id: v.idGeneralParameterValue, label: v.name }))}
              selectedKey={form.idCategoryType} onSelectionChange={set('idCategoryType')} errorMessage={errorOf('idCategoryType')} />
          </FormSection>
          <FormActions>
            <Button variant="secondary" onPress={() => navigate(LIST)} isDisabled={pending}>{t(adminMessages.cancel)}</Button>
            <Button type="submit" isPending={pending}>{t(isEdit ? adminMessages.save : adminMessages.create)}</Button>
          </FormActions>
        </div>
      </Card>
    </form>
  );
}
