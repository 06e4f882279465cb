import { defineMessages } from '../../../app/defineMessages';

/** Rate features (pricing dimensions) and rate subfeatures (their values). */
export const rateCatalogMessages = defineMessages({
  featuresCrumb: { id: 'rateCatalog.breadcrumb.features', defaultMessage: 'Features', description: 'Breadcrumb (SPEC.md 2)' },
  subfeaturesCrumb: { id: 'rateCatalog.breadcrumb.subfeatures', defaultMessage: 'Subfeatures', description: 'Breadcrumb (SPEC.md 2)' },

  featuresTitle: { id: 'rateCatalog.features.title', defaultMessage: 'Rate features', description: 'List heading' },
  featuresDescription: {
    id: 'rateCatalog.features.description',
    defaultMessage: 'The dimensions rates are priced by: season, passenger type, occupancy, meal plan…',
    description: 'List subheading',
  },
  featuresTable: { id: 'rateCatalog.features.table', defaultMessage: 'Rate features', description: 'Table accessible name' },
  newFeature: { id: 'rateCatalog.features.new', defaultMessage: 'New rate feature', description: 'Button and heading' },
  editFeature: { id: 'rateCatalog.features.edit', defaultMessage: 'Edit rate feature', description: 'Heading' },
  featuresEmpty: { id: 'rateCatalog.features.empty', defaultMessage: 'No rate features found', description: 'Empty list' },
  featureCreated: { id: 'rateCatalog.features.created', defaultMessage: 'Rate feature created successfully', description: 'Toast' },
  featureUpdated: { id: 'rateCatalog.features.updated', defaultMessage: 'Rate feature updated successfully', description: 'Toast' },
  featureCreateFailed: { id: 'rateCatalog.features.createFailed', defaultMessage: 'Error creating rate feature', description: 'Toast' },
  featureUpdateFailed: { id: 'rateCatalog.features.updateFailed', defaultMessage: 'Error updating rate feature', description: 'Toast' },

  subfeaturesTitle: { id: 'rateCatalog.subfeatures.title', defaultMessage: 'Rate subfeatures', description: 'List heading' },
  subfeaturesDescription: {
    id: 'rateCatalog.subfeatures.description',
    defaultMessage: 'The values of each dimension: high season, adult, double occupancy, breakfast included…',
    description: 'List subheading',
  },
  subfeaturesTable: { id: 'rateCatalog.subfeatures.table', defaultMessage: 'Rate subfeatures', description: 'Table accessible name' },
  newSubfeature: { id: 'rateCatalog.subfeatures.new', defaultMessage: 'New rate subfeature', description: 'Button and heading' },
  editSubfeature: { id: 'rateCatalog.subfeatures.edit', defaultMessage: 'Edit rate subfeature', description: 'Heading' },
  subfeaturesEmpty: { id: 'rateCatalog.subfeatures.empty', defaultMessage: 'No rate subfeatures found', description: 'Empty list' },
  subfeatureCreated: {
    id: 'rateCatalog.subfeatures.created', defaultMessage: 'Rate subfeature created successfully', description: 'Toast',
  },
  subfeatureUpdated: {
    id: 'rateCatalog.subfeatures.updated', defaultMessage: 'Rate subfeature updated successfully', description: 'Toast',
  },
  subfeatureCreateFailed: {
    id: 'rateCatalog.subfeatures.createFailed', defaultMessage: 'Error creating rate subfeature', description: 'Toast',
  },
  subfeatureUpdateFailed: {
    id: 'rateCatalog.subfeatures.updateFailed', defaultMessage: 'Error updating rate subfeature', description: 'Toast',
  },

  emptyHelp: {
    id: 'rateCatalog.emptyHelp', defaultMessage: 'Try another search, or create one.', description: 'Empty list',
  },
  searchPlaceholder: { id: 'rateCatalog.searchPlaceholder', defaultMessage: 'Code, name or short name', description: 'Search box' },
  section: { id: 'rateCatalog.section', defaultMessage: 'Definition', description: 'Form section' },
  featureSectionHelp: {
    id: 'rateCatalog.featureSectionHelp',
    defaultMessage: 'A rate names one value of each feature it depends on. The order is the order of the selects on the rate form.',
    description: 'Form section help',
  },
  subfeatureSectionHelp: {
    id: 'rateCatalog.subfeatureSectionHelp',
    defaultMessage: 'A value of one rate feature. The order is the order of the options on the rate form.',
    description: 'Form section help',
  },
  code: { id: 'rateCatalog.field.code', defaultMessage: 'Code', description: 'Field and column' },
  codeHelp: { id: 'rateCatalog.field.codeHelp', defaultMessage: 'Unique in your unit, without spaces.', description: 'Field help' },
  name: { id: 'rateCatalog.field.name', defaultMessage: 'Name', description: 'Field and column' },
  shortName: { id: 'rateCatalog.field.shortName', defaultMessage: 'Short name', description: 'Field and column' },
  order: { id: 'rateCatalog.field.order', defaultMessage: 'Order', description: 'Field and column' },
  typeFeature: { id: 'rateCatalog.field.typeFeature', defaultMessage: 'Feature type', description: 'Field and column' },
  typeFeatureHelp: {
    id: 'rateCatalog.field.typeFeatureHelp',
    defaultMessage: 'Passenger type features are matched to the passengers in Search rates.',
    description: 'Field help',
  },
  productType: { id: 'rateCatalog.field.productType', defaultMessage: 'Product type', description: 'Field and column' },
  allProductTypes: { id: 'rateCatalog.field.allProductTypes', defaultMessage: 'All product types', description: 'Option and cell' },
  productTypeHelp: {
    id: 'rateCatalog.field.productTypeHelp', defaultMessage: 'Rates of other product types do not offer it.', description: 'Field help',
  },
  typeSubfeature: { id: 'rateCatalog.field.typeSubfeature', defaultMessage: 'Rate feature', description: 'Field and column' },
  allFeatures: { id: 'rateCatalog.filter.allFeatures', defaultMessage: 'All rate features', description: 'Filter: no filter' },
  typeSubfeatureItem: { id: 'rateCatalog.field.typeSubfeatureItem', defaultMessage: 'Passenger type', description: 'Field and column' },
  typeSubfeatureItemHelp: {
    id: 'rateCatalog.field.typeSubfeatureItemHelp',
    defaultMessage: 'The passengers this value prices in Search rates.',
    description: 'Field help',
  },
  subfeatureCount: { id: 'rateCatalog.column.subfeatureCount', defaultMessage: 'Values', description: 'Column: number of subfeatures' },
  choose: { id: 'rateCatalog.field.choose', defaultMessage: 'Choose…', description: 'Select placeholder' },
  orderRange: {
    id: 'rateCatalog.validation.orderRange', defaultMessage: 'Must be a whole number from 0 to {max}', description: 'Order field',
  },
  featureCodeTaken: {
    id: 'rateCatalog.validation.featureCodeTaken', defaultMessage: 'A rate feature with this code already exists',
    description: 'Code field',
  },
  subfeatureCodeTaken: {
    id: 'rateCatalog.validation.subfeatureCodeTaken', defaultMessage: 'A rate subfeature with this code already exists',
    description: 'Code field',
  },
  choosePassengerType: {
    id: 'rateCatalog.validation.choosePassengerType', defaultMessage: 'Choose a passenger type', description: 'Passenger type field',
  },
  passengerTypeTaken: {
    id: 'rateCatalog.validation.passengerTypeTaken',
    defaultMessage: 'Another value of this dimension already stands for this passenger type',
    description: 'Passenger type field',
  },
  valuesNotPassengerTypes: {
    id: 'rateCatalog.validation.valuesNotPassengerTypes',
    defaultMessage: 'Every value of a passenger dimension must stand for a passenger type',
    description: 'Feature type field: the dimension has values without one',
  },
  dimensionUsed: {
    id: 'rateCatalog.validation.dimensionUsed', defaultMessage: 'Rates use this value: its dimension cannot change',
    description: 'Rate feature field of a subfeature',
  },
});
