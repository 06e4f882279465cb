import { defineMessages } from '../defineMessages';

export const shortcutMessages = defineMessages({
  search: { id: 'shortcuts.search', defaultMessage: 'Search reservations, customers, products and payments', description: 'Keyboard shortcut help: Ctrl+K' },
  help: { id: 'shortcuts.help', defaultMessage: 'Show the keyboard shortcuts', description: 'Keyboard shortcut help: ?' },
  newReservation: { id: 'shortcuts.newReservation', defaultMessage: 'New reservation', description: 'Keyboard shortcut help: Alt+N' },
  save: { id: 'shortcuts.save', defaultMessage: 'Save the form you are in', description: 'Keyboard shortcut help: Ctrl+S or Ctrl+Enter' },
  addService: { id: 'shortcuts.addService', defaultMessage: 'Add a service to this reservation', description: 'Keyboard shortcut help on the reservation editor' },
  takePayment: { id: 'shortcuts.takePayment', defaultMessage: 'Take a payment for this reservation', description: 'Keyboard shortcut help on the reservation editor' },
  helpTitle: { id: 'shortcuts.helpTitle', defaultMessage: 'Keyboard shortcuts', description: 'Title of the shortcut help dialog and the sidebar button that opens it' },
  helpIntro: { id: 'shortcuts.helpIntro', defaultMessage: 'The shortcuts you can use on this page.', description: 'Shortcut help dialog intro' },
  groupGlobal: { id: 'shortcuts.groupGlobal', defaultMessage: 'Anywhere', description: 'Shortcut help section' },
  groupForm: { id: 'shortcuts.groupForm', defaultMessage: 'In a form', description: 'Shortcut help section' },
  groupReservation: { id: 'shortcuts.groupReservation', defaultMessage: 'This reservation', description: 'Shortcut help section' },
  or: { id: 'shortcuts.or', defaultMessage: 'or', description: 'Between two key combinations: Ctrl S or Ctrl Enter' },
  close: { id: 'shortcuts.close', defaultMessage: 'Close', description: 'Close button of the shortcut help dialog' },
});
