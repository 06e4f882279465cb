import { graphql, useFragment } from 'react-relay';
import type { RateFeatureSelects_features$key } from '../../__generated__/RateFeatureSelects_features.graphql';
import { FormFullWidth } from '../../ui/FormSection';
import { Select } from '../../ui/Select';
import * as styles from './Rates.css';
import { rateMessages as m } from './messages';
import { useRateTexts } from './useRateTexts';

const ANY = '__any__';

export interface RateFeatureSelectsProps {
  features: RateFeatureSelects_features$key;
  /** The product's PRODUCT_TYPE; features of another type do not apply. Null before a product is chosen. */
  idProductType: string | null;
  /** Dimension id → chosen rate subfeature id. */
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
  /** A problem with the values as a whole. */
  errorMessage?: string;
  /** The server's problem with one dimension's value (it answers per value sent). */
  errorFor?: (idRateFeature: string) => string | undefined;
}

/**
 * One select per rate feature (season, passenger type, occupancy...) offering its values; "Any" leaves the dimension
 * open. A rate names at most one value per dimension, which this shape makes the only thing a person can do.
 */
export function RateFeatureSelects({ features, idProductType, value, onChange, errorMessage, errorFor }: RateFeatureSelectsProps) {
  const { t } = useRateTexts();
  const all = useFragment(
    graphql`
      fragment RateFeatureSelects_features on RateFeature @relay(plural: true) {
        idRateFeature
        name
        order
        idTypeCategoryProduct
        subfeatures { idRateSubfeature name code order idTypeCategoryProduct }
      }
    `,
    features,
  );
  const applicable = all
    .filter((f) => f.idTypeCategoryProduct == null || f.idTypeCategoryProduct === idProductType || f.idRateFeature in value)
    .slice()
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  if (!applicable.length) return <FormFullWidth><p className={styles.muted}>{t(m.noFeatures)}</p></FormFullWidth>;
  return (
    <>
      {applicable.map((feature) => (
        <Select key={feature.idRateFeature} label={feature.name}
          items={[
            { id: ANY, label: t(m.anyValue) },
            ...feature.subfeatures
              .filter((s) => s.idTypeCategoryProduct == null || s.idTypeCategoryProduct === idProductType
                || s.idRateSubfeature === value[feature.idRateFeature])
              .slice().sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
              .map((s) => ({ id: s.idRateSubfeature, label: s.name })),
          ]}
          selectedKey={value[feature.idRateFeature] ?? ANY} errorMessage={errorFor?.(feature.idRateFeature)}
          onSelectionChange={(key) => {
            const next = { ...value };
            if (key == null || key === ANY) delete next[feature.idRateFeature];
            else next[feature.idRateFeature] = key;
            onChange(next);
          }} />
      ))}
      {errorMessage && <FormFullWidth><p role="alert" className={styles.fieldError}>{errorMessage}</p></FormFullWidth>}
    </>
  );
}
