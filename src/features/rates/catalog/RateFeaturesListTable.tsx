import { graphql, useFragment } from 'react-relay';
import type { RateFeaturesListTable_features$key } from '../../../__generated__/RateFeaturesListTable_features.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import { useRecordTableProps } from '../../../app/list/listTable';
import { TwoLineCell } from '../../../app/list/TwoLineCell';
import { DataTable } from '../../../ui/DataTable';
import * as pageStyles from '../../../app/forms/Form.css';
import { rateCatalogMessages as m } from './messages';
import type { CatalogListControls } from './listControls';
import { useRateCatalogTexts } from './useRateCatalogTexts';

export function RateFeaturesListTable({ features, count, isLoading, ...controls }:
  CatalogListControls & { features: RateFeaturesListTable_features$key | null; count: number; isLoading: boolean }) {
  const cn = useCatalogName();
  const { t } = useRateCatalogTexts();
  const list = useRecordTableProps(controls, count, isLoading, {
    title: t(m.featuresEmpty), description: t(m.emptyHelp), createLabel: t(m.newFeature),
  });
  const rows = useFragment(
    graphql`
      fragment RateFeaturesListTable_features on RateFeature @relay(plural: true) {
        id
        idRateFeature
        code
        name
        shortName
        order
        typeFeature { name nameEs }
        typeCategoryProduct { name nameEs }
        subfeatures { idRateSubfeature }
      }
    `,
    features,
  ) ?? [];
  return (
    <DataTable
      {...list}
      label={t(m.featuresTable)}
      columns={[
        { id: 'code', label: t(m.code), allowsSorting: true },
        { id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true },
        { id: 'typeFeature', label: t(m.typeFeature) },
        { id: 'productType', label: t(m.productType) },
        { id: 'subfeatures', label: t(m.subfeatureCount), align: 'end' },
        { id: 'order', label: t(m.order), allowsSorting: true, align: 'end' },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idRateFeature }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'code': return <span className={pageStyles.code}>{row.code}</span>;
          case 'name': return <TwoLineCell main={row.name} detail={row.shortName !== row.name ? row.shortName : null} />;
          case 'typeFeature': return row.typeFeature ? <span className={pageStyles.chip({ tone: 'accent' })}>{cn(row.typeFeature)}</span> : null;
          case 'productType': return row.typeCategoryProduct ? cn(row.typeCategoryProduct) : <span className={pageStyles.muted}>{t(m.allProductTypes)}</span>;
          case 'subfeatures': return row.subfeatures.length;
          case 'order': return row.order;
          default: return null;
        }
      }}
    />
  );
}
