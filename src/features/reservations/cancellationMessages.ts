import { defineMessages } from '../../app/defineMessages';

/** The cancel dialogs' fees and reasons, and a cancelled item's fee (issue 8 item 10). */
export const cancellationMessages = defineMessages({
  loadingFees: 'reservations.cancel.loadingFees',
  feesFailed: 'reservations.cancel.feesFailed',
  retry: 'reservations.cancel.retry',
  feesTable: 'reservations.cancel.feesTable',
  itemLine: 'reservations.cancel.itemLine',
  daysLeft: 'reservations.cancel.daysLeft',
  servicePassed: 'reservations.cancel.passed',
  tierApplies: 'reservations.cancel.tier',
  noPolicyFee: 'reservations.cancel.noFee',
  pendingNoFee: 'reservations.cancel.pendingNoFee',
  totalFee: 'reservations.cancel.total',
  freeCancellation: 'reservations.cancel.free',
  reason: 'reservations.cancel.reason',
  reasonOptional: 'reservations.cancel.reasonOptional',
  reasonHelp: 'reservations.cancel.reasonHelp',
  reasonRequired: 'reservations.cancel.reasonRequired',
  reasonTooLong: 'reservations.cancel.reasonTooLong',
  feeFact: 'reservations.item.cancellationFee',
  reasonFact: 'reservations.item.cancellationReason',
  cancellationFee: 'reservations.items.cancellationFee',
});
