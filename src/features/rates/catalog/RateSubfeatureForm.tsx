import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'wouter';
import type { RateSubfeatureForm_catalogs$key } from '../../../__generated__/RateSubfeatureForm_catalogs.graphql';
import type { RateSubfeatureForm_subfeature$key } from '../../../__generated__/RateSubfeatureForm_subfeature.graphql';
import { commitAsync } from '../../../app/graphqlErrors';
import { FormSection } from '../../../ui/FormSection';
import { Select } from '../../../ui/Select';
import { CatalogCommonFields, ProductTypeSelect } from './CatalogCommonFields';
import { rateCatalogMessages as m } from './messages';
import { useRateSubfeatureCreateMutation } from './mutations/useRateSubfeatureCreateMutation';
import { useRateSubfeatureUpdateMutation } from './mutations/useRateSubfeatureUpdateMutation';
import { useRateCatalogTexts } from './useRateCatalogTexts';
import {
  commonInput, rateCatalogWords, validateRateSubfeature, type RateSubfeatureFormValues,
} from './validation';
import { useFormValues } from '../../../app/forms/useFormValues';
import { useRecordSave } from '../../../app/forms/recordSave';
import { RecordForm } from '../../../app/forms/RecordForm';
import { CatalogSelect } from '../../../app/forms/CatalogSelect';

/** RATE_FEATURE_TYPE code of the dimensions whose values stand for a passenger type. */
export const PASSENGER_FEATURE_TYPE = 'PASSENGER';

/**
 * Create or edit a rate subfeature: a value of one rate feature. Values of a passenger dimension name the
 * PASSENGER_TYPE they price, which is how Search rates matches passengers to rates.
 */
export function RateSubfeatureForm({ catalogs, subfeature }: {
  catalogs: RateSubfeatureForm_catalogs$key; subfeature: RateSubfeatureForm_subfeature$key | null;
}) {
  const { t } = useRateCatalogTexts();
  const [search] = useSearchParams();
  const options = useFragment(
    graphql`
      fragment RateSubfeatureForm_catalogs on Query {
        rateFeatures: searchRateFeatures(input: { take: 100 }) {
          data { idRateFeature name order typeFeature { code } }
        }
        productTypes: getGeneralParameterValues(code: "PRODUCT_TYPE") { idGeneralParameterValue name nameEs }
        passengerTypes: getGeneralParameterValues(code: "PASSENGER_TYPE") { idGeneralParameterValue name nameEs }
      }
    `,
    catalogs,
  );
  const saved = useFragment(
    graphql`
      fragment RateSubfeatureForm_subfeature on RateSubfeature {
        idRateSubfeature
        code
        name
        shortName
        order
        idTypeSubfeature
        idTypeCategoryProduct
        idTypeSubfeatureItem
      }
    `,
    subfeature,
  );
  const isEdit = saved != null;
  const features = options.rateFeatures.data.slice().sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  /** Whether a dimension's values stand for a passenger type. */
  const isPassenger = (idFeature: string | null) =>
    features.find((f) => f.idRateFeature === idFeature)?.typeFeature?.code === PASSENGER_FEATURE_TYPE;
  const { form: f, values: form, change } = useFormValues<RateSubfeatureFormValues>({
    initial: () => {
      // "New value" from a list filtered by one dimension starts in that dimension.
      const fromList = search.get('feature');
      return {
        code: saved?.code ?? '', name: saved?.name ?? '', shortName: saved?.shortName ?? '', order: saved?.order ?? null,
        idTypeSubfeature: saved?.idTypeSubfeature ?? (features.some((f) => f.idRateFeature === fromList) ? fromList : null),
        idTypeCategoryProduct: saved?.idTypeCategoryProduct ?? null, idTypeSubfeatureItem: saved?.idTypeSubfeatureItem ?? null,
      };
    },
    validate: (values) => validateRateSubfeature(values, isPassenger(values.idTypeSubfeature)),
    fieldWords: rateCatalogWords('subfeature'),
  });
  const isPassengerDimension = isPassenger(form.idTypeSubfeature);
  const [createSubfeature] = useRateSubfeatureCreateMutation();
  const [updateSubfeature] = useRateSubfeatureUpdateMutation();

  const input = () => ({
    ...commonInput(form), idTypeSubfeature: form.idTypeSubfeature,
    // Only a passenger dimension's values stand for a passenger type.
    idTypeSubfeatureItem: isPassengerDimension ? form.idTypeSubfeatureItem : null,
  });
  const toasts = {
    created: m.subfeatureCreated, updated: m.subfeatureUpdated, createFailed: m.subfeatureCreateFailed, updateFailed: m.subfeatureUpdateFailed,
  };
  const save = useRecordSave(toasts, '/rates/subfeatures');
  const submit = f.handleSubmit(save({
    update: saved && (() => commitAsync(updateSubfeature, { variables: { data: { idRateSubfeature: saved.idRateSubfeature, ...input() } } })),
    create: () => commitAsync(createSubfeature, { variables: { data: input() } }),
  }));

  return (
    <RecordForm form={f} onSubmit={submit} label={t(isEdit ? m.editSubfeature : m.newSubfeature)} cancelHref="/rates/subfeatures"
      isEdit={isEdit}>
      <FormSection title={t(m.section)} description={t(m.subfeatureSectionHelp)}>
        <Select label={t(m.typeSubfeature)} placeholder={t(m.choose)} isRequired
          items={features.map((f) => ({ id: f.idRateFeature, label: f.name }))}
          selectedKey={form.idTypeSubfeature} errorMessage={f.errorOf('idTypeSubfeature')}
          onSelectionChange={(key) => change({ idTypeSubfeature: key })} />
        <CatalogCommonFields value={form} onChange={change} errorOf={f.errorOf} />
        <ProductTypeSelect value={form.idTypeCategoryProduct} productTypes={options.productTypes} errorOf={f.errorOf}
          onChange={change} />
        {isPassengerDimension && (
          <CatalogSelect label={t(m.typeSubfeatureItem)} description={t(m.typeSubfeatureItemHelp)} placeholder={t(m.choose)} isRequired
            values={options.passengerTypes} selectedKey={form.idTypeSubfeatureItem} errorMessage={f.errorOf('idTypeSubfeatureItem')}
            onSelectionChange={(key) => change({ idTypeSubfeatureItem: key })} />
        )}
      </FormSection>
    </RecordForm>
  );
}
