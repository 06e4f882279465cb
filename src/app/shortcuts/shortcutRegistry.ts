import { SHORTCUTS, SHORTCUT_IDS, type ShortcutId } from './catalog';
import { isApple, isTextEntry, matchesCombo } from './keys';

export interface ShortcutAction {
  id: ShortcutId;
  run: (target: EventTarget | null) => void;
  /** Whether the action applies where the key was pressed (save: focus is in a form). */
  appliesTo?: (target: EventTarget | null) => boolean;
}

type KeyEventLike = Parameters<typeof matchesCombo>[0] & {
  target: EventTarget | null;
  defaultPrevented?: boolean;
  isComposing?: boolean;
  preventDefault: () => void;
};

/** An open modal dialog takes the keys for itself, but for saving the form inside it. */
const IN_DIALOG_ONLY: readonly ShortcutId[] = ['save'];

const inModalDialog = (target: EventTarget | null) =>
  target instanceof Element && Boolean(target.closest('[role="dialog"], [role="alertdialog"]'));

/**
 * The shortcuts the current screens offer. Screens register an action while the person may do it and unregister it
 * when they go (or may no longer); the last registration of an id wins, so a screen can take over a global one.
 */
export class ShortcutRegistry {
  private readonly actions = new Map<ShortcutId, ShortcutAction[]>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly ShortcutId[] = [];

  constructor(private readonly apple = isApple()) {}

  register(action: ShortcutAction): () => void {
    const list = this.actions.get(action.id) ?? [];
    this.actions.set(action.id, [...list, action]);
    this.changed();
    return () => {
      const rest = (this.actions.get(action.id) ?? []).filter((a) => a !== action);
      if (rest.length) this.actions.set(action.id, rest);
      else this.actions.delete(action.id);
      this.changed();
    };
  }

  /** The ids offered now, in the catalog's order (a stable array until the next change). */
  available = (): readonly ShortcutId[] => this.snapshot;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Runs the action the key asks for, if one is offered where it was pressed; answers whether one ran. */
  handle(event: KeyEventLike): boolean {
    if (event.defaultPrevented || event.isComposing) return false;
    const typing = isTextEntry(event.target);
    const dialog = inModalDialog(event.target);
    for (const id of this.snapshot) {
      const definition = SHORTCUTS[id];
      if (typing && !definition.inTextFields) continue;
      if (dialog && !IN_DIALOG_ONLY.includes(id)) continue;
      if (!definition.keys.some((combo) => matchesCombo(event, combo, this.apple))) continue;
      const action = this.actions.get(id)!.at(-1)!;
      if (action.appliesTo && !action.appliesTo(event.target)) continue;
      event.preventDefault();
      action.run(event.target);
      return true;
    }
    return false;
  }

  private changed() {
    this.snapshot = SHORTCUT_IDS.filter((id) => this.actions.has(id));
    for (const listener of this.listeners) listener();
  }
}
