import { useEffect } from 'react';
import { loadAreaMessages } from './i18n';
import { appPath, matchAppRoute } from './routeMatch';
import type { AppRoute } from './routeTable';

/** Enough for a list's rows and its "New" link; a page of many kinds of links does not load half the app. */
const MOST_SCREENS = 4;

/**
 * The code (and the area's words) of the screens the links inside `root` open, first link first: a reservation
 * opened from the list then waits only for its data. Code only: data is asked when a link is pointed at or followed.
 */
export function preloadLinkedScreens(root: ParentNode, locale: string) {
  const screens = new Set<AppRoute>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (screens.size >= MOST_SCREENS) break;
    if (link.origin !== location.origin) continue;
    const route = matchAppRoute(appPath(link.pathname))?.route;
    if (!route || screens.has(route)) continue;
    screens.add(route);
    void route.preload?.();
    if (route.area) void loadAreaMessages(locale, route.area);
  }
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
    let cancel = whenIdle(() => { preloadLinkedScreens(main, locale); });
    const observer = new MutationObserver(() => {
      cancel();
      cancel = whenIdle(() => { preloadLinkedScreens(main, locale); });
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [address, locale]);
  return null;
}
