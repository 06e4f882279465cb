import { describeRecordScreens } from '../../../app/testing/recordScreenTests';

const product = { path: '/products/21', query: 'ProductViewRouteQuery', record: 'getProductById', values: { name: 'Paracas tour' }, shows: /Paracas tour/ };
/** A section page of the product (ProductSectionPage.tsx): the product's name heads its form. */
const section = (path: string, query: string) => ({ path: `/products/21/${path}`, query, record: 'getProductById', values: { name: 'Paracas tour' }, shows: 'Paracas tour' });
/** The inventory page answers its product and instance together; a missing instance says so. */
const inventory = {
  path: '/products/21/instances/6/inventory', query: 'InstanceInventoryRouteQuery', record: 'getProductInstanceById',
  values: { idProduct: '21', name: 'Double room' }, shows: 'Inventory: Double room', missing: 'This instance does not exist or belongs to another product.',
  resolvers: { Query: () => ({ getProductById: { idProduct: '21', name: 'Lima hotel', hasInventory: true } }) },
};

describeRecordScreens([
  product,
  { ...product, locale: 'es' },
  section('edit', 'ProductEditRouteQuery'),
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
  section('categories', 'ProductCategoriesRouteQuery'),
  section('features', 'ProductFeaturesRouteQuery'),
  section('subfeatures', 'ProductSubfeaturesRouteQuery'),
  section('identifications', 'ProductIdentificationsRouteQuery'),
  section('instances', 'ProductInstancesRouteQuery'),
  { ...section('instances', 'ProductInstancesRouteQuery'), locale: 'es' },
  inventory,
]);
