import type { ListTableControls } from '../../../app/list/listTable';

/** What a catalog list route hands its table: the address's paging and sort, and where a row leads. */
export type CatalogListControls = ListTableControls;
