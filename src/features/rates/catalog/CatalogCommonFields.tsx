import { NumberField } from '../../../ui/NumberField';
import { TextField } from '../../../ui/TextField';
import { rateCatalogMessages as m } from './messages';
import { useRateCatalogTexts } from './useRateCatalogTexts';
import { RATE_CATALOG_LIMITS } from '../../../../rules/rate';
import type { RateFeatureFormValues } from './validation';
import type { CatalogValue } from '../../../app/catalogNames';
import { CatalogSelect } from '../../../app/forms/CatalogSelect';

type Common = Pick<RateFeatureFormValues, 'code' | 'name' | 'shortName' | 'order'>;

/** Code, name, short name and order: the fields rate features and subfeatures share. */
export function CatalogCommonFields({ value, onChange, errorOf }: {
  value: Common; onChange: (changes: Partial<Common>) => void; errorOf: (path: string) => string | undefined;
}) {
  const { t } = useRateCatalogTexts();
  return (
    <>
      <TextField label={t(m.code)} description={t(m.codeHelp)} value={value.code} isRequired autoComplete="off"
        onChange={(code) => onChange({ code })} errorMessage={errorOf('code')} />
      <TextField label={t(m.name)} value={value.name} isRequired autoComplete="off"
        onChange={(name) => onChange({ name })} errorMessage={errorOf('name')} />
      <TextField label={t(m.shortName)} value={value.shortName} isRequired autoComplete="off"
        onChange={(shortName) => onChange({ shortName })} errorMessage={errorOf('shortName')} />
      <NumberField label={t(m.order)} value={value.order} minValue={0} maxValue={RATE_CATALOG_LIMITS.order}
        onChange={(order) => onChange({ order })} errorMessage={errorOf('order')} />
    </>
  );
}

/** The product type a feature or subfeature applies to, or all of them (null). */
export function ProductTypeSelect({ value, productTypes, errorOf, onChange }: {
  value: string | null; productTypes: readonly CatalogValue[]; errorOf: (path: string) => string | undefined;
  onChange: (changes: { idTypeCategoryProduct: string | null }) => void;
}) {
  const { t } = useRateCatalogTexts();
  return (
    <CatalogSelect label={t(m.productType)} description={t(m.productTypeHelp)} allLabel={t(m.allProductTypes)}
      values={productTypes} selectedKey={value} errorMessage={errorOf('idTypeCategoryProduct')}
      onSelectionChange={(idTypeCategoryProduct) => onChange({ idTypeCategoryProduct })} />
  );
}
