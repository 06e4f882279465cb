import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { RateFeatureForm_catalogs$key } from '../../../__generated__/RateFeatureForm_catalogs.graphql';
import type { RateFeatureForm_feature$key } from '../../../__generated__/RateFeatureForm_feature.graphql';
import { focusFirstProblem } from '../../../app/focusFirstProblem';
import { commitAsync, readFieldErrorPaths } from '../../../app/graphqlErrors';
import { adminMessages } from '../../../app/list/adminMessages';
import { useAdminTexts } from '../../../app/list/useAdminTexts';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormActions } from '../../../ui/FormActions';
import { FormSection } from '../../../ui/FormSection';
import { Select } from '../../../ui/Select';
import { toast } from '../../../ui/toastQueue';
import * as pageStyles from '../../general-parameters/GeneralParameters.css';
import { formMessages } from '../../general-parameters/messages';
import { hasProblems, type PathErrors } from '../../general-parameters/validation';
import { normalizeRatePaths } from '../validation';
import { CatalogCommonFields, NONE } from './CatalogCommonFields';
import { rateCatalogMessages as m } from './messages';
import { useRateFeatureCreateMutation } from './mutations/useRateFeatureCreateMutation';
import { useRateFeatureUpdateMutation } from './mutations/useRateFeatureUpdateMutation';
import { useRateCatalogTexts } from './useRateCatalogTexts';
import { commonInput, rateCatalogServerProblem, validateRateFeature, type RateFeatureFormValues } from './validation';

/** Create or edit a rate feature: a pricing dimension, for one product type or for all. */
export function RateFeatureForm({ catalogs, feature }: { catalogs: RateFeatureForm_catalogs$key; feature: RateFeatureForm_feature$key | null }) {
  const { t, problemText } = useRateCatalogTexts();
  const { failureText } = useAdminTexts();
  const [, navigate] = useLocation();
  const options = useFragment(
    graphql`
      fragment RateFeatureForm_catalogs on Query {
        featureTypes: getGeneralParameterValues(code: "RATE_FEATURE_TYPE") { idGeneralParameterValue name }
        productTypes: getGeneralParameterValues(code: "PRODUCT_TYPE") { idGeneralParameterValue name }
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
  const [form, setForm] = useState<RateFeatureFormValues>(() => ({
    code: saved?.code ?? '', name: saved?.name ?? '', shortName: saved?.shortName ?? '', order: saved?.order ?? null,
    idTypeFeature: saved?.idTypeFeature ?? null, idTypeCategoryProduct: saved?.idTypeCategoryProduct ?? null,
  }));
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [createFeature] = useRateFeatureCreateMutation();
  const [updateFeature] = useRateFeatureUpdateMutation();

  const errors: PathErrors = submitted ? validateRateFeature(form) : {};
  const errorOf = (path: string) => problemText(errors[path] ?? rateCatalogServerProblem(serverErrors[path]));
  const change = (changes: Partial<RateFeatureFormValues>) => {
    setForm((f) => ({ ...f, ...changes }));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([path]) => !(path in changes))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending) return;
    if (hasProblems(validateRateFeature(form))) {
      focusFirstProblem(formRef.current);
      return;
    }
    setPending(true);
    setServerErrors({});
    const data = { ...commonInput(form), idTypeFeature: form.idTypeFeature };
    try {
      if (isEdit) {
        await commitAsync(updateFeature, { variables: { data: { idRateFeature: saved.idRateFeature, ...data } } });
        toast.success(t(m.featureUpdated));
      } else {
        await commitAsync(createFeature, { variables: { data } });
        toast.success(t(m.featureCreated));
      }
      navigate('/rates/features');
    } catch (error) {
      setPending(false);
      setServerErrors(normalizeRatePaths(readFieldErrorPaths(error)));
      focusFirstProblem(formRef.current);
      toast.error(failureText(t(isEdit ? m.featureUpdateFailed : m.featureCreateFailed), error));
    }
  };

  const showAlert = submitted && (hasProblems(errors) || hasProblems(serverErrors));
  return (
    <form ref={formRef} className={pageStyles.form} onSubmit={submit} noValidate aria-label={t(isEdit ? m.editFeature : m.newFeature)}>
      {showAlert && (
        <p role="alert" className={pageStyles.alert}>{t(hasProblems(errors) ? adminMessages.fixFields : formMessages.serverRejected)}</p>
      )}
      <Card>
        <div className={pageStyles.form}>
          <FormSection title={t(m.section)} description={t(m.featureSectionHelp)}>
            <CatalogCommonFields value={form} onChange={change} errorOf={errorOf} />
            <Select label={t(m.typeFeature)} description={t(m.typeFeatureHelp)} placeholder={t(m.choose)} isRequired
              items={options.featureTypes.map((v) => ({ id: v.idGeneralParameterValue, label: v.name }))}
              selectedKey={form.idTypeFeature} errorMessage={errorOf('idTypeFeature')}
              onSelectionChange={(key) => change({ idTypeFeature: key })} />
            <Select label={t(m.productType)} description={t(m.productTypeHelp)}
              items={[{ id: NONE, label: t(m.allProductTypes) },
                ...options.productTypes.map((v) => ({ id: v.idGeneralParameterValue, label: v.name }))]}
              selectedKey={form.idTypeCategoryProduct ?? NONE} errorMessage={errorOf('idTypeCategoryProduct')}
              onSelectionChange={(key) => change({ idTypeCategoryProduct: key === NONE ? null : key })} />
          </FormSection>
          <FormActions>
            <Button variant="secondary" onPress={() => navigate('/rates/features')} isDisabled={pending}>{t(adminMessages.cancel)}</Button>
            <Button type="submit" isPending={pending}>{t(isEdit ? adminMessages.save : adminMessages.create)}</Button>
          </FormActions>
        </div>
      </Card>
    </form>
  );
}
