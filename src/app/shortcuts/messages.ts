import { defineMessages } from '../defineMessages';

export const shortcutMessages = defineMessages({
  search: 'shortcuts.search',
  help: 'shortcuts.help',
  newReservation: 'shortcuts.newReservation',
  save: 'shortcuts.save',
  addService: 'shortcuts.addService',
  takePayment: 'shortcuts.takePayment',
  helpTitle: 'shortcuts.helpTitle',
  helpIntro: 'shortcuts.helpIntro',
  groupGlobal: 'shortcuts.groupGlobal',
  groupForm: 'shortcuts.groupForm',
  groupReservation: 'shortcuts.groupReservation',
  or: 'shortcuts.or',
  close: 'shortcuts.close',
});
