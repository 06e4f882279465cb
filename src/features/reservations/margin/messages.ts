import { defineMessages } from '../../../app/defineMessages';

export const marginMessages = defineMessages({
  table: 'reservationMargin.table',
  currency: 'reservationMargin.currency',
  selling: 'reservationMargin.selling',
  cost: 'reservationMargin.cost',
  margin: 'reservationMargin.margin',
  percent: 'reservationMargin.percent',
  costEXPECTED: 'reservationMargin.cost.expected',
  costINVOICED: 'reservationMargin.cost.invoiced',
  noCost: 'reservationMargin.noCost',
  uncosted: 'reservationMargin.uncosted',
  basis: 'reservationMargin.basis',
});
