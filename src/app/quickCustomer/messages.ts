import { defineMessages } from '../defineMessages';

/** The quick customer form (issue 21 item 12): a walk-in traveller from what they give at the counter. */
export const quickCustomerMessages = defineMessages({
  title: 'quickCustomer.title',
  open: 'quickCustomer.open',
  openFromList: 'quickCustomer.openFromList',
  intro: 'quickCustomer.intro',
  name: 'quickCustomer.name',
  documentType: 'quickCustomer.documentType',
  documentNumber: 'quickCustomer.documentNumber',
  phone: 'quickCustomer.phone',
  email: 'quickCustomer.email',
  contactHelp: 'quickCustomer.contactHelp',
  country: 'quickCustomer.country',
  choose: 'quickCustomer.choose',
  phoneOrEmail: 'quickCustomer.phoneOrEmail',
  documentProblem: 'quickCustomer.documentProblem',
  documentTaken: 'quickCustomer.documentTaken',
  create: 'quickCustomer.create',
  cancel: 'quickCustomer.cancel',
  created: 'quickCustomer.created',
  failed: 'quickCustomer.failed',
  loading: 'quickCustomer.loading',
  toComplete: 'quickCustomer.toComplete',
});
