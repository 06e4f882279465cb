import { defineMessages } from '../../app/defineMessages';

/** The cancellation policy section of the rate form (issue 8 item 10). */
export const policyMessages = defineMessages({
  section: 'rates.policy.section',
  sectionHelp: 'rates.policy.sectionHelp',
  tiersLabel: 'rates.policy.tiers',
  daysBefore: 'rates.policy.daysBefore',
  daysBeforeHelp: 'rates.policy.daysBeforeHelp',
  fee: 'rates.policy.fee',
  feeHelp: 'rates.policy.feeHelp',
  addTier: 'rates.policy.add',
  removeTier: 'rates.policy.remove',
  remove: 'rates.policy.removeShort',
  noTiers: 'rates.policy.none',
  tierSummary: 'rates.policy.summary',
  tooManyTiers: 'rates.policy.tooMany',
  daysRange: 'rates.policy.daysRange',
  duplicateDays: 'rates.policy.duplicate',
});
