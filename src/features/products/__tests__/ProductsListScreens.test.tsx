import { describeListScreens } from '../../../app/testing/listScreenTests';

const products = { path: '/products', query: 'ProductsListRouteQuery', list: 'searchProducts', row: { name: 'Paracas tour' }, shows: /Paracas tour/ };

describeListScreens([
  { ...products, empty: 'No products found', failed: 'Error searching products' },
  { ...products, empty: 'No se encontraron productos', failed: 'Error al buscar productos', locale: 'es' },
  {
    path: '/products/categories', query: 'ProductCategoriesListRouteQuery', list: 'searchProductCategories',
    empty: 'No categories found', row: { name: 'Boat trips' }, shows: /Boat trips/,
  },
  {
    path: '/products/features', query: 'ProductFeaturesListRouteQuery', list: 'features',
    empty: 'No features found', row: { name: 'Meal plan' }, shows: /Meal plan/,
  },
  {
    path: '/products/subfeatures', query: 'ProductFeaturesListRouteQuery', list: 'subfeatures',
    empty: 'No subfeatures found', row: { name: 'Vegetarian' }, shows: /Vegetarian/,
  },
  {
    path: '/products/packages', query: 'PackagesListRouteQuery', list: 'searchPackages',
    empty: 'No packages found', row: { name: 'Southern circuit' }, shows: /Southern circuit/,
  },
]);
