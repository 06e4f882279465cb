import { defineMessages } from '../../app/defineMessages';

export const exchangeRateMessages = defineMessages({
  listTitle: { id: 'exchangeRates.list.title', defaultMessage: 'Exchange rates', description: 'List heading' },
  listDescription: {
    id: 'exchangeRates.list.description',
    defaultMessage: 'The buy and sell rate of each currency pair per day; payments in another currency convert at the sell rate.',
    description: 'List subheading',
  },
  tableLabel: { id: 'exchangeRates.list.table', defaultMessage: 'Exchange rates', description: 'Table accessible name' },
  newRate: { id: 'exchangeRates.list.new', defaultMessage: 'New exchange rate', description: 'Button' },
  emptyTitle: { id: 'exchangeRates.list.emptyTitle', defaultMessage: 'No exchange rates found', description: 'Empty list' },
  emptyDescription: {
    id: 'exchangeRates.list.emptyDescription', defaultMessage: 'Try other dates or another currency, or create a rate.',
    description: 'Empty list',
  },
  dateFilter: { id: 'exchangeRates.filter.dates', defaultMessage: 'Dates', description: 'Date range filter' },
  currencyFilter: { id: 'exchangeRates.filter.currency', defaultMessage: 'Currency', description: 'Currency filter (from or to)' },
  anyCurrency: { id: 'exchangeRates.filter.anyCurrency', defaultMessage: 'All currencies', description: 'Currency filter: no filter' },
  rateDate: { id: 'exchangeRates.field.rateDate', defaultMessage: 'Date', description: 'Field and column' },
  currencyFrom: { id: 'exchangeRates.field.currencyFrom', defaultMessage: 'From currency', description: 'Field and column' },
  currencyTo: { id: 'exchangeRates.field.currencyTo', defaultMessage: 'To currency', description: 'Field and column' },
  buyRate: { id: 'exchangeRates.field.buyRate', defaultMessage: 'Buy rate', description: 'Field and column' },
  sellRate: { id: 'exchangeRates.field.sellRate', defaultMessage: 'Sell rate', description: 'Field and column' },
  rateHelp: {
    id: 'exchangeRates.field.rateHelp', defaultMessage: 'Units of the to currency per 1 of the from currency; up to 6 decimals.',
    description: 'Buy rate field help',
  },
  choose: { id: 'exchangeRates.field.choose', defaultMessage: 'Choose a currency', description: 'Currency select placeholder' },
  rateSection: { id: 'exchangeRates.section.rate', defaultMessage: 'Rate', description: 'Form section' },
  newTitle: { id: 'exchangeRates.new.title', defaultMessage: 'New exchange rate', description: 'Heading' },
  editTitle: { id: 'exchangeRates.edit.title', defaultMessage: 'Edit exchange rate', description: 'Heading' },
  created: { id: 'exchangeRates.created', defaultMessage: 'Exchange rate created successfully', description: 'Success toast' },
  updated: { id: 'exchangeRates.updated', defaultMessage: 'Exchange rate updated successfully', description: 'Success toast' },
  createFailed: { id: 'exchangeRates.createFailed', defaultMessage: 'Error creating exchange rate', description: 'Error toast' },
  updateFailed: { id: 'exchangeRates.updateFailed', defaultMessage: 'Error updating exchange rate', description: 'Error toast' },
  notANumber: { id: 'exchangeRates.validation.notANumber', defaultMessage: 'Enter a number such as 0.92', description: 'Rate field' },
  notPositive: { id: 'exchangeRates.validation.notPositive', defaultMessage: 'Must be more than 0', description: 'Rate field' },
  tooManyDecimals: { id: 'exchangeRates.validation.tooManyDecimals', defaultMessage: 'Use at most 6 decimals', description: 'Rate field' },
  tooLarge: { id: 'exchangeRates.validation.tooLarge', defaultMessage: 'At most 99999999.999999', description: 'Rate field' },
  sameCurrency: { id: 'exchangeRates.validation.sameCurrency', defaultMessage: 'Choose a different currency', description: 'To currency equals from' },
  sellBelowBuy: {
    id: 'exchangeRates.validation.sellBelowBuy', defaultMessage: 'The sell rate cannot be below the buy rate',
    description: 'Sell rate field',
  },
  rateTaken: {
    id: 'exchangeRates.validation.rateTaken', defaultMessage: 'There is already a rate for this date and currencies',
    description: 'Duplicate date and currency pair',
  },
  stale: {
    id: 'exchangeRates.validation.stale', defaultMessage: 'This exchange rate was changed by someone else; reload it',
    description: 'Version conflict',
  },
});
