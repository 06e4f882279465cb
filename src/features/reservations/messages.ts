import { defineMessages } from '../../app/defineMessages';

/** The reservations list, the editor and the itinerary item pages (issue 8). */
export const reservationMessages = defineMessages({
  listTitle: { id: 'reservations.list.title', defaultMessage: 'Reservations', description: 'List heading' },
  listDescription: {
    id: 'reservations.list.description', defaultMessage: 'Quotes and bookings of the organizational unit, with their services and passengers.',
    description: 'List subheading',
  },
  tableLabel: { id: 'reservations.list.table', defaultMessage: 'Reservations', description: 'Table accessible name' },
  newReservation: { id: 'reservations.list.new', defaultMessage: 'New reservation', description: 'Button' },
  searchPlaceholder: {
    id: 'reservations.list.searchPlaceholder', defaultMessage: 'Code, file number, customer, passenger or document',
    description: 'Search box placeholder',
  },
  emptyTitle: { id: 'reservations.list.emptyTitle', defaultMessage: 'No reservations found', description: 'Empty list' },
  emptyDescription: {
    id: 'reservations.list.emptyDescription', defaultMessage: 'Try another search, status or dates.', description: 'Empty list',
  },
  statusFilter: { id: 'reservations.filter.status', defaultMessage: 'Status', description: 'List filter' },
  dateFilter: { id: 'reservations.filter.dates', defaultMessage: 'Reservation dates', description: 'List filter' },
  allStatuses: { id: 'reservations.filter.allStatuses', defaultMessage: 'All statuses', description: 'Status filter' },

  code: { id: 'reservations.column.code', defaultMessage: 'Code', description: 'Column and field' },
  fileNumber: { id: 'reservations.column.fileNumber', defaultMessage: 'File number', description: 'Column and field' },
  date: { id: 'reservations.column.date', defaultMessage: 'Date', description: 'Column and field' },
  customer: { id: 'reservations.column.customer', defaultMessage: 'Customer', description: 'Column and field (the entity)' },
  passengers: { id: 'reservations.column.passengers', defaultMessage: 'Passengers', description: 'Column and field' },
  status: { id: 'reservations.column.status', defaultMessage: 'Status', description: 'Column and field' },
  amount: { id: 'reservations.column.amount', defaultMessage: 'Amount', description: 'Column and field' },
  countAtLeast: {
    id: 'reservations.list.countAtLeast', defaultMessage: '{count, number}+',
    description: 'Pager total when the server stopped counting at a cap ("1–20 of 1,000+")',
  },

  statusQUOTE: { id: 'reservations.status.QUOTE', defaultMessage: 'Quote', description: 'Reservation status' },
  statusCONFIRMED: { id: 'reservations.status.CONFIRMED', defaultMessage: 'Confirmed', description: 'Reservation or item status' },
  statusPARTIALLY_PAID: { id: 'reservations.status.PARTIALLY_PAID', defaultMessage: 'Partially paid', description: 'Reservation status' },
  statusPAID: { id: 'reservations.status.PAID', defaultMessage: 'Paid', description: 'Reservation status' },
  statusCANCELLED: { id: 'reservations.status.CANCELLED', defaultMessage: 'Cancelled', description: 'Reservation or item status' },
  statusPENDING: { id: 'reservations.status.PENDING', defaultMessage: 'Pending', description: 'Item status' },

  reservationCrumb: { id: 'reservations.crumb.reservation', defaultMessage: 'Reservation', description: 'Breadcrumb' },
  itemCrumb: { id: 'reservations.crumb.item', defaultMessage: 'Reservation item', description: 'Breadcrumb' },
  newTitle: { id: 'reservations.new.title', defaultMessage: 'New reservation', description: 'Heading' },
  editTitle: { id: 'reservations.edit.title', defaultMessage: 'Reservation {code}', description: 'Heading' },
  tabData: { id: 'reservations.tab.data', defaultMessage: 'Data and services', description: 'Section link' },
  tabPassengers: { id: 'reservations.tab.passengers', defaultMessage: 'Passengers', description: 'Section link' },
  tabDocuments: { id: 'reservations.tab.documents', defaultMessage: 'Documents', description: 'Section link' },
  sectionsLabel: { id: 'reservations.tab.label', defaultMessage: 'Reservation sections', description: 'Accessible name' },
  dataSection: { id: 'reservations.section.data', defaultMessage: 'Reservation data', description: 'Card title' },
  currency: { id: 'reservations.field.currency', defaultMessage: 'Currency', description: 'Field' },
  language: { id: 'reservations.field.language', defaultMessage: 'Language', description: 'Field' },
  codeHelp: { id: 'reservations.field.codeHelp', defaultMessage: 'Numbered per organizational unit when saved.', description: 'Field help' },
  passengersHelp: {
    id: 'reservations.field.passengersHelp', defaultMessage: '{registered} of {count} registered', description: 'Passenger count detail',
  },
  pending: { id: 'reservations.field.pending', defaultMessage: 'Pending to pay', description: 'Field and column' },
  edit: { id: 'reservations.action.edit', defaultMessage: 'Edit', description: 'Button' },
  save: { id: 'reservations.action.save', defaultMessage: 'Save', description: 'Button' },
  cancelEdit: { id: 'reservations.action.cancelEdit', defaultMessage: 'Discard', description: 'Button: leave the form without saving' },
  confirmReservation: { id: 'reservations.action.confirm', defaultMessage: 'Confirm reservation', description: 'Button' },
  cancelReservation: { id: 'reservations.action.cancel', defaultMessage: 'Cancel reservation', description: 'Button' },
  confirmReservationTitle: {
    id: 'reservations.confirm.title', defaultMessage: 'Confirm reservation {code}?', description: 'Dialog title',
  },
  confirmReservationBody: {
    id: 'reservations.confirm.body', defaultMessage: 'The reservation becomes a booking and can then be paid.', description: 'Dialog text',
  },
  cancelReservationTitle: { id: 'reservations.cancelDialog.title', defaultMessage: 'Cancel reservation {code}?', description: 'Dialog title' },
  cancelReservationBody: {
    id: 'reservations.cancelDialog.body', defaultMessage: 'Its confirmed services release their units. This cannot be undone.',
    description: 'Dialog text',
  },
  keep: { id: 'reservations.action.keep', defaultMessage: 'Keep it', description: 'Dialog dismiss button' },

  itemsSection: { id: 'reservations.items.title', defaultMessage: 'Services', description: 'Card title' },
  itemsTable: { id: 'reservations.items.table', defaultMessage: 'Services of the reservation', description: 'Table accessible name' },
  itemsEmpty: { id: 'reservations.items.empty', defaultMessage: 'No services yet. Search a product or package below.', description: 'Empty' },
  itemNumber: { id: 'reservations.items.number', defaultMessage: 'Item', description: 'Column' },
  service: { id: 'reservations.items.service', defaultMessage: 'Service', description: 'Column and field' },
  serviceDate: { id: 'reservations.items.serviceDate', defaultMessage: 'Service date', description: 'Column and field' },
  quantity: { id: 'reservations.items.quantity', defaultMessage: 'Quantity', description: 'Column and field' },
  nights: { id: 'reservations.items.nights', defaultMessage: 'Nights', description: 'Field' },
  unitPrice: { id: 'reservations.items.unitPrice', defaultMessage: 'Unit price', description: 'Column and field' },
  payable: { id: 'reservations.items.payable', defaultMessage: 'Payable', description: 'Column: amount payable now' },
  actions: { id: 'reservations.items.actions', defaultMessage: 'Actions', description: 'Column' },
  fromPackage: { id: 'reservations.items.fromPackage', defaultMessage: 'Package {code}', description: 'Item came with a package' },
  confirmItem: { id: 'reservations.items.confirm', defaultMessage: 'Confirm', description: 'Row action' },
  cancelItem: { id: 'reservations.items.cancel', defaultMessage: 'Cancel', description: 'Row action' },
  deleteItem: { id: 'reservations.items.delete', defaultMessage: 'Delete', description: 'Row action' },
  editItem: { id: 'reservations.items.edit', defaultMessage: 'Edit', description: 'Row action' },
  openItem: { id: 'reservations.items.open', defaultMessage: 'Details', description: 'Row action: the itinerary item page' },
  confirmItemTitle: { id: 'reservations.items.confirmTitle', defaultMessage: 'Confirm item {number}?', description: 'Dialog' },
  confirmItemBody: { id: 'reservations.items.confirmBody', defaultMessage: 'Its units are held for the date.', description: 'Dialog' },
  cancelItemTitle: { id: 'reservations.items.cancelTitle', defaultMessage: 'Cancel item {number}?', description: 'Dialog' },
  cancelItemBody: { id: 'reservations.items.cancelBody', defaultMessage: 'Its units are released.', description: 'Dialog' },
  deleteItemTitle: { id: 'reservations.items.deleteTitle', defaultMessage: 'Delete item {number}?', description: 'Dialog' },
  deleteItemBody: { id: 'reservations.items.deleteBody', defaultMessage: 'The pending item is removed.', description: 'Dialog' },
  priceOverridden: { id: 'reservations.items.overridden', defaultMessage: 'Manual price', description: 'Marker' },

  addSection: { id: 'reservations.add.title', defaultMessage: 'Add a service', description: 'Card title' },
  addSearch: { id: 'reservations.add.search', defaultMessage: 'Product or package', description: 'Field' },
  addSearchPlaceholder: { id: 'reservations.add.searchPlaceholder', defaultMessage: 'Code or name', description: 'Placeholder' },
  searchServices: { id: 'reservations.add.searchButton', defaultMessage: 'Search', description: 'Button' },
  resultsLabel: { id: 'reservations.add.results', defaultMessage: 'Bookable services', description: 'Accessible name' },
  noResults: { id: 'reservations.add.noResults', defaultMessage: 'Nothing bookable matches on that date.', description: 'Empty' },
  available: { id: 'reservations.add.available', defaultMessage: '{count} available', description: 'Availability' },
  noPrice: { id: 'reservations.add.noPrice', defaultMessage: 'No rate', description: 'No price found' },
  packageTag: { id: 'reservations.add.package', defaultMessage: 'Package', description: 'Result kind' },
  addPending: { id: 'reservations.add.pending', defaultMessage: 'Add as pending', description: 'Button' },
  addConfirmed: { id: 'reservations.add.confirmed', defaultMessage: 'Add confirmed', description: 'Button' },

  itemDialogTitle: { id: 'reservations.itemDialog.title', defaultMessage: 'Edit item {number}', description: 'Dialog title' },
  rate: { id: 'reservations.itemDialog.rate', defaultMessage: 'Rate', description: 'Field' },
  rateAuto: { id: 'reservations.itemDialog.rateAuto', defaultMessage: 'Best rate for the date', description: 'Rate option' },
  overridePrice: { id: 'reservations.itemDialog.override', defaultMessage: 'Override the unit price', description: 'Checkbox' },
  overrideReason: { id: 'reservations.itemDialog.reason', defaultMessage: 'Reason for the manual price', description: 'Field' },

  remarksSection: { id: 'reservations.remarks.title', defaultMessage: 'Remarks', description: 'Card title' },
  remarkField: { id: 'reservations.remarks.field', defaultMessage: 'New remark', description: 'Field' },
  addRemark: { id: 'reservations.remarks.add', defaultMessage: 'Add remark', description: 'Button' },
  remarkLength: {
    id: 'reservations.remarks.length', defaultMessage: '{length} of {max} characters', description: 'Counter under the remark box',
  },
  noRemarks: { id: 'reservations.remarks.empty', defaultMessage: 'No remarks yet.', description: 'Empty' },
  remarkBy: { id: 'reservations.remarks.by', defaultMessage: '{when} · {who}', description: 'Remark author line' },

  passengersSection: { id: 'reservations.editor.passengers.title', defaultMessage: 'Passengers', description: 'Card title' },
  managePassengers: { id: 'reservations.editor.passengers.manage', defaultMessage: 'Manage passengers', description: 'Link' },
  showPassengers: { id: 'reservations.editor.passengers.show', defaultMessage: 'Show passengers', description: 'Button' },
  hidePassengers: { id: 'reservations.editor.passengers.hide', defaultMessage: 'Hide passengers', description: 'Button' },
  noPassengers: { id: 'reservations.editor.passengers.empty', defaultMessage: 'No passengers registered yet.', description: 'Empty' },

  historySection: { id: 'reservations.history.title', defaultMessage: 'History', description: 'Card title' },
  opCREATE: { id: 'reservations.history.CREATE', defaultMessage: 'Created', description: 'History operation' },
  opUPDATE: { id: 'reservations.history.UPDATE', defaultMessage: 'Changed', description: 'History operation' },
  opDELETE: { id: 'reservations.history.DELETE', defaultMessage: 'Deleted', description: 'History operation' },
  opSTATUS: { id: 'reservations.history.STATUS', defaultMessage: 'Status changed', description: 'History operation' },
  opREVERT: { id: 'reservations.history.REVERT', defaultMessage: 'Change reverted', description: 'History operation' },
  historyEmpty: { id: 'reservations.history.empty', defaultMessage: 'No changes recorded.', description: 'Empty' },

  required: { id: 'reservations.problem.required', defaultMessage: 'This field is required', description: 'Field error' },
  passengerRange: { id: 'reservations.problem.passengerRange', defaultMessage: 'From 1 to 99 passengers', description: 'Field error' },
  maxPassengersExceeded: {
    id: 'reservations.problem.maxPassengers', defaultMessage: 'Max passenger number exceeded for reservation.', description: 'SPEC.md section 8',
  },
  tooLong: { id: 'reservations.problem.tooLong', defaultMessage: 'Too long', description: 'Field error' },
  noAvailability: { id: 'reservations.problem.noAvailability', defaultMessage: '{reason}', description: 'The server reason, which already starts with "No availability for <service> on <day>"' },
  errorDeleteItem: { id: 'reservations.error.deleteItem', defaultMessage: 'Error deleting reservation item.', description: 'SPEC.md section 8' },
  errorCreateItem: { id: 'reservations.error.createItem', defaultMessage: 'Error creating reservation item.', description: 'SPEC.md section 8' },
  errorUpdateItem: { id: 'reservations.error.updateItem', defaultMessage: 'Error updating item.', description: 'SPEC.md section 8' },
  errorTransition: { id: 'reservations.error.transition', defaultMessage: 'The status could not be changed.', description: 'Error' },
  errorRemark: { id: 'reservations.error.remark', defaultMessage: 'The remark could not be added.', description: 'Error' },
  errorSave: { id: 'reservations.error.save', defaultMessage: 'The reservation could not be saved.', description: 'Error' },
  errorLoad: { id: 'reservations.error.load', defaultMessage: 'The reservation could not be loaded.', description: 'Error' },
  notFound: { id: 'reservations.error.notFound', defaultMessage: 'This reservation does not exist.', description: 'Error' },
  forbidden: { id: 'reservations.error.forbidden', defaultMessage: 'Your roles do not allow this.', description: 'Error' },
  conflict: {
    id: 'reservations.error.conflict', defaultMessage: 'Someone else changed this reservation. Reload to see their changes.',
    description: 'Conflict banner',
  },
  reload: { id: 'reservations.action.reload', defaultMessage: 'Reload', description: 'Button' },
  retry: { id: 'reservations.action.retry', defaultMessage: 'Retry', description: 'Button' },
  saved: { id: 'reservations.toast.saved', defaultMessage: 'Reservation saved', description: 'Toast' },
  readOnly: { id: 'reservations.readOnly', defaultMessage: 'Read only', description: 'Badge for roles that only view' },
});

export type StatusKey = 'QUOTE' | 'CONFIRMED' | 'PARTIALLY_PAID' | 'PAID' | 'CANCELLED' | 'PENDING';
export const statusMessage = (status: string) =>
  reservationMessages[`status${status}` as `status${StatusKey}`] ?? reservationMessages.statusQUOTE;

export const RESERVATION_STATUSES = ['QUOTE', 'CONFIRMED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'] as const;

type Operation = 'CREATE' | 'UPDATE' | 'DELETE' | 'STATUS' | 'REVERT';
/** A history entry's operation; an unknown one shows as the server wrote it. */
export const operationMessage = (operation: string) => reservationMessages[`op${operation as Operation}`] as typeof reservationMessages.opCREATE | undefined;
