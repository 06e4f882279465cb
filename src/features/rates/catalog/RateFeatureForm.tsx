import { graphql, useFragment } from 'react-relay';
import type { RateFeatureForm_catalogs$key } from '../../../__generated__/RateFeatureForm_catalogs.graphql';
import type { RateFeatureForm_feature$key } from '../../../__generated__/RateFeatureForm_feature.graphql';
import { commitAsync } from '../../../app/graphqlErrors';
import { FormSection } from '../../../ui/FormSection';
import { CatalogCommonFields, ProductTypeSelect } from './CatalogCommonFields';
import { rateCatalogMessages as m } from './messages';
import { useRateFeatureCreateMutation } from './mutations/useRateFeatureCreateMutation';
import { useRateFeatureUpdateMutation } from './mutations/useRateFeatureUpdateMutation';
import { useRateCatalogTexts } from './useRateCatalogTexts';
import {
  commonInput, rateCatalogWords, validateRateFeature, type RateFeatureFormValues,
} from './validation';
import { useFormValues } from '../../../app/forms/useFormValues';
import { useRecordSave } from '../../../app/forms/recordSave';
import { RecordForm } from '../../../app/forms/RecordForm';
import { CatalogSelect } from '../../../app/forms/CatalogSelect';

/** Create or edit a rate feature: a pricing dimension, for one product type or for all. */
export function RateFeatureForm({ catalogs, feature }: { catalogs: RateFeatureForm_catalogs$key; feature: RateFeatureForm_feature$key | null }) {
  const { t } = useRateCatalogTexts();
  const options = useFragment(
    graphql`
      fragment RateFeatureForm_catalogs on Query {
        featureTypes: getGeneralParameterValues(code: "RATE_FEATURE_TYPE") { idGeneralParameterValue name nameEs }
        productTypes: getGeneralParameterValues(code: "PRODUCT_TYPE") { idGeneralParameterValue name nameEs }
      }
    `,
    catalogs,
  );
  const saved = useFragment(
    graphql`
      fragment RateFeatureForm_feature on RateFeature {
        idRateFeature
        code
        name
        shortName
        order
        idTypeFeature
        idTypeCategoryProduct
      }
    `,
    feature,
  );
  const isEdit = saved != null;
  const [createFeature] = useRateFeatureCreateMutation();
  const [updateFeature] = useRateFeatureUpdateMutation();

  const { form: f, values: form, change } = useFormValues<RateFeatureFormValues>({
    initial: () => ({
      code: saved?.code ?? '', name: saved?.name ?? '', shortName: saved?.shortName ?? '', order: saved?.order ?? null,
      idTypeFeature: saved?.idTypeFeature ?? null, idTypeCategoryProduct: saved?.idTypeCategoryProduct ?? null,
    }),
    validate: validateRateFeature, fieldWords: rateCatalogWords('feature'),
  });

  const input = () => ({ ...commonInput(form), idTypeFeature: form.idTypeFeature });
  const toasts = { created: m.featureCreated, updated: m.featureUpdated, createFailed: m.featureCreateFailed, updateFailed: m.featureUpdateFailed };
  const save = useRecordSave(toasts, '/rates/features');
  const submit = f.handleSubmit(save({
    update: saved && (() => commitAsync(updateFeature, { variables: { data: { idRateFeature: saved.idRateFeature, ...input() } } })),
    create: () => commitAsync(createFeature, { variables: { data: input() } }),
  }));

  return (
    <RecordForm form={f} onSubmit={submit} label={t(isEdit ? m.editFeature : m.newFeature)} cancelHref="/rates/features" isEdit={isEdit}>
      <FormSection title={t(m.section)} description={t(m.featureSectionHelp)}>
        <CatalogCommonFields value={form} onChange={change} errorOf={f.errorOf} />
        <CatalogSelect label={t(m.typeFeature)} description={t(m.typeFeatureHelp)} placeholder={t(m.choose)} isRequired
          values={options.featureTypes} selectedKey={form.idTypeFeature} errorMessage={f.errorOf('idTypeFeature')}
          onSelectionChange={(key) => change({ idTypeFeature: key })} />
        <ProductTypeSelect value={form.idTypeCategoryProduct} productTypes={options.productTypes} errorOf={f.errorOf}
          onChange={change} />
      </FormSection>
    </RecordForm>
  );
}
