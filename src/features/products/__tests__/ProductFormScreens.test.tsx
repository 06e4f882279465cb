import { describeFormScreens } from '../../../app/testing/formScreenTests';

describeFormScreens([
  { path: '/products/new', query: 'ProductNewRouteQuery', form: 'New product' },
  { path: '/products/new', query: 'ProductNewRouteQuery', form: 'Nuevo producto', locale: 'es' },
  { path: '/products/categories/new', query: 'ProductCategoryFormRouteQuery', form: 'New category' },
  {
    path: '/products/categories/3/edit', query: 'ProductCategoryFormRouteQuery', form: 'Edit category',
    edit: { record: 'getProductCategoryById', values: { name: 'Boat trips' }, field: /^Name/, shows: 'Boat trips' },
  },
  { path: '/products/features/new', query: 'ProductFeatureFormRouteQuery', form: 'New feature' },
  { path: '/products/features/new', query: 'ProductFeatureFormRouteQuery', form: 'Nueva característica', locale: 'es' },
  {
    path: '/products/features/4/edit', query: 'ProductFeatureFormRouteQuery', form: 'Edit feature',
    edit: { record: 'feature', values: { name: 'Meal plan' }, field: /^Name/, shows: 'Meal plan' },
  },
  { path: '/products/subfeatures/new', query: 'ProductFeatureFormRouteQuery', form: 'New subfeature' },
  { path: '/products/packages/new', form: 'New package' },
  { path: '/products/packages/new', form: 'Nuevo paquete', locale: 'es' },
  {
    path: '/products/subfeatures/4/edit', query: 'ProductFeatureFormRouteQuery', form: 'Edit subfeature',
    edit: { record: 'subfeature', values: { name: 'Vegetarian' }, field: /^Name/, shows: 'Vegetarian' },
  },
]);
