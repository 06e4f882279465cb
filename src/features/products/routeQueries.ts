import { todayIso } from '../../app/format';
import availabilityQuery from '../../__generated__/CheckAvailabilityRouteQuery$parameters';
import categoriesQuery from '../../__generated__/ProductCategoriesListRouteQuery$parameters';
import categoryFormQuery from '../../__generated__/ProductCategoryFormRouteQuery$parameters';
import featuresQuery from '../../__generated__/ProductFeaturesListRouteQuery$parameters';
import featureFormQuery from '../../__generated__/ProductFeatureFormRouteQuery$parameters';
import inventoryQuery from '../../__generated__/InstanceInventoryRouteQuery$parameters';
import packageQuery from '../../__generated__/PackageRouteQuery$parameters';
import packagesQuery from '../../__generated__/PackagesListRouteQuery$parameters';
import productNewQuery from '../../__generated__/ProductNewRouteQuery$parameters';
import productsQuery from '../../__generated__/ProductsListRouteQuery$parameters';
import productViewQuery from '../../__generated__/ProductViewRouteQuery$parameters';
import sectionCategoriesQuery from '../../__generated__/ProductCategoriesRouteQuery$parameters';
import sectionEditQuery from '../../__generated__/ProductEditRouteQuery$parameters';
import sectionFeaturesQuery from '../../__generated__/ProductFeaturesRouteQuery$parameters';
import sectionIdentificationsQuery from '../../__generated__/ProductIdentificationsRouteQuery$parameters';
import sectionInstancesQuery from '../../__generated__/ProductInstancesRouteQuery$parameters';
import sectionSubfeaturesQuery from '../../__generated__/ProductSubfeaturesRouteQuery$parameters';
import { listRouteQuery } from '../../app/listQuery';
import { oneOf, toSearchInput } from '../../app/listSearch';
import type { RouteQuery } from '../../app/routeTable';
import {
  addDays, availabilityVariables, PACKAGE_STRIP_DAYS, packageWindow, parseAvailabilityParams,
} from './availability/availabilityParams';
import { inventoryVariables } from './inventoryParams';

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

/* The record routes: a form or section starts from what the server holds now, not from a row cached earlier. */
const fresh = (query: RouteQuery['query'], variables: RouteQuery['variables']): RouteQuery => ({ query, variables, fetchPolicy: 'network-only' });
export const productViewRouteQuery: RouteQuery = { query: productViewQuery, variables: ({ id }) => ({ id }) };
export const productNewRouteQuery = fresh(productNewQuery, () => ({}));
/** /products/{id}/edit and the other sections (ProductSectionPage.tsx): each its query, by the product's id. */
const section = (query: RouteQuery['query']) => fresh(query, ({ id }) => ({ id }));
export const productSectionQueries = {
  edit: section(sectionEditQuery), categories: section(sectionCategoriesQuery), features: section(sectionFeaturesQuery),
  identifications: section(sectionIdentificationsQuery), instances: section(sectionInstancesQuery),
  subfeatures: section(sectionSubfeaturesQuery),
};
export const inventoryRouteQuery = fresh(inventoryQuery, (params, search) => inventoryVariables(params, search, todayIso()));
export const categoryFormRouteQuery = (isEdit: boolean) => fresh(categoryFormQuery, ({ id }) => ({ id: isEdit ? id : '', isEdit }));
export const featureFormRouteQuery = (kind: 'feature' | 'subfeature', isEdit: boolean) => fresh(featureFormQuery, ({ id }) => ({
  id: isEdit ? id : '', isFeatureEdit: isEdit && kind === 'feature', isSubfeatureEdit: isEdit && kind === 'subfeature',
}));
export const packageRouteQuery: RouteQuery = {
  query: packageQuery,
  variables: ({ id }, search) => {
    const { from, quantity } = packageWindow(search, todayIso());
    return { id, availability: { idPackage: id, dateFrom: from, dateTo: addDays(from, PACKAGE_STRIP_DAYS - 1), quantity } };
  },
};
export const availabilityRouteQuery: RouteQuery = {
  query: availabilityQuery, variables: (_, search) => availabilityVariables(parseAvailabilityParams(search, todayIso())),
};
