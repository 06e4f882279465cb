import { graphql, useFragment } from 'react-relay';
import type { ProductCategoryForm_catalogs$key } from '../../../__generated__/ProductCategoryForm_catalogs.graphql';
import type { ProductCategoryForm_category$key } from '../../../__generated__/ProductCategoryForm_category.graphql';
import { commitAsync } from '../../../app/graphqlErrors';
import { FormSection } from '../../../ui/FormSection';
import { TextField } from '../../../ui/TextField';
import { catalogMessages as c, categoryMessages as m } from './messages';
import { useProductCategoryCreateMutation } from './mutations/useProductCategoryCreateMutation';
import { useProductCategoryUpdateMutation } from './mutations/useProductCategoryUpdateMutation';
import { useProductTexts } from './useProductTexts';
import { catalogWords, validateCategory, type CategoryFormValues } from './validation';
import * as catalogStyles from './ProductCatalog.css';
import { useFormValues } from '../../../app/forms/useFormValues';
import { useRecordSave } from '../../../app/forms/recordSave';
import { RecordForm } from '../../../app/forms/RecordForm';
import { CatalogSelect } from '../../../app/forms/CatalogSelect';

const LIST = '/products/categories';

/** Create or edit a product category: name, short name and its type (PRODUCT_CATEGORY_TYPE). */
export function ProductCategoryForm({ catalogs, category }: {
  catalogs: ProductCategoryForm_catalogs$key; category: ProductCategoryForm_category$key | null;
}) {
  const { t } = useProductTexts();
  const options = useFragment(
    graphql`
      fragment ProductCategoryForm_catalogs on Query {
        categoryTypes: getGeneralParameterValues(code: "PRODUCT_CATEGORY_TYPE") { idGeneralParameterValue name nameEs }
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
  const [createCategory] = useProductCategoryCreateMutation();
  const [updateCategory] = useProductCategoryUpdateMutation();

  const { form: f, values: form, set } = useFormValues<CategoryFormValues>({
    initial: () => ({
      name: saved?.name ?? '', shortName: saved?.shortName ?? '', idCategoryType: saved?.idCategoryType ?? null,
    }),
    validate: validateCategory, fieldWords: catalogWords(),
  });

  const fields = () => ({ name: form.name.trim(), shortName: form.shortName.trim(), idCategoryType: form.idCategoryType });
  const save = useRecordSave(m, LIST);
  const submit = f.handleSubmit(save({
    update: saved && (() => commitAsync(updateCategory, { variables: { data: { idProductCategory: saved.idProductCategory, ...fields() } } })),
    create: () => commitAsync(createCategory, { variables: { data: fields() } }),
  }));

  return (
    <RecordForm form={f} onSubmit={submit} label={t(isEdit ? m.editTitle : m.newTitle)} className={catalogStyles.requiredMarks}
      cancelHref={LIST} isEdit={isEdit}>
      <FormSection title={t(m.section)} description={t(m.sectionHelp)}>
        <TextField label={t(c.name)} value={form.name} onChange={set('name')} isRequired errorMessage={f.errorOf('name')} />
        <TextField label={t(c.shortName)} value={form.shortName} onChange={set('shortName')} isRequired
          errorMessage={f.errorOf('shortName')} />
        <CatalogSelect label={t(c.type)} description={t(m.typeHelp)} placeholder={t(c.choose)} isRequired values={options.categoryTypes}
          selectedKey={form.idCategoryType} onSelectionChange={set('idCategoryType')} errorMessage={f.errorOf('idCategoryType')} />
      </FormSection>
    </RecordForm>
  );
}
