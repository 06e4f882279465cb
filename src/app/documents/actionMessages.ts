import { defineMessages } from '../defineMessages';

/** The few words of the open and send buttons: the pages that show them carry no more (JavaScript budgets). */
export const documentActionMessages = defineMessages({
  openPdf: 'documents.openPdf',
  openNamed: 'documents.openNamed',
  send: 'documents.send',
  sendNamed: 'documents.sendNamed',
  opening: 'documents.opening',
  openFailed: 'documents.openFailed',
  popupBlocked: 'documents.popupBlocked',
});
