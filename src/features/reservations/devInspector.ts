import type { InspectionEvent } from 'xstate';

let inspector: ((event: InspectionEvent) => void) | undefined;

/**
 * Development only, like the auth machine (src/app/main.tsx): localStorage.setItem('inspect', '1') shows the
 * reservation editor machine in the Stately inspector.
 */
export async function loadDevInspector() {
  if (!import.meta.env.DEV || localStorage.getItem('inspect') !== '1' || inspector) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const browser = createBrowserInspector();
  inspector = (event) => browser.inspect.next?.(event);
}

export const devInspect = (event: InspectionEvent) => inspector?.(event);
