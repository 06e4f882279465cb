import type { CatalogName } from '../../../app/catalogNames';
import type { CellColumn } from '../../../app/list/cellColumns';
import { useRecordColumns } from '../../../app/list/recordColumns';
import * as pageStyles from '../../../app/forms/Form.css';
import { rateCatalogMessages as m } from './messages';

/** What the rate features' and subfeatures' rows both carry. */
interface CatalogRow { code: string; name: string; shortName: string; order: number; typeCategoryProduct?: CatalogName | null }

/**
 * The columns of the rate features' and subfeatures' lists, which are laid out alike: code and name, the list's own
 * type, the product type it applies to (or all), the list's own detail, and the order.
 */
export function useRateCatalogColumns<T extends CatalogRow>() {
  const { t, cn, column } = useRecordColumns();
  const columns = (type: CellColumn<T>, detail: CellColumn<T>): CellColumn<T>[] => [
    column.code(t(m.code)),
    column.name(t(m.name)),
    type,
    {
      id: 'productType', label: t(m.productType),
      cell: (row) => (row.typeCategoryProduct ? cn(row.typeCategoryProduct) : <span className={pageStyles.muted}>{t(m.allProductTypes)}</span>),
    },
    detail,
    { id: 'order', label: t(m.order), allowsSorting: true, align: 'end', cell: (row) => row.order },
  ];
  return { t, cn, columns };
}
