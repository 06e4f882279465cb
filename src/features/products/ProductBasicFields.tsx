import { graphql, useFragment } from 'react-relay';
import type { ProductBasicFields_query$key } from '../../__generated__/ProductBasicFields_query.graphql';
import { Checkbox } from '../../ui/Checkbox';
import { FormFullWidth, FormSection } from '../../ui/FormSection';
import { CatalogSelect } from '../../app/forms/CatalogSelect';
import { TextField } from '../../ui/TextField';
import { productMessages as m } from './messages';
import { SupplierPicker } from './SupplierPicker';
import { useProductTexts } from './useProductTexts';
import type { ProductBasicValues } from './validation';

export interface ProductBasicFieldsProps {
  query: ProductBasicFields_query$key;
  values: ProductBasicValues;
  onChange: (changes: Partial<ProductBasicValues>, path: string) => void;
  errorOf: (path: string) => string | undefined;
}

/**
 * The basic information of a product. Units are the PRODUCT_UNIT catalog, whose parent is PRODUCT_TYPE; any unit
 * may go with any type (a tour is sold per person or per vehicle), so the unit list is not narrowed by the type.
 */
export function ProductBasicFields({ query, values, onChange, errorOf }: ProductBasicFieldsProps) {
  const { t } = useProductTexts();
  const catalogs = useFragment(
    graphql`
      fragment ProductBasicFields_query on Query {
        productTypes: getGeneralParameterValues(code: "PRODUCT_TYPE") { idGeneralParameterValue name nameEs }
        productUnits: getGeneralParameterValues(code: "PRODUCT_UNIT") { idGeneralParameterValue name nameEs }
      }
    `,
    query,
  );
  const text = (field: 'code' | 'name' | 'shortName' | 'taxInternationalCode' | 'operationalCode') =>
    (value: string) => onChange({ [field]: value }, field);
  return (
    <FormSection title={t(m.basicSection)} columns={3}>
      <TextField label={t(m.code)} value={values.code} onChange={text('code')} isRequired autoComplete="off"
        errorMessage={errorOf('code')} />
      <TextField label={t(m.name)} value={values.name} onChange={text('name')} isRequired autoComplete="off"
        errorMessage={errorOf('name')} />
      <TextField label={t(m.shortName)} value={values.shortName} onChange={text('shortName')} isRequired autoComplete="off"
        errorMessage={errorOf('shortName')} />
      <CatalogSelect label={t(m.productType)} values={catalogs.productTypes} selectedKey={values.idProductType} placeholder={t(m.choose)}
        isRequired errorMessage={errorOf('idProductType')}
        onSelectionChange={(key) => onChange({ idProductType: key }, 'idProductType')} />
      <CatalogSelect label={t(m.productUnit)} values={catalogs.productUnits} selectedKey={values.idProductUnit} placeholder={t(m.choose)}
        isRequired description={t(m.productUnitHelp)} errorMessage={errorOf('idProductUnit')}
        onSelectionChange={(key) => onChange({ idProductUnit: key }, 'idProductUnit')} />
      <SupplierPicker label={t(m.supplier)} description={t(m.supplierHelp)} isRequired activeOnly
        selectedKey={values.idSupplier} selectedLabel={values.supplierLabel} errorMessage={errorOf('idSupplier')}
        onChange={(idSupplier, supplierLabel) => onChange({ idSupplier, supplierLabel }, 'idSupplier')} />
      <TextField label={t(m.taxInternationalCode)} value={values.taxInternationalCode} onChange={text('taxInternationalCode')}
        autoComplete="off" description={t(m.taxInternationalCodeHelp)} errorMessage={errorOf('taxInternationalCode')} />
      <TextField label={t(m.operationalCode)} value={values.operationalCode} onChange={text('operationalCode')}
        autoComplete="off" description={t(m.operationalCodeHelp)} errorMessage={errorOf('operationalCode')} />
      <FormFullWidth>
        <Checkbox label={t(m.hasInventory)} description={t(m.hasInventoryHelp)} isSelected={values.hasInventory}
          onChange={(hasInventory) => onChange({ hasInventory }, 'hasInventory')} />
      </FormFullWidth>
    </FormSection>
  );
}
