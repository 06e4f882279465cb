import { defineMessages } from '../defineMessages';

export const quickSearchMessages = defineMessages({
  title: { id: 'quickSearch.title', defaultMessage: 'Quick search', description: 'Quick search dialog title and the sidebar button that opens it' },
  openSearch: { id: 'quickSearch.open', defaultMessage: 'Quick search', description: 'Sidebar and top bar button that opens the quick search' },
  inputLabel: { id: 'quickSearch.inputLabel', defaultMessage: 'Code, name or document number', description: 'Quick search text box label' },
  placeholder: { id: 'quickSearch.placeholder', defaultMessage: 'e.g. LIM-000123, García, 20123456789, F001-42', description: 'Quick search text box placeholder' },
  hint: { id: 'quickSearch.hint', defaultMessage: 'Find reservations, customers, products and payments. Use the arrow keys and Enter to open one.', description: 'Quick search: shown before anything is typed' },
  results: { id: 'quickSearch.results', defaultMessage: 'Results', description: 'Quick search results list label' },
  searching: { id: 'quickSearch.searching', defaultMessage: 'Searching…', description: 'Quick search loading state' },
  noResults: { id: 'quickSearch.noResults', defaultMessage: 'Nothing matches “{text}”.', description: 'Quick search empty state' },
  failed: { id: 'quickSearch.failed', defaultMessage: 'The search could not be done. Check the connection and try again.', description: 'Quick search failed' },
  retry: { id: 'quickSearch.retry', defaultMessage: 'Try again', description: 'Quick search retry button' },
  close: { id: 'quickSearch.close', defaultMessage: 'Close', description: 'Quick search close button' },
  kindRESERVATION: { id: 'quickSearch.kind.RESERVATION', defaultMessage: 'Reservations', description: 'Quick search result group' },
  kindCUSTOMER: { id: 'quickSearch.kind.CUSTOMER', defaultMessage: 'Customers', description: 'Quick search result group' },
  kindPRODUCT: { id: 'quickSearch.kind.PRODUCT', defaultMessage: 'Products', description: 'Quick search result group' },
  kindPAYMENT: { id: 'quickSearch.kind.PAYMENT', defaultMessage: 'Payments', description: 'Quick search result group' },
  transaction: { id: 'quickSearch.transaction', defaultMessage: 'Transaction {number}', description: 'Quick search: a cashier transaction hit' },
});
