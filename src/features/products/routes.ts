import { categoriesListQuery, featuresListQuery, packagesListQuery, productsListQuery } from './routeQueries';
import { lazyScreen, type AppRoute } from '../../app/routeTable';

/**
 * The screens of the products (catalog, packages, availability, instances and inventory) area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const productsRoutes: AppRoute[] = [
  { path: '/products', component: lazyScreen(() => import('./ProductsListRoute'), 'ProductsListRoute'), query: productsListQuery },
  { path: '/products/:id', component: lazyScreen(() => import('./ProductViewRoute'), 'ProductViewRoute') },
  { path: '/products/:id/categories', component: lazyScreen(() => import('./ProductCategoriesRoute'), 'ProductCategoriesRoute') },
  { path: '/products/:id/edit', component: lazyScreen(() => import('./ProductEditRoute'), 'ProductEditRoute') },
  { path: '/products/:id/features', component: lazyScreen(() => import('./ProductFeaturesRoute'), 'ProductFeaturesRoute') },
  { path: '/products/:id/identifications', component: lazyScreen(() => import('./ProductIdentificationsRoute'), 'ProductIdentificationsRoute') },
  { path: '/products/:id/instances', component: lazyScreen(() => import('./ProductInstancesRoute'), 'ProductInstancesRoute') },
  { path: '/products/:id/instances/:instanceId/inventory', component: lazyScreen(() => import('./InstanceInventoryRoute'), 'InstanceInventoryRoute') },
  { path: '/products/:id/subfeatures', component: lazyScreen(() => import('./ProductSubfeaturesRoute'), 'ProductSubfeaturesRoute') },
  { path: '/products/categories', component: lazyScreen(() => import('./catalog/ProductCategoriesListRoute'), 'ProductCategoriesListRoute'), query: categoriesListQuery },
  { path: '/products/categories/:id/edit', component: lazyScreen(() => import('./catalog/ProductCategoryFormRoute'), 'ProductCategoryFormRoute') },
  { path: '/products/categories/new', component: lazyScreen(() => import('./catalog/ProductCategoryFormRoute'), 'ProductCategoryFormRoute') },
  { path: '/products/check-availability', component: lazyScreen(() => import('./availability/CheckAvailabilityRoute'), 'CheckAvailabilityRoute') },
  { path: '/products/features', component: lazyScreen(() => import('./catalog/ProductFeaturesListRoute'), 'ProductFeaturesListRoute'), query: featuresListQuery(false) },
  { path: '/products/features/:id/edit', component: lazyScreen(() => import('./catalog/ProductFeatureFormRoute'), 'ProductFeatureFormRoute') },
  { path: '/products/features/new', component: lazyScreen(() => import('./catalog/ProductFeatureFormRoute'), 'ProductFeatureFormRoute') },
  { path: '/products/new', component: lazyScreen(() => import('./ProductNewRoute'), 'ProductNewRoute') },
  { path: '/products/packages', component: lazyScreen(() => import('./packages/PackagesListRoute'), 'PackagesListRoute'), query: packagesListQuery },
  { path: '/products/packages/:id', component: lazyScreen(() => import('./packages/PackageRoute'), 'PackageRoute') },
  { path: '/products/packages/new', component: lazyScreen(() => import('./packages/PackageNewRoute'), 'PackageNewRoute') },
  { path: '/products/subfeatures', component: lazyScreen(() => import('./catalog/ProductFeaturesListRoute'), 'ProductSubfeaturesListRoute'), query: featuresListQuery(true) },
  { path: '/products/subfeatures/:id/edit', component: lazyScreen(() => import('./catalog/ProductFeatureFormRoute'), 'ProductSubfeatureFormRoute') },
  { path: '/products/subfeatures/new', component: lazyScreen(() => import('./catalog/ProductFeatureFormRoute'), 'ProductSubfeatureFormRoute') },
];
