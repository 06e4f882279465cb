import { defineMessages } from '../defineMessages';

/** Field problems shared by the forms of every area; the server says the same. */
export const formMessages = defineMessages({
  codeTooShort: {
    id: 'forms.validation.codeTooShort', defaultMessage: 'The code must be at least {min} characters',
    description: 'A general parameter value code that is too short',
  },
  codeSpaces: { id: 'forms.validation.codeSpaces', defaultMessage: 'The code cannot contain spaces', description: 'Code field' },
  invalidChoice: {
    id: 'forms.validation.invalidChoice', defaultMessage: 'Choose one of the listed options',
    description: 'A select whose value is not (or no longer) one of its options',
  },
  invalidPhone: { id: 'forms.validation.invalidPhone', defaultMessage: 'Invalid phone number', description: 'Phone field' },
  serverRejected: {
    id: 'forms.validation.serverRejected', defaultMessage: 'The server did not accept some fields; they are marked below.',
    description: 'Banner when the server answered field errors',
  },
});
