/**
 * Key combinations as written in the shortcut catalog ('Mod+K', 'Alt+N', 'Shift+?', 'Mod+Enter'): Mod is ⌘ on Apple
 * keyboards and Ctrl elsewhere. Letters and digits match by physical key (event.code), so Alt+N works on a Mac,
 * where Option+N types a dead key, and on any layout; other keys match by the character typed ('?').
 */
export type KeyCombo = string;

export interface ParsedCombo {
  mod: boolean;
  alt: boolean;
  shift: boolean;
  key: string;
}

export function parseCombo(combo: KeyCombo): ParsedCombo {
  const parts = combo.split('+');
  const key = parts.pop()!;
  return { mod: parts.includes('Mod'), alt: parts.includes('Alt'), shift: parts.includes('Shift'), key };
}

export const isApple = (platform = typeof navigator === 'undefined' ? '' : navigator.platform || navigator.userAgent) =>
  /Mac|iPhone|iPad|iPod/i.test(platform);

interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export function matchesCombo(event: KeyLike, combo: KeyCombo, apple = isApple()): boolean {
  const c = parseCombo(combo);
  const mod = apple ? event.metaKey : event.ctrlKey;
  const other = apple ? event.ctrlKey : event.metaKey;
  if (mod !== c.mod || other || event.altKey !== c.alt) return false;
  if (/^[A-Z0-9]$/.test(c.key)) {
    const physical = event.code === `Key${c.key}` || event.code === `Digit${c.key}`;
    return event.shiftKey === c.shift && (physical || event.key.toUpperCase() === c.key);
  }
  // A character such as '?' needs Shift on most layouts: the character decides, Shift does not.
  if (c.key.length === 1) return event.key === c.key;
  return event.shiftKey === c.shift && event.key === c.key;
}

/** How a combination reads on this keyboard: ['Ctrl', 'K'] or ['⌘', 'K']. */
export function comboKeys(combo: KeyCombo, apple = isApple()): string[] {
  const c = parseCombo(combo);
  return [
    ...(c.mod ? [apple ? '⌘' : 'Ctrl'] : []),
    ...(c.alt ? [apple ? '⌥' : 'Alt'] : []),
    ...(c.shift ? ['Shift'] : []),
    c.key,
  ];
}

/** aria-keyshortcuts wants 'Control+K' / 'Meta+K'. */
export const ariaKeyShortcut = (combo: KeyCombo, apple = isApple()) =>
  combo.replace('Mod', apple ? 'Meta' : 'Control');

/** Where typing goes: single keys ('?') must not fire there. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  }
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'searchbox';
}
