import {
  availabilityRouteQuery, categoriesListQuery, categoryFormRouteQuery, featureFormRouteQuery, featuresListQuery, inventoryRouteQuery,
  packageRouteQuery, packagesListQuery, productNewRouteQuery, productSectionQueries as sections, productsListQuery,
  productViewRouteQuery,
} from './routeQueries';
import { lazyScreen, type AppRoute } from '../../app/routeTable';

/**
 * The screens of the products (catalog, packages, availability, instances and inventory) area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const productsRoutes: AppRoute[] = [
  { path: '/products', component: lazyScreen(() => import('./ProductsListRoute'), 'ProductsListRoute'), query: productsListQuery, heading: ['products.list.title', 'products.list.description'] },
  { path: '/products/:id', component: lazyScreen(() => import('./ProductViewRoute'), 'ProductViewRoute'), query: productViewRouteQuery },
  { path: '/products/:id/categories', component: lazyScreen(() => import('./ProductCategoriesRoute'), 'ProductCategoriesRoute'), query: sections.categories },
  { path: '/products/:id/edit', component: lazyScreen(() => import('./ProductEditRoute'), 'ProductEditRoute'), query: sections.edit },
  { path: '/products/:id/features', component: lazyScreen(() => import('./ProductFeaturesRoute'), 'ProductFeaturesRoute'), query: sections.features },
  { path: '/products/:id/identifications', component: lazyScreen(() => import('./ProductIdentificationsRoute'), 'ProductIdentificationsRoute'), query: sections.identifications },
  { path: '/products/:id/instances', component: lazyScreen(() => import('./ProductInstancesRoute'), 'ProductInstancesRoute'), query: sections.instances },
  { path: '/products/:id/instances/:instanceId/inventory', component: lazyScreen(() => import('./InstanceInventoryRoute'), 'InstanceInventoryRoute'), query: inventoryRouteQuery },
  { path: '/products/:id/subfeatures', component: lazyScreen(() => import('./ProductSubfeaturesRoute'), 'ProductSubfeaturesRoute'), query: sections.subfeatures },
  { path: '/products/categories', component: lazyScreen(() => import('./catalog/ProductCategoriesListRoute'), 'ProductCategoriesListRoute'), query: categoriesListQuery },
  { path: '/products/categories/:id/edit', component: lazyScreen(() => import('./catalog/ProductCategoryFormRoute'), 'ProductCategoryFormRoute'), query: categoryFormRouteQuery(true) },
  { path: '/products/categories/new', component: lazyScreen(() => import('./catalog/ProductCategoryFormRoute'), 'ProductCategoryFormRoute'), query: categoryFormRouteQuery(false) },
  { path: '/products/check-availability', component: lazyScreen(() => import('./availability/CheckAvailabilityRoute'), 'CheckAvailabilityRoute'), query: availabilityRouteQuery },
  { path: '/products/features', component: lazyScreen(() => import('./catalog/ProductFeaturesListRoute'), 'ProductFeaturesListRoute'), query: featuresListQuery(false) },
  { path: '/products/features/:id/edit', component: lazyScreen(() => import('./catalog/ProductFeatureFormRoute'), 'ProductFeatureFormRoute'), query: featureFormRouteQuery('feature', true) },
  { path: '/products/features/new', component: lazyScreen(() => import('./catalog/ProductFeatureFormRoute'), 'ProductFeatureFormRoute'), query: featureFormRouteQuery('feature', false) },
  { path: '/products/new', component: lazyScreen(() => import('./ProductNewRoute'), 'ProductNewRoute'), query: productNewRouteQuery },
  { path: '/products/packages', component: lazyScreen(() => import('./packages/PackagesListRoute'), 'PackagesListRoute'), query: packagesListQuery },
  { path: '/products/packages/:id', component: lazyScreen(() => import('./packages/PackageRoute'), 'PackageRoute'), query: packageRouteQuery },
  { path: '/products/packages/new', component: lazyScreen(() => import('./packages/PackageNewRoute'), 'PackageNewRoute') },
  { path: '/products/subfeatures', component: lazyScreen(() => import('./catalog/ProductFeaturesListRoute'), 'ProductSubfeaturesListRoute'), query: featuresListQuery(true) },
  { path: '/products/subfeatures/:id/edit', component: lazyScreen(() => import('./catalog/ProductFeatureFormRoute'), 'ProductSubfeatureFormRoute'), query: featureFormRouteQuery('subfeature', true) },
  { path: '/products/subfeatures/new', component: lazyScreen(() => import('./catalog/ProductFeatureFormRoute'), 'ProductSubfeatureFormRoute'), query: featureFormRouteQuery('subfeature', false) },
];
