import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useSearchParams } from 'wouter';
import type { RateSubfeatureForm_catalogs$key } from '../../../__generated__/RateSubfeatureForm_catalogs.graphql';
import type { RateSubfeatureForm_subfeature$key } from '../../../__generated__/RateSubfeatureForm_subfeature.graphql';
import { commitAsync } from '../../../app/graphqlErrors';
import { Card } from '../../../ui/Card';
import { FormSection } from '../../../ui/FormSection';
import { Select } from '../../../ui/Select';
import * as pageStyles from '../../../app/forms/Form.css';
import { CatalogCommonFields, NONE } from './CatalogCommonFields';
import { rateCatalogMessages as m } from './messages';
import { useRateSubfeatureCreateMutation } from './mutations/useRateSubfeatureCreateMutation';
import { useRateSubfeatureUpdateMutation } from './mutations/useRateSubfeatureUpdateMutation';
import { useRateCatalogTexts } from './useRateCatalogTexts';
import {
  commonInput, rateCatalogWords, validateRateSubfeature, type RateSubfeatureFormValues,
} from './validation';
import { useForm } from '../../../app/forms/useForm';
import { recordSave } from '../../../app/forms/recordSave';
import { FormAlert } from '../../../app/forms/FormAlert';
import { useCatalogName } from '../../../app/catalogNames';
import { FormFooter } from '../../../app/forms/FormFooter';

/** RATE_FEATURE_TYPE code of the dimensions whose values stand for a passenger type. */
export const PASSENGER_FEATURE_TYPE = 'PASSENGER';

/**
 * Create or edit a rate subfeature: a value of one rate feature. Values of a passenger dimension name the
 * PASSENGER_TYPE they price, which is how Search rates matches passengers to rates.
 */
export function RateSubfeatureForm({ catalogs, subfeature }: {
  catalogs: RateSubfeatureForm_catalogs$key; subfeature: RateSubfeatureForm_subfeature$key | null;
}) {
  const cn = useCatalogName();
  const { t } = useRateCatalogTexts();
  const [, navigate] = useLocation();
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
  const [form, setForm] = useState<RateSubfeatureFormValues>(() => {
    // "New value" from a list filtered by one dimension starts in that dimension.
    const fromList = search.get('feature');
    return {
      code: saved?.code ?? '', name: saved?.name ?? '', shortName: saved?.shortName ?? '', order: saved?.order ?? null,
      idTypeSubfeature: saved?.idTypeSubfeature ?? (features.some((f) => f.idRateFeature === fromList) ? fromList : null),
      idTypeCategoryProduct: saved?.idTypeCategoryProduct ?? null, idTypeSubfeatureItem: saved?.idTypeSubfeatureItem ?? null,
    };
  });
  const [createSubfeature] = useRateSubfeatureCreateMutation();
  const [updateSubfeature] = useRateSubfeatureUpdateMutation();

  const chosenFeature = features.find((f) => f.idRateFeature === form.idTypeSubfeature);
  const isPassengerDimension = chosenFeature?.typeFeature?.code === PASSENGER_FEATURE_TYPE;
  const f = useForm({ validate: () => validateRateSubfeature(form, isPassengerDimension), fieldWords: rateCatalogWords('subfeature') });
  const change = (changes: Partial<RateSubfeatureFormValues>) => {
    setForm((v) => ({ ...v, ...changes }));
    f.edited(...Object.keys(changes));
  };

  const input = () => ({
    ...commonInput(form), idTypeSubfeature: form.idTypeSubfeature,
    // Only a passenger dimension's values stand for a passenger type.
    idTypeSubfeatureItem: isPassengerDimension ? form.idTypeSubfeatureItem : null,
  });
  const toasts = {
    created: m.subfeatureCreated, updated: m.subfeatureUpdated, createFailed: m.subfeatureCreateFailed, updateFailed: m.subfeatureUpdateFailed,
  };
  const submit = f.handleSubmit(recordSave(t, toasts, {
    update: saved && (() => commitAsync(updateSubfeature, { variables: { data: { idRateSubfeature: saved.idRateSubfeature, ...input() } } })),
    create: () => commitAsync(createSubfeature, { variables: { data: input() } }),
    onSaved: () => navigate('/rates/subfeatures'),
  }));

  return (
    <form ref={f.ref} className={pageStyles.form} onSubmit={submit} noValidate
      aria-label={t(isEdit ? m.editSubfeature : m.newSubfeature)}>
      <FormAlert form={f} />
      <Card>
        <div className={pageStyles.form}>
          <FormSection title={t(m.section)} description={t(m.subfeatureSectionHelp)}>
            <Select label={t(m.typeSubfeature)} placeholder={t(m.choose)} isRequired
              items={features.map((f) => ({ id: f.idRateFeature, label: f.name }))}
              selectedKey={form.idTypeSubfeature} errorMessage={f.errorOf('idTypeSubfeature')}
              onSelectionChange={(key) => change({ idTypeSubfeature: key })} />
            <CatalogCommonFields value={form} onChange={change} errorOf={f.errorOf} />
            <Select label={t(m.productType)} description={t(m.productTypeHelp)}
              items={[{ id: NONE, label: t(m.allProductTypes) },
                ...options.productTypes.map((v) => ({ id: v.idGeneralParameterValue, label: cn(v) }))]}
              selectedKey={form.idTypeCategoryProduct ?? NONE} errorMessage={f.errorOf('idTypeCategoryProduct')}
              onSelectionChange={(key) => change({ idTypeCategoryProduct: key === NONE ? null : key })} />
            {isPassengerDimension && (
              <Select label={t(m.typeSubfeatureItem)} description={t(m.typeSubfeatureItemHelp)} placeholder={t(m.choose)} isRequired
                items={options.passengerTypes.map((v) => ({ id: v.idGeneralParameterValue, label: cn(v) }))}
                selectedKey={form.idTypeSubfeatureItem} errorMessage={f.errorOf('idTypeSubfeatureItem')}
                onSelectionChange={(key) => change({ idTypeSubfeatureItem: key })} />
            )}
          </FormSection>
          <FormFooter cancelHref="/rates/subfeatures" isEdit={isEdit} pending={f.pending} />
        </div>
      </Card>
    </form>
  );
}
