import { defineMessages } from '../../../app/defineMessages';

/** Texts shared by the category, feature and subfeature screens. */
export const catalogMessages = defineMessages({
  name: { id: 'productCatalog.field.name', defaultMessage: 'Name', description: 'Field and column' },
  shortName: { id: 'productCatalog.field.shortName', defaultMessage: 'Short name', description: 'Field and column' },
  code: { id: 'productCatalog.field.code', defaultMessage: 'Code', description: 'Field and column' },
  type: { id: 'productCatalog.field.type', defaultMessage: 'Type', description: 'Field and column: the catalog type' },
  updatedAt: { id: 'productCatalog.field.updatedAt', defaultMessage: 'Updated', description: 'Column' },
  choose: { id: 'productCatalog.choose', defaultMessage: 'Choose…', description: 'Select placeholder' },
});

export const categoryMessages = defineMessages({
  listTitle: { id: 'productCategories.list.title', defaultMessage: 'Categories', description: 'List heading' },
  listDescription: {
    id: 'productCategories.list.description',
    defaultMessage: 'Group products by destination, theme, hotel class or market segment, to find them and check their availability together.',
    description: 'List subheading',
  },
  tableLabel: { id: 'productCategories.list.table', defaultMessage: 'Product categories', description: 'Table accessible name' },
  newCategory: { id: 'productCategories.list.new', defaultMessage: 'New category', description: 'Button' },
  emptyTitle: { id: 'productCategories.list.emptyTitle', defaultMessage: 'No categories found', description: 'Empty list' },
  emptyDescription: {
    id: 'productCategories.list.emptyDescription', defaultMessage: 'Try another search, or create a category.',
    description: 'Empty list',
  },
  searchPlaceholder: { id: 'productCategories.list.searchPlaceholder', defaultMessage: 'Name or short name', description: 'Search box placeholder' },
  productCount: { id: 'productCategories.field.productCount', defaultMessage: 'Products', description: 'Column: products in the category' },
  newTitle: { id: 'productCategories.new.title', defaultMessage: 'New category', description: 'Heading' },
  editTitle: { id: 'productCategories.edit.title', defaultMessage: 'Edit category', description: 'Heading' },
  section: { id: 'productCategories.section', defaultMessage: 'Category', description: 'Form section' },
  sectionHelp: {
    id: 'productCategories.sectionHelp', defaultMessage: 'The name must be unique in your organizational unit.',
    description: 'Form section help',
  },
  typeHelp: {
    id: 'productCategories.field.typeHelp', defaultMessage: 'What the category groups by (product category types catalog).',
    description: 'Type field help',
  },
  created: { id: 'productCategories.created', defaultMessage: 'Product category created successfully', description: 'Success toast' },
  updated: { id: 'productCategories.updated', defaultMessage: 'Product category updated successfully', description: 'Success toast' },
  createFailed: { id: 'productCategories.createFailed', defaultMessage: 'Error creating product category', description: 'Error toast (SPEC.md section 8)' },
  updateFailed: { id: 'productCategories.updateFailed', defaultMessage: 'Error updating product category', description: 'Error toast' },
  nameTaken: {
    id: 'productCategories.validation.nameTaken', defaultMessage: 'A category with this name already exists',
    description: 'Category name in use',
  },
});

/** The texts that differ between features and subfeatures; the screens pick one set by kind. */
export const featureKindMessages = {
  feature: defineMessages({
    listTitle: { id: 'productFeatures.list.title', defaultMessage: 'Features', description: 'List heading' },
    listDescription: {
      id: 'productFeatures.list.description',
      defaultMessage: 'What describes a product: amenities, inclusions, exclusions, policies and characteristics, each with its items.',
      description: 'List subheading',
    },
    tableLabel: { id: 'productFeatures.list.table', defaultMessage: 'Features', description: 'Table accessible name' },
    newButton: { id: 'productFeatures.list.new', defaultMessage: 'New feature', description: 'Button' },
    emptyTitle: { id: 'productFeatures.list.emptyTitle', defaultMessage: 'No features found', description: 'Empty list' },
    emptyDescription: {
      id: 'productFeatures.list.emptyDescription', defaultMessage: 'Try another search, or create a feature.', description: 'Empty list',
    },
    newTitle: { id: 'productFeatures.new.title', defaultMessage: 'New feature', description: 'Heading' },
    editTitle: { id: 'productFeatures.edit.title', defaultMessage: 'Edit feature', description: 'Heading' },
    section: { id: 'productFeatures.section', defaultMessage: 'Feature', description: 'Form section' },
    created: { id: 'productFeatures.created', defaultMessage: 'Feature created successfully', description: 'Success toast' },
    updated: { id: 'productFeatures.updated', defaultMessage: 'Feature updated successfully', description: 'Success toast' },
    createFailed: { id: 'productFeatures.createFailed', defaultMessage: 'Error creating feature', description: 'Error toast' },
    updateFailed: { id: 'productFeatures.updateFailed', defaultMessage: 'Error updating feature', description: 'Error toast' },
    codeTaken: {
      id: 'productFeatures.validation.codeTaken', defaultMessage: 'A feature with this code already exists', description: 'Code in use',
    },
  }),
  subfeature: defineMessages({
    listTitle: { id: 'productSubfeatures.list.title', defaultMessage: 'Subfeatures', description: 'List heading' },
    listDescription: {
      id: 'productSubfeatures.list.description',
      defaultMessage: 'The dimensions a product’s variants differ by (room type, meal plan, service mode, language), each with its items.',
      description: 'List subheading',
    },
    tableLabel: { id: 'productSubfeatures.list.table', defaultMessage: 'Subfeatures', description: 'Table accessible name' },
    newButton: { id: 'productSubfeatures.list.new', defaultMessage: 'New subfeature', description: 'Button' },
    emptyTitle: { id: 'productSubfeatures.list.emptyTitle', defaultMessage: 'No subfeatures found', description: 'Empty list' },
    emptyDescription: {
      id: 'productSubfeatures.list.emptyDescription', defaultMessage: 'Try another search, or create a subfeature.', description: 'Empty list',
    },
    newTitle: { id: 'productSubfeatures.new.title', defaultMessage: 'New subfeature', description: 'Heading' },
    editTitle: { id: 'productSubfeatures.edit.title', defaultMessage: 'Edit subfeature', description: 'Heading' },
    section: { id: 'productSubfeatures.section', defaultMessage: 'Subfeature', description: 'Form section' },
    created: { id: 'productSubfeatures.created', defaultMessage: 'Subfeature created successfully', description: 'Success toast' },
    updated: { id: 'productSubfeatures.updated', defaultMessage: 'Subfeature updated successfully', description: 'Success toast' },
    createFailed: { id: 'productSubfeatures.createFailed', defaultMessage: 'Error creating subfeature', description: 'Error toast' },
    updateFailed: { id: 'productSubfeatures.updateFailed', defaultMessage: 'Error updating subfeature', description: 'Error toast' },
    codeTaken: {
      id: 'productSubfeatures.validation.codeTaken', defaultMessage: 'A subfeature with this code already exists', description: 'Code in use',
    },
  }),
};

/** Texts of the feature and subfeature screens that do not depend on the kind. */
export const featureMessages = defineMessages({
  searchPlaceholder: { id: 'productFeatures.list.searchPlaceholder', defaultMessage: 'Code, name or short name', description: 'Search box placeholder' },
  itemCount: { id: 'productFeatures.field.itemCount', defaultMessage: 'Items', description: 'Column: number of items' },
  moreItems: { id: 'productFeatures.list.moreItems', defaultMessage: '+{count}', description: 'More item codes than shown' },
  codeHelp: {
    id: 'productFeatures.field.codeHelp', defaultMessage: 'Unique, without spaces (e.g. ROOM_TYPE).', description: 'Code field help',
  },
  itemsSection: { id: 'productFeatures.section.items', defaultMessage: 'Items', description: 'Form section' },
  itemsHelp: {
    id: 'productFeatures.section.itemsHelp',
    defaultMessage: 'Each item needs a code (unique here), a name, a short name and an item type; the value is optional. An item a product uses cannot be removed.',
    description: 'Items section help',
  },
  itemRow: { id: 'productFeatures.item.row', defaultMessage: 'Item {number}', description: 'Accessible name of an item row' },
  itemValue: { id: 'productFeatures.item.value', defaultMessage: 'Value', description: 'Item field (optional data)' },
  itemType: { id: 'productFeatures.item.type', defaultMessage: 'Item type', description: 'Item field' },
  addItem: { id: 'productFeatures.item.add', defaultMessage: 'Add item', description: 'Button' },
  remove: { id: 'productFeatures.item.removeShort', defaultMessage: 'Remove', description: 'Button on an item row' },
  removeItem: { id: 'productFeatures.item.remove', defaultMessage: 'Remove item {number}', description: 'Button accessible name' },
  noItems: { id: 'productFeatures.item.none', defaultMessage: 'No items yet.', description: 'Empty items editor' },
  itemDuplicate: {
    id: 'productFeatures.validation.itemDuplicate', defaultMessage: 'This code is already used in this feature',
    description: 'Two items with one code',
  },
  itemInUse: {
    id: 'productFeatures.validation.itemInUse', defaultMessage: 'The item "{name}" is used by the product {product} and cannot be removed',
    description: 'A removed item that a product still uses',
  },
  removedItemInUse: {
    id: 'productFeatures.validation.removedItemInUse', defaultMessage: 'An item you removed is in use and cannot be removed',
    description: 'A removed item that something still uses',
  },
  notAnItem: {
    id: 'productFeatures.validation.notAnItem', defaultMessage: 'This item does not belong to the feature',
    description: 'An item id of another feature',
  },
});
