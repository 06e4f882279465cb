import { defineMessages } from '../defineMessages';

export const quickSearchMessages = defineMessages({
  title: 'quickSearch.title',
  openSearch: 'quickSearch.open',
  inputLabel: 'quickSearch.inputLabel',
  placeholder: 'quickSearch.placeholder',
  hint: 'quickSearch.hint',
  results: 'quickSearch.results',
  searching: 'quickSearch.searching',
  noResults: 'quickSearch.noResults',
  failed: 'quickSearch.failed',
  retry: 'quickSearch.retry',
  close: 'quickSearch.close',
  kindRESERVATION: 'quickSearch.kind.RESERVATION',
  kindCUSTOMER: 'quickSearch.kind.CUSTOMER',
  kindPRODUCT: 'quickSearch.kind.PRODUCT',
  kindPAYMENT: 'quickSearch.kind.PAYMENT',
  transaction: 'quickSearch.transaction',
});
