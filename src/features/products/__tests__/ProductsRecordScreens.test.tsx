import { describeRecordScreens } from '../../../app/testing/recordScreenTests';

const product = { path: '/products/21', query: 'ProductViewRouteQuery', record: 'getProductById', values: { name: 'Paracas tour' }, shows: /Paracas tour/ };

describeRecordScreens([
  product,
  { ...product, locale: 'es' },
  { path: '/products/21/edit', query: 'ProductEditRouteQuery', record: 'getProductById', values: { name: 'Paracas tour' }, shows: 'Paracas tour' },
  {
    path: '/products/categories/3/edit', query: 'ProductCategoryFormRouteQuery', record: 'getProductCategoryById',
    values: { name: 'Boat trips' }, shows: 'Boat trips',
  },
  {
    path: '/products/features/4/edit', query: 'ProductFeatureFormRouteQuery', record: 'feature', values: { name: 'Meal plan' }, shows: 'Meal plan',
  },
  {
    path: '/products/subfeatures/4/edit', query: 'ProductFeatureFormRouteQuery', record: 'subfeature', values: { name: 'Vegetarian' }, shows: 'Vegetarian',
  },
  { path: '/products/packages/5', query: 'PackageRouteQuery', record: 'getPackageById', values: { name: 'Southern circuit' }, shows: /Southern circuit/ },
]);
