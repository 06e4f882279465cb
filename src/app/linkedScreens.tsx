import { useEffect } from 'react';
import { loadAreaMessages } from './i18n';
import { appPath, matchAppRoute } from './routeMatch';
import type { AppRoute } from './routeTable';

/** Enough for a list's rows and its "New" link; a page of many kinds of links does not load half the app. */
const MOST_SCREENS = 4;

/**
 * The code (and the area's words) of the screens the links inside `root` open, first link first: a reservation
 * opened from the list then waits only for its data. Code only: data is asked when a link is pointed at or followed.
 * Each screen after the first waits for `later`: its links and its module's evaluation are then a task of their own,
 * not one long task that holds up a press.
 */
export function preloadLinkedScreens(root: ParentNode, locale: string, later: (run: () => void) => void = (run) => { run(); }) {
  const screens = new Set<AppRoute>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (screens.size >= MOST_SCREENS) break;
    if (link.origin !== location.origin) continue;
    const route = matchAppRoute(appPath(link.pathname))?.route;
    if (route) screens.add(route);
  }
  const load = (rest: AppRoute[]) => {
    const [route, ...after] = rest;
    if (!route) return;
    void route.preload?.();
    if (route.area) void loadAreaMessages(locale, route.area);
    if (after.length) later(() => { load(after); });
  };
  load([...screens]);
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2_000 });
    return () => { cancelIdleCallback(id); };
  }
  const id = setTimeout(run, 200);
  return () => { clearTimeout(id); };
};

/**
 * Rendered beside the page, inside its Suspense boundary: once the page has shown (its effect runs only then), and
 * again when its content changes (a list's rows arrive after the page), the screens its links open load their code
 * while the browser is idle (preloadLinkedScreens).
 */
export function LinkedScreensPreload({ address, locale }: { address: string; locale: string }) {
  useEffect(() => {
    const main = document.querySelector('main');
    if (!main) return undefined;
    let cancel = () => {};
    const idle = (run: () => void) => { cancel = whenIdle(run); };
    const preload = () => { preloadLinkedScreens(main, locale, idle); };
    idle(preload);
    const observer = new MutationObserver(() => {
      cancel();
      idle(preload);
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [address, locale]);
  return null;
}
