import { defineMessages } from '../defineMessages';

/** The quick customer form (issue 21 item 12): a walk-in traveller from what they give at the counter. */
export const quickCustomerMessages = defineMessages({
  title: { id: 'quickCustomer.title', defaultMessage: 'New customer (quick)', description: 'Dialog title' },
  open: { id: 'quickCustomer.open', defaultMessage: 'New customer', description: 'Button that opens the quick customer form' },
  openFromList: { id: 'quickCustomer.openFromList', defaultMessage: 'Quick customer', description: 'Entities list button' },
  intro: {
    id: 'quickCustomer.intro',
    defaultMessage: 'Enough to book a walk-in traveller. The customer is marked to be completed; its address, classification and accounts are filled in later with the full form.',
    description: 'Dialog help text',
  },
  name: { id: 'quickCustomer.name', defaultMessage: 'Full name', description: 'Field' },
  documentType: { id: 'quickCustomer.documentType', defaultMessage: 'Identity document type', description: 'Field' },
  documentNumber: { id: 'quickCustomer.documentNumber', defaultMessage: 'Document number', description: 'Field' },
  phone: { id: 'quickCustomer.phone', defaultMessage: 'Phone', description: 'Field' },
  email: { id: 'quickCustomer.email', defaultMessage: 'E-mail', description: 'Field' },
  contactHelp: { id: 'quickCustomer.contactHelp', defaultMessage: 'A phone or an e-mail, so the customer can be reached.', description: 'Field help' },
  country: { id: 'quickCustomer.country', defaultMessage: 'Country', description: 'Field: nationality' },
  choose: { id: 'quickCustomer.choose', defaultMessage: 'Choose…', description: 'Select placeholder' },
  phoneOrEmail: { id: 'quickCustomer.phoneOrEmail', defaultMessage: 'Give a phone number or an e-mail address', description: 'Field problem' },
  documentProblem: {
    id: 'quickCustomer.documentProblem',
    defaultMessage: '{problem, select, RUC_FORMAT {A RUC has 11 digits and starts with 10, 15, 17 or 20} RUC_CHECK_DIGIT {This RUC is not valid: check its digits} DNI_FORMAT {A DNI has 8 digits} PASSPORT_FORMAT {A passport number has 6 to 12 letters and digits} other {A foreigner identity card number has 8 to 12 letters and digits}}',
    description: 'Identity document number problem by document type',
  },
  documentTaken: {
    id: 'quickCustomer.documentTaken', defaultMessage: 'A customer with this document already exists: search for it instead',
    description: 'Field problem',
  },
  create: { id: 'quickCustomer.create', defaultMessage: 'Create customer', description: 'Button' },
  cancel: { id: 'quickCustomer.cancel', defaultMessage: 'Cancel', description: 'Button' },
  created: { id: 'quickCustomer.created', defaultMessage: 'Customer {name} created: complete their data later', description: 'Toast' },
  failed: { id: 'quickCustomer.failed', defaultMessage: 'The customer could not be created', description: 'Toast' },
  loading: { id: 'quickCustomer.loading', defaultMessage: 'Loading the form…', description: 'Spinner' },
  toComplete: { id: 'quickCustomer.toComplete', defaultMessage: 'To complete', description: 'Chip: a quick customer whose data is incomplete' },
});
