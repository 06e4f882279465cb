import { defineMessages } from '../defineMessages';

/** Field problems shared by the forms of every area; the server says the same. */
export const formMessages = defineMessages({
  codeTooShort: 'forms.validation.codeTooShort',
  codeSpaces: 'forms.validation.codeSpaces',
  invalidChoice: 'forms.validation.invalidChoice',
  invalidPhone: 'forms.validation.invalidPhone',
  serverRejected: 'forms.validation.serverRejected',
});
