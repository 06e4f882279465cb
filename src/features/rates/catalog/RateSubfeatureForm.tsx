import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useSearchParams } from 'wouter';
import type { RateSubfeatureForm_catalogs$key } from '../../../__generated__/RateSubfeatureForm_catalogs.graphql';
import type { RateSubfeatureForm_subfeature$key } from '../../../__generated__/RateSubfeatureForm_subfeature.graphql';
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
import { useRateSubfeatureCreateMutation } from './mutations/useRateSubfeatureCreateMutation';
import { useRateSubfeatureUpdateMutation } from './mutations/useRateSubfeatureUpdateMutation';
import { useRateCatalogTexts } from './useRateCatalogTexts';
import { commonInput, rateCatalogServerProblem, validateRateSubfeature, type RateSubfeatureFormValues } from './validation';

/** RATE_FEATURE_TYPE code of the dimensions whose values stand for a passenger type. */
export const PASSENGER_FEATURE_TYPE = 'PASSENGER';

/**
 * Create or edit a rate subfeature: a value of one rate feature. Values of a passenger dimension name the
 * PASSENGER_TYPE they price, which is how Search rates matches passengers to rates.
 */
export function RateSubfeatureForm({ catalogs, subfeature }: {
  catalogs: RateSubfeatureForm_catalogs$key; subfeature: RateSubfeatureForm_subfeature$key | null;
}) {
  const { t, problemText } = useRateCatalogTexts();
  const { failureText } = useAdminTexts();
  const [, navigate] = useLocation();
  const [search] = useSearchParams();
  const options = useFragment(
    graphql`
      fragment RateSubfeatureForm_catalogs on Query {
        rateFeatures: searchRateFeatures(input: { take: 100 }) {
          data { idRateFeature name order typeFeature { code } }
        }
        productTypes: getGeneralParameterValues(code: "PRODUCT_TYPE") { idGeneralParameterValue name }
        passengerTypes: getGeneralParameterValues(code: "PASSENGER_TYPE") { idGeneralParameterValue name }
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
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [createSubfeature] = useRateSubfeatureCreateMutation();
  const [updateSubfeature] = useRateSubfeatureUpdateMutation();

  const chosenFeature = features.find((f) => f.idRateFeature === form.idTypeSubfeature);
  const isPassengerDimension = chosenFeature?.typeFeature?.code === PASSENGER_FEATURE_TYPE;
  const errors: PathErrors = submitted ? validateRateSubfeature(form, isPassengerDimension) : {};
  const errorOf = (path: string) => problemText(errors[path] ?? rateCatalogServerProblem(serverErrors[path]));
  const change = (changes: Partial<RateSubfeatureFormValues>) => {
    setForm((f) => ({ ...f, ...changes }));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([path]) => !(path in changes))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending) return;
    if (hasProblems(validateRateSubfeature(form, isPassengerDimension))) {
      focusFirstProblem(formRef.current);
      return;
    }
    setPending(true);
    setServerErrors({});
    const data = {
      ...commonInput(form), idTypeSubfeature: form.idTypeSubfeature,
      // Only a passenger dimension's values stand for a passenger type.
      idTypeSubfeatureItem: isPassengerDimension ? form.idTypeSubfeatureItem : null,
    };
    try {
      if (isEdit) {
        await commitAsync(updateSubfeature, { variables: { data: { idRateSubfeature: saved.idRateSubfeature, ...data } } });
        toast.success(t(m.subfeatureUpdated));
      } else {
        await commitAsync(createSubfeature, { variables: { data } });
        toast.success(t(m.subfeatureCreated));
      }
      navigate('/rates/subfeatures');
    } catch (error) {
      setPending(false);
      setServerErrors(normalizeRatePaths(readFieldErrorPaths(error)));
      focusFirstProblem(formRef.current);
      toast.error(failureText(t(isEdit ? m.subfeatureUpdateFailed : m.subfeatureCreateFailed), error));
    }
  };

  const showAlert = submitted && (hasProblems(errors) || hasProblems(serverErrors));
  return (
    <form ref={formRef} className={pageStyles.form} onSubmit={submit} noValidate
      aria-label={t(isEdit ? m.editSubfeature : m.newSubfeature)}>
      {showAlert && (
        <p role="alert" className={pageStyles.alert}>{t(hasProblems(errors) ? adminMessages.fixFields : formMessages.serverRejected)}</p>
      )}
      <Card>
        <div className={pageStyles.form}>
          <FormSection title={t(m.section)} description={t(m.subfeatureSectionHelp)}>
            <Select label={t(m.typeSubfeature)} placeholder={t(m.choose)} isRequired
              items={features.map((f) => ({ id: f.idRateFeature, label: f.name }))}
              selectedKey={form.idTypeSubfeature} errorMessage={errorOf('idTypeSubfeature')}
              onSelectionChange={(key) => change({ idTypeSubfeature: key })} />
            <CatalogCommonFields value={form} onChange={change} errorOf={errorOf} />
            <Select label={t(m.productType)} description={t(m.productTypeHelp)}
              items={[{ id: NONE, label: t(m.allProductTypes) },
                ...options.productTypes.map((v) => ({ id: v.idGeneralParameterValue, label: v.name }))]}
              selectedKey={form.idTypeCategoryProduct ?? NONE} errorMessage={errorOf('idTypeCategoryProduct')}
              onSelectionChange={(key) => change({ idTypeCategoryProduct: key === NONE ? null : key })} />
            {isPassengerDimension && (
              <Select label={t(m.typeSubfeatureItem)} description={t(m.typeSubfeatureItemHelp)} placeholder={t(m.choose)} isRequired
                items={options.passengerTypes.map((v) => ({ id: v.idGeneralParameterValue, label: v.name }))}
                selectedKey={form.idTypeSubfeatureItem} errorMessage={errorOf('idTypeSubfeatureItem')}
                onSelectionChange={(key) => change({ idTypeSubfeatureItem: key })} />
            )}
          </FormSection>
          <FormActions>
            <Button variant="secondary" onPress={() => navigate('/rates/subfeatures')} isDisabled={pending}>{t(adminMessages.cancel)}</Button>
            <Button type="submit" isPending={pending}>{t(isEdit ? adminMessages.save : adminMessages.create)}</Button>
          </FormActions>
        </div>
      </Card>
    </form>
  );
}
