import categoriesQuery from '../../__generated__/ProductCategoriesListRouteQuery$parameters';
import featuresQuery from '../../__generated__/ProductFeaturesListRouteQuery$parameters';
import packagesQuery from '../../__generated__/PackagesListRouteQuery$parameters';
import productsQuery from '../../__generated__/ProductsListRouteQuery$parameters';
import { listRouteQuery } from '../../app/listQuery';
import { oneOf, toSearchInput } from '../../app/listSearch';

/* The products area's list routes: each query's variables from the address, with its screen's defaults. */
export const PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
const byName = { sort: { column: 'name', direction: 'ascending' } } as const;

export const productsListQuery = listRouteQuery(productsQuery, byName, (list) => ({
  input: {
    ...toSearchInput(list), status: oneOf(list.filters.status, PRODUCT_STATUSES), idProductType: list.filters.type ?? null,
    idSupplier: list.filters.supplier ?? null, idProductCategory: list.filters.category ?? null,
  },
}));
export const packagesListQuery = listRouteQuery(packagesQuery, byName, (list) => ({
  input: { ...toSearchInput(list), status: oneOf(list.filters.status, PRODUCT_STATUSES) },
}));
export const categoriesListQuery = listRouteQuery(categoriesQuery, byName);
/** Features and subfeatures share one screen and one query. */
export const featuresListQuery = (isSubfeature: boolean) => listRouteQuery(featuresQuery, { sort: { column: 'code', direction: 'ascending' } },
  (list) => ({ input: toSearchInput(list), isSubfeature }));
