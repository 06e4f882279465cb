import { useMemo, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { ProductFeatureForm_catalogs$key } from '../../__generated__/ProductFeatureForm_catalogs.graphql';
import type { ProductFeatureForm_feature$key } from '../../__generated__/ProductFeatureForm_feature.graphql';
import { focusFirstProblem } from '../../app/focusFirstProblem';
import { commitAsync, readFieldErrorPaths } from '../../app/graphqlErrors';
import { adminMessages } from '../../app/list/adminMessages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormActions } from '../../ui/FormActions';
import { FormFullWidth, FormSection } from '../../ui/FormSection';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toastQueue';
import * as styles from '../general-parameters/GeneralParameters.css';
import { formMessages } from '../general-parameters/messages';
import { hasProblems, type PathErrors } from '../general-parameters/validation';
import { DEFAULT_FEATURE_TYPE_CODE, DEFAULT_ITEM_TYPE_CODE, FEATURE_KINDS } from './featureKind';
import { catalogMessages as c, featureMessages as m } from './messages';
import { useProductFeatureCreateMutation } from './mutations/useProductFeatureCreateMutation';
import { useProductFeatureUpdateMutation } from './mutations/useProductFeatureUpdateMutation';
import { useProductSubfeatureCreateMutation } from './mutations/useProductSubfeatureCreateMutation';
import { useProductSubfeatureUpdateMutation } from './mutations/useProductSubfeatureUpdateMutation';
import { ProductFeatureItemsEditor } from './ProductFeatureItemsEditor';
import { useProductTexts } from './useProductTexts';
import {
  catalogServerProblem, toFeatureInput, validateFeature, type FeatureFormValues, type FeatureKind,
} from './validation';
import * as catalogStyles from './ProductCatalog.css';

type TextKey = 'code' | 'name' | 'shortName';

/** Create or edit a feature or a subfeature with its items. */
export function ProductFeatureForm({ kind, catalogs, feature }: {
  kind: FeatureKind; catalogs: ProductFeatureForm_catalogs$key; feature: ProductFeatureForm_feature$key | null;
}) {
  const { t, problemText } = useProductTexts();
  const { failureText } = useAdminTexts();
  const [, navigate] = useLocation();
  const { listPath, texts } = FEATURE_KINDS[kind];
  const options = useFragment(
    graphql`
      fragment ProductFeatureForm_catalogs on Query {
        featureTypes: getGeneralParameterValues(code: "FEATURE_TYPE") { idGeneralParameterValue name code }
        itemTypes: getGeneralParameterValues(code: "FEATURE_ITEM_TYPE") { idGeneralParameterValue name code }
      }
    `,
    catalogs,
  );
  const saved = useFragment(
    graphql`
      fragment ProductFeatureForm_feature on ProductFeature {
        idProductFeature
        code
        name
        shortName
        idFeatureType
        items { idProductFeatureItem code name shortName value idItemType }
      }
    `,
    feature,
  );
  const isEdit = saved != null;
  const featureTypes = useMemo(() => options.featureTypes.map((v) => ({ id: v.idGeneralParameterValue, label: v.name })), [options]);
  const itemTypes = useMemo(() => options.itemTypes.map((v) => ({ id: v.idGeneralParameterValue, label: v.name })), [options]);
  const idOfCode = (list: readonly { idGeneralParameterValue: string; code: string }[], code: string | null) =>
    list.find((v) => v.code === code)?.idGeneralParameterValue ?? null;
  const defaultItemType = idOfCode(options.itemTypes, DEFAULT_ITEM_TYPE_CODE);

  const [form, setForm] = useState<FeatureFormValues>(() => ({
    code: saved?.code ?? '', name: saved?.name ?? '', shortName: saved?.shortName ?? '',
    idFeatureType: saved?.idFeatureType ?? idOfCode(options.featureTypes, DEFAULT_FEATURE_TYPE_CODE[kind]),
    items: (saved?.items ?? []).map((item) => ({
      key: item.idProductFeatureItem, idProductFeatureItem: item.idProductFeatureItem, code: item.code, name: item.name,
      shortName: item.shortName, value: item.value ?? '', idItemType: item.idItemType,
    })),
  }));
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [createFeature] = useProductFeatureCreateMutation();
  const [updateFeature] = useProductFeatureUpdateMutation();
  const [createSubfeature] = useProductSubfeatureCreateMutation();
  const [updateSubfeature] = useProductSubfeatureUpdateMutation();

  const errors: PathErrors = submitted ? validateFeature(form) : {};
  const errorOf = (path: string) => problemText(errors[path] ?? catalogServerProblem(serverErrors[path], kind));
  const edited = (path: string) => setServerErrors((e) => (path in e ? Object.fromEntries(Object.entries(e).filter(([p]) => p !== path)) : e));
  const set = (field: TextKey) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    edited(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending) return;
    if (hasProblems(validateFeature(form))) {
      focusFirstProblem(formRef.current);
      return;
    }
    setPending(true);
    setServerErrors({});
    const data = toFeatureInput(form);
    try {
      if (isEdit) {
        const variables = { data: { idProductFeature: saved.idProductFeature, ...data } };
        if (kind === 'subfeature') await commitAsync(updateSubfeature, { variables });
        else await commitAsync(updateFeature, { variables });
        toast.success(t(texts.updated));
      } else {
        if (kind === 'subfeature') await commitAsync(createSubfeature, { variables: { data } });
        else await commitAsync(createFeature, { variables: { data } });
        toast.success(t(texts.created));
      }
      navigate(listPath);
    } catch (error) {
      setPending(false);
      setServerErrors(readFieldErrorPaths(error));
      focusFirstProblem(formRef.current);
      toast.error(failureText(t(isEdit ? texts.updateFailed : texts.createFailed), error));
    }
  };

  // A problem with the list as a whole (an item in use that was removed) has no field to sit under.
  const listProblem = serverErrors.items && !errors.items ? problemText(catalogServerProblem(serverErrors.items, kind)) : undefined;
  const showAlert = submitted && (hasProblems(errors) || hasProblems(serverErrors));
  return (
    <form ref={formRef} className={`${styles.form} ${catalogStyles.requiredMarks}`} onSubmit={submit} noValidate aria-label={t(isEdit ? texts.editTitle : texts.newTitle)}>
      {showAlert && (
        <p role="alert" className={styles.alert}>
          {t(hasProblems(errors) ? adminMessages.fixFields : formMessages.serverRejected)}
          {listProblem ? ` ${listProblem}` : ''}
        </p>
      )}
      <Card>
        <div className={styles.form}>
          <FormSection title={t(texts.section)}>
            <TextField label={t(c.code)} value={form.code} onChange={set('code')} isRequired autoComplete="off"
              description={t(m.codeHelp)} errorMessage={errorOf('code')} />
            <TextField label={t(c.name)} value={form.name} onChange={set('name')} isRequired errorMessage={errorOf('name')} />
            <TextField label={t(c.shortName)} value={form.shortName} onChange={set('shortName')} isRequired
              errorMessage={errorOf('shortName')} />
            <Select label={t(c.type)} items={featureTypes} selectedKey={form.idFeatureType} placeholder={t(c.choose)} isRequired
              errorMessage={errorOf('idFeatureType')}
              onSelectionChange={(idFeatureType) => {
                setForm((f) => ({ ...f, idFeatureType }));
                edited('idFeatureType');
              }} />
          </FormSection>
          <FormSection title={t(m.itemsSection)} description={t(m.itemsHelp)} columns={1}>
            <FormFullWidth>
              <ProductFeatureItemsEditor rows={form.items} itemTypes={itemTypes} defaultItemType={defaultItemType}
                errorOf={errorOf} onEdited={edited}
                onChange={(items) => {
                  // Rows moved: the server's messages point at row numbers that no longer match.
                  if (items.length !== form.items.length) {
                    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([path]) => path !== 'items' && !path.startsWith('items.'))));
                  }
                  setForm((f) => ({ ...f, items }));
                }} />
            </FormFullWidth>
          </FormSection>
          <FormActions>
            <Button variant="secondary" onPress={() => navigate(listPath)} isDisabled={pending}>{t(adminMessages.cancel)}</Button>
            <Button type="submit" isPending={pending}>{t(isEdit ? adminMessages.save : adminMessages.create)}</Button>
          </FormActions>
        </div>
      </Card>
    </form>
  );
}
