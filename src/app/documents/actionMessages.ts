import { defineMessages } from '../defineMessages';

/** The few words of the open and send buttons: the pages that show them carry no more (JavaScript budgets). */
export const documentActionMessages = defineMessages({
  openPdf: { id: 'documents.openPdf', defaultMessage: 'Open PDF', description: 'Button: opens a rendered document (itinerary, voucher, invoice, ...) in the browser' },
  openNamed: { id: 'documents.openNamed', defaultMessage: 'Open {name} as PDF', description: 'Accessible name of the open button; name is the document (Itinerary, F001-00000042)' },
  send: { id: 'documents.send', defaultMessage: 'Send…', description: 'Button: opens the dialog that mails a document' },
  sendNamed: { id: 'documents.sendNamed', defaultMessage: 'Send {name} by e-mail', description: 'Accessible name of the send button' },
  opening: { id: 'documents.opening', defaultMessage: 'Preparing the PDF…', description: 'While the server renders a document' },
  openFailed: { id: 'documents.openFailed', defaultMessage: 'The document could not be opened: {reason}', description: 'Toast when rendering failed; reason is the server error in words' },
  popupBlocked: { id: 'documents.popupBlocked', defaultMessage: '{file} was downloaded: the browser did not allow a new tab', description: 'Toast when the PDF could not open in a new tab and was downloaded instead' },
});
