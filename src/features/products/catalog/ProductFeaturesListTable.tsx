import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ProductFeaturesListTable_features$key } from '../../../__generated__/ProductFeaturesListTable_features.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../../app/list/RecordTable';
import * as gpStyles from '../../../app/forms/Form.css';
import { catalogMessages as c, featureMessages as m } from './messages';
import * as styles from './ProductCatalog.css';

/** Item codes shown in a row before "+N". */
const SHOWN_ITEMS = 4;

/** Features or subfeatures (their words come with the list): code, name, short name, type and their item codes. */
export function ProductFeaturesListTable(table: RecordListTableProps<ProductFeaturesListTable_features$key>) {
  const cn = useCatalogName();
  const intl = useIntl();
  const t = intl.formatMessage;
  const rows = usePageRows(graphql`
    fragment ProductFeaturesListTable_features on ProductFeature @relay(plural: true) {
      id idProductFeature code name shortName
      featureType { name nameEs }
      itemCount items { idProductFeatureItem code }
      updatedAt
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idProductFeature}
      columns={[
        { id: 'code', label: t(c.code), allowsSorting: true, cell: (row) => <code className={gpStyles.code}>{row.code}</code> },
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
        { id: 'updatedAt', label: t(c.updatedAt), allowsSorting: true, cell: (row) => intl.formatDate(row.updatedAt, { dateStyle: 'medium' }) },
      ]} />
  );
}
