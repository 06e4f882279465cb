import { graphql, useFragment } from 'react-relay';
import type { RateSubfeaturesListTable_subfeatures$key } from '../../../__generated__/RateSubfeaturesListTable_subfeatures.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import { useRecordTableProps } from '../../../app/list/listTable';
import { TwoLineCell } from '../../../app/list/TwoLineCell';
import { DataTable } from '../../../ui/DataTable';
import * as pageStyles from '../../../app/forms/Form.css';
import { rateCatalogMessages as m } from './messages';
import type { CatalogListControls } from './listControls';
import { useRateCatalogTexts } from './useRateCatalogTexts';

export function RateSubfeaturesListTable({
  subfeatures, count, isLoading, ...controls
}: CatalogListControls & { subfeatures: RateSubfeaturesListTable_subfeatures$key | null; count: number; isLoading: boolean }) {
  const cn = useCatalogName();
  const { t } = useRateCatalogTexts();
  const list = useRecordTableProps(controls, count, isLoading, {
    title: t(m.subfeaturesEmpty), description: t(m.emptyHelp), createLabel: t(m.newSubfeature),
  });
  const rows = useFragment(
    graphql`
      fragment RateSubfeaturesListTable_subfeatures on RateSubfeature @relay(plural: true) {
        id
        idRateSubfeature
        code
        name
        shortName
        order
        typeSubfeature { name }
        typeCategoryProduct { name nameEs }
        typeSubfeatureItem { name nameEs }
      }
    `,
    subfeatures,
  ) ?? [];
  return (
    <DataTable
      {...list}
      label={t(m.subfeaturesTable)}
      columns={[
        { id: 'code', label: t(m.code), allowsSorting: true },
        { id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true },
        { id: 'typeSubfeature', label: t(m.typeSubfeature) },
        { id: 'productType', label: t(m.productType) },
        { id: 'item', label: t(m.typeSubfeatureItem) },
        { id: 'order', label: t(m.order), allowsSorting: true, align: 'end' },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idRateSubfeature }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'code': return <span className={pageStyles.code}>{row.code}</span>;
          case 'name': return <TwoLineCell main={row.name} detail={row.shortName !== row.name ? row.shortName : null} />;
          case 'typeSubfeature': return <span className={pageStyles.chip({ tone: 'accent' })}>{row.typeSubfeature.name}</span>;
          case 'productType': return row.typeCategoryProduct ? cn(row.typeCategoryProduct) : <span className={pageStyles.muted}>{t(m.allProductTypes)}</span>;
          case 'item': return cn(row.typeSubfeatureItem);
          case 'order': return row.order;
          default: return null;
        }
      }}
    />
  );
}
