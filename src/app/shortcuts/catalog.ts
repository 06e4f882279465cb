import type { MessageDescriptor } from 'react-intl';
import type { KeyCombo } from './keys';
import { shortcutMessages as m } from './messages';

/**
 * Every keyboard shortcut of the app, in the order the help lists them. A screen registers an action under one of
 * these ids only while the person may do it there (useShortcut), so the help and the keys offer nothing else.
 */
export const SHORTCUTS = {
  search: { keys: ['Mod+K'], label: m.search, group: 'global', inTextFields: true },
  help: { keys: ['?'], label: m.help, group: 'global', inTextFields: false },
  newReservation: { keys: ['Alt+N'], label: m.newReservation, group: 'global', inTextFields: false },
  save: { keys: ['Mod+S', 'Mod+Enter'], label: m.save, group: 'form', inTextFields: true },
  addService: { keys: ['Alt+A'], label: m.addService, group: 'reservation', inTextFields: true },
  takePayment: { keys: ['Alt+P'], label: m.takePayment, group: 'reservation', inTextFields: false },
} as const satisfies Record<string, ShortcutDefinition>;

export interface ShortcutDefinition {
  keys: readonly KeyCombo[];
  label: MessageDescriptor;
  group: 'global' | 'form' | 'reservation';
  /** Whether the keys work while typing in a field (plain characters and page changes do not). */
  inTextFields: boolean;
}

export type ShortcutId = keyof typeof SHORTCUTS;
export const SHORTCUT_IDS = Object.keys(SHORTCUTS) as ShortcutId[];
