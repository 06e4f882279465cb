import { createContext, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ShortcutId } from './catalog';
import { ShortcutRegistry, type ShortcutAction } from './shortcutRegistry';

const RegistryContext = createContext<ShortcutRegistry | null>(null);

/** One keydown listener for the signed-in app; screens add their actions with useShortcut. */
export function ShortcutsProvider({ children, registry: given }: { children: ReactNode; registry?: ShortcutRegistry }) {
  const [registry] = useState(() => given ?? new ShortcutRegistry());
  useEffect(() => {
    // Capture phase: react-aria fields stop the keys they handle from bubbling (Ctrl+Enter in a text field).
    const onKeyDown = (event: KeyboardEvent) => {
      registry.handle(event);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [registry]);
  return <RegistryContext value={registry}>{children}</RegistryContext>;
}

/**
 * Offers a shortcut while the component is mounted and `enabled` (pass what the person may do here now: a shortcut is
 * never offered for what the screen would not show). Outside a ShortcutsProvider it does nothing.
 */
export function useShortcut(id: ShortcutId, run: ShortcutAction['run'], enabled = true, appliesTo?: ShortcutAction['appliesTo']) {
  const registry = use(RegistryContext);
  const latest = useRef({ run, appliesTo });
  latest.current = { run, appliesTo };
  const applies = Boolean(appliesTo);
  useEffect(() => {
    if (!registry || !enabled) return undefined;
    return registry.register({
      id,
      run: (target) => latest.current.run(target),
      appliesTo: applies ? (target) => latest.current.appliesTo?.(target) ?? true : undefined,
    });
  }, [registry, id, enabled, applies]);
}

/** The shortcuts offered now (the help dialog's list). */
export function useAvailableShortcuts(): readonly ShortcutId[] {
  const registry = use(RegistryContext);
  return useSyncExternalStore(registry?.subscribe ?? noSubscribe, registry?.available ?? none, registry?.available ?? none);
}

const EMPTY: readonly ShortcutId[] = [];
const none = () => EMPTY;
const noSubscribe = () => () => {};
