import { defineMessages } from '../../app/defineMessages';

/** The cancel dialogs' fees and reasons, and a cancelled item's fee (issue 8 item 10). */
export const cancellationMessages = defineMessages({
  loadingFees: { id: 'reservations.cancel.loadingFees', defaultMessage: 'Working out the cancellation fee…', description: 'Loading state' },
  feesFailed: {
    id: 'reservations.cancel.feesFailed', defaultMessage: 'The cancellation fee could not be worked out.', description: 'Error in the dialog',
  },
  retry: { id: 'reservations.cancel.retry', defaultMessage: 'Try again', description: 'Button' },
  feesTable: { id: 'reservations.cancel.feesTable', defaultMessage: 'Cancellation fees', description: 'Accessible name of the fee list' },
  itemLine: { id: 'reservations.cancel.itemLine', defaultMessage: 'Item {number}', description: 'Fee list row' },
  daysLeft: {
    id: 'reservations.cancel.daysLeft',
    defaultMessage: '{days, plural, =0 {service today} one {# day before the service} other {# days before the service}}',
    description: 'How far the service is',
  },
  servicePassed: { id: 'reservations.cancel.passed', defaultMessage: 'service date passed', description: 'How far the service is' },
  tierApplies: { id: 'reservations.cancel.tier', defaultMessage: '{percent} of {amount}', description: 'Fee explanation' },
  noPolicyFee: { id: 'reservations.cancel.noFee', defaultMessage: 'no fee', description: 'Fee explanation' },
  pendingNoFee: { id: 'reservations.cancel.pendingNoFee', defaultMessage: 'pending: no fee', description: 'Fee explanation' },
  totalFee: { id: 'reservations.cancel.total', defaultMessage: 'Cancellation fee', description: 'Total row' },
  freeCancellation: {
    id: 'reservations.cancel.free', defaultMessage: 'No cancellation fee applies today.', description: 'Dialog text',
  },
  reason: { id: 'reservations.cancel.reason', defaultMessage: 'Reason', description: 'Field' },
  reasonOptional: { id: 'reservations.cancel.reasonOptional', defaultMessage: 'Reason (optional)', description: 'Field' },
  reasonHelp: { id: 'reservations.cancel.reasonHelp', defaultMessage: 'Kept with the cancellation (at most 500 characters).', description: 'Field help' },
  reasonRequired: { id: 'reservations.cancel.reasonRequired', defaultMessage: 'Say why it is cancelled', description: 'Validation' },
  reasonTooLong: { id: 'reservations.cancel.reasonTooLong', defaultMessage: 'At most 500 characters', description: 'Validation' },
  feeFact: { id: 'reservations.item.cancellationFee', defaultMessage: 'Cancellation fee', description: 'Item page fact' },
  reasonFact: { id: 'reservations.item.cancellationReason', defaultMessage: 'Cancellation reason', description: 'Item and reservation fact' },
  cancellationFee: { id: 'reservations.items.cancellationFee', defaultMessage: 'Fee {amount}', description: 'Cancelled item row' },
});
