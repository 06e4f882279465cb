import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { ProductCreateForm_query$key } from '../../__generated__/ProductCreateForm_query.graphql';
import { commitAsync } from '../../app/graphqlErrors';
import { FormSection } from '../../ui/FormSection';
import { RecordForm } from '../../app/forms/RecordForm';
import { RowsSection } from '../../app/forms/RowsSection';
import * as pageStyles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';
import { useProductCreateMutation } from './mutations/useProductCreateMutation';
import { ProductBasicFields } from './ProductBasicFields';
import { ProductCategoryChoices } from './ProductCategoryChoices';
import { ProductFeatureChoices } from './ProductFeatureChoices';
import { ProductIdentificationsEditor } from './ProductIdentificationsEditor';
import { ProductInstancesEditor } from './ProductInstancesEditor';
import { ProductSubfeatureItemChoices, useSubfeatureGroups } from './ProductSubfeatureItemChoices';
import { useFormProblems } from './useFormProblems';
import { useProductTexts } from './useProductTexts';
import {
  emptyBasicValues, keepOnlyItems, newInstanceRow, productInput, validateProduct, type ProductBasicValues,
  type ProductFormValues,
} from './validation';

/**
 * /products/new: the basic information and every list of a product on one page, saved by one createProduct call
 * (so a product never exists half made). Instances can only be described by the subfeature items chosen above them.
 */
export function ProductCreateForm({ query }: { query: ProductCreateForm_query$key }) {
  const { t } = useProductTexts();
  const [, navigate] = useLocation();
  const data = useFragment(
    graphql`
      fragment ProductCreateForm_query on Query {
        ...ProductBasicFields_query
        ...ProductCategoryChoices_query
        ...ProductFeatureChoices_query
        ...ProductSubfeatureItemChoices_query
        ...ProductIdentificationsEditor_query
      }
    `,
    query,
  );
  const { groups: subfeatureGroups } = useSubfeatureGroups(data);
  const [form, setForm] = useState<ProductFormValues>(() => ({
    ...emptyBasicValues(), categoryIds: [], featureIds: [], subfeatureItemIds: [], identifications: [],
    instances: [newInstanceRow()],
  }));
  const problems = useFormProblems(() => validateProduct(form));
  const [createProduct] = useProductCreateMutation();

  const instanceGroups = useMemo(() => subfeatureGroups.map((g) => ({
    ...g, items: g.items.filter((i) => form.subfeatureItemIds.includes(i.id)),
  })), [subfeatureGroups, form.subfeatureItemIds]);

  const setBasic = (changes: Partial<ProductBasicValues>, path: string) => {
    setForm((f) => ({ ...f, ...changes }));
    problems.edited(path);
  };

  const submit = problems.handleSubmit({
    save: () => commitAsync(createProduct, { variables: { data: productInput(form) } }),
    saved: t(m.created),
    failed: t(m.createFailed),
    onSaved: (response) => navigate(`/products/${response.createProduct.idProduct}`),
  });


  return (
    <RecordForm form={problems} onSubmit={submit} label={t(m.newTitle)} cancelHref="/products" isEdit={false}>
      <ProductBasicFields query={data} values={form} onChange={setBasic} errorOf={problems.errorOf} />
      <FormSection title={t(m.categoriesSection)} description={t(m.categoriesHelp)} columns={1}>
        <ProductCategoryChoices query={data} selectedIds={form.categoryIds}
          onChange={(categoryIds) => setForm((f) => ({ ...f, categoryIds }))} />
        <ListProblem text={problems.errorUnder('categoryIds')} />
      </FormSection>
      <FormSection title={t(m.featuresSection)} description={t(m.featuresHelp)} columns={1}>
        <ProductFeatureChoices query={data} selectedIds={form.featureIds}
          onChange={(featureIds) => setForm((f) => ({ ...f, featureIds }))} />
        <ListProblem text={problems.errorUnder('featureIds')} />
      </FormSection>
      <FormSection title={t(m.subfeaturesSection)} description={t(m.subfeaturesHelp)} columns={1}>
        <ProductSubfeatureItemChoices query={data} selectedIds={form.subfeatureItemIds}
          onChange={(subfeatureItemIds) => setForm((f) => ({
            ...f, subfeatureItemIds, instances: keepOnlyItems(f.instances, subfeatureItemIds),
          }))} />
        <ListProblem text={problems.errorUnder('subfeatureItemIds')} />
      </FormSection>
      <RowsSection title={t(m.identificationsSection)} description={t(m.identificationsHelp)}>
        <ProductIdentificationsEditor query={data} rows={form.identifications} errorOf={problems.errorOf}
          onEdited={problems.edited}
          onChange={problems.rowsChange('identifications', form.identifications,
            (identifications) => setForm((f) => ({ ...f, identifications })))} />
      </RowsSection>
      <RowsSection title={t(m.instancesSection)} description={t(m.instancesHelp)}>
        <ProductInstancesEditor rows={form.instances} itemGroups={instanceGroups} hasInventory={form.hasInventory}
          errorOf={problems.errorOf} errorUnder={problems.errorUnder} onEdited={problems.edited}
          noItemsHint={<p className={pageStyles.muted}>{t(m.noItemsToDescribe)}</p>}
          onChange={problems.rowsChange('instances', form.instances, (instances) => setForm((f) => ({ ...f, instances })))} />
      </RowsSection>
    </RecordForm>
  );
}

/** A server message about a whole choice list (an id it no longer accepts). */
function ListProblem({ text }: { text: string | undefined }) {
  return text ? <p role="alert" className={pageStyles.listError}>{text}</p> : null;
}
