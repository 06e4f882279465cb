import type { ListParams, ListSort } from '../../../app/listParams';

/** What a catalog list route hands its table: the address's paging and sort, and where a row leads. */
export interface CatalogListControls {
  params: ListParams;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: ListSort) => void;
  /** The address of a record: each row is a real link to it (middle-click, new tab, copy address). */
  hrefOf: (id: string) => string;
  onCreate: () => void;
}
