import { defineMessages } from '../../app/defineMessages';

export const gpMessages = defineMessages({
  listTitle: { id: 'generalParameters.list.title', defaultMessage: 'General Parameters', description: 'List heading' },
  listDescription: {
    id: 'generalParameters.list.description',
    defaultMessage: 'The catalogs the forms pick from: currencies, document types, markets, banks and more.',
    description: 'List subheading',
  },
  tableLabel: { id: 'generalParameters.list.table', defaultMessage: 'General parameters', description: 'Table accessible name' },
  newParameter: { id: 'generalParameters.list.new', defaultMessage: 'New parameter', description: 'Button' },
  emptyTitle: { id: 'generalParameters.list.emptyTitle', defaultMessage: 'No general parameters found', description: 'Empty list' },
  emptyDescription: {
    id: 'generalParameters.list.emptyDescription', defaultMessage: 'Try another search, or create a parameter.',
    description: 'Empty list',
  },
  searchPlaceholder: {
    id: 'generalParameters.list.searchPlaceholder', defaultMessage: 'Name, short name or code',
    description: 'Search box placeholder',
  },
  name: { id: 'generalParameters.field.name', defaultMessage: 'Name', description: 'Field and column' },
  shortName: { id: 'generalParameters.field.shortName', defaultMessage: 'Short name', description: 'Field and column' },
  code: { id: 'generalParameters.field.code', defaultMessage: 'Code', description: 'Field and column' },
  codeHelp: {
    id: 'generalParameters.field.codeHelp', defaultMessage: 'Screens find the catalog by this code. Left blank, it is made from the short name.',
    description: 'Code field help',
  },
  codeSharedHelp: {
    id: 'generalParameters.field.codeSharedHelp', defaultMessage: 'A shared catalog keeps its code: screens find it by this code.',
    description: 'Code field help on a shared catalog',
  },
  parent: { id: 'generalParameters.field.parent', defaultMessage: 'Parent parameter', description: 'Field' },
  parentHelp: {
    id: 'generalParameters.field.parentHelp', defaultMessage: 'Optional: the catalog this one belongs under (e.g. units under product types).',
    description: 'Parent field help',
  },
  valueCount: { id: 'generalParameters.field.valueCount', defaultMessage: 'Values', description: 'Column: number of values' },
  scope: { id: 'generalParameters.field.scope', defaultMessage: 'Scope', description: 'Column: shared or own' },
  shared: { id: 'generalParameters.scope.shared', defaultMessage: 'Shared', description: 'A catalog every OU sees' },
  own: { id: 'generalParameters.scope.own', defaultMessage: 'This unit', description: 'A parameter of the caller OU' },
  updatedAt: { id: 'generalParameters.field.updatedAt', defaultMessage: 'Updated', description: 'Column' },
  newTitle: { id: 'generalParameters.new.title', defaultMessage: 'New general parameter', description: 'Heading' },
  editTitle: { id: 'generalParameters.edit.title', defaultMessage: 'Edit general parameter', description: 'Heading' },
  parameterSection: { id: 'generalParameters.section.parameter', defaultMessage: 'Parameter', description: 'Form section' },
  valuesSection: { id: 'generalParameters.section.values', defaultMessage: 'Values', description: 'Form section' },
  valuesHelp: {
    id: 'generalParameters.section.valuesHelp',
    defaultMessage: 'Each value needs a name, a short name and a code of at least 3 characters, unique in this parameter. The order here is the order in the pickers.',
    description: 'Values section help',
  },
  valueRow: { id: 'generalParameters.value.row', defaultMessage: 'Value {number}', description: 'Accessible name of a value row' },
  valueName: { id: 'generalParameters.value.name', defaultMessage: 'Name', description: 'Value field' },
  valueNameEs: { id: 'generalParameters.value.nameEs', defaultMessage: 'Name in Spanish', description: 'Value field: the name Spanish screens show' },
  valueNameEsHint: {
    id: 'generalParameters.value.nameEsHint', defaultMessage: 'Blank: Spanish screens show the name', description: 'Under the Spanish name field',
  },
  valueShortName: { id: 'generalParameters.value.shortName', defaultMessage: 'Short name', description: 'Value field' },
  valueCode: { id: 'generalParameters.value.code', defaultMessage: 'Code', description: 'Value field' },
  valueValue: { id: 'generalParameters.value.value', defaultMessage: 'Value', description: 'Value field (optional data)' },
  addValue: { id: 'generalParameters.value.add', defaultMessage: 'Add value', description: 'Button' },
  remove: { id: 'generalParameters.value.removeShort', defaultMessage: 'Remove', description: 'Button on a value row' },
  removeValue: { id: 'generalParameters.value.remove', defaultMessage: 'Remove value {number}', description: 'Button accessible name' },
  noValues: { id: 'generalParameters.value.none', defaultMessage: 'No values yet.', description: 'Empty values editor' },
  created: { id: 'generalParameters.created', defaultMessage: 'General parameter created successfully', description: 'Success toast' },
  updated: { id: 'generalParameters.updated', defaultMessage: 'General parameter updated successfully', description: 'Success toast' },
  createFailed: { id: 'generalParameters.createFailed', defaultMessage: 'Error creating general parameter', description: 'Error toast' },
  updateFailed: { id: 'generalParameters.updateFailed', defaultMessage: 'Error updating general parameter', description: 'Error toast' },
  valueDuplicate: {
    id: 'generalParameters.validation.valueDuplicate', defaultMessage: 'This code is already used in this parameter',
    description: 'Two values with one code',
  },
  codeTaken: {
    id: 'generalParameters.validation.codeTaken', defaultMessage: 'A general parameter with this code already exists',
    description: 'Parameter code in use',
  },
  sharedCodeFixed: {
    id: 'generalParameters.validation.sharedCodeFixed', defaultMessage: 'The code of a shared catalog cannot change',
    description: 'Code of a shared catalog edited',
  },
  valueInUse: {
    id: 'generalParameters.validation.valueInUse', defaultMessage: 'The value "{name}" is in use and cannot be removed',
    description: 'A removed value that records still use',
  },
  ownParent: { id: 'generalParameters.validation.ownParent', defaultMessage: 'A parameter cannot be its own parent', description: 'Parent field' },
  descendantParent: {
    id: 'generalParameters.validation.descendantParent', defaultMessage: 'A parameter cannot hang under one of its own descendants',
    description: 'Parent field',
  },
});
