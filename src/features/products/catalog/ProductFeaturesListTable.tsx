import { graphql } from 'react-relay';
import type { ProductFeaturesListTable_features$key } from '../../../__generated__/ProductFeaturesListTable_features.graphql';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../../app/list/RecordTable';
import { useRecordColumns } from '../../../app/list/recordColumns';
import * as gpStyles from '../../../app/forms/Form.css';
import { catalogMessages as c, featureMessages as m } from './messages';
import * as styles from './ProductCatalog.css';

/** Item codes shown in a row before "+N". */
const SHOWN_ITEMS = 4;

/** Features or subfeatures (their words come with the list): code, name, short name, type and their item codes. */
export function ProductFeaturesListTable(table: RecordListTableProps<ProductFeaturesListTable_features$key>) {
  const { t, cn, column } = useRecordColumns();
  const rows = usePageRows(graphql`
    fragment ProductFeaturesListTable_features on ProductFeature @relay(plural: true) {
      id idProductFeature code name shortName
      featureType { name nameEs }
      itemCount items { idProductFeatureItem code }
      updatedAt
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idProductFeature} columns={[
      column.code(t(c.code), 'code'),
      { id: 'name', label: t(c.name), allowsSorting: true, isRowHeader: true, wrap: true, cell: (row) => row.name },
      { id: 'shortName', label: t(c.shortName), allowsSorting: true, cell: (row) => row.shortName },
      {
        id: 'type', label: t(c.type),
        cell: (row) => (row.featureType ? <span className={gpStyles.chip({ tone: 'accent' })}>{cn(row.featureType)}</span> : null),
      },
      {
        id: 'itemCount', label: t(m.itemCount), allowsSorting: true, wrap: true,
        cell: (row) => (
          <span className={styles.codes}>
            {row.items.slice(0, SHOWN_ITEMS).map((item) => (
              <span key={item.idProductFeatureItem} className={gpStyles.chip({ tone: 'muted' })}>{item.code}</span>
            ))}
            {row.itemCount > SHOWN_ITEMS && <span className={gpStyles.muted}>{t(m.moreItems, { count: row.itemCount - SHOWN_ITEMS })}</span>}
            {row.itemCount === 0 && <span className={gpStyles.muted}>0</span>}
          </span>
        ),
      },
      column.updatedAt(t(c.updatedAt)),
    ]} />
  );
}
