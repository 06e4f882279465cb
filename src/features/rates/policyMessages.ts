import { defineMessages } from '../../app/defineMessages';

/** The cancellation policy section of the rate form (issue 8 item 10). */
export const policyMessages = defineMessages({
  section: { id: 'rates.policy.section', defaultMessage: 'Cancellation policy', description: 'Rate form section' },
  sectionHelp: {
    id: 'rates.policy.sectionHelp',
    defaultMessage: 'What cancelling a confirmed service costs, by how close to the service date it happens. The tier with the fewest days that still covers the days left applies; with none, cancelling is free.',
    description: 'Rate form section help',
  },
  tiersLabel: { id: 'rates.policy.tiers', defaultMessage: 'Cancellation tiers', description: 'Accessible name of the tier list' },
  daysBefore: { id: 'rates.policy.daysBefore', defaultMessage: 'Days before service', description: 'Tier field' },
  daysBeforeHelp: {
    id: 'rates.policy.daysBeforeHelp', defaultMessage: 'Applies when cancelling this many days before or fewer',
    description: 'Tier field help',
  },
  fee: { id: 'rates.policy.fee', defaultMessage: 'Fee', description: 'Tier field: percentage of the item amount' },
  feeHelp: { id: 'rates.policy.feeHelp', defaultMessage: 'Of the item amount', description: 'Tier field help' },
  addTier: { id: 'rates.policy.add', defaultMessage: 'Add tier', description: 'Button' },
  removeTier: { id: 'rates.policy.remove', defaultMessage: 'Remove tier {number}', description: 'Button accessible name' },
  remove: { id: 'rates.policy.removeShort', defaultMessage: 'Remove', description: 'Button' },
  noTiers: {
    id: 'rates.policy.none', defaultMessage: 'No cancellation fee: cancelling is free at any time.',
    description: 'Shown when the rate has no tiers',
  },
  tierSummary: {
    id: 'rates.policy.summary',
    defaultMessage: '{days, plural, =0 {On the service day} one {# day or fewer before} other {# days or fewer before}}: {fee} of the amount',
    description: 'One tier read back in words',
  },
  tooManyTiers: { id: 'rates.policy.tooMany', defaultMessage: 'At most {max} tiers', description: 'Validation' },
  daysRange: { id: 'rates.policy.daysRange', defaultMessage: 'A whole number from 0 to {max}', description: 'Validation' },
  duplicateDays: { id: 'rates.policy.duplicate', defaultMessage: 'Another tier has the same days', description: 'Validation' },
});
