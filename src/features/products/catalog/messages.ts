import { defineMessages } from '../../../app/defineMessages';

/** Texts shared by the category, feature and subfeature screens. */
export const catalogMessages = defineMessages({
  name: 'productCatalog.field.name',
  shortName: 'productCatalog.field.shortName',
  code: 'productCatalog.field.code',
  type: 'productCatalog.field.type',
  updatedAt: 'productCatalog.field.updatedAt',
  choose: 'productCatalog.choose',
});

export const categoryMessages = defineMessages({
  listTitle: 'productCategories.list.title',
  listDescription: 'productCategories.list.description',
  tableLabel: 'productCategories.list.table',
  newCategory: 'productCategories.list.new',
  emptyTitle: 'productCategories.list.emptyTitle',
  emptyDescription: 'productCategories.list.emptyDescription',
  searchPlaceholder: 'productCategories.list.searchPlaceholder',
  productCount: 'productCategories.field.productCount',
  newTitle: 'productCategories.new.title',
  editTitle: 'productCategories.edit.title',
  section: 'productCategories.section',
  sectionHelp: 'productCategories.sectionHelp',
  typeHelp: 'productCategories.field.typeHelp',
  created: 'productCategories.created',
  updated: 'productCategories.updated',
  createFailed: 'productCategories.createFailed',
  updateFailed: 'productCategories.updateFailed',
  nameTaken: 'productCategories.validation.nameTaken',
});

/** The texts that differ between features and subfeatures; the screens pick one set by kind. */
export const featureKindMessages = {
  feature: defineMessages({
    listTitle: 'productFeatures.list.title',
    listDescription: 'productFeatures.list.description',
    tableLabel: 'productFeatures.list.table',
    newButton: 'productFeatures.list.new',
    emptyTitle: 'productFeatures.list.emptyTitle',
    emptyDescription: 'productFeatures.list.emptyDescription',
    newTitle: 'productFeatures.new.title',
    editTitle: 'productFeatures.edit.title',
    section: 'productFeatures.section',
    created: 'productFeatures.created',
    updated: 'productFeatures.updated',
    createFailed: 'productFeatures.createFailed',
    updateFailed: 'productFeatures.updateFailed',
    codeTaken: 'productFeatures.validation.codeTaken',
  }),
  subfeature: defineMessages({
    listTitle: 'productSubfeatures.list.title',
    listDescription: 'productSubfeatures.list.description',
    tableLabel: 'productSubfeatures.list.table',
    newButton: 'productSubfeatures.list.new',
    emptyTitle: 'productSubfeatures.list.emptyTitle',
    emptyDescription: 'productSubfeatures.list.emptyDescription',
    newTitle: 'productSubfeatures.new.title',
    editTitle: 'productSubfeatures.edit.title',
    section: 'productSubfeatures.section',
    created: 'productSubfeatures.created',
    updated: 'productSubfeatures.updated',
    createFailed: 'productSubfeatures.createFailed',
    updateFailed: 'productSubfeatures.updateFailed',
    codeTaken: 'productSubfeatures.validation.codeTaken',
  }),
};

/** Texts of the feature and subfeature screens that do not depend on the kind. */
export const featureMessages = defineMessages({
  searchPlaceholder: 'productFeatures.list.searchPlaceholder',
  itemCount: 'productFeatures.field.itemCount',
  moreItems: 'productFeatures.list.moreItems',
  codeHelp: 'productFeatures.field.codeHelp',
  itemsSection: 'productFeatures.section.items',
  itemsHelp: 'productFeatures.section.itemsHelp',
  itemRow: 'productFeatures.item.row',
  itemValue: 'productFeatures.item.value',
  itemType: 'productFeatures.item.type',
  addItem: 'productFeatures.item.add',
  remove: 'productFeatures.item.removeShort',
  removeItem: 'productFeatures.item.remove',
  noItems: 'productFeatures.item.none',
  itemDuplicate: 'productFeatures.validation.itemDuplicate',
  itemInUse: 'productFeatures.validation.itemInUse',
  removedItemInUse: 'productFeatures.validation.removedItemInUse',
  notAnItem: 'productFeatures.validation.notAnItem',
});
