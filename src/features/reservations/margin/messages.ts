import { defineMessages } from '../../../app/defineMessages';

export const marginMessages = defineMessages({
  table: { id: 'reservationMargin.table', defaultMessage: 'Margin per currency', description: 'Table accessible name' },
  currency: { id: 'reservationMargin.currency', defaultMessage: 'Currency', description: 'Column' },
  selling: { id: 'reservationMargin.selling', defaultMessage: 'Selling', description: 'Column: what the customer pays' },
  cost: { id: 'reservationMargin.cost', defaultMessage: 'Cost', description: 'Column: what the suppliers are paid' },
  margin: { id: 'reservationMargin.margin', defaultMessage: 'Margin', description: 'Items table column, card heading and column: selling minus cost' },
  percent: { id: 'reservationMargin.percent', defaultMessage: 'Margin %', description: 'Column: margin over selling' },
  costEXPECTED: {
    id: 'reservationMargin.cost.expected', defaultMessage: 'Cost {amount} (expected)',
    description: 'Under a service\'s margin: the cost from the rate, no supplier invoice yet',
  },
  costINVOICED: {
    id: 'reservationMargin.cost.invoiced', defaultMessage: 'Cost {amount} (invoiced)',
    description: 'Under a service\'s margin: the cost the supplier invoiced',
  },
  noCost: {
    id: 'reservationMargin.noCost', defaultMessage: 'No cost yet',
    description: 'A service whose cost is not known (not confirmed, or no rate)',
  },
  uncosted: {
    id: 'reservationMargin.uncosted',
    defaultMessage: '{count, plural, one {# service has} other {# services have}} no known cost yet and {count, plural, one {is} other {are}} left out.',
    description: 'Under the margin totals',
  },
  basis: {
    id: 'reservationMargin.basis',
    defaultMessage: 'The cost is what the supplier invoiced for a service, or else the expected cost from its rate.',
    description: 'Card subheading explaining the cost',
  },
});
