import { Select } from '../../ui/Select';
import { rateMessages as m } from './messages';
import { RateProductPicker, type PickedRateProduct } from './RateProductPicker';
import { useRateTexts } from './useRateTexts';

/** An instance as the form offers it. */
export interface InstanceOption {
  idProductInstance: string;
  code: string;
  name: string;
  idStatus: string;
}

export interface RateInstancePickerProps {
  idProduct: string | null;
  productLabel: string;
  /** The chosen product's instances (active ones are offered; the saved one stays even if disabled since). */
  instances: readonly InstanceOption[];
  idProductInstance: string | null;
  productError?: string;
  instanceError?: string;
  onProductChange: (product: PickedRateProduct | null) => void;
  onInstanceChange: (idProductInstance: string | null) => void;
}

/** A rate prices one product instance: search the product, then pick one of its instances. */
export function RateInstancePicker({
  idProduct, productLabel, instances, idProductInstance, productError, instanceError, onProductChange, onInstanceChange,
}: RateInstancePickerProps) {
  const { t } = useRateTexts();
  const offered = instances.filter((i) => i.idStatus === 'ACTIVE' || i.idProductInstance === idProductInstance);
  const noInstances = idProduct != null && offered.length === 0;
  return (
    <>
      <RateProductPicker label={t(m.product)} placeholder={t(m.productPlaceholder)} selectedKey={idProduct}
        selectedLabel={productLabel} errorMessage={productError} onChange={onProductChange} isRequired activeOnly />
      <Select label={t(m.instance)} placeholder={t(m.choose)} isRequired isDisabled={idProduct == null || noInstances}
        description={idProduct == null ? t(m.instanceHelp) : undefined}
        errorMessage={instanceError ?? (noInstances ? t(m.noInstances) : undefined)}
        items={offered.map((i) => ({ id: i.idProductInstance, label: `${i.name} (${i.code})` }))}
        selectedKey={idProductInstance} onSelectionChange={onInstanceChange} />
    </>
  );
}
