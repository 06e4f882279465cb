import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductFeatureForm_catalogs$key } from '../../../__generated__/ProductFeatureForm_catalogs.graphql';
import type { ProductFeatureForm_feature$key } from '../../../__generated__/ProductFeatureForm_feature.graphql';
import { commitAsync } from '../../../app/graphqlErrors';
import { FormSection } from '../../../ui/FormSection';
import { TextField } from '../../../ui/TextField';
import { DEFAULT_FEATURE_TYPE_CODE, DEFAULT_ITEM_TYPE_CODE, FEATURE_KINDS } from './featureKind';
import { catalogMessages as c, featureMessages as m } from './messages';
import { useProductFeatureCreateMutation } from './mutations/useProductFeatureCreateMutation';
import { useProductFeatureUpdateMutation } from './mutations/useProductFeatureUpdateMutation';
import { useProductSubfeatureCreateMutation } from './mutations/useProductSubfeatureCreateMutation';
import { useProductSubfeatureUpdateMutation } from './mutations/useProductSubfeatureUpdateMutation';
import { ProductFeatureItemsEditor } from './ProductFeatureItemsEditor';
import { useProductTexts } from './useProductTexts';
import {
  catalogWords, toFeatureInput, validateFeature, type FeatureFormValues, type FeatureKind,
} from './validation';
import * as catalogStyles from './ProductCatalog.css';
import { useFormValues } from '../../../app/forms/useFormValues';
import { FormAlert } from '../../../app/forms/FormAlert';
import { useCatalogItems } from '../../../app/catalogNames';
import { useRecordSave } from '../../../app/forms/recordSave';
import { RecordForm } from '../../../app/forms/RecordForm';
import { CatalogSelect } from '../../../app/forms/CatalogSelect';
import { RowsSection } from '../../../app/forms/RowsSection';

/** Create or edit a feature or a subfeature with its items. */
export function ProductFeatureForm({ kind, catalogs, feature }: {
  kind: FeatureKind; catalogs: ProductFeatureForm_catalogs$key; feature: ProductFeatureForm_feature$key | null;
}) {
  const catalogItems = useCatalogItems();
  const { t } = useProductTexts();
  const { listPath, texts } = FEATURE_KINDS[kind];
  const options = useFragment(
    graphql`
      fragment ProductFeatureForm_catalogs on Query {
        featureTypes: getGeneralParameterValues(code: "FEATURE_TYPE") { idGeneralParameterValue name nameEs code }
        itemTypes: getGeneralParameterValues(code: "FEATURE_ITEM_TYPE") { idGeneralParameterValue name nameEs code }
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
  const itemTypes = useMemo(() => catalogItems(options.itemTypes), [options, catalogItems]);
  const idOfCode = (list: readonly { idGeneralParameterValue: string; code: string }[], code: string | null) =>
    list.find((v) => v.code === code)?.idGeneralParameterValue ?? null;
  const defaultItemType = idOfCode(options.itemTypes, DEFAULT_ITEM_TYPE_CODE);

  const [createFeature] = useProductFeatureCreateMutation();
  const [updateFeature] = useProductFeatureUpdateMutation();
  const [createSubfeature] = useProductSubfeatureCreateMutation();
  const [updateSubfeature] = useProductSubfeatureUpdateMutation();

  const { form: f, values: form, setValues: setForm, set } = useFormValues<FeatureFormValues>({
    initial: () => ({
      code: saved?.code ?? '', name: saved?.name ?? '', shortName: saved?.shortName ?? '',
      idFeatureType: saved?.idFeatureType ?? idOfCode(options.featureTypes, DEFAULT_FEATURE_TYPE_CODE[kind]),
      items: (saved?.items ?? []).map((item) => ({
        key: item.idProductFeatureItem, idProductFeatureItem: item.idProductFeatureItem, code: item.code, name: item.name,
        shortName: item.shortName, value: item.value ?? '', idItemType: item.idItemType,
      })),
    }),
    validate: validateFeature, fieldWords: catalogWords(kind),
  });

  const save = useRecordSave(texts, listPath);
  const submit = f.handleSubmit(save({
    update: saved && (() => {
      const variables = { data: { idProductFeature: saved.idProductFeature, ...toFeatureInput(form) } };
      return kind === 'subfeature' ? commitAsync(updateSubfeature, { variables }) : commitAsync(updateFeature, { variables });
    }),
    create: () => {
      const variables = { data: toFeatureInput(form) };
      return kind === 'subfeature' ? commitAsync(createSubfeature, { variables }) : commitAsync(createFeature, { variables });
    },
  }));

  // A problem with the list as a whole (an item in use that was removed) has no field to sit under.
  const listProblem = f.serverErrors.items && !f.errors.items ? f.serverText('items') : undefined;
  return (
    <RecordForm form={f} onSubmit={submit} label={t(isEdit ? texts.editTitle : texts.newTitle)} className={catalogStyles.requiredMarks}
      alert={<FormAlert form={f}>{listProblem ? ` ${listProblem}` : ''}</FormAlert>} cancelHref={listPath} isEdit={isEdit}>
      <FormSection title={t(texts.section)}>
        <TextField label={t(c.code)} value={form.code} onChange={set('code')} isRequired autoComplete="off"
          description={t(m.codeHelp)} errorMessage={f.errorOf('code')} />
        <TextField label={t(c.name)} value={form.name} onChange={set('name')} isRequired errorMessage={f.errorOf('name')} />
        <TextField label={t(c.shortName)} value={form.shortName} onChange={set('shortName')} isRequired
          errorMessage={f.errorOf('shortName')} />
        <CatalogSelect label={t(c.type)} values={options.featureTypes} selectedKey={form.idFeatureType} placeholder={t(c.choose)}
          isRequired errorMessage={f.errorOf('idFeatureType')} onSelectionChange={set('idFeatureType')} />
      </FormSection>
      <RowsSection title={t(m.itemsSection)} description={t(m.itemsHelp)}>
        <ProductFeatureItemsEditor rows={form.items} itemTypes={itemTypes} defaultItemType={defaultItemType}
          errorOf={f.errorOf} onEdited={f.edited}
          onChange={f.rowsChange('items', form.items, (items) => setForm((v) => ({ ...v, items })))} />
      </RowsSection>
    </RecordForm>
  );
}
