import { useRef } from 'react';
import { useLocation } from 'wouter';
import type { ShortcutId } from './catalog';
import { useShortcut } from './ShortcutsProvider';

/**
 * A shortcut that puts the focus in the first field of an element (the add-service search): returns the ref to
 * attach to it. Offered while the element's screen is mounted.
 */
export function useFocusShortcut<T extends HTMLElement>(id: ShortcutId) {
  const target = useRef<T>(null);
  useShortcut(id, () => {
    target.current?.querySelector<HTMLElement>('input, textarea, select, button')?.focus();
  });
  return target;
}

/** A shortcut that opens an address, offered only while `href` is given (null: the person may not go there now). */
export function useNavigateShortcut(id: ShortcutId, href: string | null) {
  const [, navigate] = useLocation();
  useShortcut(id, () => {
    if (href) navigate(href);
  }, href !== null);
}
