import { defineMessages } from '../../app/defineMessages';

/** The item edit dialog's service picker and price preview, and the itinerary item page's actions (issue 8). */
export const itemMessages = defineMessages({
  changeService: { id: 'reservations.itemDialog.changeService', defaultMessage: 'Change service', description: 'Button: open the service search' },
  keepService: { id: 'reservations.itemDialog.keepService', defaultMessage: 'Keep the current service', description: 'Button: back to the current service' },
  serviceSearch: { id: 'reservations.itemDialog.serviceSearch', defaultMessage: 'Find another service', description: 'Search field' },
  serviceResults: { id: 'reservations.itemDialog.serviceResults', defaultMessage: 'Services bookable on the date', description: 'Result list accessible name' },
  chooseService: { id: 'reservations.itemDialog.chooseService', defaultMessage: 'Choose', description: 'Result button' },
  chosenService: { id: 'reservations.itemDialog.chosenService', defaultMessage: 'Chosen', description: 'Result marker' },
  wasService: { id: 'reservations.itemDialog.wasService', defaultMessage: 'Changing from {service}', description: 'Under the newly chosen service' },
  previewTitle: { id: 'reservations.itemDialog.previewTitle', defaultMessage: 'New price', description: 'Preview heading' },
  previewLine: {
    id: 'reservations.itemDialog.previewLine', defaultMessage: '{unitPrice} per unit · {amount} in total', description: 'Price preview',
  },
  previewWas: { id: 'reservations.itemDialog.previewWas', defaultMessage: 'Now {amount}', description: 'The current amount next to the preview' },
  previewRate: { id: 'reservations.itemDialog.previewRate', defaultMessage: 'Rate {code}', description: 'The rate that prices the preview' },
  previewManual: { id: 'reservations.itemDialog.previewManual', defaultMessage: 'Manual price', description: 'The preview is an override' },
  previewLoading: { id: 'reservations.itemDialog.previewLoading', defaultMessage: 'Pricing…', description: 'Preview loading' },
  previewFailed: { id: 'reservations.itemDialog.previewFailed', defaultMessage: 'Cannot price this change: {reason}', description: 'Preview error' },
  serviceTime: { id: 'reservations.itemDialog.serviceTime', defaultMessage: 'Time (optional)', description: 'Field: time of day the service starts' },
  serviceTimeHint: { id: 'reservations.itemDialog.serviceTimeHint', defaultMessage: 'HH:MM, 24-hour clock, e.g. 14:30', description: 'Under the time field' },
  serviceTimeInvalid: {
    id: 'reservations.itemDialog.serviceTimeInvalid', defaultMessage: 'Enter a time as HH:MM (24 h), e.g. 07:45', description: 'Time field error',
  },
  addServiceTimeHint: {
    id: 'reservations.add.serviceTimeHint', defaultMessage: 'HH:MM (24 h), for a single service',
    description: 'Under the time field of the add-service panel: the time goes on a single service added',
  },
  supplierReference: {
    id: 'reservations.itemDialog.supplierReference', defaultMessage: 'Supplier confirmation (optional)', description: "Field: the supplier's confirmation reference",
  },
  timeFact: { id: 'reservations.item.serviceTime', defaultMessage: 'Time', description: "Item page fact: the service's time of day" },
  supplierReferenceFact: {
    id: 'reservations.item.supplierReference', defaultMessage: 'Supplier confirmation', description: "Item page fact: the supplier's confirmation reference",
  },
  supplierReferenceShort: {
    id: 'reservations.items.supplierReference', defaultMessage: 'Supplier conf. {reference}', description: "Items table: the supplier's confirmation reference under the service",
  },

  backToReservation: { id: 'reservations.item.back', defaultMessage: 'Back to reservation {code}', description: 'Link' },
  editItem: { id: 'reservations.item.edit', defaultMessage: 'Edit item', description: 'Page action' },
  otherItems: { id: 'reservations.item.otherItems', defaultMessage: 'Services of the reservation', description: 'Card title' },
  thisItem: { id: 'reservations.item.thisItem', defaultMessage: 'This item', description: 'Marker in the list of items' },
  changed: { id: 'reservations.item.changed', defaultMessage: 'Changed: {fields}', description: 'History line' },
  revert: { id: 'reservations.item.revert', defaultMessage: 'Revert', description: 'History button' },
  revertTitle: { id: 'reservations.item.revertTitle', defaultMessage: 'Revert this change?', description: 'Confirm title' },
  revertMessage: {
    id: 'reservations.item.revertMessage',
    defaultMessage: 'The item goes back to how it was before this change, with its price and held units. The revert is recorded as a new change.',
    description: 'Confirm body',
  },
  keep: { id: 'reservations.item.keep', defaultMessage: 'Keep it', description: 'Confirm dialog cancel' },
  reverted: { id: 'reservations.item.reverted', defaultMessage: 'Item change reverted', description: 'Toast' },
  revertFailed: { id: 'reservations.item.revertFailed', defaultMessage: 'Error reverting item modification.', description: 'Toast, like SPEC.md section 8' },

  fieldIdProductInstance: { id: 'reservations.item.field.service', defaultMessage: 'service', description: 'Changed field name' },
  fieldServiceDate: { id: 'reservations.item.field.serviceDate', defaultMessage: 'date', description: 'Changed field name' },
  fieldNights: { id: 'reservations.item.field.nights', defaultMessage: 'nights', description: 'Changed field name' },
  fieldQuantity: { id: 'reservations.item.field.quantity', defaultMessage: 'quantity', description: 'Changed field name' },
  fieldStatus: { id: 'reservations.item.field.status', defaultMessage: 'status', description: 'Changed field name' },
  fieldIdRateInstance: { id: 'reservations.item.field.rate', defaultMessage: 'rate', description: 'Changed field name' },
  fieldUnitPrice: { id: 'reservations.item.field.unitPrice', defaultMessage: 'unit price', description: 'Changed field name' },
  fieldAmount: { id: 'reservations.item.field.amount', defaultMessage: 'amount', description: 'Changed field name' },
  fieldPendingAmount: { id: 'reservations.item.field.pendingAmount', defaultMessage: 'pending amount', description: 'Changed field name' },
  fieldPriceOverridden: { id: 'reservations.item.field.priceOverridden', defaultMessage: 'manual price', description: 'Changed field name' },
  fieldOverrideReason: { id: 'reservations.item.field.overrideReason', defaultMessage: 'price reason', description: 'Changed field name' },
});
